import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { permissions, roles } from './access';
import { images } from './admin';
import { createdAt, id, updatedAt, version } from './columns';

/** Divisions, also called departments on the employee screens (O-52). */
export const divisions = pgTable('divisions', {
  id: id(),
  name: text().notNull().unique(),
});

export const positions = pgTable(
  'positions',
  {
    id: id(),
    divisionId: integer('division_id').references(() => divisions.id),
    name: text().notNull(),
  },
  (t) => [unique('positions_division_name_key').on(t.divisionId, t.name)],
);

/** Employees are the users: every member of staff who logs in is one row here. */
export const users = pgTable(
  'users',
  {
    id: id(),
    code: text().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text().notNull(),
    mobile: text(),
    divisionId: integer('division_id').references(() => divisions.id),
    positionId: integer('position_id').references(() => positions.id),
    roleId: integer('role_id').references(() => roles.id),
    userType: smallint('user_type').notNull().default(4),
    status: smallint().notNull().default(1),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    /** When the new-job bell was last opened: jobs created since are unread for this user. */
    jobBellSeenAt: timestamp('job_bell_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_code_key').on(sql`lower(${t.code})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_division_idx').on(t.divisionId, t.status),
    index('users_role_idx').on(t.roleId),
  ],
);

/** Direct permissions: granted to one user on top of the role's (spec 002 §6). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);
