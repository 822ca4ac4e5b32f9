import { seesAllDivisions as seesAll } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';

/**
 * Who looks across the whole company (the shared rule, for the request's user). Home's floor, leave
 * review, planning for others and the worksheets all ask this one question.
 */
export const seesAllDivisions = (user: Pick<AuthUser, 'roleId' | 'permissions'>) =>
  seesAll(user.roleId, user.permissions);
