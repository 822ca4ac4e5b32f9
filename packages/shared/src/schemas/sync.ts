// ERP data synchronization: shared by the server's sync routes and the Super Admin panel.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { id } from './common';

/** The records the ERP keeps and Jobline mirrors, in the order they depend on each other. */
export const SyncEntity = {
  CUSTOMERS: 'customers',
  AGREEMENTS: 'agreements',
  SYSTEMS: 'systems',
  JOBS: 'jobs',
} as const;
export type SyncEntity = (typeof SyncEntity)[keyof typeof SyncEntity];
export const SYNC_ENTITIES = Object.values(SyncEntity) as [SyncEntity, ...SyncEntity[]];

export const SYNC_ENTITY_LABELS: Record<SyncEntity, string> = {
  customers: 'Customers',
  agreements: 'Agreement details',
  systems: 'Systems',
  jobs: 'Jobs',
};

/** The spec's call of each (GET <path>: the preview; POST <path>/apply: applies it). */
export const SYNC_PATHS: Record<SyncEntity, string> = {
  customers: 'customers/sync',
  agreements: 'agreement/sync',
  systems: 'systems/sync',
  jobs: 'jobs/sync',
};

export const SyncRunState = { RUNNING: 'running', DONE: 'done', FAILED: 'failed' } as const;
export type SyncRunState = (typeof SyncRunState)[keyof typeof SyncRunState];

/** The answers' status: 1 a preview (nothing changed), 2 applied (the spec: 2 reloads the jobs list). */
export const SyncStatus = { PREVIEW: 1, APPLIED: 2 } as const;

/** Records listed per kind in a preview and conflicts kept per run; the counts stay complete. */
export const SYNC_LIST_LIMIT = 100;
export const SYNC_RUNS_PAGE = 20;

export const syncCounts = z.object({
  /** Records the ERP listed. */
  total: z.number(),
  create: z.number(),
  update: z.number(),
  /** Left alone: equal on both sides, or changed only here since the last sync. */
  unchanged: z.number(),
  /** Changed here and in the ERP since the last sync: left alone unless the ERP's values are taken. */
  conflict: z.number(),
  /** Records that cannot be applied (incomplete, or naming a record Jobline does not have). */
  skipped: z.number(),
  /** Conflicts whose ERP values an apply took. */
  taken: z.optional(z.number()),
});
export type SyncCounts = z.infer<typeof syncCounts>;

/** One field that differs: Jobline's value and the ERP's, as text. */
export const syncDifference = z.object({
  field: z.string(),
  label: z.string(),
  ours: z.nullable(z.string()),
  theirs: z.nullable(z.string()),
});
export type SyncDifference = z.infer<typeof syncDifference>;

/** One record of a preview: the ERP's id, its key and name, the record here and what differs. */
export const syncItem = z.object({
  erp_id: z.string(),
  key: z.string(),
  name: z.string(),
  local_id: z.nullable(z.number()),
  differences: z.array(syncDifference),
  /** Why a skipped record is skipped. */
  reason: z.nullable(z.string()),
});
export type SyncItem = z.infer<typeof syncItem>;

export const syncRun = z.object({
  id: z.number(),
  entity: z.enum(SYNC_ENTITIES),
  dry_run: z.boolean(),
  state: z.enum([SyncRunState.RUNNING, SyncRunState.DONE, SyncRunState.FAILED]),
  started_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
  counts: syncCounts,
  conflicts: z.array(syncItem),
  error: z.nullable(z.string()),
  /** An apply: the preview it applied. */
  preview_id: z.nullable(z.number()),
  /** A preview: the apply that applied it. */
  applied_by: z.nullable(z.number()),
});
export type SyncRun = z.infer<typeof syncRun>;

/** GET <x>/sync: the preview (a dry run, kept in the log), nothing changed. */
export const syncPreviewResponse = z.object({
  status: z.number(),
  message: z.string(),
  run: syncRun,
  create: z.array(syncItem),
  update: z.array(syncItem),
  conflicts: z.array(syncItem),
  skipped: z.array(syncItem),
});
export type SyncPreview = z.infer<typeof syncPreviewResponse>;

/** POST <x>/sync/apply: applies a preview; `take_erp` names conflicts to overwrite with the ERP's values. */
export const syncApplyRequest = z.object({
  run_id: id(Msg.sync.runRequired),
  take_erp: z._default(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(200)), { error: Msg.sync.takeErpList })
      .check(z.maxLength(10_000, { error: Msg.sync.takeErpList })),
    [],
  ),
});
export type SyncApplyRequest = z.input<typeof syncApplyRequest>;

export const syncApplyResponse = z.object({ status: z.number(), message: z.string(), run: syncRun });
export type SyncApplied = z.infer<typeof syncApplyResponse>;

/** GET admin/sync/runs: newest first, a page at a time (before: the last id of the page shown). */
export const syncRunsQuery = z.object({
  entity: z.optional(z.enum(SYNC_ENTITIES, { error: Msg.sync.entityInvalid })),
  before: z.optional(id(Msg.sync.beforeInvalid)),
});
export type SyncRunsQuery = z.infer<typeof syncRunsQuery>;

export const syncRunsResponse = z.object({
  runs: z.array(syncRun),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.nullable(z.number()),
});
export type SyncRuns = z.infer<typeof syncRunsResponse>;

/** The sync.progress event's data: records done of the total, of one run. */
export interface SyncProgress {
  run_id: number;
  entity: SyncEntity;
  phase: 'preview' | 'apply';
  done: number;
  total: number;
}

/** '1 to create, 2 to update, 3 conflicts…': the parts of a preview that ask for attention. */
export function syncCountsText(counts: SyncCounts): string {
  const parts = [
    counts.create && `${counts.create} to create`,
    counts.update && `${counts.update} to update`,
    counts.conflict && `${counts.conflict} ${counts.conflict === 1 ? 'conflict' : 'conflicts'}`,
    counts.skipped && `${counts.skipped} skipped`,
    `${counts.unchanged} left alone`,
  ];
  return parts.filter(Boolean).join(', ');
}
