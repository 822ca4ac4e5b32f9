import { Msg, Perm, RoleId } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { fieldError, forbidden } from '../errors';

/**
 * Rights over rights. Role Management (34) edits roles and direct permissions, but only a holder
 * of Super Admin (1) may grant or take away Super Admin, and the super admin role itself always
 * holds everything, so no edit can lock the company out of its own system.
 */
export function assertMayChangeGrants(
  actor: Pick<AuthUser, 'permissions'>,
  before: readonly number[],
  after: readonly number[],
): void {
  const touchesSuperAdmin = before.includes(Perm.SUPER_ADMIN) !== after.includes(Perm.SUPER_ADMIN);
  if (touchesSuperAdmin && !actor.permissions.includes(Perm.SUPER_ADMIN)) {
    throw forbidden(Msg.access.superAdminOnly);
  }
}

export function assertRoleEditable(roleId: number): void {
  if (roleId === RoleId.SUPER_ADMIN) throw fieldError('role_id', Msg.access.superAdminRoleFixed);
}
