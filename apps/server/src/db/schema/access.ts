import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text().notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

export const permissionGroups = pgTable('permission_groups', {
  id: id(),
  name: text().notNull().unique(),
  icon: text().notNull().default('lock'),
  sort: smallint().notNull().default(0),
});

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: text().notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => permissionGroups.id),
  },
  (t) => [uniqueIndex('permissions_group_name_key').on(t.groupId, sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);
