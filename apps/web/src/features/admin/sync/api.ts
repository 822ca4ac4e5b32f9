import {
  SYNC_PATHS,
  type SyncApplied,
  type SyncApplyRequest,
  type SyncEntity,
  type SyncPreview,
  type SyncRuns,
} from '@jobline/shared';
import { api } from '../../../api/client';

/** Query keys of the ERP sync; the log refreshes by its prefix. */
export const syncKeys = {
  all: ['erp-sync'] as const,
  runs: ['erp-sync', 'runs'] as const,
};

/** GET <x>/sync: the preview (a dry run kept in the log); nothing changes. */
export const previewSync = (entity: SyncEntity) => api<SyncPreview>(SYNC_PATHS[entity]);

/** POST <x>/sync/apply: applies the preview, taking the ERP's values for the conflicts named. */
export const applySync = (entity: SyncEntity, body: SyncApplyRequest) =>
  api<SyncApplied>(`${SYNC_PATHS[entity]}/apply`, { method: 'POST', body });

/** GET admin/sync/runs: a page of the log, newest first, before the run given. */
export const fetchSyncRuns = (before: number | null) =>
  api<SyncRuns>(`admin/sync/runs${before ? `?before=${before}` : ''}`);
