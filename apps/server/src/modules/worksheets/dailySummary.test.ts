import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldRequestType, Msg, Perm, TaskSection as S, shiftDay } from '@jobline/shared';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { todayInColombo } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import { contextAt, type BoardApi, type BoardPeople } from '../boards/boardsTestKit';
import { changeHold } from '../boards/holdChanger';
import { restoreHold } from '../boards/holdRestorer';
import { moveTask } from '../boards/taskMover';
import { endWorkingDay } from '../boards/dayEnder';
import { companyAt, lastWeekday } from './worksheetTestKit';
import { floorApp, type FloorWorld } from '../floor/floorTestKit';

const URL = '/api/reports/all_emp_daily_activity';
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let employeeWithTask: FloorWorld['employeeWithTask'];

beforeAll(async () => {
  ({ t, p, api, employeeWithTask } = await floorApp());
});
afterAll(() => t.close());

const summary = (who: Actor | null, body: Record<string, unknown>) => api.post(URL, body, who);

describe('POST reports/all_emp_daily_activity', () => {
  it('answers 401, 403 without the worksheet (21), and 400 naming a bad or backwards range', async () => {
    const today = todayInColombo();
    expect((await summary(null, { range: { start: today, end: today } })).statusCode).toBe(401);
    const without = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await summary(without, { range: { start: today, end: today } })).statusCode).toBe(403);
    const bad = await summary(p.hod, { range: { start: 'x', end: shiftDay(today, -3) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['range.start']).toBe(Msg.worksheets.startInvalid);
    const backwards = await summary(p.hod, { range: { start: today, end: shiftDay(today, -3) } });
    expect(backwards.json().errors['range.end']).toBe(Msg.worksheets.endBeforeStart);
    const future = await summary(p.hod, { range: { start: today, end: shiftDay(today, 2) } });
    expect(future.json().errors['range.end']).toBe(Msg.worksheets.futureDay);
  });

  it('sums each employee’s worked days, holds and missing days, as the work log has them', async () => {
    const { holder, taskUserId } = await employeeWithTask([4, 8, 12]);
    // A week back at least, so the Tuesday after is over.
    const monday = lastWeekday(1, shiftDay(todayInColombo(), -7));
    const tuesday = shiftDay(monday, 1);
    const ctx = (hhmm: string) => ({ ...contextAt(t, holder, companyAt(monday, hhmm)), today: monday });
    await moveTask(t.database.db, ctx('08:30'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
    await changeHold(t.database.db, ctx('12:30'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
    await restoreHold(t.database.db, ctx('13:30'));
    await changeHold(
      t.database.db,
      ctx('15:00'),
      { type: HoldRequestType.SHORT_BREAK, comment: 'Tea' },
      {
        breakLogsOut: false,
      },
    );
    await restoreHold(t.database.db, ctx('15:20'));
    await endWorkingDay(t.database.db, ctx('17:30'));

    const res = await summary(p.hod, { range: { start: monday, end: tuesday } });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().employees.find((e: { user_id: number }) => e.user_id === holder.id);
    expect(line).toMatchObject({
      Worked: 540 - 60 - 20,
      Lunch: 60,
      Other: 20,
      Meeting: 0,
      total_hrs: 540,
      task_count: 1,
      start_at: companyAt(monday, '08:30').toISOString(),
    });
    // Tuesday was owed and nothing was logged.
    expect(line.missing_days).toEqual([tuesday]);
    expect(line.Unallocated).toBe(540);
  });

  it('limits a user without the Employee filter (36) to their own line, and one day without the Date filter (38)', async () => {
    const today = todayInColombo();
    const worker = await signedIn(t, {
      roleId: null,
      divisionId: p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY],
    });
    const res = await summary(worker, { range: { start: today, end: today } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().employees.map((e: { user_id: number }) => e.user_id)).toEqual([worker.id]);
    const longer = await summary(worker, { range: { start: shiftDay(today, -2), end: today } });
    expect(longer.statusCode).toBe(403);
    expect(longer.json().message).toBe(Msg.worksheets.onlyOneDay);
  });

  it('keeps another division closed without the Department filter (35)', async () => {
    const other = await createDivision(t.database.db);
    const today = todayInColombo();
    const lead = await signedIn(t, {
      roleId: null,
      divisionId: p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY, Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    const refused = await summary(lead, { range: { start: today, end: today }, division: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 11, message: Msg.worksheets.onlyOwnDivision });
    const own = await summary(lead, { range: { start: today, end: today } });
    expect(own.json().division_id).toBe(p.division.id);
    expect(own.json().employees.length).toBeGreaterThan(1);
  });
});
