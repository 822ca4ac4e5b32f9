import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, HoldRequestType, Msg, Perm, TaskSection as S, WorkState } from '@jobline/shared';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { todayInColombo } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import { contextAt, type BoardApi, type BoardPeople } from '../boards/boardsTestKit';
import { endWorkingDay } from '../boards/dayEnder';
import { changeHold } from '../boards/holdChanger';
import { restoreHold } from '../boards/holdRestorer';
import { moveTask } from '../boards/taskMover';
import { companyAt, lastWeekday } from './worksheetTestKit';
import { floorApp, type FloorWorld } from '../floor/floorTestKit';

const URL = '/api/reports/emp_daily_activity';
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let employeeWithTask: FloorWorld['employeeWithTask'];

beforeAll(async () => {
  ({ t, p, api, employeeWithTask } = await floorApp());
});
afterAll(() => t.close());

const sheet = (who: Actor | null, body: Record<string, unknown>) => api.post(URL, body, who);

describe('POST reports/emp_daily_activity', () => {
  it('answers 401, 403 without the worksheet, 400 for a bad range or employee', async () => {
    const today = todayInColombo();
    expect((await sheet(null, { range: { start: today, end: today } })).statusCode).toBe(401);
    const without = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await sheet(without, { range: { start: today, end: today } })).statusCode).toBe(403);
    const bad = await sheet(p.hod, { user_id: 'x', range: { start: today, end: 'y' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      user_id: Msg.worksheets.employeeInvalid,
      'range.end': Msg.worksheets.endInvalid,
    });
    expect((await sheet(p.hod, { user_id: 999_999, range: { start: today, end: today } })).statusCode).toBe(
      404,
    );
  });

  it('lists every stretch of a worked day with its job, and its cards agree with the daily summary', async () => {
    const { holder, taskUserId, job } = await employeeWithTask([4, 8, 12]);
    const day = lastWeekday(3);
    const ctx = (hhmm: string) => ({ ...contextAt(t, holder, companyAt(day, hhmm)), today: day });
    await moveTask(t.database.db, ctx('08:40'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
    await changeHold(
      t.database.db,
      ctx('11:00'),
      { type: HoldRequestType.MEETING, comment: 'Review' },
      {
        breakLogsOut: false,
      },
    );
    await restoreHold(t.database.db, ctx('11:45'));
    await changeHold(t.database.db, ctx('12:45'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
    await restoreHold(t.database.db, ctx('13:30'));
    await moveTask(t.database.db, ctx('16:00'), { taskUserId, from: S.ONGOING, to: S.FINISHED, via: 'move' });
    await endWorkingDay(t.database.db, ctx('17:10'));

    const res = await sheet(holder, { range: { start: day, end: day } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.report.map((r: { comment_type: number; total_duration: number }) => [
        r.comment_type,
        r.total_duration,
      ]),
    ).toEqual([
      [1, 140],
      [ActivityType.MEETING, 45],
      [1, 60],
      [ActivityType.LUNCH, 45],
      [1, 150],
      [99, 70],
    ]);
    expect(body.report[0]).toMatchObject({
      job_no: job.jobNo,
      task_user_id: taskUserId,
      state: WorkState.WORKING,
      section_name: 'Finished',
    });
    const spent = Object.fromEntries(
      body.all_spents.map((s: { type: number; spent: number }) => [s.type, s.spent]),
    );
    // 08:30–08:40 and 17:10–17:30 uncovered, 16:00–17:10 at work on no task.
    expect(spent).toMatchObject({ 1: 350, 6: 45, 7: 45, 99: 10 + 70 + 20 });
    expect(body.chart_data).toEqual([{ category_name: expect.any(String), hours: 5.83 }]);

    const summary = await api.post(
      '/api/reports/all_emp_daily_activity',
      { range: { start: day, end: day } },
      p.hod,
    );
    const line = summary.json().employees.find((e: { user_id: number }) => e.user_id === holder.id);
    expect([line.Worked, line.Meeting, line.Lunch, line.Unallocated]).toEqual([
      spent[1],
      spent[6],
      spent[7],
      spent[99],
    ]);
  });

  it('opens someone else’s worksheet only with the Employee filter (36), another division’s only with 35', async () => {
    const today = todayInColombo();
    const range = { start: today, end: today };
    const colleague = await signedIn(t, { divisionId: p.division.id });
    const worker = await signedIn(t, {
      roleId: null,
      divisionId: p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY],
    });
    const own = await sheet(worker, { range });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.id).toBe(worker.id);
    const refused = await sheet(worker, { user_id: colleague.id, range });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Msg.worksheets.onlyOwn);

    const lead = await signedIn(t, {
      roleId: null,
      divisionId: p.division.id,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY, Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    expect((await sheet(lead, { user_id: colleague.id, range })).statusCode).toBe(200);
    const elsewhere = await signedIn(t, { divisionId: (await createDivision(t.database.db)).id });
    const closed = await sheet(lead, { user_id: elsewhere.id, range });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(Msg.worksheets.onlyOwnDivision);
  });
});
