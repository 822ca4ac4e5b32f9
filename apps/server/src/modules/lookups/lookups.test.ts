import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { RoleId, STORED_JOB_TYPES } from '@jobline/shared';
import { categories, systems } from '../../db/schema';
import { createDivision, createUser, type TestUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let viewer: Actor;
let division: { id: number; name: string };
let otherDivision: { id: number; name: string };
let active: TestUser;
let inactive: TestUser;
let director: TestUser;
let inactiveDirector: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  division = await createDivision(db, 'Software');
  otherDivision = await createDivision(db, 'Hardware');
  viewer = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: otherDivision.id });
  active = await createUser(db, { divisionId: division.id, firstName: 'Amara' });
  inactive = await createUser(db, { divisionId: division.id, status: 0, firstName: 'Gone' });
  director = await createUser(db, { roleId: RoleId.DIRECTOR, firstName: 'Dilan' });
  inactiveDirector = await createUser(db, { roleId: RoleId.DIRECTOR, status: 0 });
  await db.insert(systems).values([{ name: 'Payroll' }, { name: 'Accounts' }]);
  await db.insert(categories).values({ name: 'Retired Category', active: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: viewer.headers });
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('lookup routes need a session', () => {
  it.each([
    '/api/divisions',
    '/api/categories',
    '/api/job_types',
    '/api/systems',
    '/api/users',
    '/api/users/division/1',
    '/api/users/role/3',
    '/api/users/get/top_management',
  ])('GET %s answers 401 without a token', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
  });
});

describe('small lookups are revalidated by ETag', () => {
  it('answers 304 without a body to a browser that holds the current list, and 200 once it changed', async () => {
    const first = await get('/api/systems');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/systems',
      headers: { ...viewer.headers, 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const [added] = await t.database.db.insert(systems).values({ name: 'Inventory' }).returning();
    onTestFinished(() =>
      t.database.db
        .delete(systems)
        .where(eq(systems.id, added!.id))
        .then(() => undefined),
    );
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/systems',
      headers: { ...viewer.headers, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().systems.map((s: { name: string }) => s.name)).toContain('Inventory');
  });

  it('never lets an ETag answer stand in for a refusal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/systems', headers: { 'if-none-match': '*' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/divisions', () => {
  it('answers every division with id, name and full_name, by name', async () => {
    const res = await get('/api/divisions');
    expect(res.statusCode).toBe(200);
    expect(res.json().divisions).toEqual([
      { id: otherDivision.id, name: 'Hardware', full_name: 'Hardware' },
      { id: division.id, name: 'Software', full_name: 'Software' },
    ]);
  });
});

describe('GET /api/categories', () => {
  it('answers the active categories, including the rule-bearing ids', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json().categories as { id: number; name: string }[];
    expect(ids(list)).toEqual(expect.arrayContaining([21, 23, 24, 25, 26, 27, 29, 30]));
    expect(list.map((c) => c.name)).not.toContain('Retired Category');
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/job_types', () => {
  it('answers the five stored job types', async () => {
    const res = await get('/api/job_types');
    expect(res.statusCode).toBe(200);
    const names = res.json().job_types.map((j: { name: string }) => j.name);
    expect(names).toEqual(['Urgent', 'On Line', 'Project', 'Normal', 'On Site']);
    expect(names).toEqual([...STORED_JOB_TYPES]);
  });
});

describe('GET /api/systems', () => {
  it('answers the systems by name', async () => {
    const res = await get('/api/systems');
    expect(res.statusCode).toBe(200);
    expect(res.json().systems.map((s: { name: string }) => s.name)).toEqual(['Accounts', 'Payroll']);
  });
});

describe('GET /api/users', () => {
  it('answers the active employees only, with the picker fields', async () => {
    const res = await get('/api/users');
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { id: number }[];
    expect(ids(users)).toEqual(expect.arrayContaining([viewer.id, active.id, director.id]));
    expect(ids(users)).not.toContain(inactive.id);
    expect(ids(users)).not.toContain(inactiveDirector.id);
    expect(users.find((u) => u.id === active.id)).toEqual({
      id: active.id,
      name: expect.stringMatching(/^Amara User /),
      code: expect.any(String),
      division_id: division.id,
      role_id: RoleId.EMPLOYEE,
      image_url: '/api/profile-images/default',
    });
    expect(JSON.stringify(users)).not.toMatch(/password|argon2|email/i);
  });
});

describe('GET /api/users/division/:id', () => {
  it("answers the division's active employees", async () => {
    const res = await get(`/api/users/division/${division.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().users)).toEqual([active.id]);
    expect(ids((await get(`/api/users/division/${otherDivision.id}`)).json().users)).toEqual([viewer.id]);
    expect((await get('/api/users/division/999999')).json().users).toEqual([]);
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '1.5', '-2', '0']) {
      const res = await get(`/api/users/division/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
  });

  it('answers 400, not 500, for an id beyond the integer range', async () => {
    expect((await get('/api/users/division/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /api/users/role/:role and /api/users/get/top_management', () => {
  it('answers the active directors for role 3', async () => {
    const res = await get('/api/users/role/3');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().users)).toEqual([director.id]);
    expect((await get('/api/users/role/abc')).statusCode).toBe(400);
  });

  it('answers the active directors as top management', async () => {
    const res = await get('/api/users/get/top_management');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().users)).toEqual([director.id]);
  });
});
