import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { SYNC_RUNS_PAGE, SyncRunState, type SyncRun, type SyncRunsQuery } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { syncRuns, users } from '../../../db/schema';
import { presentRun, type RunRow } from './runPresenter';

const runColumns = {
  id: syncRuns.id,
  entity: syncRuns.entity,
  dryRun: syncRuns.dryRun,
  state: syncRuns.state,
  startedAt: syncRuns.startedAt,
  finishedAt: syncRuns.finishedAt,
  counts: syncRuns.counts,
  conflicts: syncRuns.conflicts,
  error: syncRuns.error,
  previewId: syncRuns.previewId,
  planHash: syncRuns.planHash,
  startedById: syncRuns.startedById,
  startedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** Runs by id (with who started them), and for previews the apply that applied each. */
async function runsWhere(db: Executor, where: ReturnType<typeof and>, limit?: number): Promise<SyncRun[]> {
  let query = db
    .select(runColumns)
    .from(syncRuns)
    .leftJoin(users, eq(users.id, syncRuns.startedById))
    .where(where)
    .orderBy(desc(syncRuns.id))
    .$dynamic();
  if (limit) query = query.limit(limit);
  const rows: RunRow[] = await query;
  const previews = rows.filter((r) => r.dryRun).map((r) => r.id);
  const applies = previews.length
    ? await db
        .select({ id: syncRuns.id, previewId: syncRuns.previewId })
        .from(syncRuns)
        .where(and(inArray(syncRuns.previewId, previews), ne(syncRuns.state, SyncRunState.FAILED)))
    : [];
  const appliedBy = new Map(applies.map((a) => [a.previewId!, a.id]));
  return rows.map((row) => presentRun(row, appliedBy.get(row.id) ?? null));
}

export async function findRun(
  db: Executor,
  id: number,
): Promise<(SyncRun & { planHash: string | null }) | undefined> {
  const [row] = await db.select({ planHash: syncRuns.planHash }).from(syncRuns).where(eq(syncRuns.id, id));
  if (!row) return undefined;
  const [run] = await runsWhere(db, and(eq(syncRuns.id, id)));
  return { ...run!, planHash: row.planHash };
}

/** GET admin/sync/runs: newest first, a page at a time (the entity index walks it). */
export async function listRuns(db: Executor, query: SyncRunsQuery) {
  const runs = await runsWhere(
    db,
    and(
      query.entity ? eq(syncRuns.entity, query.entity) : undefined,
      query.before ? lt(syncRuns.id, query.before) : undefined,
    ),
    SYNC_RUNS_PAGE + 1,
  );
  const more = runs.length > SYNC_RUNS_PAGE;
  const page = runs.slice(0, SYNC_RUNS_PAGE);
  return { runs: page, next_before: more ? page[page.length - 1]!.id : null };
}
