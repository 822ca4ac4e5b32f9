import { sql } from 'drizzle-orm';
import {
  ALL_PERMISSION_IDS,
  PERMISSION_GROUPS,
  Perm,
  PERMISSIONS,
  ROLE_NAMES,
  RoleId,
  STORED_JOB_TYPES,
  type RoleId as RoleIdType,
} from '@jobline/shared';
import type { Executor } from '../client';
import { categories, jobTypes, permissionGroups, permissions, rolePermissions, roles } from '../schema';

const everythingBut = (...excluded: number[]) => ALL_PERMISSION_IDS.filter((id) => !excluded.includes(id));

/**
 * What each seeded role may do when it is first created. Spec 000 §6 names the roles but not their
 * rights; these follow what each role does in the documents (recorded in docs/decisions.md).
 * Admins change them later in Role Management; a start never overwrites those edits.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleIdType, readonly number[]> = {
  [RoleId.SUPER_ADMIN]: ALL_PERMISSION_IDS,
  [RoleId.ADMIN]: everythingBut(1),
  [RoleId.DIRECTOR]: [
    2, 3, 4, 5, 6, 7, 8, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 33, 35, 36,
    38, 39, 40, 41, 42, 43,
  ],
  [RoleId.HOD]: [
    2, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 25, 26, 35, 36, 38, 39, 40, 43,
  ],
  [RoleId.TEAM_LEADER]: [5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 25, 43],
  [RoleId.COORDINATOR]: [5, 6, 7, 8, 11, 14, 15, 16, 20, 21, 43],
  [RoleId.QUICK_JOB_MANAGER]: [2, 3, 5, 6, 11, 14, 15, 16, 20, 21, 43],
  [RoleId.EMPLOYEE]: [11, 14, 15, 16, 20, 21, 43],
};

/** Permissions split off an older one (O-33: My Pending Jobs from Employee Daily Activity). */
const SPLIT_FROM: Record<number, number> = { [Perm.MY_PENDING_JOBS]: Perm.EMPLOYEE_DAILY_ACTIVITY };

/** Categories whose ids carry business rules (R-056..R-062); other categories are company data. */
export const RULE_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: 21, name: 'Customisation Request' },
  { id: 23, name: 'Pre-sales Demonstration' },
  { id: 24, name: 'Company Internal Work' },
  { id: 25, name: 'Chargeable Service' },
  { id: 26, name: 'Pre-sales Customisation' },
  { id: 27, name: 'Pre-sales Consultation' },
  { id: 29, name: 'Hardware Support' },
  { id: 30, name: 'Software Support' },
];

/**
 * Makes sure the reference data every installation needs exists: permission groups and ids,
 * the roles with their first rights, the stored job types and the rule-bearing categories.
 * Safe to run at every start.
 */
export async function ensureReferenceData(db: Executor): Promise<void> {
  await db
    .insert(permissionGroups)
    .values(PERMISSION_GROUPS.map((g, i) => ({ id: g.id, name: g.name, icon: g.icon, sort: i })))
    .onConflictDoNothing();
  const added = await db
    .insert(permissions)
    .values(PERMISSIONS.map((p) => ({ id: p.id, name: p.name, groupId: p.groupId })))
    .onConflictDoNothing()
    .returning({ id: permissions.id });
  // A permission split off another is held, when it first appears, by whoever held the old one.
  for (const { id } of added) {
    const from = SPLIT_FROM[id];
    if (from === undefined) continue;
    await db.execute(sql`insert into role_permissions (role_id, permission_id)
      select role_id, ${id} from role_permissions where permission_id = ${from} on conflict do nothing`);
    await db.execute(sql`insert into user_permissions (user_id, permission_id)
      select user_id, ${id} from user_permissions where permission_id = ${from} on conflict do nothing`);
  }

  const created = await db
    .insert(roles)
    .values(Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoNothing()
    .returning({ id: roles.id });
  const grants = created.flatMap(({ id }) =>
    (DEFAULT_ROLE_PERMISSIONS[id as RoleIdType] ?? []).map((permissionId) => ({ roleId: id, permissionId })),
  );
  if (grants.length) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  // The super admin role holds every permission, including ones added later.
  await db
    .insert(rolePermissions)
    .select(
      db
        .select({ roleId: sql<number>`${RoleId.SUPER_ADMIN}`.as('role_id'), permissionId: permissions.id })
        .from(permissions),
    )
    .onConflictDoNothing();

  await db
    .insert(jobTypes)
    .values(STORED_JOB_TYPES.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values([...RULE_CATEGORIES])
    .onConflictDoNothing();

  await resetSequences(db, ['permission_groups', 'permissions', 'roles', 'job_types', 'categories']);
}

/** After rows with explicit ids, move each identity sequence past the largest id. */
export async function resetSequences(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}
