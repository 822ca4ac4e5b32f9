import { FeatureStatus, Msg, type FeatureKey, type FeatureSwitch } from '@jobline/shared';

export interface FeatureRow {
  id: number;
  key: string;
  name: string;
  description: string | null;
  enabled: boolean;
  updatedAt: Date;
  updatedById: number | null;
  updatedByName: string | null;
}

/** The wire shape of a switch: the spec's id, feature (its key) and status (1 on, 0 off). */
export const presentFeature = (row: FeatureRow): FeatureSwitch => ({
  id: row.id,
  feature: row.key as FeatureKey,
  status: row.enabled ? FeatureStatus.ON : FeatureStatus.OFF,
  name: row.name,
  // The catalogue's wording wins over the seeded row's, so the panel says what the switch really does.
  description: Msg.features.descriptions[row.key as FeatureKey] ?? row.description,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedById === null ? null : { id: row.updatedById, name: row.updatedByName ?? '' },
});
