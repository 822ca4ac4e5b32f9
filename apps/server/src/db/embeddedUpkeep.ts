import { dayInZone, shiftDay, zonedInstant } from '@jobline/shared';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The company's clock reads 03:00: nobody at a board, and a day's work all written. */
const UPKEEP_MINUTES = 3 * 60;

/**
 * The embedded database runs PostgreSQL as its one backend, without the autovacuum workers a
 * PostgreSQL server has: the row versions every move and update leaves behind would never be
 * cleared, its files would only grow, and the planner would never gather its statistics. This clears
 * them and gathers the statistics; on PostgreSQL, whose autovacuum does both, it does nothing.
 * The one connection waits while it runs: under a second for the demo company.
 */
export async function tidyEmbedded(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/** The next instant after `now` at which the company's clock reads 03:00. */
export function nextUpkeep(now: Date, timeZone: string): Date {
  const today = dayInZone(now, timeZone);
  const todays = zonedInstant(today, UPKEEP_MINUTES, timeZone);
  return todays > now ? todays : zonedInstant(shiftDay(today, 1), UPKEEP_MINUTES, timeZone);
}

/**
 * Tidies the embedded database every night at 03:00 company time (main.ts); the answer stops it,
 * waiting for a run under way. Nothing is scheduled on PostgreSQL.
 */
export function startEmbeddedUpkeep(
  database: Database,
  options: { timeZone: string; log: (line: string) => void; now?: () => Date },
): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const at = now();
    timer = setTimeout(run, Math.max(0, nextUpkeep(at, options.timeZone).getTime() - at.getTime()));
    // A pending night's run does not keep the process alive.
    timer.unref();
  };
  const run = () => {
    const began = Date.now();
    running = tidyEmbedded(database)
      .then(() => options.log(`Embedded database tidied (vacuum and statistics) in ${Date.now() - began} ms`))
      .catch((err: unknown) =>
        options.log(`Embedded database upkeep failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(schedule);
  };
  if (database.kind === 'pglite') schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
