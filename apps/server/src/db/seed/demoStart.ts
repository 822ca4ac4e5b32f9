import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { queryRows } from '../client';
import { settings } from '../schema';
import { ensureReferenceData } from './reference';

/**
 * The demo's first start writes its company in one transaction, then works through weeks of days
 * in many. This setting says the weeks are still to come, so a start stopped midway (Ctrl+C in
 * the first minute) is noticed and begun again instead of leaving a company without a past.
 */
const DEMO_WORK = 'demo_work';

export const demoWorkPending = { key: DEMO_WORK, value: 'pending' } as const;

export async function demoWorkDone(db: Executor) {
  await db.update(settings).set({ value: 'done', updatedAt: new Date() }).where(eq(settings.key, DEMO_WORK));
}

export async function demoWorkInterrupted(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DEMO_WORK));
  return row?.value === 'pending';
}

/**
 * Empties every table of the company (the migrations' own schema stays) and restores the reference
 * data. Only for a demo whose first start never finished: nobody has used it, the app never listened.
 */
export async function clearInterruptedDemo(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
    await ensureReferenceData(tx);
  });
}
