import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { RoleId } from '@jobline/shared';
import { holidays, leaveRequestDays, leaveRequests, users } from '../../db/schema';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

type Method = 'GET' | 'POST' | 'PUT';

/** The leave calls as a browser makes them, with the caller's bearer token (none: anonymous). */
export function leaveCalls(t: TestApp) {
  const call = (method: Method, url: string, who?: Actor | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      payload: payload as Record<string, unknown> | undefined,
      headers: who ? who.headers : {},
    });
  return {
    call,
    save: (who: Actor | null, body: unknown) => call('POST', 'leave/save', who, body),
    own: (who: Actor | null, body?: unknown) => call('POST', 'leave/all_leaves', who, body),
    remove: (who: Actor | null, id: unknown) => call('GET', `leave/delete/${id}`, who),
    cancel: (who: Actor | null, id: unknown) => call('GET', `leave/cancel/${id}`, who),
    detail: (who: Actor | null, id: unknown) => call('GET', `leave/get/${id}`, who),
    pending: (who: Actor | null) => call('POST', 'leave/getPendingLeaveRequests', who, {}),
    pendingCancels: (who: Actor | null) => call('POST', 'leave/getPendingLeaveCancellationRequests', who, {}),
    calendar: (who: Actor | null, month: unknown) =>
      call('POST', 'leave/getAttendaceDetails', who, { month }),
    decide: (path: string, who: Actor | null, leaveData: unknown) =>
      call('POST', `leave/${path}`, who, { leave_data: leaveData }),
    balance: (who: Actor | null, query = '') => call('GET', `leave/balance${query}`, who),
    /** A save from a form opened just now: the employee's current version unless the body names one. */
    allowance: async (who: Actor | null, body: unknown) => {
      const b = body as Record<string, unknown>;
      const id = typeof b.user_id === 'number' ? b.user_id : null;
      const [row] = id
        ? await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, id))
        : [];
      return call('PUT', 'leave/allowance', who, { version: row?.version ?? 1, ...b });
    },
  };
}
export type LeaveCalls = ReturnType<typeof leaveCalls>;

/** A New Leave Request body: one Full day on `start` (to `end`) unless told otherwise. */
export const leaveBody = (start: string, end = start, o: Record<string, unknown> = {}) => ({
  selected_leave_type: 1,
  dates: [],
  remark: 'Family wedding in Kandy',
  selected_covered_by_employee: null,
  day_count: { days: 1, half_days: 0, short_leaves: 0 },
  range: { start, end },
  ...o,
});

/**
 * The people of leave review: a division with its HOD (Employee Leave Details, own division), two
 * employees and a lead in it; a director who sees every division; someone of another division with
 * its own HOD; and an employee administrator (Employee, 30) without review rights.
 */
export async function leavePeople(t: TestApp) {
  const db = t.database.db;
  const division = await createDivision(db);
  const other = await createDivision(db);
  const inDivision = { divisionId: division.id };
  return {
    division,
    other,
    hod: await signedIn(t, { roleId: RoleId.HOD, ...inDivision, firstName: 'Ruwan' }),
    employee: await signedIn(t, { ...inDivision, firstName: 'Asanka' }),
    colleague: await signedIn(t, { ...inDivision, firstName: 'Roshan' }),
    lead: await signedIn(t, { roleId: RoleId.TEAM_LEADER, ...inDivision, firstName: 'Janaka' }),
    director: await signedIn(t, { roleId: RoleId.DIRECTOR, firstName: 'Dilan' }),
    outsider: await signedIn(t, { divisionId: other.id, firstName: 'Sahan' }),
    otherHod: await signedIn(t, { roleId: RoleId.HOD, divisionId: other.id, firstName: 'Thilini' }),
    hr: await signedIn(t, { roleId: null, permissions: [30], firstName: 'Madushan' }),
  };
}
export type LeavePeople = Awaited<ReturnType<typeof leavePeople>>;

/** Asks for leave, which must succeed, and answers the request as the call does. */
export async function asked(calls: LeaveCalls, who: Actor, body: unknown) {
  const res = await calls.save(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().leave as { id: number; status: number; day_count: number; half_day_count: number };
}

/** Decides a request, which must succeed. */
export async function decided(calls: LeaveCalls, path: string, who: Actor, id: number, remark?: string) {
  const res = await calls.decide(path, who, { id, remark });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * A request straight in the tables (for states the calls cannot reach, e.g. leave in the past):
 * Full days on every day from `start` to `end`.
 */
export async function insertLeave(
  t: TestApp,
  userId: number,
  start: string,
  end: string,
  o: { status?: number; cancelStatus?: number | null; types?: number[] } = {},
) {
  const db = t.database.db;
  const days: string[] = [];
  for (
    let d = new Date(`${start}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= end;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    days.push(d.toISOString().slice(0, 10));
  }
  const types = o.types ?? days.map(() => 1);
  const [row] = await db
    .insert(leaveRequests)
    .values({
      userId,
      leaveFrom: start,
      leaveTo: end,
      leaveType: 1,
      dayCount: types.filter((x) => x === 1).length,
      remark: 'Inserted for a test',
      status: o.status ?? 10,
      cancelStatus: o.cancelStatus ?? null,
    })
    .returning({ id: leaveRequests.id });
  await db
    .insert(leaveRequestDays)
    .values(days.map((date, i) => ({ leaveRequestId: row!.id, date, leaveType: types[i]! })));
  return row!.id;
}

export async function addHoliday(t: TestApp, start: string, end = start, description = 'Test holiday') {
  await t.database.db.insert(holidays).values({ description, startDate: start, endDate: end });
}

/**
 * A test file's app with the leave calls and people, made before its tests and closed after them;
 * `settings` are environment settings of the app, `ready` runs once the world exists.
 */
export function leaveWorld(settings?: Record<string, string>, ready?: (w: LeaveWorld) => Promise<void>) {
  const w = {} as LeaveWorld;
  beforeAll(async () => {
    w.t = await createTestApp(settings);
    w.calls = leaveCalls(w.t);
    w.people = await leavePeople(w.t);
    await ready?.(w);
  });
  afterAll(() => w.t.close());
  return w;
}
export interface LeaveWorld {
  t: TestApp;
  calls: LeaveCalls;
  people: LeavePeople;
}
