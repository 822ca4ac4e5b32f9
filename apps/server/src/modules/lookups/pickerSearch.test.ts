import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FOLD_FROM, foldForSearch, Msg, SEARCH_LIMIT } from '@jobline/shared';
import { queryRows } from '../../db/client';
import { customers, users } from '../../db/schema';
import { userRow } from '../../test/factories';
import { signedIn } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTaskingWorld, type TaskingWorld } from '../tasking/taskingTestKit';

let t: TestApp;
let w: TaskingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTaskingWorld(t);
});
afterAll(() => t.close());

async function get(url: string, who: { headers: Record<string, string> }) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the pickers’ search', () => {
  it('folds case and accents in the database exactly as foldForSearch does', async () => {
    const text = `${FOLD_FROM} Ünïcode ÉCOLE දත්ත தரவு`;
    const [row] = await queryRows<{ folded: string }>(
      t.database.db,
      sql`select jobline_fold(${text}) as folded`,
    );
    expect(row!.folded).toBe(foldForSearch(text));
    expect(foldForSearch('José Ñuñez')).toBe('jose nunez');
  });

  it('finds customers by code or name, an exact code first, accents aside, 20 at a time', async () => {
    const tag = `Q${Date.now().toString(36).toUpperCase()}`;
    const rows = Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) => ({
      code: `${tag}${String(i).padStart(3, '0')}`,
      name: `Café ${tag} branch ${i}`,
    }));
    await t.database.db.insert(customers).values(rows);
    const [exact] = await t.database.db
      .insert(customers)
      .values({ code: `${tag}X`, name: 'Zeta Stores' })
      .returning();

    const page = await get(`/api/customers?q=${tag.toLowerCase()}`, w.outsider);
    expect(page.customers).toHaveLength(SEARCH_LIMIT);
    expect(page.more).toBe(true);

    // An exact code ranks first even though its name sorts last.
    const byCode = await get(`/api/customers?q=${tag}x`, w.outsider);
    expect(byCode.customers[0]).toEqual({
      id: exact!.id,
      customer_code: `${tag}X`,
      customer_name: 'Zeta Stores',
    });

    // 'cafe' finds 'Café', inside the name, and a limit is kept.
    const accents = await get(`/api/customers?q=cafe%20${tag}&limit=3`, w.outsider);
    expect(accents.customers.map((c: { customer_name: string }) => c.customer_name)).toEqual([
      `Café ${tag} branch 0`,
      `Café ${tag} branch 1`,
      `Café ${tag} branch 10`,
    ]);
    expect(accents.more).toBe(true);

    // Ids answer the rows a form already holds; % is a character, not a wildcard.
    const held = await get(`/api/customers?ids=${exact!.id}`, w.outsider);
    expect(held).toEqual({
      customers: [{ id: exact!.id, customer_code: `${tag}X`, customer_name: 'Zeta Stores' }],
      more: false,
    });
    expect((await get(`/api/customers?q=%25${tag}`, w.outsider)).customers).toEqual([]);

    // Without a search the whole list, as the spec's lookup.
    const whole = await get('/api/customers', w.outsider);
    expect(whole.more).toBeUndefined();
    expect(whole.customers.length).toBeGreaterThanOrEqual(rows.length + 1);
  });

  it('finds active employees by code or full name', async () => {
    const person = await userRow(t.database.db, (await signedIn(t, { firstName: 'Ånnika' })).id);
    const byName = await get(`/api/users?q=${encodeURIComponent('annika user')}`, w.outsider);
    expect(byName.users.map((u: { id: number }) => u.id)).toContain(person.id);
    const row = byName.users.find((u: { id: number }) => u.id === person.id);
    expect(row).toMatchObject({ code: person.code, name: `Ånnika ${person.lastName}` });
    const byCode = await get(`/api/users?q=${person.code}`, w.outsider);
    expect(byCode.users[0].id).toBe(person.id);
    // Someone who left is no longer found, but a form holding them still gets their name.
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, person.id));
    expect((await get(`/api/users?q=${person.code}`, w.outsider)).users).toEqual([]);
    expect((await get(`/api/users?ids=${person.id}`, w.outsider)).users[0].name).toBe(
      `Ånnika ${person.lastName}`,
    );
  });

  it('searches only the jobs the caller may task, by number, customer or title', async () => {
    const own = await w.job({ title: 'Replace the till printers' });
    const elsewhere = await w.job({
      divisionId: w.otherDivision.id,
      employeeId: null,
      coordinatorId: null,
      createdById: null,
      title: 'Replace the till printers',
    });
    const found = async (who: typeof w.owner, q: string) =>
      (await get(`/api/jobs/user/tasking?q=${encodeURIComponent(q)}`, who)).jobs.map(
        (j: { id: number }) => j.id,
      );
    expect(await found(w.owner, 'till printers')).toContain(own.id);
    expect(await found(w.owner, 'till printers')).not.toContain(elsewhere.id);
    expect(await found(w.admin, 'till printers')).toEqual(expect.arrayContaining([own.id, elsewhere.id]));
    // A part of the number finds it; the exact number comes first.
    expect(await found(w.owner, own.jobNo.slice(-6))).toContain(own.id);
    expect((await found(w.admin, own.jobNo.toLowerCase()))[0]).toBe(own.id);
    expect(await found(w.outsider, own.jobNo)).toEqual([]);
  });

  it('refuses a bad query naming the field, and answers 401 without a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/customers?q=${'x'.repeat(101)}&limit=0`,
      headers: w.outsider.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      q: Msg.lookups.searchTooLong,
      limit: Msg.lookups.limitInvalid,
    });
    const ids = await t.app.inject({
      method: 'GET',
      url: '/api/users?ids=1;drop',
      headers: w.outsider.headers,
    });
    expect(ids.json().errors).toEqual({ ids: Msg.lookups.idsInvalid });
    // Ten digits, but past the integer ids: a 500 from the database before it was refused here.
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/user/tasking?q=&ids=0%2C3000000000',
      headers: w.owner.headers,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ ids: Msg.lookups.idsInvalid });
    for (const url of ['/api/customers?q=a', '/api/users?q=a', '/api/jobs/user/tasking?q=a'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/user/tasking?q=a', headers: w.employee.headers }))
        .statusCode,
    ).toBe(403);
  });
});
