import { asc, eq } from 'drizzle-orm';
import {
  FeatureStatus,
  Msg,
  RealtimeEventType,
  type FeatureKey,
  type FeatureStates,
  type FeatureStatus as Status,
} from '@jobline/shared';
import type { Db, Executor } from '../../../db/client';
import { features } from '../../../db/schema';
import { fieldError } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';
import { audit, type AuditActor } from '../auditLog';
import { forgetFeatureSwitches, readSwitches } from './featureSwitches';

export interface FeatureChange {
  id: number;
  feature: FeatureKey;
  status: Status;
}

const statusOf = (enabled: boolean): Status => (enabled ? FeatureStatus.ON : FeatureStatus.OFF);

/**
 * POST admin/changeFeatureStatus: sets the switches sent, in one transaction. Each switch that
 * changes is audited (before/after) and, when any did, every browser and every server instance
 * hears the new states at commit. The rows are locked first, so two changes at once are applied
 * one after the other and the last event tells the whole truth.
 */
export async function changeFeatureStatus(
  db: Db,
  bus: EventBus,
  actor: AuditActor,
  input: readonly FeatureChange[],
): Promise<FeatureKey[]> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx.select().from(features).orderBy(asc(features.id)).for('update');
    const toChange = input.flatMap((change, index) => {
      const row = rows.find((r) => r.id === change.id);
      if (!row) throw fieldError(`features.${index}.id`, Msg.features.unknownFeature);
      if (row.key !== change.feature) throw fieldError(`features.${index}.feature`, Msg.features.idMismatch);
      return row.enabled === (change.status === FeatureStatus.ON) ? [] : [{ row, change }];
    });
    for (const { row, change } of toChange) {
      await tx
        .update(features)
        .set({
          enabled: change.status === FeatureStatus.ON,
          updatedAt: new Date(),
          updatedById: actor.actorId,
        })
        .where(eq(features.id, row.id));
      await audit(tx, actor, {
        action: 'feature.switch',
        entity: 'feature',
        entityId: row.id,
        before: { feature: row.key, name: row.name, status: statusOf(row.enabled) },
        after: { feature: row.key, name: row.name, status: change.status },
      });
    }
    if (toChange.length) await publishFeatureStates(tx, bus);
    return toChange.map(({ change }) => change.feature);
  });
  // This server reads the new states at once; the others when the event reaches them.
  if (changed.length) forgetFeatureSwitches(db);
  return changed;
}

/** features.changed to everyone, carrying every switch's state as the transaction leaves them. */
export async function publishFeatureStates(tx: Executor, bus: EventBus): Promise<FeatureStates> {
  const states = await readSwitches(tx);
  await bus.publish(tx, { type: RealtimeEventType.FEATURES_CHANGED, all: true, data: { features: states } });
  return states;
}
