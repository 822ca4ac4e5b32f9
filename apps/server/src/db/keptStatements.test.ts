import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/testDatabase';
import { testDatabaseKind } from '../test/testDatabaseServer';
import {
  isUniqueViolation,
  keptQuery,
  keptSelect,
  queryKeptShape,
  queryRows,
  type Database,
  type Executor,
} from './client';
import { divisions } from './schema';
import { keptParamSql } from './sqlText';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const nameQuery = sql`select name from divisions where id = ${sql.placeholder('id')}`;
const divisionName = keptQuery<{ name: string }, { id: number }>('test_division_name', nameQuery);
const divisionRow = keptSelect('test_division_row', (db) =>
  db
    .select({ name: divisions.name })
    .from(divisions)
    .where(eq(divisions.id, sql.placeholder('id'))),
);

describe('kept statements', () => {
  it('are built once and answer each call with its own values, in and out of a transaction', async () => {
    const { db } = database;
    const [first, second] = await db
      .insert(divisions)
      .values([{ name: 'Kept statements one' }, { name: 'Kept statements two' }])
      .returning();
    const dialect = (db as unknown as { dialect: { sqlToQuery: (query: unknown) => unknown } }).dialect;
    const builds = vi.spyOn(dialect, 'sqlToQuery');
    // Counts the building of these statements (a transaction's begin and commit are built too).
    const builtOfName = () => builds.mock.calls.filter(([query]) => query === nameQuery).length;
    try {
      expect(await divisionName(db, { id: first!.id })).toEqual([{ name: first!.name }]);
      expect(await divisionName(db, { id: second!.id })).toEqual([{ name: second!.name }]);
      const inTransaction = await db.transaction((tx) => divisionName(tx, { id: first!.id }));
      expect(inTransaction).toEqual([{ name: first!.name }]);
      expect(await divisionName(db, { id: -1 })).toEqual([]);
      expect(builtOfName()).toBe(1);

      builds.mockClear();
      expect(await divisionRow(db, { id: second!.id })).toEqual([{ name: second!.name }]);
      const afterFirst = builds.mock.calls.length;
      expect(afterFirst).toBeGreaterThan(0);
      expect(await divisionRow(db, { id: first!.id })).toEqual([{ name: first!.name }]);
      expect(builds.mock.calls.length).toBe(afterFirst);
    } finally {
      builds.mockRestore();
    }
  });

  // A lookup by one or two ids planned afresh on each call spent more on the planning than on the
  // lookup (the move's context, a worksheet's tasks): their values are hidden from the planner.
  it('keep one plan for a lookup by a short id list and a range, where the plain list is planned each call', async () => {
    const lookup = (ids: SQL, from: SQL) => sql`select tu.id, t.name, j.job_no
      from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
      where tu.id = any(${ids}) and tu.created_at >= ${from}`;
    const kept = keptQuery<{ id: number }, { ids: number[]; from: string }>(
      'test_kept_lookup',
      lookup(keptParamSql('ids', 'int[]'), keptParamSql('from', 'timestamptz')),
    );
    const plain = keptQuery<{ id: number }, { ids: number[]; from: string }>(
      'test_plain_lookup',
      lookup(sql`${sql.placeholder('ids')}::int[]`, sql`${sql.placeholder('from')}::timestamptz`),
    );
    const plans = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        const values = { ids: [i + 1], from: '2000-01-01T00:00:00Z' };
        expect(await kept(tx, values)).toEqual(await plain(tx, values));
      }
      return queryRows<{ name: string; generic_plans: number; custom_plans: number }>(
        tx,
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements
            where name like 'test\_%\_lookup%' order by name`,
      );
    });
    // Both databases keep the statement and its plan: five plans made for their values, then one.
    expect(plans[0]).toEqual(
      expect.objectContaining({
        name: expect.stringMatching(/^test_kept_lookup/),
        custom_plans: 5,
        generic_plans: 3,
      }),
    );
    // With its statistics, PostgreSQL plans the plain list for each call's values (the embedded
    // database gathers statistics only at night).
    if (testDatabaseKind() === 'postgres') {
      expect(plans[1]).toEqual(
        expect.objectContaining({
          name: expect.stringMatching(/^test_plain_lookup/),
          custom_plans: 8,
          generic_plans: 0,
        }),
      );
    }
  });

  it('keep a statement built per call once for each shape of its parts, each call with its own values', async () => {
    const [one, two] = await database.db
      .insert(divisions)
      .values([{ name: 'Kept shape one' }, { name: 'Kept shape two' }])
      .returning();
    const named = (prefix: string, id?: number) =>
      sql`select name from divisions where name like ${prefix} || '%' ${id ? sql`and id = ${id}` : sql``} order by name`;
    const kept = await database.db.transaction(async (tx) => {
      const run = (query: SQL) => queryKeptShape<{ name: string }>(tx, 'test_shape', query);
      expect(await run(named('Kept shape'))).toEqual([
        { name: 'Kept shape one' },
        { name: 'Kept shape two' },
      ]);
      expect(await run(named('Kept shape', one!.id))).toEqual([{ name: 'Kept shape one' }]);
      expect(await run(named('Kept shape', two!.id))).toEqual([{ name: 'Kept shape two' }]);
      expect(await run(named('Kept shape t'))).toEqual([{ name: 'Kept shape two' }]);
      return queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where name like 'test\_shape\_%' order by statement`,
      );
    });
    // Two shapes (with and without the id), whatever the values: two statements kept.
    expect(kept.map((k) => k.statement.includes('and id =')).sort()).toEqual([false, true]);
  });

  const addDivision = keptQuery<{ id: number }, { name: string }>(
    'test_add_division',
    sql`insert into divisions (name) values (${sql.placeholder('name')}) returning id`,
  );

  it('report a refused statement with its code, and the database goes on answering, in and out of a transaction', async () => {
    const { db } = database;
    const [{ id }] = (await addDivision(db, { name: 'Kept statements refused' })) as [{ id: number }];
    const refusal = await addDivision(db, { name: 'Kept statements refused' }).catch((err: unknown) => err);
    expect(isUniqueViolation(refusal, 'divisions_name_unique')).toBe(true);
    expect(await divisionName(db, { id })).toEqual([{ name: 'Kept statements refused' }]);

    // A statement first sent inside a transaction that is rolled back stays kept (and answers after).
    const named = keptQuery<{ count: number }, { prefix: string }>(
      'test_count_divisions',
      sql`select count(*)::int as count from divisions where name like ${sql.placeholder('prefix')} || '%'`,
    );
    const rolledBack = await db
      .transaction(async (tx) => {
        await addDivision(tx, { name: 'Kept statements rolled back' });
        expect(await named(tx, { prefix: 'Kept statements r' })).toEqual([{ count: 2 }]);
        await addDivision(tx, { name: 'Kept statements refused' });
      })
      .catch((err: unknown) => err);
    expect(isUniqueViolation(rolledBack, 'divisions_name_unique')).toBe(true);
    expect(await named(db, { prefix: 'Kept statements r' })).toEqual([{ count: 1 }]);
    const left = await queryRows<{ name: string }>(
      db,
      sql`select name from divisions where name like 'Kept statements r%' order by name`,
    );
    expect(left).toEqual([{ name: 'Kept statements refused' }]);
  });

  it('answer statements sent together each with its own rows, in and out of a transaction', async () => {
    const { db } = database;
    const names = Array.from({ length: 12 }, (_, i) => `Kept statements together ${i}`);
    const rows = await db
      .insert(divisions)
      .values(names.map((name) => ({ name })))
      .returning();
    const readAll = (on: Executor) =>
      Promise.all(
        rows.flatMap((row) => [
          divisionName(on, { id: row.id }),
          divisionRow(on, { id: row.id }),
          queryRows<{ name: string }>(on, sql`select name from divisions where id = ${row.id}`),
        ]),
      );
    const expected = names.flatMap((name) => [[{ name }], [{ name }], [{ name }]]);
    expect(await readAll(db)).toEqual(expected);
    expect(await db.transaction((tx) => readAll(tx))).toEqual(expected);
  });

  // The embedded database is one session: a statement sent outside a transaction must wait for the
  // transaction under way, or it would run inside it and see (or write) what is not committed.
  it.runIf(testDatabaseKind() === 'pglite')(
    'outside a transaction wait for the one under way on the embedded database',
    async () => {
      const { db } = database;
      const seen: string[] = [];
      let added = () => {};
      const addedYet = new Promise<void>((resolve) => (added = resolve));
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const transaction = db.transaction(async (tx) => {
        const [row] = (await addDivision(tx, { name: 'Kept statements uncommitted' })) as [{ id: number }];
        added();
        await finished;
        seen.push('committing');
        return row.id;
      });
      await addedYet;
      const outside = queryRows<{ id: number }>(
        db,
        sql`select id from divisions where name = 'Kept statements uncommitted'`,
      ).then((found) => found.length);
      const keptOutside = addDivision(db, { name: 'Kept statements after' }).then(() => seen.push('outside'));
      // One turn of the event loop: enough for a statement that did not wait to have run.
      await new Promise((resolve) => setImmediate(resolve));
      finish();
      const id = await transaction;
      await keptOutside;
      expect(seen).toEqual(['committing', 'outside']);
      expect(await outside).toBe(1);
      expect(await divisionName(db, { id })).toEqual([{ name: 'Kept statements uncommitted' }]);
    },
  );
});
