import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  HoldRequestType,
  LeaveStatus,
  LeaveType,
  TaskSection as S,
  WorkState,
  shiftDay,
} from '@jobline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { leaveRequestDays, leaveRequests, workLog } from '../../db/schema';
import type { Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { contextAt } from '../boards/boardsTestKit';
import { endWorkingDay } from '../boards/dayEnder';
import { changeHold } from '../boards/holdChanger';
import { restoreHold } from '../boards/holdRestorer';
import { moveTask } from '../boards/taskMover';
import { spentOn } from '../boards/workTimeline';
import { companyAt, lastWeekday } from './worksheetTestKit';
import { floorApp, type FloorWorld } from '../floor/floorTestKit';
import { companyDays, employeeDays, workPieces } from './workIntervals';

const ZONE = 'Asia/Colombo';
let t: TestApp;
let employeeWithTask: FloorWorld['employeeWithTask'];

beforeAll(async () => {
  ({ t, employeeWithTask } = await floorApp());
});
afterAll(() => t.close());

const clock = () => ({ timeZone: ZONE, hours: DEFAULT_BUSINESS_HOURS, now: new Date() });

/** The board's context of `holder` at a company time of `day`. */
const at = (holder: Actor, day: string, hhmm: string) => ({
  ...contextAt(t, holder, companyAt(day, hhmm)),
  today: day,
});

/** The holder starts their picked task on the board at a company time of `day`. */
const startTask = (holder: Actor, taskUserId: number, day: string, hhmm: string) =>
  moveTask(t.database.db, at(holder, day, hhmm), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });

/** A day worked through the board's commands at the given company times. */
async function workADay(holder: Actor, taskUserId: number, day: string) {
  const ctx = (hhmm: string) => at(holder, day, hhmm);
  await startTask(holder, taskUserId, day, '09:00');
  await changeHold(t.database.db, ctx('12:30'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
  await restoreHold(t.database.db, ctx('13:15'));
  await changeHold(
    t.database.db,
    ctx('14:00'),
    { type: HoldRequestType.MEETING, comment: 'Site plan' },
    { breakLogsOut: false },
  );
  await restoreHold(t.database.db, ctx('14:30'));
  await moveTask(t.database.db, ctx('15:00'), { taskUserId, from: S.ONGOING, to: S.FINISHED, via: 'move' });
  await endWorkingDay(t.database.db, ctx('17:00'));
}

describe('companyDays', () => {
  it('opens each day at its own midnight, also where the clocks change', () => {
    const colombo = companyDays('2026-10-30', '2026-11-01', ZONE);
    expect(colombo.days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01']);
    expect(colombo.midnights.map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-10-29T18:30:00.000Z',
      '2026-10-30T18:30:00.000Z',
      '2026-10-31T18:30:00.000Z',
      '2026-11-01T18:30:00.000Z',
    ]);
    // London springs forward on 29 March 2026: that day has 23 hours.
    const london = companyDays('2026-03-28', '2026-03-30', 'Europe/London');
    const hours = london.midnights.slice(1).map((ms, i) => (ms - london.midnights[i]!) / 3_600_000);
    expect(hours).toEqual([24, 23, 24]);
  });
});

describe('employeeDays', () => {
  it('puts every minute of a worked day in its place, and agrees with the board’s spent time', async () => {
    const { holder, taskUserId } = await employeeWithTask([4, 8, 12]);
    const day = lastWeekday(2);
    await workADay(holder, taskUserId, day);
    const {
      days: [result],
    } = await employeeDays(t.database.db, [holder.id], { from: day, to: day }, clock());
    // 09:00–15:00 less 45 min lunch and 30 min meeting.
    expect(result!.totals).toEqual({
      worked: 360 - 45 - 30,
      meeting: 30,
      lunch: 45,
      others: 0,
      help: 0,
      travelling: 0,
      dayOff: 0,
      // 08:30–09:00, then at work on nothing 15:00–17:00, then gone before 17:30.
      unallocated: 30 + 120 + 30,
    });
    expect(result!.owedMinutes).toBe(540);
    const spent = await spentOn(t.database.db, [taskUserId], new Date());
    expect(spent.get(taskUserId)!.minutes).toBe(result!.totals.worked);
  });

  it('cuts a task left running overnight at the company’s midnight', async () => {
    const { holder, taskUserId } = await employeeWithTask([4, 8, 12]);
    const day = shiftDay(lastWeekday(2), -7);
    await startTask(holder, taskUserId, day, '16:00');
    const next = shiftDay(day, 1);
    await endWorkingDay(t.database.db, at(holder, next, '09:00'));
    const pieces = await workPieces(t.database.db, [holder.id], day, next, ZONE, new Date());
    const working = pieces.filter((p) => p.taskUserId === taskUserId);
    expect(working.map((p) => p.day)).toEqual([day, next]);
    const { days } = await employeeDays(t.database.db, [holder.id], { from: day, to: next }, clock());
    expect(days.map((d) => d.totals.worked)).toEqual([8 * 60, 9 * 60]);
  });

  it('ends each person’s interval at their own next row when several people are read together', async () => {
    const people = [await employeeWithTask([4, 8, 12]), await employeeWithTask([4, 8, 12])];
    const day = shiftDay(lastWeekday(2), -14);
    // Both start at the same minute and never stop: read together, the first one's rows are followed
    // by the second one's, which must not end the first one's work.
    for (const { holder, taskUserId } of people) await startTask(holder, taskUserId, day, '16:00');
    const range = { from: day, to: shiftDay(day, 1) };
    const ids = people.map((p) => p.holder.id);
    const together = await employeeDays(t.database.db, ids, range, clock());
    for (const id of ids) {
      const alone = await employeeDays(t.database.db, [id], range, clock());
      expect(alone.days[0]!.totals.worked).toBe(8 * 60);
      expect(together.days.filter((d) => d.userId === id)).toEqual(alone.days);
    }
  });

  it('keeps each row’s instant to the millisecond, whatever the order of the people asked for', async () => {
    const people = [await employeeWithTask([4, 8, 12]), await employeeWithTask([4, 8, 12])];
    const day = shiftDay(lastWeekday(2), -21);
    for (const { holder, taskUserId } of people) await startTask(holder, taskUserId, day, '10:00');
    // A row written by the database's own clock carries microseconds: the piece starts at the
    // millisecond it falls in (.123999 is .123), never a millisecond early or late.
    const [first, second] = people.map((p) => p.holder.id) as [number, number];
    await t.database.db
      .update(workLog)
      .set({ at: sql`${workLog.at} + interval '123999 microseconds'` })
      .where(and(eq(workLog.userId, first), eq(workLog.taskUserId, people[0]!.taskUserId)));
    const started = companyAt(day, '10:00').getTime();
    const asked = [[first], [first, second], [second, first, second]];
    for (const ids of asked) {
      const pieces = await workPieces(t.database.db, ids, day, day, ZONE, new Date());
      const startOf = (userId: number) =>
        pieces.find((p) => p.userId === userId && p.state === WorkState.WORKING)?.start.getTime();
      expect(startOf(first)).toBe(started + 123);
      if (ids.includes(second)) expect(startOf(second)).toBe(started);
      // Each person once, as when asked alone (a name asked twice is still read once).
      for (const id of new Set(ids)) {
        const alone = await workPieces(t.database.db, [id], day, day, ZONE, new Date());
        expect(pieces.filter((p) => p.userId === id)).toEqual(alone);
      }
    }
  });

  it('owes nothing on full-day leave and half the business hours on a half day', async () => {
    const { holder } = await employeeWithTask();
    const day = shiftDay(lastWeekday(2), -14);
    const half = shiftDay(day, 1);
    const [request] = await t.database.db
      .insert(leaveRequests)
      .values({
        userId: holder.id,
        leaveFrom: day,
        leaveTo: half,
        leaveType: LeaveType.FULL_DAY,
        remark: 'Wedding',
        status: LeaveStatus.APPROVED,
        advanced: true,
      })
      .returning({ id: leaveRequests.id });
    await t.database.db.insert(leaveRequestDays).values([
      { leaveRequestId: request!.id, date: day, leaveType: LeaveType.FULL_DAY },
      { leaveRequestId: request!.id, date: half, leaveType: LeaveType.MORNING_HALF_DAY },
    ]);
    const { days } = await employeeDays(t.database.db, [holder.id], { from: day, to: half }, clock());
    expect(days.map((d) => [d.owedMinutes, d.totals.unallocated])).toEqual([
      [0, 0],
      [270, 270],
    ]);
  });

  it('owes today only up to now, and nothing before the day’s business hours begin', async () => {
    const { holder } = await employeeWithTask();
    const day = lastWeekday(4);
    const at = (hhmm: string) => ({ ...clock(), now: companyAt(day, hhmm) });
    const range = { from: day, to: day };
    const [midMorning] = (await employeeDays(t.database.db, [holder.id], range, at('10:00'))).days;
    expect(midMorning).toMatchObject({ owedMinutes: 90, totals: { unallocated: 90, worked: 0 } });
    const [early] = (await employeeDays(t.database.db, [holder.id], range, at('08:00'))).days;
    expect(early).toMatchObject({ owedMinutes: 0, totals: { unallocated: 0 } });
  });
});
