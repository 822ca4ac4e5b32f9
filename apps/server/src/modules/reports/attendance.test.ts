import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaveStatus, LeaveType, Msg, RoleId } from '@jobline/shared';
import { holidays, leaveRequestDays, leaveRequests } from '../../db/schema';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { readPdf } from '../../test/readPdf';
import type { BoardApi, BoardPeople } from '../boards/boardsTestKit';
import { floorApp } from '../floor/floorTestKit';
import type { TestApp } from '../../test/testApp';
import { workADay, workbookRows } from '../worksheets/exports/exportsTestKit';
import { monthDays } from './attendance';

const MONTH = '2026-09';
const M = Msg.reports;
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let people: Actor[];
type Grid = {
  days: string[];
  rows: {
    user_id: number;
    emp_code: string;
    details: { date_: string; worked_minutes: number; color: string | null }[];
  }[];
};
let grid: Grid;

beforeAll(async () => {
  const world = await floorApp();
  ({ t, p, api } = world);
  people = [];
  // Three people, each working one day of the month through the board's own commands.
  for (const day of ['2026-09-08', '2026-09-09', '2026-09-10']) {
    const { holder, taskUserId } = await world.employeeWithTask([4, 8, 12]);
    await workADay(t, holder, taskUserId, day);
    people.push(holder);
  }
  const db = t.database.db;
  const [leave] = await db
    .insert(leaveRequests)
    .values({
      userId: people[0]!.id,
      leaveFrom: '2026-09-15',
      leaveTo: '2026-09-16',
      leaveType: LeaveType.FULL_DAY,
      remark: 'Family',
      status: LeaveStatus.APPROVED,
      advanced: true,
    })
    .returning({ id: leaveRequests.id });
  await db.insert(leaveRequestDays).values([
    { leaveRequestId: leave!.id, date: '2026-09-15', leaveType: LeaveType.MORNING_HALF_DAY },
    { leaveRequestId: leave!.id, date: '2026-09-16', leaveType: LeaveType.FULL_DAY },
  ]);
  await db.insert(holidays).values({ description: 'Poya', startDate: '2026-09-17', endDate: '2026-09-17' });
  const res = await api.post(
    '/api/reports/getAttendaceReport',
    { month: MONTH, division_id: p.division.id },
    p.hod,
  );
  expect(res.statusCode, res.body).toBe(200);
  grid = res.json();
}, 120_000);
afterAll(() => t.close());

const lineOf = (who: Actor) => grid.rows.find((r) => r.user_id === who.id)!;
const dayOf = (who: Actor, date: string) => lineOf(who).details.find((d) => d.date_ === date)!;

describe('POST reports/getAttendaceReport (26)', () => {
  it('agrees with the daily summary, person by person and day by day', async () => {
    expect(grid.days).toEqual(monthDays(MONTH));
    expect(grid.days).toHaveLength(30);
    for (const date of grid.days) {
      const summary = await api.post(
        '/api/reports/all_emp_daily_activity',
        { range: { start: date, end: date }, division: p.division.id },
        p.hod,
      );
      const worked = new Map(
        summary.json().employees.map((e: { user_id: number; Worked: number }) => [e.user_id, e.Worked]),
      );
      for (const who of people)
        expect(dayOf(who, date).worked_minutes, `${who.id} ${date}`).toBe(worked.get(who.id));
    }
    expect(dayOf(people[0]!, '2026-09-08').worked_minutes).toBeGreaterThan(0);
    expect(dayOf(people[0]!, '2026-09-08').color).toBeNull();
  });

  it('marks holidays, leave, absences and closed days', () => {
    const [first, second] = people as [Actor, Actor];
    expect(dayOf(first, '2026-09-15').color).toBe('half_day');
    expect(dayOf(first, '2026-09-16').color).toBe('leave');
    expect(dayOf(second, '2026-09-16').color).toBe('absent');
    for (const who of people) expect(dayOf(who, '2026-09-17').color).toBe('holiday');
    expect(dayOf(first, '2026-09-13').color).toBe('closed'); // a Sunday
    expect(dayOf(second, '2026-09-09').color).toBeNull();
    // Before a person's first work-log row nothing could be logged: not absent, only blank.
    expect(dayOf(second, '2026-09-08').color).toBeNull();
    expect(dayOf(second, '2026-09-11').color).toBe('absent');
  });

  it('keeps a head to their department and names a bad month', async () => {
    const other = await createDivision(t.database.db);
    const outsider = await signedIn(t, { roleId: RoleId.HOD, divisionId: other.id });
    const refused = await api.post(
      '/api/reports/getAttendaceReport',
      { month: MONTH, division_id: p.division.id },
      outsider,
    );
    expect(refused.statusCode).toBe(403);
    const own = await api.post('/api/reports/getAttendaceReport', { month: MONTH }, outsider);
    expect(own.json().rows.map((r: { user_id: number }) => r.user_id)).toEqual([outsider.id]);
    const bad = await api.post('/api/reports/getAttendaceReport', { month: '2026-13' }, p.hod);
    expect(bad.json().errors).toEqual({ month: M.monthInvalid });
    expect((await api.post('/api/reports/getAttendaceReport', { month: MONTH }, null)).statusCode).toBe(401);
    const worker = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: p.division.id });
    expect((await api.post('/api/reports/getAttendaceReport', { month: MONTH }, worker)).statusCode).toBe(
      403,
    );
  });

  it('prints a column per day with the marks in letters', async () => {
    const filters = { month: MONTH, division_id: p.division.id };
    const pdf = await api.post('/api/reports/getAttendaceReport/download', { filters, format: 'pdf' }, p.hod);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text, landscape } = readPdf(pdf.rawPayload);
    expect(landscape).toBe(true);
    expect(text).toContain('September 2026');
    expect(text).toMatch(/HD Half Day/);
    const xlsx = await api.post(
      '/api/reports/getAttendaceReport/download',
      { filters, format: 'xlsx' },
      p.hod,
    );
    const rows = await workbookRows(xlsx.rawPayload);
    const header = rows.findIndex((r) => r[0] === 'Employee');
    expect(rows[header]!.slice(2, 32)).toEqual(grid.days.map((d) => String(Number(d.slice(8)))));
    const first = rows.find((r) => r[1] === lineOf(people[0]!).emp_code)!;
    expect(first[2 + 14]).toMatch(/^HD/); // the 15th
    expect(first[2 + 15]).toBe('L');
    expect(first[2 + 16]).toBe('H');
    // The days are tinted as the grid colours them, under their letters.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    let row = 0;
    sheet.eachRow((r, n) => {
      if (r.getCell(2).value === first[1]) row = n;
    });
    const fillOf = (column: number) => {
      const fill = sheet.getRow(row).getCell(column).fill;
      return fill?.type === 'pattern' ? fill.fgColor?.argb : undefined;
    };
    expect([fillOf(3 + 14), fillOf(3 + 15), fillOf(3 + 16)]).toEqual(['FFFFE8CC', 'FFFFE3E3', 'FFE5DBFF']);
    expect(fillOf(1)).toBeUndefined();
  });
});
