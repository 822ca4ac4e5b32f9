import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinutes, Msg, Perm, shiftDay, type DailyActivityByDateRow } from '@jobline/shared';
import { users } from '../../../db/schema';
import { signedIn, type Actor } from '../../../test/helpers';
import { readPdf } from '../../../test/readPdf';
import type { TestApp } from '../../../test/testApp';
import type { BoardApi, BoardPeople } from '../../boards/boardsTestKit';
import { floorApp } from '../../floor/floorTestKit';
import { companyAt, lastWeekday } from '../worksheetTestKit';
import { minutesOf, tableBelow, workADay, workbookRows } from './exportsTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let wed: string;
let tue: string;
let ana: Actor; // worked Wednesday
let ben: Actor; // worked Tuesday
let worker: Actor; // the worksheet (21) only
const codes = new Map<number, string>();
const codeOf = (who: Actor) => codes.get(who.id)!;

beforeAll(async () => {
  const world = await floorApp();
  ({ t, p, api } = world);
  wed = lastWeekday(3);
  tue = shiftDay(wed, -1);
  const first = await world.employeeWithTask([4, 8, 12]);
  const second = await world.employeeWithTask([4, 8, 12]);
  ana = first.holder;
  ben = second.holder;
  await workADay(t, ana, first.taskUserId, wed);
  await workADay(t, ben, second.taskUserId, tue);
  worker = await signedIn(t, {
    roleId: null,
    divisionId: p.division.id,
    permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY],
  });
  for (const row of await t.database.db.select({ id: users.id, code: users.code }).from(users))
    codes.set(row.id, row.code);
});
afterAll(() => t.close());

const get = (url: string, who: Actor | null) => api.get(url, who);
const stamped = (name: string, ext: string) =>
  new RegExp(`^attachment; filename="${name}-\\d{8}-\\d{4}\\.${ext}"$`);
const lineOf = (rows: DailyActivityByDateRow[], who: Actor) => rows.filter((r) => r.user_id === who.id);

describe('POST reports/all_emp_daily_activity_by_dates and single_emp_daily_activity_by_dates', () => {
  const URL = '/api/reports/all_emp_daily_activity_by_dates';

  it('answers 401, 403 without the worksheet or for a range without 38, 400 for a bad range', async () => {
    const range = { start: tue, end: wed };
    expect((await api.post(URL, { range }, null)).statusCode).toBe(401);
    const without = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await api.post(URL, { range }, without)).statusCode).toBe(403);
    const oneDayOnly = await api.post(URL, { range }, worker);
    expect(oneDayOnly.statusCode).toBe(403);
    expect(oneDayOnly.json().message).toBe(Msg.worksheets.onlyOneDay);
    const bad = await api.post(URL, { range: { start: wed, end: tue } }, p.hod);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'range.end': Msg.worksheets.endBeforeStart });
    const future = await api.post(URL, { range: { start: '2998-12-31', end: '2999-01-01' } }, p.hod);
    expect(future.json().errors).toEqual({ 'range.end': Msg.worksheets.futureDay });
  });

  it('gives each employee’s days, each equal to the daily summary of that day alone', async () => {
    const res = await api.post(URL, { range: { start: tue, end: wed } }, p.hod);
    expect(res.statusCode, res.body).toBe(200);
    const days = lineOf(res.json().rows, ana);
    expect(days.map((d) => d.date)).toEqual([tue, wed]);
    const [idle, worked] = days;
    expect(idle).toMatchObject({ Worked: 0, start_at: null, end_at: null });
    expect(worked).toMatchObject({
      Worked: 350,
      Meeting: 45,
      Lunch: 45,
      task_count: 1,
      start_at: companyAt(wed, '08:40').toISOString(),
      end_at: companyAt(wed, '17:10').toISOString(),
    });
    const summary = await api.post(
      '/api/reports/all_emp_daily_activity',
      { range: { start: wed, end: wed } },
      p.hod,
    );
    const { missing_days: _a, ...line } = lineOf(summary.json().employees, ana)[0];
    const { missing_days: _b, date: _d, end_at: _e, ...day } = worked;
    expect(day).toEqual(line);
    expect(lineOf(res.json().rows, ben).map((d) => d.Worked)).toEqual([350, 0]);
  });

  it('gives one employee’s days: one’s own always, someone else’s with 36', async () => {
    const URL1 = '/api/reports/single_emp_daily_activity_by_dates';
    const one = { start: wed, end: wed };
    expect((await api.post(URL1, { range: one }, null)).statusCode).toBe(401);
    expect((await api.post(URL1, { user_id: ana.id, range: one }, worker)).statusCode).toBe(403);
    expect((await api.post(URL1, { user_id: 'x', range: one }, worker)).json().errors).toMatchObject({
      user_id: Msg.worksheets.employeeInvalid,
    });
    expect((await api.post(URL1, { range: one }, worker)).json().user.id).toBe(worker.id);
    const res = await api.post(URL1, { user_id: ana.id, range: { start: tue, end: wed } }, p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((r: { Worked: number }) => r.Worked)).toEqual([0, 350]);
  });
});

describe('GET reports/emp_daily_activity/export.xlsx and .pdf', () => {
  const url = (ext: string, query: string) => `/api/reports/emp_daily_activity/export.${ext}?${query}`;

  it('answers 401, 403 for someone else without 36, 400 for a bad day', async () => {
    expect((await get(url('xlsx', `start=${wed}&end=${wed}`), null)).statusCode).toBe(401);
    const refused = await get(url('pdf', `start=${wed}&end=${wed}&user_id=${ana.id}`), worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Msg.worksheets.onlyOwn);
    const bad = await get(url('xlsx', `start=${wed}&end=nope`), p.hod);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ end: Msg.worksheets.endInvalid });
    const badEmployee = await get(url('pdf', `start=${wed}&end=${wed}&user_id=x`), p.hod);
    expect(badEmployee.json().errors).toMatchObject({ user_id: Msg.worksheets.employeeInvalid });
    expect((await get(url('pdf', `start=${wed}&end=${wed}&user_id=999999`), p.hod)).statusCode).toBe(404);
    const backwards = await get(url('xlsx', `start=${wed}&end=${tue}`), p.hod);
    expect(backwards.json().errors).toMatchObject({ end: Msg.worksheets.endBeforeStart });
    const future = await get(url('xlsx', `start=${wed}&end=${shiftDay(wed, 30)}`), p.hod);
    expect(future.json().errors).toMatchObject({ end: Msg.worksheets.futureDay });
  });

  it('is an Excel of every worksheet row and the cards, agreeing with the screen to the minute', async () => {
    const res = await get(url('xlsx', `start=${wed}&end=${wed}&user_id=${ana.id}`), p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(stamped(`worksheet-${codeOf(ana)}-${wed}`, 'xlsx'));
    const json = (
      await api.post(
        '/api/reports/emp_daily_activity',
        { user_id: ana.id, range: { start: wed, end: wed } },
        p.hod,
      )
    ).json();
    const rows = await workbookRows(res.rawPayload);
    const { header, body, totals } = tableBelow(rows, 'Date');
    expect(header).toEqual([
      'Date',
      'Start',
      'End',
      'Duration',
      'Job',
      'Task',
      'Customer',
      'System',
      'Description',
      'Section',
    ]);
    expect(body).toHaveLength(json.report.length);
    expect(body.map((r) => [r[1], r[2], minutesOf(r[3])])).toEqual([
      ['08:40', '11:00', 140],
      ['11:00', '11:45', 45],
      ['11:45', '12:45', 60],
      ['12:45', '13:30', 45],
      ['13:30', '16:00', 150],
      ['16:00', '17:10', 70],
    ]);
    expect(body.map((r) => minutesOf(r[3]))).toEqual(
      json.report.map((r: { total_duration: number }) => r.total_duration),
    );
    expect(body[0]![4]).toBe(json.report[0].job_no);
    expect(minutesOf(totals![3])).toBe(510);
    const facts = Object.fromEntries(rows.filter((r) => r.length === 2).map((r) => [r[0], r[1]]));
    for (const card of json.all_spents) expect(facts[card.label]).toBe(formatMinutes(card.spent));
  });

  it('is a portrait PDF with the rows, the company in the footer and page numbers', async () => {
    const res = await get(url('pdf', `start=${wed}&end=${wed}&user_id=${ana.id}`), p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(stamped(`worksheet-${codeOf(ana)}-${wed}`, 'pdf'));
    const pdf = readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.landscape).toBe(false);
    expect(pdf.text).toContain(Msg.worksheetExports.worksheetTitle);
    expect(pdf.text).toContain(t.config.COMPANY_NAME);
    expect(pdf.text).toMatch(/Page 1 of 1/);
    expect(pdf.text).toMatch(/08:40\s+11:00\s+2:20/);
    expect(pdf.text).toMatch(/Worked\s+5 h 50 min/);
  });
});

describe('GET reports/all_emp_daily_activity/export.xlsx and .pdf', () => {
  const url = (ext: string, query: string) => `/api/reports/all_emp_daily_activity/export.${ext}?${query}`;

  it('answers 401, 403 for every department without 35, 400 for a bad department', async () => {
    expect((await get(url('xlsx', `start=${wed}&end=${wed}`), null)).statusCode).toBe(401);
    const refused = await get(url('xlsx', `start=${wed}&end=${wed}&division=all`), worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Msg.worksheets.onlyOwnDivision);
    const bad = await get(url('pdf', `start=${wed}&end=${wed}&division=x`), p.hod);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ division: Msg.worksheets.divisionInvalid });
  });

  it('streams an Excel by dates whose cells agree with the by-dates call to the minute', async () => {
    const res = await get(url('xlsx', `start=${tue}&end=${wed}&by_dates=true`), p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      stamped(
        `daily-activity-${p.division.name.replace(/[^A-Za-z0-9-]+/g, '-')}-${tue}-${wed}-by-dates`,
        'xlsx',
      ),
    );
    const json = (
      await api.post(
        '/api/reports/all_emp_daily_activity_by_dates',
        { range: { start: tue, end: wed } },
        p.hod,
      )
    ).json();
    const { header, body, totals } = tableBelow(await workbookRows(res.rawPayload), 'Employee');
    expect(header.slice(0, 5)).toEqual(['Employee', 'Code', 'Date', 'Worked', 'Meetings']);
    expect(body).toHaveLength(json.rows.length);
    const worked = (code: string) => body.filter((r) => r[1] === code).map((r) => minutesOf(r[3]));
    expect(worked(codeOf(ana))).toEqual([0, 350]);
    expect(worked(codeOf(ben))).toEqual([350, 0]);
    expect(minutesOf(totals![3])).toBe(
      json.rows.reduce((n: number, r: { Worked: number }) => n + r.Worked, 0),
    );
  });

  it('is a landscape PDF of one line per employee', async () => {
    const res = await get(url('pdf', `start=${tue}&end=${wed}`), p.hod);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.landscape).toBe(true);
    expect(pdf.text).toContain(Msg.worksheetExports.summaryTitle);
    expect(pdf.text).toMatch(new RegExp(`${codeOf(ana)}\\s+5:50\\s+0:45\\s+0:45`));
    expect(pdf.text).toMatch(/Page 1 of 1/);
  });
});

describe('GET reports/all_emp_daily_activity/progress.pdf', () => {
  const url = (query: string) => `/api/reports/all_emp_daily_activity/progress.pdf?${query}`;

  it('answers 401, 403 without the worksheet, 400 for a missing day', async () => {
    expect((await get(url(`start=${wed}&end=${wed}`), null)).statusCode).toBe(401);
    const without = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await get(url(`start=${wed}&end=${wed}`), without)).statusCode).toBe(403);
    const missing = await get(url(`end=${wed}`), p.hod);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ start: Msg.worksheets.startInvalid });
  });

  it('shows one day’s clock per employee, a range’s totals, or the range day by day (R-166)', async () => {
    const day = readPdf((await get(url(`start=${wed}&end=${wed}`), p.hod)).rawPayload);
    expect(day.landscape).toBe(true);
    expect(day.text).toMatch(
      /Start\s+End\s+Worked\s+Meeting\s+Lunch\s+Other\s+Unallocated\s+Day off at\s+Tasks/,
    );
    expect(day.text).toMatch(new RegExp(`${codeOf(ana)}\\s+08:40\\s+17:10\\s+5:50\\s+0:45\\s+0:45`));
    expect(day.text).toMatch(/Page 1 of 1/);

    const range = readPdf((await get(url(`start=${tue}&end=${wed}`), p.hod)).rawPayload);
    expect(range.text).toMatch(
      /Worked\s+Meeting\s+Lunch\s+Other\s+Unallocated\s+Total\s+Tasks\s+Missing days/,
    );
    expect(range.text).not.toMatch(/Day off at/);

    const res = await get(url(`start=${tue}&end=${wed}&by_dates=1&inactive=no`), p.hod);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      by_dates: Msg.common.yesOrNo,
      inactive: Msg.common.yesOrNo,
    });
    const dates = await get(url(`start=${tue}&end=${wed}&by_dates=true`), p.hod);
    expect(dates.headers['content-disposition']).toMatch(/by-dates-\d{8}-\d{4}\.pdf"$/);
    const text = readPdf(dates.rawPayload).text;
    const shown = (d: string) => d.split('-').reverse().join('/');
    expect(text).toMatch(new RegExp(`${codeOf(ana)}\\s+${shown(wed)}\\s+08:40\\s+17:10\\s+5:50`));
    expect(text).toMatch(new RegExp(`${codeOf(ben)}\\s+${shown(tue)}\\s+08:40\\s+17:10\\s+5:50`));
  });
});
