import { holdsAny, Perm } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { isSuperAdmin } from './access';

/**
 * Who looks across the whole company: the super admin and holders of the company-wide Dashboard
 * (41). Everyone else who manages people (HODs, team leaders) does so for their own division only.
 * Home's floor, leave review and planning for others all ask this one question.
 */
export const seesAllDivisions = (user: AuthUser) =>
  isSuperAdmin(user) || holdsAny(user.permissions, [Perm.DASHBOARD]);
