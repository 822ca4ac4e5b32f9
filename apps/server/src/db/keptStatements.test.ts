import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/testDatabase';
import { keptQuery, keptSelect, type Database } from './client';
import { divisions } from './schema';

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
});
