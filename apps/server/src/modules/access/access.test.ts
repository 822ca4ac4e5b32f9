import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_IDS, Msg, Perm, RoleId } from '@jobline/shared';
import { roles, users } from '../../db/schema';
import { DEFAULT_ROLE_PERMISSIONS } from '../../db/seed/reference';
import { bearer, createUser, login } from '../../test/factories';
import { auditRows, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: Actor; // role 2: holds 34 (Role Management) but not 1 (Super Admin)
let superAdmin: Actor;
let employee: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const get = (url: string, who?: Actor) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
const post = (url: string, payload: Record<string, unknown>, who?: Actor) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? who.headers : {} });
/** The role's or employee's current version, as a form opened now holds it (1 for ids that are none). */
const asId = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};
const roleVersion = async (roleId: unknown) => {
  const id = asId(roleId);
  if (id === null) return 1;
  return (await t.database.db.select({ v: roles.version }).from(roles).where(eq(roles.id, id)))[0]?.v ?? 1;
};
const userVersion = async (userId: unknown) => {
  const id = asId(userId);
  if (id === null) return 1;
  return (await t.database.db.select({ v: users.version }).from(users).where(eq(users.id, id)))[0]?.v ?? 1;
};
const setRole = async (roleId: unknown, allowed: unknown[], who: Actor = admin) =>
  post(
    '/api/authorization/role/permissions',
    { role_id: roleId, allowed_permissions: allowed, version: await roleVersion(roleId) },
    who,
  );
const rolePermissions = async (roleId: number) =>
  (await get(`/api/authorization/permissions/${roleId}`, superAdmin)).json().permissions as number[];
const employeeDefaults = [...DEFAULT_ROLE_PERMISSIONS[RoleId.EMPLOYEE]];

describe('who may call the authorization routes', () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ['GET', '/api/authorization/permissions'],
    ['GET', '/api/authorization/permissions/8'],
    ['GET', '/api/authorization/user/permissions/1'],
    ['POST', '/api/authorization/role/permissions', { role_id: 8, allowed_permissions: [1, 34] }],
    ['POST', '/api/authorization/user/permissions', { user_id: 1, allowed_permissions: [1, 34] }],
    ['POST', '/api/authorization/permissions', { group_id: 9, permission: 'Sneaky' }],
    ['POST', '/api/authorization/roles', { role: 'sneaky role' }],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'GET', url, payload });
    expect(res.statusCode).toBe(401);
  });

  it.each(calls)(
    '%s %s answers 403 to an employee, whatever flags the client sends',
    async (m, url, body) => {
      const res = await t.app.inject({
        method: m as 'GET',
        url: `${url}?is_super_admin=1`,
        headers: { ...employee.headers, 'x-authority': '1', 'x-permissions': '34' },
        payload: body ? { ...body, is_super_admin: true, authority: 1, permissions: [34] } : undefined,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    },
  );

  it('leaves everything as it was after the refused calls', async () => {
    expect(await rolePermissions(RoleId.EMPLOYEE)).toEqual(employeeDefaults);
    const list = (await get('/api/authorization/permissions', admin)).json();
    expect(list.permissions.map((p: { name: string }) => p.name)).not.toContain('Sneaky');
    const roles = (await get('/api/authorization/roles', admin)).json().roles;
    expect(roles.map((r: { name: string }) => r.name)).not.toContain('sneaky role');
  });

  it('GET authorization/roles is open to Role Management (34) and Employee (30) only', async () => {
    expect((await get('/api/authorization/roles', employee)).statusCode).toBe(403);
    const hr = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.EMPLOYEES] });
    const res = await get('/api/authorization/roles', hr);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .roles.slice(0, 8)
        .map((r: { id: number }) => r.id),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('GET /api/authorization/permissions', () => {
  it('answers the groups with their permissions: every id 1..43 but 37', async () => {
    const res = await get('/api/authorization/permissions', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.permission_groups.length).toBeGreaterThanOrEqual(10);
    const grouped = body.permission_groups.flatMap(
      (g: { id: number; permissions: { id: number; permission_group_id: number }[] }) =>
        g.permissions.map((p) => {
          expect(p.permission_group_id).toBe(g.id);
          return p.id;
        }),
    );
    const expected = Array.from({ length: 43 }, (_, i) => i + 1).filter((id) => id !== 37);
    expect([...grouped].sort((a, b) => a - b)).toEqual(expected);
    expect(body.permissions.map((p: { id: number }) => p.id)).toEqual(expected);
    const roleMgmt = body.permissions.find((p: { id: number }) => p.id === 34);
    expect(roleMgmt).toEqual({ id: 34, name: 'Role Management', permission_group_id: 9 });
  });
});

describe('GET /api/authorization/permissions/:role', () => {
  it("answers the role's permission ids", async () => {
    const res = await get('/api/authorization/permissions/8', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role_id: 8, permissions: employeeDefaults, version: expect.any(Number) });
    expect(await rolePermissions(RoleId.SUPER_ADMIN)).toEqual([...ALL_PERMISSION_IDS]);
  });

  it('answers 404 for an unknown role and 400 for a role that is not a number', async () => {
    expect((await get('/api/authorization/permissions/9999', admin)).statusCode).toBe(404);
    const res = await get('/api/authorization/permissions/abc', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('role');
  });

  it('answers 400, not 500, for an id beyond the integer range', async () => {
    expect((await get('/api/authorization/permissions/99999999999', admin)).statusCode).toBe(400);
    expect((await get('/api/authorization/user/permissions/99999999999', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/authorization/user/permissions/:user', () => {
  it("answers the employee's role, the role's permissions and the direct ones", async () => {
    const user = await createUser(t.database.db, { roleId: RoleId.EMPLOYEE, permissions: [22, 4] });
    const res = await get(`/api/authorization/user/permissions/${user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: user.id,
      role_id: RoleId.EMPLOYEE,
      role_permissions: employeeDefaults,
      permissions: [4, 22],
      version: expect.any(Number),
    });
  });

  it('answers 404 for an unknown employee', async () => {
    expect((await get('/api/authorization/user/permissions/999999', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/authorization/role/permissions', () => {
  it('replaces the set; holders of the role gain and lose the right at once', async () => {
    const listener = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    const granted = await setRole(RoleId.EMPLOYEE, [...employeeDefaults, Perm.ROLE_MANAGEMENT, 34]);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({
      message: Msg.access.rolePermissionsSaved,
      permissions: [...employeeDefaults, 34].sort((a, b) => a - b),
      version: expect.any(Number),
    });
    const me = await get('/api/auth/me', listener);
    expect(me.json().permissions).toEqual([...employeeDefaults, 34].sort((a, b) => a - b));
    expect((await get('/api/authorization/permissions', listener)).statusCode).toBe(200);

    const removed = await setRole(String(RoleId.EMPLOYEE), employeeDefaults.map(String));
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/auth/me', listener)).json().permissions).toEqual(employeeDefaults);
    expect((await get('/api/authorization/permissions', listener)).statusCode).toBe(403);
  });

  it('audits the change with the set before and after', async () => {
    const role = await newRole();
    await setRole(role, [5, 6]);
    await setRole(role, [6, 7]);
    const [row] = await auditRows(t.database.db, 'role.permissions.set', role);
    expect(row).toMatchObject({
      actorId: admin.id,
      entity: 'role',
      before: { permissions: [5, 6] },
      after: { permissions: [6, 7] },
    });
  });

  it('refuses unknown permission ids, and changes nothing', async () => {
    for (const unknown of [37, 999]) {
      const res = await setRole(RoleId.EMPLOYEE, [...employeeDefaults, unknown]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.allowed_permissions).toContain(Msg.access.unknownPermission);
    }
    expect(await rolePermissions(RoleId.EMPLOYEE)).toEqual(employeeDefaults);
  });

  it('refuses a role id that is not a number, an unknown role and a malformed list', async () => {
    const word = await setRole('abc', [5]);
    expect(word.statusCode).toBe(400);
    expect(word.json().errors.role_id).toBe(Msg.access.roleRequired);
    const unknown = await setRole(9999, [5]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.role_id).toBe(Msg.access.unknownRole);
    const list = await post('/api/authorization/role/permissions', { role_id: 8 }, admin);
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toHaveProperty('allowed_permissions');
  });

  it('answers 400, not 500, for ids beyond the integer range', async () => {
    expect((await setRole(99999999999, [5])).statusCode).toBe(400);
    expect((await setRole(RoleId.EMPLOYEE, [99999999999])).statusCode).toBe(400);
    expect(await rolePermissions(RoleId.EMPLOYEE)).toEqual(employeeDefaults);
  });

  it('never edits the super admin role, not even for a super admin', async () => {
    for (const who of [admin, superAdmin]) {
      const res = await setRole(RoleId.SUPER_ADMIN, [34], who);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.role_id).toBe(Msg.access.superAdminRoleFixed);
    }
    expect(await rolePermissions(RoleId.SUPER_ADMIN)).toEqual([...ALL_PERMISSION_IDS]);
  });

  it('lets only a holder of Super Admin grant or take away permission 1', async () => {
    const role = await newRole();
    const refused = await setRole(role, [Perm.SUPER_ADMIN, 5]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.access.superAdminOnly });
    expect(await rolePermissions(role)).toEqual([]);

    expect((await setRole(role, [Perm.SUPER_ADMIN, 5], superAdmin)).statusCode).toBe(200);
    expect(await rolePermissions(role)).toEqual([1, 5]);
    // Other rights of that role stay editable for the admin, but permission 1 stays put.
    expect((await setRole(role, [Perm.SUPER_ADMIN, 5, 6])).statusCode).toBe(200);
    expect((await setRole(role, [5, 6])).statusCode).toBe(403);
    expect(await rolePermissions(role)).toEqual([1, 5, 6]);
    expect((await setRole(role, [5, 6], superAdmin)).statusCode).toBe(200);
  });
});

describe('POST /api/authorization/user/permissions', () => {
  const setUser = async (body: Record<string, unknown>, who: Actor = admin) =>
    post('/api/authorization/user/permissions', { version: await userVersion(body.user_id), ...body }, who);

  it('grants direct permissions on top of the role: the effective set is the union', async () => {
    const user = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    const res = await setUser({ user_id: user.id, role_id: RoleId.EMPLOYEE, allowed_permissions: [34, 15] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: Msg.access.userPermissionsSaved,
      permissions: [15, 34],
      version: expect.any(Number),
    });
    const me = (await get('/api/auth/me', user)).json();
    expect(me.permissions).toEqual([...new Set([...employeeDefaults, 34])].sort((a, b) => a - b));
    expect((await get('/api/authorization/permissions', user)).statusCode).toBe(200);
    const view = (await get(`/api/authorization/user/permissions/${user.id}`, admin)).json();
    expect(view.permissions).toEqual([15, 34]);

    expect((await setUser({ user_id: user.id, allowed_permissions: [] })).statusCode).toBe(200);
    expect((await get('/api/authorization/permissions', user)).statusCode).toBe(403);
    const [row] = await auditRows(t.database.db, 'user.permissions.set', user.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      before: { permissions: [15, 34] },
      after: { permissions: [] },
    });
  });

  it("refuses a role_id that is not the employee's role", async () => {
    const user = await createUser(t.database.db, { roleId: RoleId.EMPLOYEE });
    const res = await setUser({ user_id: user.id, role_id: RoleId.HOD, allowed_permissions: [5] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.role_id).toBe(Msg.access.roleMismatch);
    expect((await get(`/api/authorization/user/permissions/${user.id}`, admin)).json().permissions).toEqual(
      [],
    );
  });

  it('refuses an unknown employee and unknown permission ids', async () => {
    const nobody = await setUser({ user_id: 999999, allowed_permissions: [5] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors.user_id).toBe(Msg.access.unknownUser);
    const user = await createUser(t.database.db);
    const unknown = await setUser({ user_id: user.id, allowed_permissions: [999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.allowed_permissions).toContain(Msg.access.unknownPermission);
  });

  it('lets only a holder of Super Admin grant permission 1 directly', async () => {
    const user = await createUser(t.database.db);
    const refused = await setUser({ user_id: user.id, allowed_permissions: [Perm.SUPER_ADMIN] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Msg.access.superAdminOnly);
    const res = await setUser({ user_id: user.id, allowed_permissions: [Perm.SUPER_ADMIN] }, superAdmin);
    expect(res.statusCode).toBe(200);
    const token = await login(t, user, uniqueIp());
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().permissions).toContain(Perm.SUPER_ADMIN);
  });
});

async function newRole(): Promise<number> {
  const name = `role ${Math.random().toString(36).slice(2)}`;
  const res = await post('/api/authorization/roles', { role: name }, admin);
  expect(res.statusCode).toBe(200);
  return res.json().role.id as number;
}

describe('permission sets saved from a stale copy', () => {
  it("refuses the second of two saves of a role's permissions with 409 naming the permissions; the first stays", async () => {
    const role = (await post('/api/authorization/roles', { role: `stale ${Date.now()}` }, superAdmin)).json()
      .role;
    const opened = async () => (await get(`/api/authorization/permissions/${role.id}`, admin)).json();
    const a = await opened();
    const b = await opened();
    const first = await post(
      '/api/authorization/role/permissions',
      { role_id: role.id, allowed_permissions: [5], version: a.version },
      admin,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBeGreaterThan(a.version);
    const second = await post(
      '/api/authorization/role/permissions',
      { role_id: role.id, allowed_permissions: [22], version: b.version },
      superAdmin,
    );
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      status: 21,
      changed_by: { id: admin.id },
      version: first.json().version,
    });
    expect(second.json().message).toMatch(/^This role was changed by .+ at \d\d:\d\d since you opened it$/);
    expect(
      second
        .json()
        .differences.map((d: { field: string; theirs: unknown; mine: unknown }) => [
          d.field,
          d.theirs,
          d.mine,
        ]),
    ).toEqual([
      ['permissions.5', Msg.staleSaves.granted, null],
      ['permissions.22', null, Msg.staleSaves.granted],
    ]);
    expect(await rolePermissions(role.id)).toEqual([5]);
    const without = await post(
      '/api/authorization/role/permissions',
      { role_id: role.id, allowed_permissions: [22] },
      admin,
    );
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
  });

  it("refuses a stale save of an employee's direct permissions, and a change of them moves the employee's version on", async () => {
    const user = await createUser(t.database.db, { roleId: RoleId.EMPLOYEE });
    const opened = async () => (await get(`/api/authorization/user/permissions/${user.id}`, admin)).json();
    const a = await opened();
    const b = await opened();
    const first = await post(
      '/api/authorization/user/permissions',
      { user_id: user.id, allowed_permissions: [4], version: a.version },
      admin,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(a.version + 1);
    const second = await post(
      '/api/authorization/user/permissions',
      { user_id: user.id, allowed_permissions: [22], version: b.version },
      superAdmin,
    );
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toMatch(/^This employee was changed by /);
    expect((await opened()).permissions).toEqual([4]);
  });
});
