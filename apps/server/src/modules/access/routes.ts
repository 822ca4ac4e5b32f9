import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  idParam,
  Msg,
  newPermissionRequest,
  newRoleRequest,
  Perm,
  permissionGroup,
  permissionSummary,
  rolePermissionsRequest,
  roleSummary,
  staleSaveBody,
  userPermissionsRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { roles, users } from '../../db/schema';
import { notFound } from '../../errors';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { createPermission } from './permissionCreator';
import { directPermissionIds, listPermissionGroups, listRoles, rolePermissionIds } from './queries';
import { createRole } from './roleCreator';
import { setRolePermissions } from './rolePermissionsSetter';
import { setUserPermissions } from './userPermissionsSetter';

const manage = access.any(Perm.ROLE_MANAGEMENT);
const tags = ['access'];
const ids = z.array(z.number());

export async function accessRoutes(app: App, { database, bus, config }: AppDeps) {
  const { db } = database;

  app.get(
    '/authorization/roles',
    {
      // The employee form picks a role too (permission 30).
      config: { access: access.any(Perm.ROLE_MANAGEMENT, Perm.EMPLOYEES) },
      schema: { summary: 'Roles', tags, response: { 200: z.object({ roles: z.array(roleSummary) }) } },
    },
    async () => ({ roles: await listRoles(db) }),
  );

  app.get(
    '/authorization/permissions',
    {
      config: { access: manage },
      schema: {
        summary: 'Permission groups with their permissions',
        tags,
        response: {
          200: z.object({
            permission_groups: z.array(permissionGroup),
            permissions: z.array(permissionSummary),
          }),
        },
      },
    },
    async () => listPermissionGroups(db),
  );

  app.get(
    '/authorization/permissions/:role',
    {
      config: { access: manage },
      schema: {
        summary: "A role's permission ids",
        tags,
        params: z.object({ role: idParam }),
        response: { 200: z.object({ role_id: z.number(), permissions: ids, version: z.number() }) },
      },
    },
    async (request) => {
      const [role] = await db
        .select({ id: roles.id, version: roles.version })
        .from(roles)
        .where(eq(roles.id, request.params.role));
      if (!role) throw notFound(Msg.access.unknownRole);
      return { role_id: role.id, permissions: await rolePermissionIds(db, role.id), version: role.version };
    },
  );

  app.get(
    '/authorization/user/permissions/:user',
    {
      config: { access: manage },
      schema: {
        summary: "An employee's role, the role's permissions and their direct permissions",
        tags,
        params: z.object({ user: idParam }),
        response: {
          200: z.object({
            user_id: z.number(),
            role_id: z.number().nullable(),
            role_permissions: ids,
            permissions: ids,
            /** The employee's edit version: saving the direct permissions sends it back. */
            version: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const [user] = await db
        .select({ id: users.id, roleId: users.roleId, version: users.version })
        .from(users)
        .where(eq(users.id, request.params.user));
      if (!user) throw notFound(Msg.access.unknownUser);
      return {
        user_id: user.id,
        role_id: user.roleId,
        role_permissions: user.roleId ? await rolePermissionIds(db, user.roleId) : [],
        permissions: await directPermissionIds(db, user.id),
        version: user.version,
      };
    },
  );

  const saved = z.object({ message: z.string(), permissions: ids, version: z.number() });
  const stale =
    'Sends back the version its read answered: a save from an older version is refused with 409 status ' +
    '21 (who changed it, when, the permissions that differ, the version to save over it with).';

  app.post(
    '/authorization/role/permissions',
    {
      config: { access: manage },
      schema: {
        summary: "Replace a role's permissions",
        description: stale,
        tags,
        body: rolePermissionsRequest,
        response: { 200: saved, 409: staleSaveBody },
      },
    },
    async (request) => {
      const result = await setRolePermissions(db, bus, currentUser(request), actorOf(request), {
        roleId: request.body.role_id,
        permissionIds: request.body.allowed_permissions,
        version: request.body.version,
        overwrite: request.body.overwrite,
        timeZone: config.COMPANY_TIME_ZONE,
      });
      return { message: Msg.access.rolePermissionsSaved, ...result };
    },
  );

  app.post(
    '/authorization/user/permissions',
    {
      config: { access: manage },
      schema: {
        summary: "Replace an employee's direct permissions (on top of the role)",
        description: stale,
        tags,
        body: userPermissionsRequest,
        response: { 200: saved, 409: staleSaveBody },
      },
    },
    async (request) => {
      const result = await setUserPermissions(db, bus, currentUser(request), actorOf(request), {
        userId: request.body.user_id,
        roleId: request.body.role_id,
        permissionIds: request.body.allowed_permissions,
        version: request.body.version,
        overwrite: request.body.overwrite,
        timeZone: config.COMPANY_TIME_ZONE,
      });
      return { message: Msg.access.userPermissionsSaved, ...result };
    },
  );

  app.post(
    '/authorization/permissions',
    {
      config: { access: manage },
      schema: {
        summary: 'Add a permission to a group',
        tags,
        body: newPermissionRequest,
        response: { 200: z.object({ message: z.string(), permission: permissionSummary }) },
      },
    },
    async (request) => {
      const permission = await createPermission(db, bus, actorOf(request), {
        groupId: request.body.group_id,
        name: request.body.permission,
      });
      return { message: Msg.access.permissionAdded, permission };
    },
  );

  app.post(
    '/authorization/roles',
    {
      config: { access: manage },
      schema: {
        summary: 'Add a role',
        tags,
        body: newRoleRequest,
        response: {
          200: z.object({ message: z.string(), role: z.object({ id: z.number(), name: z.string() }) }),
        },
      },
    },
    async (request) => {
      const role = await createRole(db, actorOf(request), { name: request.body.role });
      return { message: Msg.access.roleAdded, role };
    },
  );
}
