import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { bearer, login } from '../../test/factories';
import { auditRows, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createDepartment, employeeBody, recordEvents, requests, type Department } from './employeeTestKit';

let t: TestApp;
let admin: Actor;
let superAdmin: Actor;
let employee: Actor;
let dept: Department;
let call: ReturnType<typeof requests>;
const reset = (id: number | string, who: Actor = admin) =>
  call.post(`/api/employee/reset-password/${id}`, undefined, who);

async function hired(overrides: Record<string, unknown> = {}) {
  const res = await call.post('/api/employee/add', employeeBody(dept, overrides), superAdmin);
  const { employee: created, initial_password } = res.json();
  return { id: created.id as number, email: created.Email as string, password: initial_password as string };
}

beforeAll(async () => {
  t = await createTestApp();
  call = requests(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  dept = await createDepartment(t);
});
afterAll(() => t.close());

describe('POST /api/employee/reset-password/:id', () => {
  it('answers 401 without a token, 403 without permission 30, 404/400 for bad ids', async () => {
    const worker = await hired();
    expect((await call.post(`/api/employee/reset-password/${worker.id}`, undefined)).statusCode).toBe(401);
    expect((await reset(worker.id, employee)).statusCode).toBe(403);
    expect((await reset(999999)).statusCode).toBe(404);
    expect((await reset('abc')).statusCode).toBe(400);
    expect((await reset('99999999999')).statusCode).toBe(400);
  });

  it('sets a new one-time password and ends every session of the employee', async () => {
    const worker = await hired();
    const token = await login(t, worker, uniqueIp());
    const recorder = recordEvents(t);
    const res = await reset(worker.id);
    expect(res.statusCode).toBe(200);
    const { message, password } = res.json();
    expect(message).toBe(Msg.employees.passwordReset);
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(password).not.toBe(worker.password);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    await recorder.waitFor((e) => e.type === RealtimeEventType.SESSION_REVOKED);
    recorder.stop();
    await expect(login(t, worker, uniqueIp())).rejects.toThrow(/401/);
    expect(await login(t, { email: worker.email, password }, uniqueIp())).toBeTruthy();

    const [row] = await auditRows(t.database.db, 'employee.password_reset', worker.id);
    expect(row).toMatchObject({ actorId: admin.id, after: { password_reset: true, sessions_ended: 1 } });
    expect(JSON.stringify(row)).not.toContain(password);
    expect(JSON.stringify(row)).not.toMatch(/argon2/);
  });

  it("lets only a holder of Super Admin reset a super admin's password", async () => {
    const boss = await hired({ role_id: RoleId.SUPER_ADMIN });
    const refused = await reset(boss.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.employees.superAdminEmployeeOnly });
    expect(await login(t, boss, uniqueIp())).toBeTruthy();
    expect((await reset(boss.id, superAdmin)).statusCode).toBe(200);
  });

  it('refuses resetting one own password (My Profile does that, with the old one)', async () => {
    const res = await reset(admin.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Msg.employees.ownPassword);
    expect((await call.get('/api/auth/me', admin)).statusCode).toBe(200);
  });
});
