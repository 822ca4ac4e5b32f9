import { z } from 'zod/mini';
import { Msg } from '../messages';
import { id, requiredText } from './common';
import { versionFields } from './versions';

const permissionIds = z
  .array(id(Msg.access.unknownPermission), { error: 'Must be a list of permission ids' })
  .check(z.maxLength(500));

/** POST authorization/role/permissions, with the version GET authorization/permissions/{role} answered. */
export const rolePermissionsRequest = z.object({
  role_id: id(Msg.access.roleRequired),
  allowed_permissions: permissionIds,
  ...versionFields,
});

/** POST authorization/user/permissions, with the version GET authorization/user/permissions/{user} answered. */
export const userPermissionsRequest = z.object({
  role_id: z.optional(id(Msg.access.roleRequired)),
  user_id: id(Msg.access.userRequired),
  allowed_permissions: permissionIds,
  ...versionFields,
});

export const newPermissionRequest = z.object({
  group_id: id(Msg.access.groupRequired),
  permission: requiredText(100, Msg.access.permissionNameRequired),
});

export const newRoleRequest = z.object({
  role: requiredText(60, Msg.access.roleNameRequired),
});

export const roleSummary = z.object({ id: z.number(), name: z.string(), user_count: z.number() });
export const permissionSummary = z.object({
  id: z.number(),
  name: z.string(),
  permission_group_id: z.number(),
});
export const permissionGroup = z.object({
  id: z.number(),
  group_name: z.string(),
  group_icon: z.string(),
  permissions: z.array(permissionSummary),
});
