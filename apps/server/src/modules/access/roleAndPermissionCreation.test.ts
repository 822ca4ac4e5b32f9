import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RoleId } from '@jobline/shared';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: Actor; // role 2: Role Management (34) without Super Admin (1)
let superAdmin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
});
afterAll(() => t.close());

const addPermission = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/authorization/permissions', headers: admin.headers, payload });
const addRole = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/authorization/roles', headers: admin.headers, payload });
const get = (url: string, who: Actor = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('POST /api/authorization/permissions', () => {
  it('adds a permission to the group; the super admin role holds it at once', async () => {
    const res = await addPermission({ group_id: 9, permission: 'Export Settings' });
    expect(res.statusCode).toBe(200);
    const { message, permission } = res.json();
    expect(message).toBe(Msg.access.permissionAdded);
    expect(permission).toEqual({ id: expect.any(Number), name: 'Export Settings', permission_group_id: 9 });
    expect(permission.id).toBeGreaterThan(42);

    const list = (await get('/api/authorization/permissions')).json();
    const group = list.permission_groups.find((g: { id: number }) => g.id === 9);
    expect(group.permissions).toContainEqual(permission);
    expect(list.permissions).toContainEqual(permission);
    expect((await get('/api/authorization/permissions/1')).json().permissions).toContain(permission.id);
    expect((await get('/api/auth/me', superAdmin)).json().permissions).toContain(permission.id);
    // Only the super admin role receives it.
    expect((await get('/api/authorization/permissions/2')).json().permissions).not.toContain(permission.id);
  });

  it('audits the new permission', async () => {
    const created = (await addPermission({ group_id: 4, permission: 'Audited Permission' })).json()
      .permission;
    const [row] = await auditRows(t.database.db, 'permission.create', created.id);
    expect(row).toMatchObject({ actorId: admin.id, entity: 'permission', before: null, after: created });
  });

  it('refuses a name already in the group, in any case, but allows it in another group', async () => {
    expect((await addPermission({ group_id: 8, permission: 'Yearly Report' })).statusCode).toBe(200);
    for (const name of ['Yearly Report', 'YEARLY report', '  yearly report  ']) {
      const res = await addPermission({ group_id: 8, permission: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.permission).toBe(Msg.access.permissionNameTaken);
    }
    // A seeded one too.
    const seeded = await addPermission({ group_id: 9, permission: 'role management' });
    expect(seeded.json().errors.permission).toBe(Msg.access.permissionNameTaken);
    expect((await addPermission({ group_id: 7, permission: 'Yearly Report' })).statusCode).toBe(200);
  });

  it('refuses an unknown group, a missing group and an empty name', async () => {
    const unknown = await addPermission({ group_id: 999, permission: 'Orphan' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.group_id).toBe(Msg.access.unknownGroup);
    const missing = await addPermission({ permission: 'Orphan' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.group_id).toBe(Msg.access.groupRequired);
    const empty = await addPermission({ group_id: 9, permission: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.permission).toBe(Msg.access.permissionNameRequired);
    const names = (await get('/api/authorization/permissions'))
      .json()
      .permissions.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Orphan');
  });

  it('answers 400, not 500, for a group id beyond the integer range', async () => {
    const res = await addPermission({ group_id: 99999999999, permission: 'Huge' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('group_id');
  });

  it('keeps one permission when the same name arrives several times at once', async () => {
    // Differently cased, so only the case-insensitive check (not a plain unique index) can catch it.
    const spellings = [
      'Parallel Permission',
      'parallel permission',
      'PARALLEL PERMISSION',
      'Parallel permission',
    ];
    const results = await Promise.all(
      [...spellings, ...spellings].map((permission) => addPermission({ group_id: 10, permission })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    const group = (await get('/api/authorization/permissions'))
      .json()
      .permission_groups.find((g: { id: number }) => g.id === 10);
    const same = group.permissions.filter(
      (p: { name: string }) => p.name.toLowerCase() === 'parallel permission',
    );
    expect(same).toHaveLength(1);
  });
});

describe('POST /api/authorization/roles', () => {
  const roleNames = async () =>
    (await get('/api/authorization/roles')).json().roles.map((r: { name: string }) => r.name) as string[];

  it('adds a role with no permissions and no employees', async () => {
    const res = await addRole({ role: '  Auditor  ' });
    expect(res.statusCode).toBe(200);
    const { message, role } = res.json();
    expect(message).toBe(Msg.access.roleAdded);
    expect(role).toEqual({ id: expect.any(Number), name: 'Auditor' });
    expect(role.id).toBeGreaterThan(8);
    const roles = (await get('/api/authorization/roles')).json().roles;
    expect(roles).toContainEqual({ id: role.id, name: 'Auditor', user_count: 0 });
    expect((await get(`/api/authorization/permissions/${role.id}`)).json().permissions).toEqual([]);

    const [row] = await auditRows(t.database.db, 'role.create', role.id);
    expect(row).toMatchObject({ actorId: admin.id, entity: 'role', after: role });
  });

  it('refuses a name that exists already, in any case', async () => {
    for (const name of ['employee', 'EMPLOYEE', 'Super Admin']) {
      const res = await addRole({ role: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.role).toBe(Msg.access.roleNameTaken);
    }
    expect((await roleNames()).filter((n) => n.toLowerCase() === 'employee')).toHaveLength(1);
  });

  it('refuses an empty or missing name', async () => {
    for (const payload of [{ role: '' }, { role: '   ' }, {}]) {
      const res = await addRole(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: Msg.access.roleNameRequired,
        errors: { role: Msg.access.roleNameRequired },
      });
    }
  });

  it('keeps one role, and answers no 500, when the same name arrives several times at once', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => addRole({ role: 'Parallel Role' })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    for (const res of results.filter((r) => r.statusCode === 400)) {
      expect(res.json().errors.role).toBe(Msg.access.roleNameTaken);
    }
    expect((await roleNames()).filter((n) => n === 'Parallel Role')).toHaveLength(1);
  });
});
