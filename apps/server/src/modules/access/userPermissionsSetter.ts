import { eq } from 'drizzle-orm';
import { Msg, RealtimeEventType } from '@jobline/shared';
import type { Db } from '../../db/client';
import { userPermissions, users } from '../../db/schema';
import { fieldError } from '../../errors';
import type { AuthUser } from '../../auth/sessions';
import { assertMayChangeGrants } from '../../policies/accessManagement';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { validPermissionSet } from './grantValidation';
import { directPermissionIds } from './queries';

/**
 * Replaces one employee's direct permissions (granted on top of the role). The role is not
 * changed here: when role_id is sent it must be the employee's current role.
 */
export async function setUserPermissions(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  input: { userId: number; roleId?: number; permissionIds: readonly number[] },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, roleId: users.roleId })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw fieldError('user_id', Msg.access.unknownUser);
    if (input.roleId !== undefined && input.roleId !== user.roleId) {
      throw fieldError('role_id', Msg.access.roleMismatch);
    }
    const after = await validPermissionSet(tx, input.permissionIds);
    const before = await directPermissionIds(tx, user.id);
    assertMayChangeGrants(actor, before, after);

    await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    if (after.length) {
      await tx
        .insert(userPermissions)
        .values(after.map((permissionId) => ({ userId: user.id, permissionId })));
    }
    await audit(tx, auditActor, {
      action: 'user.permissions.set',
      entity: 'user',
      entityId: user.id,
      before: { permissions: before },
      after: { permissions: after },
    });
    await bus.publish(tx, { type: RealtimeEventType.RIGHTS_CHANGED, userIds: [user.id] });
    return after;
  });
}
