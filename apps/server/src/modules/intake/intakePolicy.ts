import { APPROVED_WITH_ROLES, holdsAny, JOB_DELETER_ROLES, Perm, REQUEST_ADMIN_ROLES } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';

type Who = Pick<AuthUser, 'id' | 'roleId' | 'permissions'>;
const hasRole = (user: Who, roles: readonly number[]) => user.roleId !== null && roles.includes(user.roleId);

/**
 * The row rules of job intake, in one place (design.md §5.3). Route permissions say who may call;
 * these say which records a caller may see or change.
 */
export const intakePolicy = {
  /** Whoever turns requests into jobs (New Job, 7) sees every pending request; others see their own. */
  seesEveryPendingRequest: (user: Who) =>
    hasRole(user, REQUEST_ADMIN_ROLES) || holdsAny(user.permissions, [Perm.NEW_JOB]),

  /** A request is changed or withdrawn by the one who raised it, or by an admin. */
  mayChangeRequest: (user: Who, request: { createdById: number }) =>
    request.createdById === user.id || hasRole(user, REQUEST_ADMIN_ROLES),

  /** Admins approve on a director's word and must name the director. */
  mustNameApprovedWith: (user: Who) => hasRole(user, APPROVED_WITH_ROLES),

  /** Four eyes: whoever sent a job for approval does not approve it too. */
  mayApprove: (user: Who, approval: { createdById: number }) => approval.createdById !== user.id,

  /** Deleting a job: Job Details (33) and the super admin or director role (spec 002). */
  mayDeleteJob: (user: Who) =>
    holdsAny(user.permissions, [Perm.JOB_DETAILS]) && hasRole(user, JOB_DELETER_ROLES),
};
