import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { createUser } from '../../test/factories';
import { expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createDepartment, employeeBody, requests, type Department } from './employeeTestKit';

let t: TestApp;
let admin: Actor;
let employee: Actor;
let worksheetViewer: Actor;
let dept: Department;
let other: Department;
let call: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await createTestApp();
  call = requests(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  worksheetViewer = await signedIn(t, {
    roleId: RoleId.EMPLOYEE,
    permissions: [Perm.WORKSHEET_INACTIVE_USERS],
  });
  dept = await createDepartment(t, ['Technician', 'Head of Technical']);
  other = await createDepartment(t, ['Accountant']);
});
afterAll(() => t.close());

describe('who may call the employee read routes', () => {
  const urls = () => [
    '/api/employee/getdepartment',
    `/api/employee/getposition/${dept.id}`,
    `/api/employee/getemployee/${admin.id}`,
  ];

  it('answers 401 without a token and 403 to an employee without permission 30', async () => {
    for (const url of urls()) {
      expect((await call.get(url)).statusCode).toBe(401);
      const refused = await call.get(url, employee);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    }
  });

  it('answers a holder of permission 30 alone', async () => {
    const hr = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.EMPLOYEES] });
    for (const url of urls()) expect((await call.get(url, hr)).statusCode).toBe(200);
  });
});

describe('GET /api/employee/getdepartment', () => {
  it('answers every division with id, name and full_name, by name', async () => {
    const res = await call.get('/api/employee/getdepartment', admin);
    expect(res.statusCode).toBe(200);
    const { departments } = res.json();
    expect(departments).toContainEqual({ id: dept.id, name: dept.name, full_name: dept.name });
    const names = departments.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/employee/getposition/:id', () => {
  it("answers the department's positions only, as {id, position}", async () => {
    const res = await call.get(`/api/employee/getposition/${dept.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      positions: [
        { id: dept.positionIds[1], position: 'Head of Technical' },
        { id: dept.positionIds[0], position: 'Technician' },
      ],
    });
  });

  it('answers 404 for an unknown department and 400 for ids that are not ids', async () => {
    expect((await call.get('/api/employee/getposition/999999', admin)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call.get(`/api/employee/getposition/${bad}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
      expectNoInternals(res.body);
    }
  });
});

describe('GET /api/employee/getemployee/:id', () => {
  it('answers the employee with the spec wire names, and never a password hash', async () => {
    const added = await call.post('/api/employee/add', employeeBody(dept, { user_type: 0 }), admin);
    expect(added.statusCode).toBe(200);
    const id = added.json().employee.id as number;
    const res = await call.get(`/api/employee/getemployee/${id}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employee).toEqual({
      id,
      Code: expect.any(String),
      FirstName: 'Kamala',
      LastName: expect.stringMatching(/^Perera /),
      Position: 'Technician',
      pos_id: dept.positionIds[0],
      Mobile: '0771234567',
      Email: expect.stringMatching(/@test\.local$/),
      image: null,
      image_url: '/api/profile-images/default',
      Dep_id: dept.id,
      status: 1,
      role_id: RoleId.EMPLOYEE,
      user_type: 0,
      version: 1,
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('answers 404 for an unknown employee and 400 for a bad id', async () => {
    const missing = await call.get('/api/employee/getemployee/999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.employees.unknownEmployee);
    expect((await call.get('/api/employee/getemployee/x', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/employee/list/active', () => {
  it('is open to any logged-in user and lists active employees only', async () => {
    expect((await call.get('/api/employee/list/active')).statusCode).toBe(401);
    const gone = await createUser(t.database.db, { status: 0, divisionId: dept.id });
    const res = await call.get('/api/employee/list/active', employee);
    expect(res.statusCode).toBe(200);
    const list = res.json().employees as { id: number }[];
    expect(list.map((e) => e.id)).toContain(admin.id);
    expect(list.map((e) => e.id)).not.toContain(gone.id);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      code: expect.any(String),
      division_id: expect.toBeOneOf([null, expect.any(Number)]),
      image_url: expect.stringMatching(/^\/api\/profile-images\//),
    });
  });
});

describe('GET /api/users/division/inactive/:id', () => {
  it('needs permission 39 or 30', async () => {
    expect((await call.get(`/api/users/division/inactive/${dept.id}`)).statusCode).toBe(401);
    expect((await call.get(`/api/users/division/inactive/${dept.id}`, employee)).statusCode).toBe(403);
    expect((await call.get(`/api/users/division/inactive/${dept.id}`, worksheetViewer)).statusCode).toBe(200);
    expect((await call.get(`/api/users/division/inactive/${dept.id}`, admin)).statusCode).toBe(200);
  });

  it("lists the division's employees with their status, inactive ones too", async () => {
    const active = await createUser(t.database.db, { divisionId: other.id, firstName: 'Amal' });
    const inactive = await createUser(t.database.db, { divisionId: other.id, status: 0, firstName: 'Bimal' });
    const res = await call.get(`/api/users/division/inactive/${other.id}`, worksheetViewer);
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { id: number; status: number }[];
    expect(users.map((u) => [u.id, u.status])).toEqual([
      [active.id, 1],
      [inactive.id, 0],
    ]);
    expect(users[0]).toMatchObject({
      division_id: other.id,
      role_id: RoleId.EMPLOYEE,
      code: expect.any(String),
    });
    // The plain list leaves the inactive one out.
    const plain = await call.get(`/api/users/division/${other.id}`, worksheetViewer);
    expect(plain.json().users.map((u: { id: number }) => u.id)).toEqual([active.id]);
  });

  it('answers an empty list for an unknown division and 400 for a bad id', async () => {
    expect((await call.get('/api/users/division/inactive/999999', admin)).json()).toEqual({ users: [] });
    expect((await call.get('/api/users/division/inactive/abc', admin)).statusCode).toBe(400);
  });
});
