import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/testDatabase';
import { testDatabaseKind } from '../test/testDatabaseServer';
import { keptQuery, keptSelect, queryRows, type Database } from './client';
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
  it.runIf(testDatabaseKind() === 'postgres')(
    'keep one plan for a lookup by a short id list and a range, where the plain list is planned each call',
    async () => {
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
      expect(plans).toEqual([
        expect.objectContaining({
          name: expect.stringMatching(/^test_kept_lookup/),
          custom_plans: 5,
          generic_plans: 3,
        }),
        expect.objectContaining({
          name: expect.stringMatching(/^test_plain_lookup/),
          custom_plans: 8,
          generic_plans: 0,
        }),
      ]);
    },
  );
});
