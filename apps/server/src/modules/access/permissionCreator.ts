import { and, eq, sql } from 'drizzle-orm';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { isUniqueViolation, type Db } from '../../db/client';
import { permissionGroups, permissions, rolePermissions } from '../../db/schema';
import { fieldError } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';

/** Adds a permission to a group; the super admin role receives it with the rest. */
export async function createPermission(
  db: Db,
  bus: EventBus,
  auditActor: AuditActor,
  input: { groupId: number; name: string },
) {
  const taken = () => fieldError('permission', Msg.access.permissionNameTaken);
  return db
    .transaction(async (tx) => {
      const [group] = await tx
        .select({ id: permissionGroups.id })
        .from(permissionGroups)
        .where(eq(permissionGroups.id, input.groupId));
      if (!group) throw fieldError('group_id', Msg.access.unknownGroup);
      const [existing] = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(
          and(
            eq(permissions.groupId, group.id),
            eq(sql`lower(${permissions.name})`, input.name.toLowerCase()),
          ),
        );
      if (existing) throw taken();

      const [created] = await tx
        .insert(permissions)
        .values({ name: input.name, groupId: group.id })
        .returning({ id: permissions.id, name: permissions.name, permission_group_id: permissions.groupId });
      await tx.insert(rolePermissions).values({ roleId: RoleId.SUPER_ADMIN, permissionId: created!.id });
      await audit(tx, auditActor, {
        action: 'permission.create',
        entity: 'permission',
        entityId: created!.id,
        after: created,
      });
      await bus.publish(tx, { type: RealtimeEventType.RIGHTS_CHANGED, roleIds: [RoleId.SUPER_ADMIN] });
      return created!;
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'permissions_group_name_key')) throw taken();
      throw err;
    });
}
