import { eq } from 'drizzle-orm';
import { Msg, type SyncCounts, type SyncDifference, type SyncEntity, type SyncItem } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { erpLinks } from '../../../db/schema';
import { lower, type EntitySync, type LocalRecord, type Shape } from './entitySync';
import type { ErpRecord } from './erpConnector';
import { fingerprint } from './fingerprint';

export type SyncAction = 'create' | 'update' | 'unchanged' | 'conflict' | 'skipped';

export interface PlanItem<S extends Shape = Shape> {
  action: SyncAction;
  erpId: string;
  key: string;
  name: string;
  value?: S;
  local: LocalRecord<S> | null;
  differences: SyncDifference[];
  reason: string | null;
  erpHash: string;
  localHash: string | null;
  /** Whether the link must be written (a new match, or both sides moved to the same values). */
  relink: boolean;
}

export interface Plan<S extends Shape = Shape, R = unknown> {
  entity: SyncEntity;
  items: PlanItem<S>[];
  counts: SyncCounts;
  refs: R;
  /** The fingerprint of every decision: an apply goes ahead only when it plans the same. */
  hash: string;
}

/** Told how many records have been compared, of how many. */
export type PlanProgress = (done: number, total: number) => void;

/**
 * Compares the ERP's records with the records here and the links of the last sync, and decides for
 * each: create (nothing here), update (changed in the ERP only, or never synced and different),
 * unchanged (equal, or changed here only: Jobline's edit stands), conflict (changed on both sides
 * since the last sync: left alone unless the ERP's values are taken), or skipped (cannot apply).
 * Reads only; the same function plans the preview and, again under the lock, the apply.
 */
export async function planSync<S extends Shape, R>(
  db: Executor,
  sync: EntitySync<S, R>,
  records: ErpRecord[],
  progress?: PlanProgress,
): Promise<Plan<S, R>> {
  const links = new Map(
    (await db.select().from(erpLinks).where(eq(erpLinks.entity, sync.entity))).map((l) => [l.erpId, l]),
  );
  const linkedLocal = new Map([...links.values()].map((l) => [l.localId, l.erpId]));
  const parsed = records.map((record) => ({ record, ...sync.parse(record) }));
  const values = parsed.flatMap((p) => (p.value ? [p.value] : []));
  const locals = await sync.loadLocal(
    db,
    [
      ...new Set(
        parsed.flatMap((p) => (links.has(p.record.erp_id) ? [links.get(p.record.erp_id)!.localId] : [])),
      ),
    ],
    [...new Set(parsed.map((p) => lower(p.key)).filter(Boolean))],
  );
  const byId = new Map(locals.map((l) => [l.id, l]));
  const byKey = new Map(locals.map((l) => [lower(l.key), l]));
  const refs = await sync.references(db, values);

  const items: PlanItem<S>[] = [];
  const seenErpIds = new Set<string>();
  const claimed = new Set<number>();
  const createdKeys = new Set<string>();
  for (const [i, p] of parsed.entries()) {
    if (i % 50 === 0) progress?.(i, parsed.length);
    const erpId = p.record.erp_id;
    const base = { erpId, key: p.key, name: p.name, local: null, differences: [], relink: false };
    const erpHash = fingerprint(p.value ?? p.record.fields);
    const skip = (reason: string, local: LocalRecord<S> | null = null): PlanItem<S> => ({
      ...base,
      local,
      action: 'skipped',
      reason,
      erpHash,
      localHash: null,
    });
    if (!erpId) {
      items.push(skip(Msg.sync.incomplete('erp_id', Msg.common.required)));
      continue;
    }
    if (seenErpIds.has(erpId)) {
      items.push(skip(Msg.sync.repeatedInErp));
      continue;
    }
    seenErpIds.add(erpId);
    if (p.reason !== undefined || !p.value) {
      items.push(skip(p.reason ?? Msg.sync.incomplete('record', Msg.common.required)));
      continue;
    }
    const value = p.value;
    const link = links.get(erpId);
    const local = (link ? byId.get(link.localId) : byKey.get(lower(p.key))) ?? null;
    if (!link && local && linkedLocal.has(local.id)) {
      items.push(skip(Msg.sync.linkedElsewhere, local));
      continue;
    }
    if ((local && claimed.has(local.id)) || (!local && createdKeys.has(lower(p.key)))) {
      items.push(skip(Msg.sync.repeatedInErp, local));
      continue;
    }
    const holder = byKey.get(lower(p.key));
    if (holder && local && holder.id !== local.id) {
      items.push(skip(Msg.sync.keyTaken(p.key), local));
      continue;
    }
    const problem = sync.problem(value, refs) ?? (local ? null : (sync.cannotCreate?.(value) ?? null));
    if (problem) {
      items.push(skip(problem, local));
      continue;
    }
    if (local) claimed.add(local.id);
    else createdKeys.add(lower(p.key));

    const localHash = local ? localFingerprint(sync, local.shape, value) : null;
    const differences = local ? sync.differences(value, local.shape) : [];
    const item = { ...base, value, local, differences, reason: null, erpHash, localHash };
    if (!local) items.push({ ...item, action: 'create' });
    else if (!differences.length)
      items.push({
        ...item,
        action: 'unchanged',
        relink: !link || link.erpHash !== erpHash || link.localHash !== localHash,
      });
    else if (!link) items.push({ ...item, action: 'update' });
    else if (link.erpHash === erpHash) items.push({ ...item, action: 'unchanged' });
    else if (link.localHash === localHash) items.push({ ...item, action: 'update' });
    else items.push({ ...item, action: 'conflict' });
  }
  progress?.(parsed.length, parsed.length);
  return { entity: sync.entity, items, refs, counts: countsOf(items), hash: planHash(items) };
}

/** The fingerprint of the record here, as far as the ERP's record reaches. */
export const localFingerprint = <S extends Shape>(sync: EntitySync<S, unknown>, local: S, erp: S) =>
  fingerprint(sync.project ? sync.project(local, erp) : local);

export function countsOf(items: PlanItem[]): SyncCounts {
  const counts: SyncCounts = {
    total: items.length,
    create: 0,
    update: 0,
    unchanged: 0,
    conflict: 0,
    skipped: 0,
  };
  for (const item of items) counts[item.action]++;
  return counts;
}

const planHash = (items: PlanItem[]) =>
  fingerprint(items.map((i) => [i.action, i.erpId, i.local?.id ?? null, i.erpHash, i.localHash]));

/** One record as the preview and the log show it. */
export const itemView = (item: PlanItem): SyncItem => ({
  erp_id: item.erpId,
  key: item.key,
  name: item.name,
  local_id: item.local?.id ?? null,
  differences: item.differences,
  reason: item.reason,
});
