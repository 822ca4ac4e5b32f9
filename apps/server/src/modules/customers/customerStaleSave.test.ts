import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RealtimeEventType, RoleId, SaveRefusal } from '@jobline/shared';
import { branches, customers, users } from '../../db/schema';
import type { RealtimeEvent } from '../../realtime/bus';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Json } from './saveTestKit';
import { asPayload, branchPayload, customerPayload } from './testPayloads';

const M = Msg.staleSaves;
let t: TestApp;
let anna: Actor;
let bala: Actor;

beforeAll(async () => {
  t = await createTestApp();
  const registrar = { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] };
  anna = await signedIn(t, { ...registrar, firstName: 'Anna' });
  bala = await signedIn(t, { ...registrar, firstName: 'Bala' });
  const rows = await t.database.db
    .select()
    .from(users)
    .where(inArray(users.id, [anna.id, bala.id]));
  names = new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
});
afterAll(() => t.close());

const save = (who: Actor, payload: Json) =>
  t.app.inject({ method: 'POST', url: '/api/customers', headers: who.headers, payload });
const open = async (who: Actor, id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return asPayload(res.json().customer) as Json & { branches: Json[]; version: number };
};
const created = async () => {
  const res = await save(anna, customerPayload());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().customer as Json & { id: number; version: number };
};
let names: Map<number, string>;
const nameOf = (who: Actor) => names.get(who.id)!;

describe('two people save the same customer', () => {
  it('refuses the second save with 409 naming who changed it, when and what differs; the first stays', async () => {
    const { id } = await created();
    const a = await open(anna, id);
    const b = await open(bala, id);
    expect(a.version).toBe(b.version);

    const first = await save(anna, { ...a, address: '9 New Road, Galle' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().customer.version).toBeGreaterThan(a.version);

    const second = await save(bala, { ...b, mobile_no: '0779999999' });
    expect(second.statusCode, second.body).toBe(409);
    expectNoInternals(second.body);
    const body = second.json();
    expect(body.status).toBe(SaveRefusal.STALE_VERSION);
    expect(body.message).toMatch(
      new RegExp(`^This customer was changed by ${nameOf(anna)} at \\d\\d:\\d\\d since you opened it$`),
    );
    expect(body.changed_by).toEqual({ id: anna.id, name: nameOf(anna) });
    expect(Date.parse(body.changed_at)).not.toBeNaN();
    expect(body.version).toBe(first.json().customer.version);
    expect(body.differences).toEqual([
      { field: 'address', label: 'Address', theirs: '9 New Road, Galle', mine: '1 Main Street, Colombo 03' },
      { field: 'mobile_no', label: 'Mobile number', theirs: '0712345678', mine: '0779999999' },
    ]);

    const now = await open(anna, id);
    expect(now.address).toBe('9 New Road, Galle');
    expect(now.mobile_no).toBe('0712345678');
    expect(now.version).toBe(body.version);
  });

  it('keeps a branch one person added when another saves over it from an older copy', async () => {
    const { id } = await created();
    const a = await open(anna, id);
    const b = await open(bala, id);
    const added = await save(anna, {
      ...a,
      branches: [...a.branches, branchPayload({ branch_name: 'New Contract', branch_code: 'NEWC' })],
    });
    expect(added.statusCode, added.body).toBe(200);
    const newBranch = added.json().customer.branches.find((x: Json) => x.branch_code === 'NEWC');

    const stale = await save(bala, { ...b, address: '2 Lake Drive, Kandy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().differences).toContainEqual({
      field: `branches.${newBranch.id}`,
      label: 'Branch',
      theirs: 'New Contract (NEWC)',
      mine: null,
    });

    // Bala saw the difference and saves over it: his address goes in, Anna's branch stays.
    const over = await save(bala, {
      ...b,
      address: '2 Lake Drive, Kandy',
      version: stale.json().version,
      overwrite: true,
    });
    expect(over.statusCode, over.body).toBe(200);
    const after = over.json().customer;
    expect(after.address).toBe('2 Lake Drive, Kandy');
    expect(after.branches.map((x: Json) => x.branch_code)).toContain('NEWC');
    const [overwrite] = await auditRows(t.database.db, 'customer.overwrite', id);
    expect(overwrite).toMatchObject({ actorId: bala.id, after: { version: stale.json().version } });
  });

  it('removes a saved branch only when the save names it, never because it is missing', async () => {
    const res = await save(anna, customerPayload({ branches: [branchPayload(), branchPayload()] }));
    const customer = res.json().customer;
    const a = await open(anna, customer.id);
    const listedOne = await save(anna, { ...a, branches: [a.branches[0]] });
    expect(listedOne.statusCode, listedOne.body).toBe(200);
    expect(listedOne.json().customer.branches).toHaveLength(2);

    const again = await open(anna, customer.id);
    const removed = await save(anna, {
      ...again,
      branches: [again.branches[0]],
      removed_branches: [customer.branches[1].id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().customer.branches.map((x: Json) => x.id)).toEqual([customer.branches[0].id]);
  });

  it('refuses an edit without a version, naming the field, and changes nothing', async () => {
    const { id } = await created();
    const { version: _v, ...rest } = await open(anna, id);
    const res = await save(anna, { ...rest, customer_name: 'No version' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ version: M.versionRequired });
    expect((await open(anna, id)).customer_name).not.toBe('No version');
  });

  it('counts writes that are not form saves (an import, a sync) as changes too', async () => {
    const { id, version } = await created();
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.customerId, id));
    await t.database.db.update(branches).set({ posCount: 42 }).where(eq(branches.id, branch!.id));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.version).toBeGreaterThan(version);
    const res = await save(anna, { ...asPayload({ ...(await open(anna, id)), version }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.changedSince('customer'));
    expect(res.json().changed_by).toBeNull();
  });

  it('tells open forms, after the commit, who saved the customer', async () => {
    const { id } = await created();
    const seen: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((e) => seen.push(e));
    try {
      const a = await open(anna, id);
      const res = await save(anna, { ...a, owner: 'Someone else' });
      const version = res.json().customer.version;
      const match = (e: RealtimeEvent) =>
        e.type === RealtimeEventType.RECORD_CHANGED && e.data?.entity === 'customer' && e.data?.id === id;
      for (let waited = 0; waited < 5000 && !seen.some(match); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // To those who may open the customer form, not to everyone.
      expect(seen.find(match)).toMatchObject({
        permissions: [Perm.CUSTOMERS],
        data: { version, by: { id: anna.id, name: nameOf(anna) } },
      });
    } finally {
      stop();
    }
  });
});
