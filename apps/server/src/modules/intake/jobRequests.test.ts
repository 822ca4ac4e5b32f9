import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RequestStatus } from '@jobline/shared';
import { jobRequests } from '../../db/schema';
import { auditRows, expectNoInternals, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, createIntakeWorld, type IntakeWorld } from './intakeTestKit';

let t: TestApp;
let w: IntakeWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  api = caller(t);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  customer_id: w.customer.id,
  location_id: w.branches.none.id,
  system_id: w.system.id,
  job_category_id: 30,
  division_id: w.division.id,
  requested_by: w.raiser.id,
  job_coordinator_id: w.coord.id,
  due_date: daysFromToday(3),
  job_description: 'The till freezes at closing',
  remarks: 'Call before visiting',
  priority: 2,
  contact_person: 'Saman Perera',
  contact_number: '0771234567',
  ...overrides,
});
const raise = async (who: Actor, overrides: Record<string, unknown> = {}) => {
  const res = await api.post('/api/job/request', body(overrides), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().request as { id: number; request_id: string; status: number };
};
const list = async (mode: number, who: Actor) => {
  const res = await api.get(`/api/job/request/${mode}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().requests as { id: number; status: number; can_edit: boolean; status_name: string }[];
};

/** The request's current version, as a form opened now would hold it. */
const versionOf = async (id: number) =>
  (await t.database.db.select({ v: jobRequests.version }).from(jobRequests).where(eq(jobRequests.id, id)))[0]!
    .v;

describe('who may call the job request routes', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/job/request/0'],
    ['POST', '/api/job/request', {}],
    ['POST', '/api/job/request/update', { id: 1 }],
    ['POST', '/api/job/request/delete', { id: 1 }],
  ];
  it.each(calls)(
    '%s %s answers 401 without a session and 403 to an employee',
    async (method, url, payload) => {
      expect(
        (await t.app.inject({ method: method as 'GET', url, payload: payload as object })).statusCode,
      ).toBe(401);
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: w.staff.headers,
      });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('POST job/request', () => {
  it('names the two required fields with the spec messages', async () => {
    const res = await api.post('/api/job/request', {}, w.raiser);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      customer_id: Msg.jobs.customerRequired,
      job_description: Msg.jobs.descriptionRequired,
    });
  });

  it('raises a numbered, pending request with the agreement state of its branch, audited', async () => {
    const res = await api.post('/api/job/request', body(), w.raiser);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(Msg.intake.requestSent);
    const { request } = res.json();
    expect(request).toMatchObject({ request_id: expect.stringMatching(/^REQ-\d{5}$/), status: 1 });
    const [row] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, request.id));
    expect(row).toMatchObject({ amcStatus: 'not in agreement', createdById: w.raiser.id, priority: 2 });
    expect(await auditRows(t.database.db, 'job_request.create', request.id)).toHaveLength(1);
    // Only the customer and the description are needed.
    const bare = await api.post(
      '/api/job/request',
      { customer_id: w.customer.id, job_description: 'Call us back' },
      w.raiser,
    );
    expect(bare.statusCode).toBe(200);
  });

  it('checks what only the server knows', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ location_id: w.branches.foreign.id }, 'location_id', Msg.jobs.locationNotOfCustomer],
      [{ due_date: daysFromToday(-1) }, 'due_date', Msg.jobs.dueDateInPast],
      [{ system_id: 999_999 }, 'system_id', Msg.jobs.unknownReference],
      [{ job_coordinator_id: 999_999 }, 'job_coordinator_id', Msg.jobs.unknownReference],
      [{ customer_id: 999_999, location_id: null }, 'customer_id', Msg.jobs.unknownReference],
      [{ priority: 3 }, 'priority', Msg.jobs.priorityInvalid],
      [{ contact_number: 'call me' }, 'contact_number', Msg.jobs.contactNumberInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.post('/api/job/request', body(override), w.raiser);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
  });

  it('never answers 500 for odd input', async () => {
    for (const odd of [
      body({ customer_id: 99_999_999_999 }),
      body({ due_date: '2026-02-30' }),
      body({ job_description: '   ' }),
      body({ location_id: 'x' }),
      body({ job_description: 'x'.repeat(5000) }),
      [],
    ]) {
      const res = await api.post('/api/job/request', odd, w.raiser);
      expect(res.statusCode).toBe(400);
      expectNoInternals(res.body);
    }
  });
});

describe('GET job/request/{mode}', () => {
  it('lists all of mine in mode 0 and the pending ones I may see in modes 1 and 2', async () => {
    const mine = await raise(w.raiser);
    const other = await raise(w.coord);
    await api.post('/api/job/request/delete', { id: mine.id }, w.raiser);
    const still = await raise(w.raiser);

    const all = await list(0, w.raiser);
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, still.id]));
    expect(all.map((r) => r.id)).not.toContain(other.id);
    expect(all.find((r) => r.id === mine.id)).toMatchObject({ status: 5, status_name: 'Withdrawn' });

    // Without New Job, only my own pending ones.
    const pending = await list(1, w.raiser);
    expect(pending.map((r) => r.id)).toContain(still.id);
    expect(pending.map((r) => r.id)).not.toContain(other.id);
    expect(pending.map((r) => r.id)).not.toContain(mine.id);
    // Whoever creates jobs sees every pending request, and may edit only their own.
    const forCoordinator = await list(2, w.coord);
    expect(forCoordinator.map((r) => r.id)).toEqual(expect.arrayContaining([still.id, other.id]));
    expect(forCoordinator.find((r) => r.id === still.id)!.can_edit).toBe(false);
    expect(forCoordinator.find((r) => r.id === other.id)!.can_edit).toBe(true);
    // An admin may edit anybody's.
    expect((await list(1, w.admin)).find((r) => r.id === still.id)!.can_edit).toBe(true);
  });

  it('answers names for the screens', async () => {
    const raised = await raise(w.raiser);
    const [row] = (await list(0, w.raiser)).filter((r) => r.id === raised.id);
    expect(row).toMatchObject({
      request_id: raised.request_id,
      customer: w.customer.name,
      customer_code: w.customer.code,
      branch_name: 'Branch none',
      system_name: w.system.name,
      job_category: 'Software Support',
      division: w.division.name,
      status_name: 'Pending',
      user: { id: w.raiser.id },
      due_date: daysFromToday(3),
    });
  });

  it('refuses a mode it does not know', async () => {
    for (const mode of ['3', '-1', 'x', '99999999999']) {
      const res = await api.get(`/api/job/request/${mode}`, w.raiser);
      expect(res.statusCode, mode).toBe(400);
      expect(res.json().message).toBe(Msg.intake.modeInvalid);
    }
  });
});

describe('updating and withdrawing a request', () => {
  it('lets the creator change a pending request, keeping an old due date, audited', async () => {
    const raised = await raise(w.raiser);
    await t.database.db
      .update(jobRequests)
      .set({ dueDate: daysFromToday(-2) })
      .where(eq(jobRequests.id, raised.id));
    const res = await api.post(
      '/api/job/request/update',
      {
        ...body({ due_date: daysFromToday(-2), job_description: 'Changed words' }),
        id: raised.id,
        version: await versionOf(raised.id),
      },
      w.raiser,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(Msg.intake.requestUpdated);
    const [row] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, raised.id));
    expect(row!.description).toBe('Changed words');
    expect(await auditRows(t.database.db, 'job_request.update', raised.id)).toHaveLength(1);
    // Moving it to another past day is refused.
    const moved = await api.post(
      '/api/job/request/update',
      { ...body({ due_date: daysFromToday(-1) }), id: raised.id, version: await versionOf(raised.id) },
      w.raiser,
    );
    expect(moved.json().errors).toEqual({ due_date: Msg.jobs.dueDateInPast });
  });

  it('keeps others away from my request, but not an admin', async () => {
    const raised = await raise(w.raiser);
    for (const url of ['/api/job/request/update', '/api/job/request/delete']) {
      const res = await api.post(
        url,
        { ...body(), id: raised.id, version: await versionOf(raised.id) },
        w.coord,
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(Msg.intake.requestNotYours);
    }
    const byAdmin = await api.post(
      '/api/job/request/update',
      { ...body(), id: raised.id, version: await versionOf(raised.id) },
      w.admin,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('withdraws a pending request once; after that it cannot change', async () => {
    const raised = await raise(w.raiser);
    const res = await api.post('/api/job/request/delete', { id: raised.id }, w.raiser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: Msg.intake.requestDeleted, request: { status: 5 } });
    const [row] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, raised.id));
    expect(row!.status).toBe(RequestStatus.WITHDRAWN);
    expect(await auditRows(t.database.db, 'job_request.withdraw', raised.id)).toHaveLength(1);
    for (const [url, payload] of [
      ['/api/job/request/delete', { id: raised.id }],
      ['/api/job/request/update', { ...body(), id: raised.id, version: await versionOf(raised.id) }],
    ] as const) {
      const again = await api.post(url, payload, w.raiser);
      expect(again.statusCode, url).toBe(409);
      expect(again.json()).toEqual({ status: 7, message: Msg.intake.requestNotPending });
    }
  });

  it('answers 404 for an unknown request and 400 for a bad id', async () => {
    const missing = await api.post('/api/job/request/delete', { id: 999_999 }, w.raiser);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.intake.requestNotFound);
    for (const id of [0, -1, 'x', 2 ** 40, null]) {
      const res = await api.post('/api/job/request/delete', { id }, w.raiser);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors.id).toBe(Msg.intake.requestRequired);
    }
  });
});

describe('job/request/update from a stale copy', () => {
  it('refuses the second of two saves with 409 saying who and what; the first stays', async () => {
    const raised = await raise(w.raiser);
    // The raiser and an admin both open the request from their lists.
    const opened = async (who: Actor) =>
      ((await list(0, who)).find((r) => r.id === raised.id) ??
        (await list(1, who)).find((r) => r.id === raised.id)) as unknown as { version: number };
    const a = await opened(w.raiser);
    const b = await opened(w.admin);
    expect(a.version).toBe(b.version);
    const first = await api.post(
      '/api/job/request/update',
      { ...body({ remarks: 'Gate code 4411' }), id: raised.id, version: a.version },
      w.raiser,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await api.post(
      '/api/job/request/update',
      { ...body({ job_description: 'Till and printer' }), id: raised.id, version: b.version },
      w.admin,
    );
    expect(second.statusCode, second.body).toBe(409);
    expectNoInternals(second.body);
    expect(second.json()).toMatchObject({ status: 21, changed_by: { id: w.raiser.id } });
    expect(second.json().message).toMatch(
      /^This job request was changed by .+ at \d\d:\d\d since you opened it$/,
    );
    expect(second.json().differences).toEqual(
      expect.arrayContaining([
        { field: 'remarks', label: 'Remarks', theirs: 'Gate code 4411', mine: 'Call before visiting' },
        {
          field: 'job_description',
          label: 'Description',
          theirs: 'The till freezes at closing',
          mine: 'Till and printer',
        },
      ]),
    );
    const [row] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, raised.id));
    expect(row).toMatchObject({ remarks: 'Gate code 4411', description: 'The till freezes at closing' });

    const noVersion = await api.post('/api/job/request/update', { ...body(), id: raised.id }, w.raiser);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
  });
});
