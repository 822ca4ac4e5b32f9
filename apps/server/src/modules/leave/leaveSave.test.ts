import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { LeaveStatus, LeaveType, Msg, RealtimeEventType } from '@jobline/shared';
import { leaveRequestDays, leaveRequests } from '../../db/schema';
import type { RealtimeEvent } from '../../realtime/bus';
import { createUser } from '../../test/factories';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { addHoliday, asked, leaveBody, leaveWorld } from './leaveTestKit';

// 2031-03-03 is a Monday; 2031-03-09 a Sunday.
const w = leaveWorld(undefined, async ({ t }) => {
  await addHoliday(t, '2031-03-12', '2031-03-12', 'Test poya day');
});

const daysOf = (id: number) =>
  w.t.database.db
    .select({ date: leaveRequestDays.date, type: leaveRequestDays.leaveType })
    .from(leaveRequestDays)
    .where(eq(leaveRequestDays.leaveRequestId, id))
    .orderBy(asc(leaveRequestDays.date));
const fresh = () => signedIn(w.t, { divisionId: w.people.division.id });

describe('POST /api/leave/save', () => {
  it('answers 401 without a token', async () => {
    const res = await w.calls.save(null, leaveBody('2031-03-04'));
    expect(res.statusCode).toBe(401);
  });

  it('sends a one-day request, pending, with the spec message, audited and announced', async () => {
    const who = await fresh();
    const seen: RealtimeEvent[] = [];
    const stop = w.t.bus.subscribe((e) => seen.push(e));
    const res = await w.calls.save(who, leaveBody('2031-03-04'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(Msg.leave.requestSent);
    expect(body.leave).toMatchObject({
      leave_from: '2031-03-04',
      leave_to: '2031-03-04',
      leave_type: 1,
      leave_type_text: 'Full day',
      day_count: 1,
      half_day_count: 0,
      short_leave_count: 0,
      status: LeaveStatus.PENDING,
      cancel_status: null,
      remark: 'Family wedding in Kandy',
      covered_by: null,
    });
    expect(await daysOf(body.leave.id)).toEqual([{ date: '2031-03-04', type: 1 }]);
    const [row] = await auditRows(w.t.database.db, 'leave.request', body.leave.id);
    expect(row).toMatchObject({ actorId: who.id, entity: 'leave_request' });
    for (let i = 0; i < 100 && !seen.some((e) => e.data?.id === body.leave.id); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    stop();
    expect(seen.find((e) => e.data?.id === body.leave.id)).toEqual({
      type: RealtimeEventType.LEAVE_CHANGED,
      // Its owner, their watchers and whoever reviews their leave; not everyone.
      employee: { id: who.id, divisionId: w.people.division.id },
      reviewers: 'leave',
      data: { id: body.leave.id, user_id: who.id, change: 'requested' },
    });
  });

  it('counts only working days of a range: Sundays and company holidays are Holiday', async () => {
    const who = await fresh();
    // Fri 7 .. Thu 13 March: Sun 9 and the poya day on Wed 12 are not leave.
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2031-03-07', '2031-03-13', { day_count: { days: 99 } }),
    );
    expect(leave).toMatchObject({ day_count: 5, half_day_count: 0 });
    expect((await daysOf(leave.id)).map((d) => d.type)).toEqual([1, 1, 6, 1, 1, 6, 1]);
  });

  it('takes the per-date list of Advance Settings, with a half day on the second day', async () => {
    const who = await fresh();
    const cover = w.people.colleague;
    const dates = [
      { id: 0, date: '2031-03-17', leave_type: LeaveType.FULL_DAY },
      { id: 1, date: '2031-03-18', leave_type: LeaveType.MORNING_HALF_DAY },
    ];
    const res = await w.calls.save(
      who,
      leaveBody('2031-03-17', '2031-03-18', {
        dates,
        selected_covered_by_employee: cover.id,
        day_count: { days: 2, half_days: 0, short_leaves: 0 },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const leave = res.json().leave;
    expect(leave).toMatchObject({ day_count: 1, half_day_count: 1, short_leave_count: 0 });
    expect(leave.covered_by).toEqual({ id: cover.id, name: expect.stringContaining('Roshan') });
    const [row] = await w.t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(row!.advanced).toBe(true);
    expect(await daysOf(leave.id)).toEqual([
      { date: '2031-03-17', type: 1 },
      { date: '2031-03-18', type: 2 },
    ]);
  });

  it('ignores a per-date list sent with advanced settings switched off', async () => {
    const who = await fresh();
    const dates = [{ date: '2031-03-20', leave_type: LeaveType.EVENING_SHORT_LEAVE }];
    const leave = await asked(
      w.calls,
      who,
      leaveBody('2031-03-20', '2031-03-20', { dates, advanced: false }),
    );
    expect(leave).toMatchObject({ day_count: 1, half_day_count: 0 });
  });

  it('counts a single half day and a single short leave (R-147)', async () => {
    const who = await fresh();
    const half = await w.calls.save(who, leaveBody('2031-04-01', '2031-04-01', { selected_leave_type: 3 }));
    expect(half.json().leave).toMatchObject({ day_count: 0, half_day_count: 1, short_leave_count: 0 });
    const short = await w.calls.save(
      who,
      leaveBody('2031-04-02', '2031-04-02', { selected_leave_type: '4' }),
    );
    expect(short.json().leave).toMatchObject({ day_count: 0, half_day_count: 0, short_leave_count: 1 });
  });

  it('refuses a range overlapping the same person’s pending or approved leave, and allows others', async () => {
    const who = await fresh();
    await asked(w.calls, who, leaveBody('2031-05-05', '2031-05-07'));
    const clash = await w.calls.save(who, leaveBody('2031-05-07', '2031-05-08'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ range: Msg.leave.overlaps('5–7 May') });
    // Someone else may be away on those days; the same person right after too.
    await asked(w.calls, w.people.colleague, leaveBody('2031-05-06'));
    await asked(w.calls, who, leaveBody('2031-05-08'));
  });

  it('lets only one of two overlapping requests sent at the same moment through', async () => {
    const who = await fresh();
    const results = await Promise.all([
      w.calls.save(who, leaveBody('2031-05-12', '2031-05-13')),
      w.calls.save(who, leaveBody('2031-05-13', '2031-05-14')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no leave type', { selected_leave_type: undefined }, 'selected_leave_type', Msg.leave.leaveTypeRequired],
    ['the Holiday type', { selected_leave_type: 6 }, 'selected_leave_type', Msg.leave.leaveTypeRequired],
    [
      'a type that is not a number',
      { selected_leave_type: true },
      'selected_leave_type',
      Msg.leave.leaveTypeRequired,
    ],
    ['no remark', { remark: '  ' }, 'remark', Msg.leave.remarkRequired],
    ['a missing remark', { remark: undefined }, 'remark', Msg.leave.remarkRequired],
    ['a too long remark', { remark: 'x'.repeat(501) }, 'remark', Msg.leave.remarkTooLong],
    ['no range', { range: undefined }, 'range', Msg.leave.rangeRequired],
    [
      'a bad first day',
      { range: { start: '2031-02-30', end: '2031-03-01' } },
      'range.start',
      Msg.leave.startInvalid,
    ],
    [
      'a reversed range',
      { range: { start: '2031-03-05', end: '2031-03-04' } },
      'range.end',
      Msg.leave.endBeforeStart,
    ],
    [
      'a start before today',
      { range: { start: '2020-01-06', end: '2020-01-06' } },
      'range',
      Msg.leave.startInPast,
    ],
    [
      'more than 60 days',
      { range: { start: '2031-06-02', end: '2031-08-01' } },
      'range',
      Msg.leave.tooManyDays,
    ],
    [
      'a half day over several days',
      { selected_leave_type: 2, range: { start: '2031-03-04', end: '2031-03-05' } },
      'selected_leave_type',
      Msg.leave.multiDayIsFullDay,
    ],
    [
      'a single Sunday',
      { range: { start: '2031-03-09', end: '2031-03-09' } },
      'range',
      Msg.leave.noWorkingDay,
    ],
    [
      'a single day that is a company holiday',
      { range: { start: '2031-03-12', end: '2031-03-12' } },
      'range',
      Msg.leave.noWorkingDay,
    ],
    [
      'a per-date list missing a day',
      { range: { start: '2031-03-04', end: '2031-03-05' }, dates: [{ date: '2031-03-04', leave_type: 1 }] },
      'dates',
      Msg.leave.datesMismatch,
    ],
    [
      'a working day typed Holiday',
      {
        range: { start: '2031-03-04', end: '2031-03-05' },
        dates: [
          { date: '2031-03-04', leave_type: 1 },
          { date: '2031-03-05', leave_type: 6 },
        ],
      },
      'dates',
      Msg.leave.holidayOnWorkingDay,
    ],
    [
      'a per-date type out of range',
      { dates: [{ date: '2031-03-04', leave_type: 7 }] },
      'dates.0.leave_type',
      Msg.leave.dateTypeInvalid,
    ],
    [
      'a cover that is not an id',
      { selected_covered_by_employee: 'x' },
      'selected_covered_by_employee',
      Msg.leave.coveredByInvalid,
    ],
    [
      'an unknown cover',
      { selected_covered_by_employee: 2_000_000_000 },
      'selected_covered_by_employee',
      Msg.leave.coveredByInvalid,
    ],
  ];

  it.each(invalid)('refuses %s with the field message', async (_, change, field, message) => {
    const res = await w.calls.save(w.people.employee, { ...leaveBody('2031-03-04'), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('asks for a valid day count when a multi-day Full day range holds no working day', async () => {
    await addHoliday(w.t, '2031-03-15', '2031-03-15', 'Saturday holiday');
    const res = await w.calls.save(w.people.employee, leaveBody('2031-03-15', '2031-03-16'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ day_count: Msg.leave.dayCountInvalid });
  });

  it('refuses the requester as their own cover and an inactive cover', async () => {
    const self = await w.calls.save(
      w.people.employee,
      leaveBody('2031-03-04', '2031-03-04', {
        selected_covered_by_employee: w.people.employee.id,
      }),
    );
    expect(self.json().errors).toEqual({ selected_covered_by_employee: Msg.leave.coveredBySelf });
    const gone = await createUser(w.t.database.db, { status: 0 });
    const inactive = await w.calls.save(
      w.people.employee,
      leaveBody('2031-03-04', '2031-03-04', {
        selected_covered_by_employee: gone.id,
      }),
    );
    expect(inactive.json().errors).toEqual({ selected_covered_by_employee: Msg.leave.coveredByInvalid });
  });

  it('answers 400, never 500, for bodies of the wrong shape, and stores nothing', async () => {
    const who: Actor = await fresh();
    for (const body of [[], 'text', null, { range: 'soon', dates: 'all' }, { dates: [null], range: {} }]) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/leave/save',
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { ...who.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectNoInternals(res.body);
    }
    const many = Array.from({ length: 61 }, (_, i) => ({ date: `2031-07-${i}`, leave_type: 1 }));
    expect((await w.calls.save(who, leaveBody('2031-07-01', '2031-07-02', { dates: many }))).statusCode).toBe(
      400,
    );
    const stored = await w.t.database.db.select().from(leaveRequests).where(eq(leaveRequests.userId, who.id));
    expect(stored).toEqual([]);
  });
});
