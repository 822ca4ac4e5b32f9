import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  permissionGroups,
  permissions,
  rolePermissions,
  roles,
  userPermissions,
  users,
} from '../../db/schema';

export async function listRoles(db: Executor) {
  return db
    .select({ id: roles.id, name: roles.name, user_count: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

/** GET authorization/permissions: the groups with their permissions, and the flat list. */
export async function listPermissionGroups(db: Executor) {
  const groups = await db
    .select()
    .from(permissionGroups)
    .orderBy(asc(permissionGroups.sort), asc(permissionGroups.id));
  const all = await db
    .select({ id: permissions.id, name: permissions.name, permission_group_id: permissions.groupId })
    .from(permissions)
    .orderBy(asc(permissions.id));
  return {
    permission_groups: groups.map((g) => ({
      id: g.id,
      group_name: g.name,
      group_icon: g.icon,
      permissions: all.filter((p) => p.permission_group_id === g.id),
    })),
    permissions: all,
  };
}

export async function rolePermissionIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(rolePermissions.permissionId));
  return rows.map((r) => r.id);
}

export async function directPermissionIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userPermissions.permissionId })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(userPermissions.permissionId));
  return rows.map((r) => r.id);
}

/** The ids among these that are not permissions. */
export async function unknownPermissionIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.id, [...ids]));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}
