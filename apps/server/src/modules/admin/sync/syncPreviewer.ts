import {
  Msg,
  SYNC_LIST_LIMIT,
  syncCountsText,
  SyncStatus,
  type SyncEntity,
  type SyncPreview,
} from '@jobline/shared';
import { AppError } from '../../../errors';
import { ErpError } from './erpConnector';
import { findRun } from './runQueries';
import { failRun, finishRun, startRun } from './runStore';
import { syncOf } from './syncRegistry';
import { itemView, planSync, type PlanItem } from './syncPlanner';
import { publishRunsChanged, type SyncCaller, type SyncDeps } from './syncDeps';
import { progressOf } from './syncProgress';

/** 503: the ERP could not be read; the failed run is in the log. */
export const erpUnavailable = (reason: string, runId: number) =>
  new AppError(503, { message: Msg.sync.failed(reason), run_id: runId });

const listed = (items: PlanItem[], action: PlanItem['action']) =>
  items
    .filter((i) => i.action === action)
    .slice(0, SYNC_LIST_LIMIT)
    .map(itemView);

/**
 * GET <x>/sync: the dry run. Reads the ERP's records, compares them with the records here and
 * keeps the outcome as a run of the log (its counts, conflicts and the fingerprint an apply checks);
 * changes no record.
 */
export async function previewSync(
  deps: SyncDeps,
  caller: SyncCaller,
  entity: SyncEntity,
): Promise<SyncPreview> {
  const { db, bus, connector } = deps;
  const id = await startRun(db, { entity, dryRun: true, userId: caller.userId, server: deps.server });
  const progress = progressOf(deps.send, { id, entity, userId: caller.userId }, 'preview');
  try {
    progress(0, 0);
    const records = await connector.list(entity, (read) => progress(0, read));
    const plan = await planSync(db, syncOf(entity), records, progress);
    const conflicts = listed(plan.items, 'conflict');
    await finishRun(db, id, { counts: plan.counts, conflicts, planHash: plan.hash });
    const changes = plan.counts.create + plan.counts.update + plan.counts.conflict + plan.counts.skipped;
    return {
      status: SyncStatus.PREVIEW,
      message: changes ? Msg.sync.previewReady(syncCountsText(plan.counts)) : Msg.sync.nothingToDo,
      run: (await findRun(db, id))!,
      create: listed(plan.items, 'create'),
      update: listed(plan.items, 'update'),
      conflicts,
      skipped: listed(plan.items, 'skipped'),
    };
  } catch (err) {
    const reason = err instanceof ErpError || err instanceof AppError ? err.message : Msg.common.serverError;
    await failRun(db, id, reason);
    if (err instanceof ErpError) throw erpUnavailable(reason, id);
    throw err;
  } finally {
    await publishRunsChanged(db, bus, { id, entity });
  }
}
