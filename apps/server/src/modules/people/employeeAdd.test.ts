import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { users } from '../../db/schema';
import { bearer, login, userRow } from '../../test/factories';
import { auditRows, expectNoInternals, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { uniqueViolationToFieldError } from './employeeRules';
import { createDepartment, employeeBody, PNG, requests, type Department } from './employeeTestKit';

let t: TestApp;
let admin: Actor; // role 2: holds 30 but not 1
let superAdmin: Actor;
let employee: Actor;
let dept: Department;
let other: Department;
let call: ReturnType<typeof requests>;
const add = (body: unknown, who: Actor = admin) => call.post('/api/employee/add', body, who);

beforeAll(async () => {
  t = await createTestApp();
  call = requests(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  dept = await createDepartment(t);
  other = await createDepartment(t, ['Accountant']);
});
afterAll(() => t.close());

describe('POST /api/employee/add', () => {
  it('answers 401 without a token and 403 without permission 30', async () => {
    expect((await call.post('/api/employee/add', employeeBody(dept))).statusCode).toBe(401);
    const refused = await add(employeeBody(dept), employee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });

  it('adds the employee and answers a one-time password that logs them in', async () => {
    const body = employeeBody(dept, { email: '  New.Person@Test.Local ', code: ' NP-001 ' });
    const res = await add(body);
    expect(res.statusCode).toBe(200);
    const { message, employee: created, initial_password } = res.json();
    expect(message).toBe(Msg.employees.added);
    expect(created).toMatchObject({
      Code: 'NP-001',
      FirstName: 'Kamala',
      Email: 'new.person@test.local',
      Mobile: '0771234567',
      Dep_id: dept.id,
      pos_id: dept.positionIds[0],
      Position: 'Engineer',
      role_id: RoleId.EMPLOYEE,
      user_type: 4,
      status: 1,
    });
    expect(initial_password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    const row = await userRow(t.database.db, created.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(initial_password);

    const token = await login(t, { email: 'new.person@test.local', password: initial_password }, uniqueIp());
    const me = await call.get('/api/auth/me', { headers: bearer(token) } as Actor);
    expect(me.json()).toMatchObject({ id: created.id, role_id: RoleId.EMPLOYEE, division_id: dept.id });
  });

  it('writes an audit row without the password or its hash', async () => {
    const res = await add(employeeBody(dept));
    const { employee: created, initial_password } = res.json();
    const [row] = await auditRows(t.database.db, 'employee.create', created.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      entity: 'user',
      before: null,
      after: { code: created.Code, email: created.Email, role_id: RoleId.EMPLOYEE, status: 1 },
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(initial_password);
    expect(stored).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('gives each new employee a different password', async () => {
    const a = (await add(employeeBody(dept))).json().initial_password;
    const b = (await add(employeeBody(dept))).json().initial_password;
    expect(a).not.toBe(b);
  });

  it('answers each field with its spec message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: '  ' }, 'code', Msg.common.required],
      [{ fname: '' }, 'fname', Msg.common.required],
      [{ lname: undefined }, 'lname', Msg.common.required],
      [{ email: '' }, 'email', Msg.profile.invalidEmail],
      [{ email: 'not-an-email' }, 'email', Msg.profile.invalidEmail],
      [{ mobile: '07712ab456' }, 'mobile', Msg.profile.numbersOnly],
      [{ mobile: '077123456' }, 'mobile', Msg.profile.invalidPhone],
      [{ mobile: '07712345678' }, 'mobile', Msg.profile.invalidPhone],
      [{ mobile: '' }, 'mobile', Msg.profile.invalidPhone],
      [{ selected_department: null }, 'selected_department', Msg.employees.departmentRequired],
      [{ pos_id: null }, 'pos_id', Msg.employees.positionRequired],
      [{ pos_id: 'abc' }, 'pos_id', Msg.employees.positionRequired],
      [{ role_id: undefined }, 'role_id', Msg.employees.roleRequired],
      [{ role_id: 99999999999 }, 'role_id', Msg.employees.roleRequired],
      [{ user_type: 2 }, 'user_type', Msg.employees.userTypeRequired],
      [{ status: null }, 'status', Msg.employees.statusRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await add(employeeBody(dept, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(override)).toBe(message);
      expectNoInternals(res.body);
    }
    const empty = await add({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      code: Msg.common.required,
      pos_id: Msg.employees.positionRequired,
    });
  });

  it('refuses unknown department, position and role, and a position of another department', async () => {
    const unknown = await add(
      employeeBody(dept, { selected_department: 999999, pos_id: 999999, role_id: 999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      selected_department: Msg.employees.unknownDepartment,
      pos_id: Msg.employees.unknownPosition,
      role_id: Msg.employees.unknownRole,
    });
    const mismatch = await add(employeeBody(dept, { pos_id: other.positionIds[0] }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ pos_id: Msg.employees.positionOfOtherDepartment });
  });

  it('refuses a code or e-mail already in use, whatever the case, on the field', async () => {
    const first = employeeBody(dept);
    expect((await add(first)).statusCode).toBe(200);
    const both = await add(
      employeeBody(dept, { code: first.code.toLowerCase(), email: first.email.toUpperCase() }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ code: Msg.employees.codeTaken, email: Msg.employees.emailTaken });
    const email = await add(employeeBody(dept, { email: first.email }));
    expect(email.json().errors).toEqual({ email: Msg.employees.emailTaken });
  });

  it('lets two simultaneous adds of one code and e-mail end in one 200 and field 400s', async () => {
    const body = employeeBody(dept);
    const results = await Promise.all([add(body), add(body), add(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    for (const res of results.filter((r) => r.statusCode === 400)) {
      const errors = res.json().errors;
      expect(errors.code ?? errors.email).toBeDefined();
      if (errors.code) expect(errors.code).toBe(Msg.employees.codeTaken);
      if (errors.email) expect(errors.email).toBe(Msg.employees.emailTaken);
    }
  });

  it("maps the unique indexes' violations to the field messages", async () => {
    const body = employeeBody(dept);
    const { employee: created } = (await add(body)).json();
    const row = await userRow(t.database.db, created.id);
    const { id: _id, ...copy } = row;
    const clash = (values: Partial<typeof row>) =>
      t.database.db
        .insert(users)
        .values({ ...copy, ...values })
        .then(
          () => null,
          (err: unknown) => uniqueViolationToFieldError(err),
        );
    expect(await clash({ email: 'other@test.local', code: body.code.toUpperCase() })).toMatchObject({
      statusCode: 400,
      body: { errors: { code: Msg.employees.codeTaken } },
    });
    expect(await clash({ code: 'OTHER-CODE', email: body.email.toUpperCase() })).toMatchObject({
      statusCode: 400,
      body: { errors: { email: Msg.employees.emailTaken } },
    });
  });

  it('lets only a holder of Super Admin give the super admin role, or a role holding permission 1', async () => {
    const refused = await add(employeeBody(dept, { role_id: RoleId.SUPER_ADMIN }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.employees.superAdminRoleOnly });
    expect((await add(employeeBody(dept, { role_id: RoleId.SUPER_ADMIN }), superAdmin)).statusCode).toBe(200);

    const role = await call.post('/api/authorization/roles', { role: `powerful ${Date.now()}` }, superAdmin);
    const roleId = role.json().role.id;
    await call.post(
      '/api/authorization/role/permissions',
      { role_id: roleId, allowed_permissions: [Perm.SUPER_ADMIN], version: role.json().role.version ?? 1 },
      superAdmin,
    );
    expect((await add(employeeBody(dept, { role_id: roleId }))).statusCode).toBe(403);
  });

  it('stores a picture given as a data URL or bare base64, its type read from the bytes', async () => {
    for (const image of [`data:image/png;base64,${PNG.toString('base64')}`, PNG.toString('base64')]) {
      const res = await add(employeeBody(dept, { image }));
      expect(res.statusCode).toBe(200);
      const { image: imageId, image_url } = res.json().employee;
      expect(imageId).toMatch(/^[0-9a-f]{32}$/);
      const picture = await t.app.inject({ method: 'GET', url: image_url });
      expect(picture.headers['content-type']).toBe('image/png');
    }
  });

  it('refuses a picture that is not PNG, JPEG or WebP, or is over 2 MB, and adds nobody', async () => {
    const text = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const bodies = [
      employeeBody(dept, { image: text }),
      employeeBody(dept, { image: 'not base64 at all!' }),
      employeeBody(dept, { image: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64') }),
    ];
    const messages = [Msg.employees.imageType, Msg.employees.imageType, Msg.employees.imageTooLarge];
    for (const [i, body] of bodies.entries()) {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.image).toBe(messages[i]);
      const found = await t.database.db.select().from(users).where(eq(users.code, body.code));
      expect(found).toEqual([]);
    }
    const huge = await add(employeeBody(dept, { image: 'A'.repeat(5 * 1024 * 1024) }));
    expect([400, 413]).toContain(huge.statusCode);
  });
});
