import { asc, eq, sql } from 'drizzle-orm';
import { isFeatureKey, type FeatureSwitch } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { features, users } from '../../../db/schema';
import { presentFeature } from './presenter';

/** GET admin/allFeatures: every switch in its seeded order, with who last changed it. */
export async function listFeatures(db: Executor): Promise<FeatureSwitch[]> {
  const rows = await db
    .select({
      id: features.id,
      key: features.key,
      name: features.name,
      description: features.description,
      enabled: features.enabled,
      updatedAt: features.updatedAt,
      updatedById: features.updatedById,
      updatedByName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(features)
    .leftJoin(users, eq(users.id, features.updatedById))
    .orderBy(asc(features.id));
  return rows.filter((row) => isFeatureKey(row.key)).map(presentFeature);
}
