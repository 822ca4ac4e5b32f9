import { and, eq, sql } from 'drizzle-orm';
import { Msg, SyncRunState, type SyncCounts, type SyncEntity, type SyncItem } from '@jobline/shared';
import type { Database, Executor } from '../../../db/client';
import { stateChanged } from '../../../errors';
import { syncRuns } from '../../../db/schema';

/** The log's row of a run, written when it begins (running), then when it ends (done or failed). */
export async function startRun(
  db: Executor,
  run: { entity: SyncEntity; dryRun: boolean; userId: number; previewId?: number; server?: string },
): Promise<number> {
  const [row] = await db
    .insert(syncRuns)
    .values({
      entity: run.entity,
      dryRun: run.dryRun,
      startedById: run.userId,
      previewId: run.previewId ?? null,
      server: run.server ?? null,
    })
    .returning({ id: syncRuns.id });
  return row!.id;
}

/**
 * Logs the run as done, if it is still running: one ended meanwhile as interrupted (its server
 * could not be seen) stays ended, and this answers 409; an apply's transaction then rolls back, so
 * the log never shows as done what was not.
 */
export async function finishRun(
  db: Executor,
  id: number,
  outcome: { counts: SyncCounts; conflicts: SyncItem[]; planHash?: string },
): Promise<void> {
  const finished = await db
    .update(syncRuns)
    .set({
      state: SyncRunState.DONE,
      finishedAt: new Date(),
      counts: outcome.counts,
      conflicts: outcome.conflicts,
      planHash: outcome.planHash ?? null,
    })
    .where(and(eq(syncRuns.id, id), eq(syncRuns.state, SyncRunState.RUNNING)))
    .returning({ id: syncRuns.id });
  if (!finished.length) throw stateChanged(Msg.sync.endedMeanwhile);
}

export async function failRun(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ state: SyncRunState.FAILED, finishedAt: new Date(), error })
    .where(eq(syncRuns.id, id));
}

/**
 * Ends, as failed, the runs still 'running' whose server has stopped, and answers them: on
 * PostgreSQL no connection bears its name any more; the embedded database has one server at a
 * time, so any run not of this one. A preview had written nothing and an apply's writes were rolled
 * back with its transaction. Runs from before servers were named are ended a day after they began.
 */
export async function endInterruptedRuns(
  database: Pick<Database, 'db' | 'kind' | 'instance'>,
): Promise<{ id: number; entity: SyncEntity }[]> {
  const stopped =
    database.kind === 'postgres'
      ? sql`not exists (select 1 from pg_stat_activity a where a.application_name = ${syncRuns.server})`
      : sql`${syncRuns.server} <> ${database.instance}`;
  const ended = await database.db
    .update(syncRuns)
    .set({ state: SyncRunState.FAILED, finishedAt: new Date(), error: Msg.sync.interrupted })
    .where(
      and(
        eq(syncRuns.state, SyncRunState.RUNNING),
        sql`(case when ${syncRuns.server} is null then ${syncRuns.startedAt} < now() - interval '1 day'
          else ${stopped} end)`,
      ),
    )
    .returning({ id: syncRuns.id, entity: syncRuns.entity });
  return ended.map((run) => ({ id: run.id, entity: run.entity as SyncEntity }));
}
