import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/testDatabase';
import { testDatabaseKind } from '../test/testDatabaseServer';
import { queryRows, type Database } from './client';
import { nextUpkeep, startEmbeddedUpkeep, tidyEmbedded } from './embeddedUpkeep';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tableBytes = async (table: string) =>
  Number((await queryRows<{ n: string }>(database.db, sql`select pg_relation_size(${table}) as n`))[0]!.n);

/** Every row of the table updated `times` times, tidying after each round when asked. */
async function churn(table: string, times: number, tidy: boolean) {
  for (let i = 0; i < times; i++) {
    await database.db.execute(sql.raw(`update ${table} set v = v + 1`));
    if (tidy) await tidyEmbedded(database);
  }
}

describe('the embedded database is tidied', () => {
  it.runIf(testDatabaseKind() === 'pglite')(
    'clears old row versions, so updated rows reuse their space, and gathers the statistics',
    async () => {
      for (const table of ['upkeep_untidied', 'upkeep_tidied']) {
        await database.db.execute(sql.raw(`create table ${table} (id int primary key, v int not null)`));
        await database.db.execute(
          sql.raw(`insert into ${table} select g, 0 from generate_series(1, 5000) g`),
        );
      }
      await churn('upkeep_untidied', 1, false);
      await churn('upkeep_tidied', 1, true);
      const untidiedAfterOne = await tableBytes('upkeep_untidied');
      const tidiedAfterOne = await tableBytes('upkeep_tidied');

      await churn('upkeep_untidied', 4, false);
      await churn('upkeep_tidied', 4, true);
      // Nothing clears the embedded database's old versions by itself: the untidied table grows with
      // every round; the tidied one writes its new versions where the cleared ones were.
      expect(await tableBytes('upkeep_untidied')).toBeGreaterThan(untidiedAfterOne * 2);
      expect(await tableBytes('upkeep_tidied')).toBeLessThanOrEqual(tidiedAfterOne);

      const [stats] = await queryRows<{ columns: number }>(
        database.db,
        sql`select count(*)::int as columns from pg_stats where tablename = 'upkeep_tidied'`,
      );
      expect(stats!.columns).toBe(2);
    },
  );

  it.runIf(testDatabaseKind() === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    expect(await tidyEmbedded(database)).toBe(false);
  });

  it('runs at 03:00 company time: later today before it, tomorrow after it', () => {
    const zone = 'Asia/Colombo'; // UTC+05:30
    // 02:00 in Colombo: today's 03:00.
    expect(nextUpkeep(new Date('2026-11-28T20:30:00Z'), zone).toISOString()).toBe('2026-11-28T21:30:00.000Z');
    // 12:30 in Colombo: tomorrow's.
    expect(nextUpkeep(new Date('2026-11-29T07:00:00Z'), zone).toISOString()).toBe('2026-11-29T21:30:00.000Z');
    // 03:00 exactly has just run: the next night's.
    expect(nextUpkeep(new Date('2026-11-29T21:30:00Z'), zone).toISOString()).toBe('2026-11-30T21:30:00.000Z');
    // A zone that changes its clocks: 03:00 on the morning summer time ends in London.
    expect(nextUpkeep(new Date('2026-10-25T00:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-10-25T03:00:00.000Z',
    );
  });

  it('is scheduled on the embedded database only, runs at 03:00 and stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const lines: string[] = [];
      const upkeep = startEmbeddedUpkeep(database, {
        timeZone: 'Asia/Colombo',
        log: (line) => lines.push(line),
        now: () => new Date('2026-11-28T21:29:00Z'), // 02:59 in Colombo
      });
      const pglite = database.kind === 'pglite';
      expect(vi.getTimerCount()).toBe(pglite ? 1 : 0);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(lines).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      await upkeep.stop(); // waits for the run under way
      expect(lines).toEqual(pglite ? [expect.stringMatching(/^Embedded database tidied .* in \d+ ms$/)] : []);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
