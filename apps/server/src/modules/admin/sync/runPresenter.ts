import type { SyncCounts, SyncEntity, SyncItem, SyncRun, SyncRunState } from '@jobline/shared';

export interface RunRow {
  id: number;
  entity: string;
  dryRun: boolean;
  state: string;
  startedAt: Date;
  finishedAt: Date | null;
  counts: unknown;
  conflicts: unknown;
  error: string | null;
  previewId: number | null;
  startedById: number | null;
  startedByName: string | null;
}

const EMPTY_COUNTS: SyncCounts = { total: 0, create: 0, update: 0, unchanged: 0, conflict: 0, skipped: 0 };

/** A run of the log as the panel shows it. */
export const presentRun = (row: RunRow, appliedBy: number | null): SyncRun => ({
  id: row.id,
  entity: row.entity as SyncEntity,
  dry_run: row.dryRun,
  state: row.state as SyncRunState,
  started_by:
    row.startedById === null
      ? null
      : { id: row.startedById, name: row.startedByName ?? `#${row.startedById}` },
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  counts: { ...EMPTY_COUNTS, ...(row.counts as Partial<SyncCounts>) },
  conflicts: (row.conflicts as SyncItem[] | null) ?? [],
  error: row.error,
  preview_id: row.previewId,
  applied_by: appliedBy,
});
