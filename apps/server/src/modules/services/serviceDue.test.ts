import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, shiftDay } from '@jobline/shared';
import { agreements } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { createServiceWorld, type ServiceWorld } from '../../test/serviceWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let w: ServiceWorld;
let servicer: Actor;
let employee: Actor;

beforeAll(async () => {
  t = await createTestApp();
  w = await createServiceWorld(t.database.db);
  servicer = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.SERVICE] });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const due = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/service/due', headers: servicer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { today: string; visits: { agreement_id: number; [k: string]: unknown }[] };
};

/** An agreement of the second branch, 366 days long, starting `startedDaysAgo` days ago. */
async function agreementStarted(startedDaysAgo: number, visitsPerYear = 2, tag = `${startedDaysAgo}`) {
  const validFrom = shiftDay(w.today, -startedDaysAgo);
  const [row] = await t.database.db
    .insert(agreements)
    .values({
      branchId: w.branches.second.id,
      number: `DUE-${tag}-${Date.now().toString(36)}`,
      type: 3,
      validFrom,
      validTo: shiftDay(validFrom, 365),
      visitsPerYear,
    })
    .returning();
  return row!;
}

describe('GET /api/service/due', () => {
  it('answers 401 without a token and 403 without Service (19)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/service/due' })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url: '/api/service/due', headers: employee.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });

  it('lists a visit whose day has passed as overdue, and one within 30 days as due', async () => {
    const late = await agreementStarted(200); // first visit due 18 days ago
    const soon = await agreementStarted(170); // first visit due in 12 days
    const body = await due();
    expect(body.today).toBe(w.today);
    expect(body.visits.find((v) => v.agreement_id === late.id)).toEqual({
      agreement_id: late.id,
      agreement_number: late.number,
      customer_id: w.customer.id,
      customer_name: w.customer.name,
      branch_id: w.branches.second.id,
      branch_name: 'Branch second',
      valid_from: late.validFrom,
      valid_to: late.validTo,
      visits_per_year: 2,
      visits_included: 2,
      visits_done: 0,
      visit_no: 1,
      due_date: shiftDay(w.today, -18),
      state: 'overdue',
      behind: 1,
    });
    expect(body.visits.find((v) => v.agreement_id === soon.id)).toMatchObject({
      visit_no: 1,
      due_date: shiftDay(w.today, 12),
      state: 'due',
      behind: 0,
    });
    // Earliest due first.
    const dates = body.visits.map((v) => v.due_date as string);
    expect(dates).toEqual([...dates].sort());
  });

  it('moves on once the visit is recorded: the next one is months away and leaves the list', async () => {
    const late = await agreementStarted(210, 2, 'moves');
    expect((await due()).visits.some((v) => v.agreement_id === late.id)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: servicer.headers,
      payload: w.visit({
        selected_branch: w.branches.second.id,
        selected_agreement: late.id,
        service_date: shiftDay(w.today, -3),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await due()).visits.some((v) => v.agreement_id === late.id)).toBe(false);
  });

  it('leaves out agreements that include no visits, that have ended, or that have not begun', async () => {
    const none = await agreementStarted(200, 0, 'none');
    const ended = await agreementStarted(400, 2, 'ended');
    const [future] = await t.database.db
      .insert(agreements)
      .values({
        branchId: w.branches.second.id,
        number: `DUE-future-${Date.now().toString(36)}`,
        type: 3,
        validFrom: shiftDay(w.today, 1),
        validTo: shiftDay(w.today, 60),
      })
      .returning();
    const ids = (await due()).visits.map((v) => v.agreement_id);
    expect(ids).not.toContain(none.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(future!.id);
  });
});

describe('the agreement cards', () => {
  it('carry the visits the agreement includes a year', async () => {
    const four = await agreementStarted(10, 4, 'cards');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service/agreement/${four.id}`,
      headers: servicer.headers,
    });
    expect(res.json().agreement).toMatchObject({ id: four.id, visits_per_year: 4 });
  });
});
