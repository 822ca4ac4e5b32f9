import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { images, users } from '../../db/schema';
import { bearer, login } from '../../test/factories';
import { auditRows, expectNoInternals, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createDepartment,
  employeeBody,
  PNG,
  recordEvents,
  requests,
  type Department,
} from './employeeTestKit';

let t: TestApp;
let admin: Actor; // role 2: holds 30 but not 1
let superAdmin: Actor;
let employee: Actor;
let dept: Department;
let other: Department;
let call: ReturnType<typeof requests>;
/** A save from a form opened just now: the employee's current version unless the body names one. */
const update = async (id: number, body: unknown, who: Actor = admin) => {
  const [row] = await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, id));
  return call.post(
    `/api/employee/update/${id}`,
    { version: row?.version ?? 1, ...(body as Record<string, unknown>) },
    who,
  );
};

/** Adds an employee through the API and logs them in; answers the form body that made them. */
async function hired(overrides: Record<string, unknown> = {}) {
  const body = employeeBody(dept, overrides);
  const res = await call.post('/api/employee/add', body, superAdmin);
  expect(res.statusCode).toBe(200);
  const { employee: created, initial_password } = res.json();
  const token = await login(t, { email: created.Email, password: initial_password }, uniqueIp());
  const headers = { authorization: `Bearer ${token}` };
  const credentials = { email: created.Email as string, password: initial_password as string };
  return { id: created.id as number, body, credentials, who: { headers } as Actor };
}

beforeAll(async () => {
  t = await createTestApp();
  call = requests(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  dept = await createDepartment(t);
  other = await createDepartment(t, ['Accountant', 'Clerk']);
});
afterAll(() => t.close());

describe('POST /api/employee/update/:id', () => {
  it('answers 401 without a token, 403 without permission 30, 404 and 400 for bad ids', async () => {
    const { id, body } = await hired();
    expect((await call.post(`/api/employee/update/${id}`, body)).statusCode).toBe(401);
    expect((await update(id, body, employee)).statusCode).toBe(403);
    const missing = await update(999999, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.employees.unknownEmployee);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await call.post(`/api/employee/update/${bad}`, { ...body, version: 1 }, admin);
      expect(res.statusCode).toBe(400);
      expectNoInternals(res.body);
    }
  });

  it('saves the whole form: a new department and position show in getemployee and the list', async () => {
    const { id, body } = await hired();
    const changed = {
      ...body,
      fname: 'Renamed',
      selected_department: other.id,
      pos_id: other.positionIds[1],
    };
    const res = await update(id, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: Msg.employees.updated,
      employee: {
        id,
        FirstName: 'Renamed',
        Dep_id: other.id,
        pos_id: other.positionIds[1],
        Position: 'Clerk',
      },
    });
    const listed = await call.post('/api/employee/division', { division: other.id, status: 1 }, admin);
    expect(listed.json().employees).toContainEqual(
      expect.objectContaining({ id, designation: 'Clerk', department: other.name }),
    );
  });

  it('validates like add: field messages, position of another department, unknown role', async () => {
    const { id, body } = await hired();
    const bad = await update(id, { ...body, mobile: '12345', email: 'x@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      mobile: Msg.profile.invalidPhone,
      email: Msg.profile.invalidEmail,
    });
    const mismatch = await update(id, { ...body, pos_id: other.positionIds[0] });
    expect(mismatch.json().errors).toEqual({ pos_id: Msg.employees.positionOfOtherDepartment });
    const role = await update(id, { ...body, role_id: 9999 });
    expect(role.json().errors).toEqual({ role_id: Msg.employees.unknownRole });
  });

  it("keeps its own code and e-mail in another case, but refuses another employee's", async () => {
    const a = await hired();
    const b = await hired();
    const same = await update(a.id, {
      ...a.body,
      code: a.body.code.toLowerCase(),
      email: a.body.email.toUpperCase(),
    });
    expect(same.statusCode).toBe(200);
    const taken = await update(a.id, { ...a.body, code: b.body.code.toUpperCase(), email: b.body.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: Msg.employees.codeTaken, email: Msg.employees.emailTaken });
  });

  it('lets only a holder of Super Admin change a super admin or give the role', async () => {
    const boss = await hired({ role_id: RoleId.SUPER_ADMIN });
    const refused = await update(boss.id, { ...boss.body, mobile: '0719999999' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.employees.superAdminEmployeeOnly });
    expect((await update(boss.id, { ...boss.body, mobile: '0719999999' }, superAdmin)).statusCode).toBe(200);

    const plain = await hired();
    const promote = await update(plain.id, { ...plain.body, role_id: RoleId.SUPER_ADMIN });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(Msg.employees.superAdminRoleOnly);
    expect(
      (await update(plain.id, { ...plain.body, role_id: RoleId.SUPER_ADMIN }, superAdmin)).statusCode,
    ).toBe(200);
  });

  it('refuses deactivating oneself or changing one own role, but saves other own changes', async () => {
    const me = (await call.get(`/api/employee/getemployee/${admin.id}`, admin)).json().employee;
    const body = {
      code: me.Code,
      fname: me.FirstName,
      lname: me.LastName,
      email: me.Email,
      mobile: '0770000000',
      selected_department: dept.id,
      pos_id: dept.positionIds[0],
      role_id: RoleId.ADMIN,
      user_type: 4,
      status: 1,
    };
    const off = await update(admin.id, { ...body, status: 0 });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual({ status: Msg.employees.ownStatus });
    const role = await update(admin.id, { ...body, role_id: RoleId.EMPLOYEE });
    expect(role.json().errors).toEqual({ role_id: Msg.employees.ownRole });
    expect((await update(admin.id, body)).statusCode).toBe(200);
    expect((await call.get('/api/auth/me', admin)).statusCode).toBe(200);
  });

  it('ends every session of an employee who is deactivated, at once', async () => {
    const worker = await hired();
    const secondToken = await login(t, worker.credentials, uniqueIp());
    const recorder = recordEvents(t);
    const res = await update(worker.id, { ...worker.body, status: 0 });
    expect(res.statusCode).toBe(200);
    expect((await call.get('/api/auth/me', worker.who)).statusCode).toBe(401);
    expect((await call.get('/api/auth/me', { headers: bearer(secondToken) } as Actor)).statusCode).toBe(401);
    await recorder.waitFor(
      (e) =>
        e.type === RealtimeEventType.SESSION_REVOKED &&
        recorder.events.filter((x) => x.type === e.type).length >= 2,
    );
    recorder.stop();
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: worker.credentials });
    expect(again.statusCode).toBe(403);
    expect(again.json().status).toBe(2);
    const [row] = await auditRows(t.database.db, 'employee.update', worker.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      before: { status: 1 },
      after: { status: 0, sessions_ended: 2 },
    });
    expect(JSON.stringify(row)).not.toMatch(/argon2|password/i);
  });

  it('makes a role change reach /api/auth/me at once and tells the employee with rights.changed', async () => {
    const worker = await hired();
    const before = (await call.get('/api/auth/me', worker.who)).json();
    expect(before.role_id).toBe(RoleId.EMPLOYEE);
    const recorder = recordEvents(t);
    expect((await update(worker.id, { ...worker.body, role_id: RoleId.TEAM_LEADER })).statusCode).toBe(200);
    const after = (await call.get('/api/auth/me', worker.who)).json();
    expect(after.role_id).toBe(RoleId.TEAM_LEADER);
    expect(after.roles).toEqual(['team leader']);
    expect(after.permissions).not.toEqual(before.permissions);
    const event = await recorder.waitFor((e) => e.type === RealtimeEventType.RIGHTS_CHANGED);
    recorder.stop();
    expect(event).toMatchObject({ userIds: [worker.id], data: { role_id: RoleId.TEAM_LEADER } });
  });

  it('replaces the picture with a new one, keeps it when absent and removes it with null', async () => {
    const worker = await hired({ image: PNG.toString('base64') });
    const first = (await call.get(`/api/employee/getemployee/${worker.id}`, admin)).json().employee.image;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    const kept = await update(worker.id, { ...worker.body, image: undefined });
    expect(kept.json().employee.image).toBe(first);
    const replaced = await update(worker.id, {
      ...worker.body,
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    const second = replaced.json().employee.image;
    expect(second).not.toBe(first);
    expect(await t.database.db.select().from(images).where(eq(images.id, first))).toEqual([]);
    const removed = await update(worker.id, { ...worker.body, image: null });
    expect(removed.json().employee).toMatchObject({ image: null, image_url: '/api/profile-images/default' });
    const bad = await update(worker.id, {
      ...worker.body,
      image: Buffer.from('GIF89a....').toString('base64'),
    });
    expect(bad.json().errors).toEqual({ image: Msg.employees.imageType });
  });
});

describe('employee/update from a stale copy', () => {
  it('refuses the second of two saves with 409 saying who and what; the first stays', async () => {
    const { id, body } = await hired();
    const open = async () =>
      (await call.get(`/api/employee/getemployee/${id}`, admin)).json().employee as { version: number };
    const a = await open();
    const b = await open();
    const first = await call.post(
      `/api/employee/update/${id}`,
      { ...body, mobile: '0779990000', version: a.version },
      superAdmin,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().employee.version).toBeGreaterThan(a.version);
    const second = await call.post(
      `/api/employee/update/${id}`,
      { ...body, fname: 'Stale', version: b.version },
      admin,
    );
    expect(second.statusCode, second.body).toBe(409);
    expectNoInternals(second.body);
    expect(second.json()).toMatchObject({ status: 21, changed_by: { id: superAdmin.id } });
    expect(second.json().message).toMatch(
      /^This employee was changed by .+ at \d\d:\d\d since you opened it$/,
    );
    expect(second.json().differences).toEqual(
      expect.arrayContaining([
        { field: 'mobile', label: 'Mobile', theirs: '0779990000', mine: body.mobile },
        { field: 'fname', label: 'First name', theirs: body.fname, mine: 'Stale' },
      ]),
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ mobile: '0779990000', firstName: body.fname });

    const without = await call.post(`/api/employee/update/${id}`, body, admin);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
  });

  it('does not count a login or a password change as a change of the record', async () => {
    const { id, credentials } = await hired();
    const before = (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.version;
    await login(t, credentials, uniqueIp());
    await t.database.db
      .update(users)
      .set({ passwordHash: 'x', jobBellSeenAt: new Date() })
      .where(eq(users.id, id));
    expect((await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.version).toBe(before);
  });
});
