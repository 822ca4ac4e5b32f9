import { eq } from 'drizzle-orm';
import { SyncRunState, type SyncCounts, type SyncEntity, type SyncItem } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { syncRuns } from '../../../db/schema';

/** The log's row of a run, written when it begins (running), then when it ends (done or failed). */
export async function startRun(
  db: Executor,
  run: { entity: SyncEntity; dryRun: boolean; userId: number; previewId?: number },
): Promise<number> {
  const [row] = await db
    .insert(syncRuns)
    .values({
      entity: run.entity,
      dryRun: run.dryRun,
      startedById: run.userId,
      previewId: run.previewId ?? null,
    })
    .returning({ id: syncRuns.id });
  return row!.id;
}

export async function finishRun(
  db: Executor,
  id: number,
  outcome: { counts: SyncCounts; conflicts: SyncItem[]; planHash?: string },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({
      state: SyncRunState.DONE,
      finishedAt: new Date(),
      counts: outcome.counts,
      conflicts: outcome.conflicts,
      planHash: outcome.planHash ?? null,
    })
    .where(eq(syncRuns.id, id));
}

export async function failRun(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ state: SyncRunState.FAILED, finishedAt: new Date(), error })
    .where(eq(syncRuns.id, id));
}
