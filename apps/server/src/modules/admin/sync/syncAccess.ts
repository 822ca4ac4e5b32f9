import { holdsAny, Perm, type SyncEntity } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import { access, type RouteAccess } from '../../../policies/access';

/**
 * Who may sync: customers, agreements and systems are the super admin's (Data Synchronization).
 * Jobs also from the top bar's Job Sync and the quick job form's Sync Jobs (spec 000 §2, screens
 * §1.2 and §3.10), for those who bring jobs in and watch them: the jobs list (5), New Job (7) and
 * the quick job monitor (3). docs/decisions.md, "ERP sync".
 */
export const SYNC_ACCESS: Record<SyncEntity, RouteAccess> = {
  customers: access.any(Perm.SUPER_ADMIN),
  agreements: access.any(Perm.SUPER_ADMIN),
  systems: access.any(Perm.SUPER_ADMIN),
  jobs: access.any(Perm.SUPER_ADMIN, Perm.JOBS, Perm.NEW_JOB, Perm.QUICK_JOB_MONITOR),
};

/** The log of every run is the super admin's. */
export const SYNC_LOG_ACCESS = access.any(Perm.SUPER_ADMIN);

/** Only the super admin replaces a record edited here with the ERP's values (a conflict's 'take the ERP's'). */
export const mayTakeErp = (user: Pick<AuthUser, 'permissions'>) =>
  holdsAny(user.permissions, [Perm.SUPER_ADMIN]);
