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
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { grantComparables } from './grantComparable';

/**
 * Replaces a role's permissions; everyone holding the role gets the new rights at once. Saved only
 * over the version the form loaded (409 status 21 when someone changed the role since).
 */
export async function setRolePermissions(
  db: Db,
  bus: EventBus,
  actor: AuthUser,
  auditActor: AuditActor,
  input: {
    roleId: number;
    permissionIds: readonly number[];
    version?: number;
    overwrite?: boolean;
    timeZone?: string;
  },
): Promise<{ permissions: number[]; version: number }> {
  assertRoleEditable(input.roleId);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: roles.id, version: roles.version })
      .from(roles)
      .where(eq(roles.id, input.roleId))
      .for('update');
    if (!role) throw fieldError('role_id', Msg.access.unknownRole);
    const after = await validPermissionSet(tx, input.permissionIds);
    const before = await rolePermissionIds(tx, role.id);
    await assertVersion(tx, {
      entity: 'role',
      id: role.id,
      record: Msg.staleSaves.records.role,
      loaded: input.version,
      current: role.version,
      overwrite: input.overwrite,
      actor: auditActor,
      timeZone: input.timeZone,
      compare: () => grantComparables(tx, before, after),
    });
    assertMayChangeGrants(actor, before, after);

    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (after.length) {
      await tx
        .insert(rolePermissions)
        .values(after.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
    const [{ version }] = (await tx
      .select({ version: roles.version })
      .from(roles)
      .where(eq(roles.id, role.id))) as [{ version: number }];
    await audit(tx, auditActor, {
      action: 'role.permissions.set',
      entity: 'role',
      entityId: role.id,
      before: { permissions: before, version: role.version },
      after: { permissions: after, version },
    });
    await bus.publish(tx, { type: RealtimeEventType.RIGHTS_CHANGED, roleIds: [role.id] });
    if (version !== role.version)
      await publishRecordChanged(tx, bus, auditActor, { entity: 'role', id: role.id, version });
    return { permissions: after, version };
  });
}
