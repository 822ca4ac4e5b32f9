import { sql } from 'drizzle-orm';
import { Msg, SYNC_LIST_LIMIT, SyncStatus, type SyncApplied, type SyncEntity } from '@jobline/shared';
import { isUniqueViolation, pgErrorCode, type Tx } from '../../../db/client';
import { erpLinks } from '../../../db/schema';
import { AppError, fieldError, forbidden, notFound, refusal, stateChanged } from '../../../errors';
import { audit } from '../auditLog';
import { CUSTOMERS_SAVE_LOCK } from '../../customers/customerSaver';
import type { EntitySync, LocalRecord, Shape, WriteContext } from './entitySync';
import { ErpError } from './erpConnector';
import { fingerprint } from './fingerprint';
import { findRun } from './runQueries';
import { failRun, finishRun, startRun } from './runStore';
import { itemView, planSync, type PlanItem } from './syncPlanner';
import { erpUnavailable } from './syncPreviewer';
import { syncOf } from './syncRegistry';
import { publishRunsChanged, type SyncCaller, type SyncDeps } from './syncDeps';
import { progressOf } from './syncProgress';

const M = Msg.sync;

export interface ApplyInput {
  run_id: number;
  take_erp: string[];
}

/** Checks the preview is one this apply may apply; answers its plan's fingerprint. */
async function previewToApply(deps: SyncDeps, entity: SyncEntity, input: ApplyInput, mayTakeErp: boolean) {
  const preview = await findRun(deps.db, input.run_id);
  if (!preview) throw notFound(M.runNotFound);
  if (!preview.dry_run) throw refusal(7, M.notAPreview);
  if (preview.entity !== entity) throw refusal(7, M.otherEntity);
  if (preview.state !== 'done' || !preview.planHash) throw refusal(7, M.previewFailed);
  if (preview.applied_by) throw refusal(7, M.alreadyApplied);
  if (input.take_erp.length && !mayTakeErp) throw forbidden(M.takeErpSuperAdmin);
  return preview.planHash;
}

/**
 * POST <x>/sync/apply: applies a preview in one transaction. The ERP is read again and the plan made
 * again under the entity's lock; unless both are exactly what the preview found, nothing is written
 * (409). Creates and updates are written, conflicts left alone except those the super admin takes
 * the ERP's values for, links refreshed, each written record audited and the run logged with it.
 * Any failure rolls all of it back and logs the run as failed.
 */
export async function applySync(
  deps: SyncDeps,
  caller: SyncCaller,
  entity: SyncEntity,
  input: ApplyInput,
  mayTakeErp: boolean,
): Promise<SyncApplied> {
  const { db, bus, connector } = deps;
  const planHash = await previewToApply(deps, entity, input, mayTakeErp);
  const id = await startRun(db, {
    entity,
    dryRun: false,
    userId: caller.userId,
    previewId: input.run_id,
    server: deps.server,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err, 'sync_runs_preview_key')) throw refusal(7, M.alreadyApplied);
    throw err;
  });
  const progress = progressOf(deps.send, { id, entity, userId: caller.userId }, 'apply');
  try {
    progress(0, 0);
    const records = await connector.list(entity, (read) => progress(0, read));
    const ctx: WriteContext = { actor: caller.actor, userId: caller.userId, today: caller.today, bus };
    await db.transaction(async (tx) => {
      if (entity === 'customers' || entity === 'agreements') await tx.execute(CUSTOMERS_SAVE_LOCK);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobline:erp-sync:${entity}`}))`);
      const sync = syncOf(entity) as EntitySync<Shape, unknown>;
      const plan = await planSync(tx, sync, records);
      if (plan.hash !== planHash) throw stateChanged(M.changedSincePreview);
      const conflicts = new Set(plan.items.filter((i) => i.action === 'conflict').map((i) => i.erpId));
      const strange = input.take_erp.find((erpId) => !conflicts.has(erpId));
      if (strange !== undefined) throw fieldError('take_erp', `${M.takeErpNotConflict}: ${strange}`);
      const taken = new Set(input.take_erp);

      const toWrite = plan.items.filter(
        (i) =>
          i.action === 'create' || i.action === 'update' || (i.action === 'conflict' && taken.has(i.erpId)),
      );
      const written: { item: PlanItem; id: number }[] = [];
      for (const [n, item] of toWrite.entries()) {
        progress(n, toWrite.length);
        written.push({ item, id: await sync.write(tx, ctx, item.value!, item.local, plan.refs) });
      }
      progress(toWrite.length, toWrite.length);
      await linkAndAudit(
        tx,
        ctx,
        sync,
        written,
        plan.items.filter((i) => i.action === 'unchanged' && i.relink),
      );

      const left = plan.items.filter((i) => i.action === 'conflict' && !taken.has(i.erpId));
      const counts = { ...plan.counts, taken: taken.size };
      await finishRun(tx, id, { counts, conflicts: left.slice(0, SYNC_LIST_LIMIT).map(itemView) });
      await audit(tx, caller.actor, {
        action: 'sync.apply',
        entity: 'sync_run',
        entityId: id,
        after: { entity, preview_id: input.run_id, counts, source: connector.source },
      });
      await sync.announce?.(
        tx,
        ctx,
        written.map((w) => ({ id: w.id, created: w.item.action === 'create' })),
      );
    });
  } catch (err) {
    const reason =
      err instanceof ErpError ? err.message : err instanceof AppError ? err.message : M.applyFailed;
    await failRun(db, id, reason);
    await publishRunsChanged(db, bus, { id, entity });
    if (err instanceof ErpError) throw erpUnavailable(reason, id);
    // A record the database refuses (a rule the ERP's data breaks): said plainly, never as a 500.
    if (pgErrorCode(err)?.startsWith('23')) throw refusal(7, M.applyFailed);
    throw err;
  }
  await publishRunsChanged(db, bus, { id, entity });
  return { status: SyncStatus.APPLIED, message: M.synced, run: (await findRun(db, id))! };
}

/**
 * Every written record is read back, audited (before: the record as it was here, after: as it is
 * now) and linked with both fingerprints, as are unchanged records newly matched or moved alike.
 */
async function linkAndAudit(
  tx: Tx,
  ctx: WriteContext,
  sync: EntitySync<Shape, unknown>,
  written: { item: PlanItem; id: number }[],
  relinked: PlanItem[],
) {
  const now = await sync.loadLocal(
    tx,
    written.map((w) => w.id),
    [],
  );
  const byId = new Map(now.map((l) => [l.id, l]));
  const links: { erpId: string; local: LocalRecord<Shape> }[] = [];
  for (const { item, id } of written) {
    const after = byId.get(id)!;
    await audit(tx, ctx.actor, {
      action: `${sync.recordName}.${item.action === 'create' ? 'sync_create' : 'sync_update'}`,
      entity: sync.recordName,
      entityId: id,
      before: item.local?.shape ?? null,
      after: after.shape,
      customerId: after.customerId ?? null,
    });
    links.push({ erpId: item.erpId, local: after });
  }
  const rows = [
    ...links.map(({ erpId, local }) => ({
      erpId,
      localId: local.id,
      erpHash: written.find((w) => w.item.erpId === erpId)!.item.erpHash,
      localHash: fingerprint(local.shape),
    })),
    ...relinked.map((i) => ({
      erpId: i.erpId,
      localId: i.local!.id,
      erpHash: i.erpHash,
      localHash: i.localHash!,
    })),
  ];
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(erpLinks)
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, entity: sync.entity, syncedAt: new Date() })))
      .onConflictDoUpdate({
        target: [erpLinks.entity, erpLinks.erpId],
        set: {
          localId: sql`excluded.local_id`,
          erpHash: sql`excluded.erp_hash`,
          localHash: sql`excluded.local_hash`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
  }
}
