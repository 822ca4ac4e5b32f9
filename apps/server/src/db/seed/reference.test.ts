import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, RoleId } from '@jobline/shared';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser } from '../../test/factories';
import { permissions, rolePermissions, roles, userPermissions } from '../schema';
import { DEFAULT_ROLE_PERMISSIONS, ensureReferenceData } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('My Pending Jobs split off Employee Daily Activity (O-33)', () => {
  it('is given to every seeded role that had 21', () => {
    for (const held of Object.values(DEFAULT_ROLE_PERMISSIONS))
      expect(held.includes(Perm.MY_PENDING_JOBS)).toBe(held.includes(Perm.EMPLOYEE_DAILY_ACTIVITY));
  });

  it('is held, when it first appears in an older database, by the roles and people who held 21', async () => {
    const { db } = t.database;
    const [role] = await db.insert(roles).values({ name: 'Site Crew' }).returning({ id: roles.id });
    await db.insert(rolePermissions).values({ roleId: role!.id, permissionId: Perm.EMPLOYEE_DAILY_ACTIVITY });
    const direct = await createUser(db, { roleId: null, permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY] });
    const bystander = await createUser(db, { roleId: null, permissions: [Perm.TASKS] });
    // An installation from before the split: no permission 43 anywhere.
    await db.delete(permissions).where(eq(permissions.id, Perm.MY_PENDING_JOBS));

    await ensureReferenceData(db);
    const roleHolds = async (roleId: number) =>
      (
        await db
          .select()
          .from(rolePermissions)
          .where(
            and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, Perm.MY_PENDING_JOBS)),
          )
      ).length;
    const userHolds = async (userId: number) =>
      (
        await db
          .select()
          .from(userPermissions)
          .where(
            and(eq(userPermissions.userId, userId), eq(userPermissions.permissionId, Perm.MY_PENDING_JOBS)),
          )
      ).length;
    expect(await roleHolds(role!.id)).toBe(1);
    expect(await roleHolds(RoleId.EMPLOYEE)).toBe(1);
    expect(await userHolds(direct.id)).toBe(1);
    expect(await userHolds(bystander.id)).toBe(0);
  });
});
