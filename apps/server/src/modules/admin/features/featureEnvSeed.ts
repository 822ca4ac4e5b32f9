import { and, eq, isNull } from 'drizzle-orm';
import { Feature, FeatureStatus } from '@jobline/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { features } from '../../../db/schema';
import type { EventBus } from '../../../realtime/bus';
import { audit } from '../auditLog';
import { publishFeatureStates } from './featureStatusChanger';
import { forgetFeatureSwitches } from './featureSwitches';

/**
 * BREAK_LOGS_OUT=true (the setting O-16 was before the switch existed) turns the Break logs out
 * switch on at start, as long as nobody has set that switch yet: a server that had it keeps
 * behaving the same, and once the super admin decides, the panel wins (docs/decisions.md).
 */
export async function applyBreakLogsOutSetting(db: Db, bus: EventBus, config: Config): Promise<void> {
  if (!config.BREAK_LOGS_OUT) return;
  const turnedOn = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(features)
      .set({ enabled: true, updatedAt: new Date() })
      .where(
        and(
          eq(features.key, Feature.BREAK_LOGS_OUT),
          eq(features.enabled, false),
          isNull(features.updatedById),
        ),
      )
      .returning({ id: features.id, name: features.name });
    if (!row) return false;
    await audit(
      tx,
      { actorId: null, ip: null },
      {
        action: 'feature.switch',
        entity: 'feature',
        entityId: row.id,
        before: { feature: Feature.BREAK_LOGS_OUT, name: row.name, status: FeatureStatus.OFF },
        after: {
          feature: Feature.BREAK_LOGS_OUT,
          name: row.name,
          status: FeatureStatus.ON,
          by: 'BREAK_LOGS_OUT',
        },
      },
    );
    await publishFeatureStates(tx, bus);
    return true;
  });
  if (turnedOn) forgetFeatureSwitches(db);
}
