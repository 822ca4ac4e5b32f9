import type { SyncEntity } from '@jobline/shared';
import { agreementSync } from './agreementSync';
import { customerSync } from './customerSync';
import type { EntitySync, Shape } from './entitySync';
import { jobSync } from './jobSync';
import { systemSync } from './systemSync';

const SYNCS = {
  customers: customerSync,
  agreements: agreementSync,
  systems: systemSync,
  jobs: jobSync,
} satisfies Record<SyncEntity, unknown>;

/** The sync of one kind of record. */
export const syncOf = (entity: SyncEntity) => SYNCS[entity] as unknown as EntitySync<Shape, unknown>;
