import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@jobline/shared';
import { customers } from '../db/schema';
import { signedIn } from '../test/helpers';
import { createTestApp, type TestApp } from '../test/testApp';
import { audit } from '../modules/admin/auditLog';
import { createTaskingWorld, line, tasking } from '../modules/tasking/taskingTestKit';
import { spreadsheetText } from './spreadsheetText';

// What someone might type to make a spreadsheet run something when the export is opened.
const HYPERLINK = '=HYPERLINK("http://x","y")';
const PLUS = '+1+1';
const MINUS = '-2+3';
const AT = '@SUM(A1)';

describe('spreadsheetText', () => {
  it('quotes text that a spreadsheet would read as a formula', () => {
    for (const text of [HYPERLINK, PLUS, MINUS, AT, '\t=1+1', '\r=1+1', '-cmd|calc'])
      expect(spreadsheetText(text)).toBe(`'${text}`);
  });

  it('leaves other text, plain negative figures and a lone dash as they are', () => {
    for (const text of ['Lanka POS', ' =1', "'=1", '', '-', '-2', '-0.50', '-1:30', 'a=b'])
      expect(spreadsheetText(text)).toBe(text);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function readBook(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** Every cell of the sheet holding exactly this text (as written, quote and all). */
function cellsHolding(sheet: ExcelJS.Worksheet, text: string) {
  const found: ExcelJS.Cell[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cell.value === text && found.push(cell)));
  return found;
}

/** The typed text is in the sheet, as text cells with the quote before it, and nowhere without it. */
function expectQuotedText(sheet: ExcelJS.Worksheet, typed: string) {
  const cells = cellsHolding(sheet, `'${typed}`);
  expect(cells.length, typed).toBeGreaterThan(0);
  for (const cell of cells) expect(cell.type).toBe(ExcelJS.ValueType.String);
  expect(cellsHolding(sheet, typed)).toEqual([]);
}

const formulaCount = (sheet: ExcelJS.Worksheet) => {
  let count = 0;
  sheet.eachRow((row) => row.eachCell((cell) => (count += cell.type === ExcelJS.ValueType.Formula ? 1 : 0)));
  return count;
};

describe('the estimation workbook (written whole)', () => {
  it('writes a customer, remarks and task names that look like formulas as quoted text', async () => {
    const w = await createTaskingWorld(t);
    const [customer] = await t.database.db
      .insert(customers)
      .values({ code: 'FX001', name: HYPERLINK })
      .returning();
    const job = await w.job({ title: 'Formula job', customerId: customer!.id });
    const api = tasking(t);
    const res = await api.store(
      {
        job_id: job.id,
        sheet_id: null,
        approved_by: w.approver.id,
        delivery_date: '2030-03-01',
        remarks: AT,
        tasks: [
          line('1', 1, 2, 3, { task_name: PLUS, task_description: MINUS }),
          line('2', 1, 2, 3, { task_name: 'Plain task', task_description: '-' }),
        ],
        removedTasks: [],
      },
      w.owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = await api.get(`/api/jobs/${job.id}/estimation.xlsx`, w.owner);
    expect(file.statusCode).toBe(200);
    const sheet = await readBook(file.rawPayload);
    for (const typed of [HYPERLINK, AT, PLUS, MINUS]) expectQuotedText(sheet, typed);
    // The numbers and totals the sheet works out are still formulas and numbers; a lone dash stays.
    expect(cellsHolding(sheet, 'Plain task')).toHaveLength(1);
    expect(cellsHolding(sheet, '-')).toHaveLength(1);
    expect(formulaCount(sheet)).toBeGreaterThan(0);
  });
});

describe('the activity log workbook (streamed)', () => {
  it('writes a customer name that looks like a formula as quoted text', async () => {
    const superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
    const [customer] = await t.database.db
      .insert(customers)
      .values({ code: 'FX002', name: PLUS })
      .returning();
    await audit(
      t.database.db,
      { actorId: superAdmin.id, ip: '10.1.2.3' },
      {
        action: 'customer.update',
        entity: 'customer',
        entityId: customer!.id,
        before: { address: 'Old Road' },
        after: { address: HYPERLINK },
      },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/allActivities/export?employee_id=${superAdmin.id}&area=customers`,
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readBook(res.rawPayload);
    expectQuotedText(sheet, PLUS);
  });
});
