import { eq } from 'drizzle-orm';
import { Msg, RealtimeEventType } from '@jobline/shared';
import type { Db } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema';
import { fieldError } from '../../errors';
import type { AuthUser } from '../../auth/sessions';
import { assertMayChangeGrants, assertRoleEditable } from '../../policies/accessManagement';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { validPermissionSet } from './grantValidation';
import { rolePermissionIds } from './queries';

/** Replaces a role's permissions; everyone holding the role gets the new rights at once. */
export async function setRolePermissions(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  input: { roleId: number; permissionIds: readonly number[] },
): Promise<number[]> {
  assertRoleEditable(input.roleId);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.id, input.roleId))
      .for('update');
    if (!role) throw fieldError('role_id', Msg.access.unknownRole);
    const after = await validPermissionSet(tx, input.permissionIds);
    const before = await rolePermissionIds(tx, role.id);
    assertMayChangeGrants(actor, before, after);

    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (after.length) {
      await tx
        .insert(rolePermissions)
        .values(after.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
    await audit(tx, auditActor, {
      action: 'role.permissions.set',
      entity: 'role',
      entityId: role.id,
      before: { permissions: before },
      after: { permissions: after },
    });
    await bus.publish(tx, { type: RealtimeEventType.RIGHTS_CHANGED, roleIds: [role.id] });
    return after;
  });
}
