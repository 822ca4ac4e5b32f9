import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { readPdf } from '../../test/readPdf';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTaskingWorld, line, tasking, type TaskingWorld } from './taskingTestKit';

let t: TestApp;
let w: TaskingWorld;
let api: ReturnType<typeof tasking>;

beforeAll(async () => {
  t = await createTestApp({ COMPANY_NAME: 'Lanka POS Services' });
  w = await createTaskingWorld(t);
  api = tasking(t);
});
afterAll(() => t.close());

const download = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: w.owner.headers }).then((res) => ({
    res,
    body: res.rawPayload,
  }));

async function jobWithSheet(count = 3) {
  const job = await w.job({ title: 'POS roll-out' });
  const tasks = [line('1', 2, 4, 8), line('2', 1, 2, 3), line('3', 1, 3)];
  for (let i = 4; i <= count; i++) tasks.push(line(String(i), 1, 2, 3));
  const res = await api.store(
    {
      job_id: job.id,
      sheet_id: null,
      approved_by: w.approver.id,
      delivery_date: '2030-03-01',
      remarks: 'Phase one',
      tasks: tasks.slice(0, count),
      removedTasks: [],
    },
    w.owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { job, sheet: res.json().sheet as { id: number } };
}

/** A formula cell's computed value, two decimals; any other cell as it is. */
const resultOf = (cell: unknown) => {
  if (!cell || typeof cell !== 'object' || !('formula' in cell)) return cell;
  return Math.round((cell as unknown as { result: number }).result * 100) / 100;
};

/** The cells of a worksheet as plain values (formulas as their results), row by row. */
function cells(sheet: ExcelJS.Worksheet) {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1).map(resultOf)));
  return out;
}

/** The worksheet row whose first cell is `first`. */
function rowStarting(sheet: ExcelJS.Worksheet, first: string) {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === first) found ??= row;
  });
  return found!;
}

describe('GET /api/jobs/{id}/estimation.pdf', () => {
  it('is a PDF named after the job and the moment, with its page count', async () => {
    const { job, sheet } = await jobWithSheet();
    const { res, body } = await download(`/api/jobs/${job.id}/estimation.pdf?sheet_id=${sheet.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="job-estimation-${job.jobNo}-\\d{8}-\\d{4}\\.pdf"$`),
    );
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toMatch(/\/Type \/Pages[\s\S]*?\/Count 1\b/);
  });

  it('runs on to more pages for a long sheet', async () => {
    const { job } = await jobWithSheet(90);
    const { body } = await download(`/api/jobs/${job.id}/estimation.pdf`);
    const count = Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(body.toString('latin1'))?.[1]);
    expect(count).toBeGreaterThan(1);
  });

  it('prints task names in Latin, Sinhala and Tamil, with their fonts embedded', async () => {
    const job = await w.job({ title: 'Data migration' });
    const names = ['Data migration', 'දත්ත සංක්‍රමණය', 'தரவு இடமாற்றம்'];
    const res = await api.store(
      {
        job_id: job.id,
        sheet_id: null,
        approved_by: w.approver.id,
        tasks: names.map((name, i) => line(String(i + 1), 1, 2, 3, { task_name: name })),
        removedTasks: [],
      },
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await download(`/api/jobs/${job.id}/estimation.pdf`);
    const pdf = readPdf(body);
    expect(pdf.complaints).toEqual([]);
    for (const name of names) expect(pdf.text).toContain(name);
    const embedded = pdf.fonts.filter((font) => font.embedded && font.unicode).map((font) => font.name);
    expect(embedded).toEqual(expect.arrayContaining(['NotoSansSinhala-Regular', 'NotoSansTamil-Regular']));
  });

  it("refuses another's job (403), a sheet of another job (400) and needs Create Task", async () => {
    const { job } = await jobWithSheet();
    const other = await jobWithSheet();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/estimation.pdf`,
      headers: w.outsider.headers,
    });
    expect(refused.statusCode).toBe(403);
    const wrongSheet = await download(`/api/jobs/${job.id}/estimation.pdf?sheet_id=${other.sheet.id}`);
    expect(wrongSheet.res.statusCode).toBe(400);
    expect(wrongSheet.res.json().errors).toEqual({ sheet_id: Msg.tasking.sheetInvalid });
    const badSheet = await download(`/api/jobs/${job.id}/estimation.xlsx?sheet_id=abc`);
    expect(badSheet.res.statusCode).toBe(400);
  });
});

describe('GET /api/jobs/{id}/estimation.xlsx', () => {
  it('opens in a spreadsheet with the facts, the rows, the totals and the spread', async () => {
    const { job, sheet } = await jobWithSheet();
    const { res, body } = await download(`/api/jobs/${job.id}/estimation.xlsx?sheet_id=${sheet.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`filename="job-estimation-${job.jobNo}-\\d{8}-\\d{4}\\.xlsx"`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const rows = cells(workbook.worksheets[0]!);
    const flat = rows.map((r) => r.join('|'));
    expect(flat[0]).toBe('Job Estimation');
    expect(flat[1]).toBe('Lanka POS Services');
    expect(flat).toContain(`Job|${job.jobNo} — POS roll-out`);
    expect(flat).toContain('Task sheet|Sheet 1');
    expect(flat).toContain('Delivery date|01/03/2030');
    const header = rows.findIndex((r) => r[0] === 'Task No');
    expect(rows[header]).toEqual([
      'Task No',
      'Task',
      'Description',
      'O',
      'ML',
      'P',
      'Expected',
      'Top O',
      'Top ML',
      'Top P',
    ]);
    // Numbers stay numbers; a blank pessimistic time was saved as the most likely one.
    expect(rows[header + 1]).toEqual([
      '1',
      'Task 1',
      'Do the work of task 1',
      2,
      4,
      8,
      4.33,
      10.33,
      16.33,
      22.33,
    ]);
    expect(rows[header + 3]).toEqual([
      '3',
      'Task 3',
      'Do the work of task 3',
      1,
      3,
      3,
      2.67,
      4.67,
      6.67,
      8.67,
    ]);
    expect(rows[header + 4]).toEqual(['Total (3 tasks)', undefined, undefined, 4, 9, 14, 9, 19, 29, 39]);
    // A task's figures and the totals are formulas with their values, so an edited time moves them.
    const ws = workbook.worksheets[0]!;
    const first = rowStarting(ws, '1');
    expect(first.getCell(7).value).toEqual({
      formula: `IF(AND(D${first.number}<>0,E${first.number}<>0,F${first.number}<>0),ROUND((D${first.number}+4*E${first.number}+F${first.number})/6,2),0)`,
      result: 4.33,
    });
    expect((first.getCell(10).value as { formula: string }).formula).toContain(
      `+3*(F${first.number}-D${first.number})`,
    );
    const totals = rowStarting(ws, 'Total (3 tasks)');
    expect((totals.getCell(4).value as { formula: string }).formula).toBe(
      `SUM(D${first.number}:D${first.number + 2})`,
    );
    expect((totals.getCell(7).value as { formula: string }).formula).toBe(
      `SUM(G${first.number}:G${first.number + 2})`,
    );
    expect(flat).toContain('Developer delivery estimate|9.90 hours (1.1 × total most likely)');
    expect(flat).toContain('Standard deviation|1.11 hours');
    expect(flat).toContain('Expected total, 90 % range|9.00 hours (7.18 to 10.82)');
  });

  it('holds every sheet of the job when no sheet is named, numbering tasks by sheet', async () => {
    const { job } = await jobWithSheet(2);
    await api.store(
      {
        job_id: job.id,
        sheet_id: null,
        approved_by: w.approver.id,
        tasks: [line('1', 1, 1, 1)],
        removedTasks: [],
      },
      w.owner,
    );
    const { body } = await download(`/api/jobs/${job.id}/estimation.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const first = cells(workbook.worksheets[0]!).map((r) => r[0]);
    expect(first).toEqual(expect.arrayContaining(['1.1', '1.2', '2.1', 'Total (3 tasks)']));
  });
});
