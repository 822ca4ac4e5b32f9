import { ALL_JOBS_ROLES } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';

/**
 * Task authorization (Job Authorization, permission 13, checked by the route): super admins,
 * admins and directors see and approve every request; anyone else with the permission only the
 * requests addressed to them.
 */
export const approvalPolicy = {
  seesEveryRequest: (user: Pick<AuthUser, 'roleId'>) =>
    user.roleId !== null && ALL_JOBS_ROLES.includes(user.roleId),
};
