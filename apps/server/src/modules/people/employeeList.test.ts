import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createDepartment, requests, uniqueSuffix, type Department } from './employeeTestKit';

let t: TestApp;
let admin: Actor;
let employee: Actor;
let dept: Department;
let call: ReturnType<typeof requests>;
const list = (body: unknown, who: Actor = admin) => call.post('/api/employee/division', body, who);
const names = (res: { json(): { employees: { FirstName: string }[] } }) =>
  res.json().employees.map((e) => e.FirstName);

beforeAll(async () => {
  t = await createTestApp();
  call = requests(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  dept = await createDepartment(t, ['Technician']);
  for (const [firstName, status] of [
    ['Nimal', 1],
    ['nimali', 1],
    ['Nuwan', 0],
    ['Amara', 1],
    ['Zeena', 0],
    ['N_a%', 1],
  ] as const) {
    await createUser(t.database.db, { divisionId: dept.id, firstName, status });
  }
});
afterAll(() => t.close());

describe('POST /api/employee/division: rights and input', () => {
  it('answers 401 without a token and 403 without permission 30', async () => {
    expect((await call.post('/api/employee/division', { division: null, status: null })).statusCode).toBe(
      401,
    );
    const refused = await list({ division: null, status: null }, employee);
    expect(refused.statusCode).toBe(403);
    const hr = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.EMPLOYEES] });
    expect((await list({ division: null, status: null }, hr)).statusCode).toBe(200);
  });

  it('refuses bad filters with 400 on the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ division: 'abc' }, 'division'],
      [{ division: 99999999999 }, 'division'],
      [{ status: 2 }, 'status'],
      [{ status: '1' }, 'status'],
      [{ page: 0 }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ per_page: 1000 }, 'per_page'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ];
    for (const [body, field] of cases) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
      expectNoInternals(res.body);
    }
    expect((await list({ status: 5 })).json().errors.status).toBe(Msg.employees.statusRequired);
  });

  it('answers an empty page for an unknown department', async () => {
    expect((await list({ division: 999999, status: null })).json()).toEqual({
      employees: [],
      total: 0,
      page: 1,
      per_page: 15,
    });
  });
});

describe('POST /api/employee/division: filters, search and paging', () => {
  it('filters by department and status (1 active, 0 inactive, null all), sorted by first name', async () => {
    const all = await list({ division: dept.id, status: null });
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Amara', 'N_a%', 'Nimal', 'nimali', 'Nuwan', 'Zeena']);
    expect(all.json().total).toBe(6);
    expect(names(await list({ division: dept.id, status: 1 }))).toEqual(['Amara', 'N_a%', 'Nimal', 'nimali']);
    expect(names(await list({ division: dept.id, status: 0 }))).toEqual(['Nuwan', 'Zeena']);
    expect(names(await list({ division: dept.id }))).toHaveLength(6);
  });

  it('answers each row with the getemployee fields plus designation, role and department names', async () => {
    const [row] = (await list({ division: dept.id, status: 1, search: 'amara' })).json().employees;
    expect(row).toMatchObject({
      FirstName: 'Amara',
      Dep_id: dept.id,
      status: 1,
      role_id: RoleId.EMPLOYEE,
      role_name: 'employee',
      department: dept.name,
      designation: null,
      Position: null,
    });
    expect(Object.keys(row)).not.toContain('passwordHash');
  });

  it('searches the start of the first name with the first word only, ignoring case', async () => {
    expect(names(await list({ division: dept.id, status: null, search: 'ni' }))).toEqual(['Nimal', 'nimali']);
    expect(names(await list({ division: dept.id, status: null, search: '  NIMALI  Perera' }))).toEqual([
      'nimali',
    ]);
    // "Nimal" and "Zeena" is one search for "Nimal": the second word is ignored.
    expect(names(await list({ division: dept.id, status: null, search: 'Nimal Zeena' }))).toEqual([
      'Nimal',
      'nimali',
    ]);
    // The start of the name, not anywhere in it; the last name is not searched.
    expect(names(await list({ division: dept.id, status: null, search: 'mal' }))).toEqual([]);
    expect(names(await list({ division: dept.id, status: null, search: 'User' }))).toEqual([]);
    expect(names(await list({ division: dept.id, status: null, search: '   ' }))).toHaveLength(6);
  });

  it('takes % and _ in the search literally', async () => {
    expect(names(await list({ division: dept.id, status: null, search: 'N_' }))).toEqual(['N_a%']);
    expect(names(await list({ division: dept.id, status: null, search: '%' }))).toEqual([]);
    expect(names(await list({ division: dept.id, status: null, search: 'N%' }))).toEqual([]);
  });

  it('pages with page and per_page and counts the whole filtered set', async () => {
    const first = await list({ division: dept.id, status: null, page: 1, per_page: 4 });
    expect(names(first)).toEqual(['Amara', 'N_a%', 'Nimal', 'nimali']);
    expect(first.json()).toMatchObject({ total: 6, page: 1, per_page: 4 });
    const second = await list({ division: dept.id, status: null, page: 2, per_page: 4 });
    expect(names(second)).toEqual(['Nuwan', 'Zeena']);
    const beyond = await list({ division: dept.id, status: null, page: 9, per_page: 4 });
    expect(beyond.json()).toMatchObject({ employees: [], total: 6, page: 9 });
  });
});

describe('POST /api/employee/division with 2,000 employees', () => {
  it('answers a filtered page correctly from SQL', async () => {
    const big = await createDepartment(t, ['Clerk']);
    const first = ['Anura', 'Bandu', 'Chaminda', 'Dilshan', 'Eranga', 'Farook', 'Gamini', 'Hemal'];
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      code: `BULK${uniqueSuffix()}${i}`,
      firstName: `${first[i % first.length]}${String(i).padStart(4, '0')}`,
      lastName: 'Bulk',
      email: `bulk.${i}.${uniqueSuffix()}@test.local`,
      divisionId: big.id,
      status: i % 3 === 0 ? 0 : 1,
    }));
    await t.database.db.insert(users).values(rows);

    const expected = rows
      .filter((r) => r.status === 1 && r.firstName.toLowerCase().startsWith('ga'))
      .map((r) => r.firstName)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const res = await list({ division: big.id, status: 1, search: 'ga', page: 3, per_page: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(expected.length);
    expect(names(res)).toEqual(expected.slice(100, 150));

    const everything = await list({ division: big.id, status: null, per_page: 100, page: 20 });
    expect(everything.json().total).toBe(2000);
    expect(everything.json().employees).toHaveLength(100);
    const defaults = await list({ division: big.id, status: 0 });
    expect(defaults.json()).toMatchObject({ total: 667, page: 1, per_page: 15 });
    expect(defaults.json().employees).toHaveLength(15);
  });
});
