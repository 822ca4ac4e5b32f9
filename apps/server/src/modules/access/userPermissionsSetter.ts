import { eq, sql } from 'drizzle-orm';
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
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { grantComparables } from './grantComparable';

/**
 * Replaces one employee's direct permissions (granted on top of the role). The role is not
 * changed here: when role_id is sent it must be the employee's current role. The set is part of the
 * employee's record: saved only over the version the form loaded, and a change adds one to it.
 */
export async function setUserPermissions(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  input: {
    userId: number;
    roleId?: number;
    permissionIds: readonly number[];
    version?: number;
    overwrite?: boolean;
    timeZone?: string;
  },
): Promise<{ permissions: number[]; version: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, roleId: users.roleId, version: users.version })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw fieldError('user_id', Msg.access.unknownUser);
    if (input.roleId !== undefined && input.roleId !== user.roleId) {
      throw fieldError('role_id', Msg.access.roleMismatch);
    }
    const after = await validPermissionSet(tx, input.permissionIds);
    const before = await directPermissionIds(tx, user.id);
    await assertVersion(tx, {
      entity: 'user',
      id: user.id,
      record: Msg.staleSaves.records.employee,
      loaded: input.version,
      current: user.version,
      overwrite: input.overwrite,
      actor: auditActor,
      timeZone: input.timeZone,
      compare: () => grantComparables(tx, before, after),
    });
    assertMayChangeGrants(actor, before, after);

    await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    if (after.length) {
      await tx
        .insert(userPermissions)
        .values(after.map((permissionId) => ({ userId: user.id, permissionId })));
    }
    // Direct permissions live in their own table: the employee's version is added to by hand.
    const changed = before.join() !== after.join();
    const [{ version }] = changed
      ? ((await tx
          .update(users)
          .set({ version: sql`${users.version} + 1` })
          .where(eq(users.id, user.id))
          .returning({ version: users.version })) as [{ version: number }])
      : [{ version: user.version }];
    await audit(tx, auditActor, {
      action: 'user.permissions.set',
      entity: 'user',
      entityId: user.id,
      before: { permissions: before, version: user.version },
      after: { permissions: after, version },
    });
    await bus.publish(tx, { type: RealtimeEventType.RIGHTS_CHANGED, userIds: [user.id] });
    if (changed) await publishRecordChanged(tx, bus, auditActor, { entity: 'user', id: user.id, version });
    return { permissions: after, version };
  });
}
