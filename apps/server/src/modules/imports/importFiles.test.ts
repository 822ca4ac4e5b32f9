import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_INSTRUCTIONS,
  IMPORT_SHEET_NAMES,
  MAX_IMPORT_BYTES,
  Msg,
  Perm,
  RoleId,
} from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { countsOf, csv, importKit, sampleSheets, workbook } from './importTestKit';
import { MAX_UNPACKED_BYTES } from './zipGuard';
import { withLyingEntry } from './zipTestKit';

const IM = Msg.imports;
let t: TestApp;
let registrar: Actor;
let employee: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const { preview, commit, previewed, expectRefused } = importKit(
  () => t,
  () => registrar,
);
const template = (who: Actor | null) =>
  t.app.inject({ method: 'GET', url: '/api/import/template', headers: who?.headers ?? {} });

describe('who may import', () => {
  it('answers 401 without a token and 403 to an employee without Customer Registration', async () => {
    const file = await workbook(sampleSheets('AUTH'));
    expect((await template(null)).statusCode).toBe(401);
    expect((await preview(file, {}, null)).statusCode).toBe(401);
    expect((await commit(file, {}, null)).statusCode).toBe(401);
    for (const res of [
      await template(employee),
      await preview(file, {}, employee),
      await commit(file, {}, employee),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    }
    // The refused commit wrote nothing: the same file previews as all new.
    expect(countsOf(await previewed(file)).customers).toEqual([2, 2, 0, 0, 0]);
  });
});

describe('GET /api/import/template', () => {
  it('answers a workbook with the four sheets, their headers and an example row that imports cleanly', async () => {
    const res = await template(registrar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('jobline-import-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      ...Object.values(IMPORT_SHEET_NAMES),
      IM.instructionsSheet,
    ]);
    const readMe = book.getWorksheet(IM.instructionsSheet)!;
    expect(readMe.getColumn(1).values.slice(1)).toEqual([...IMPORT_INSTRUCTIONS]);
    for (const [kind, name] of Object.entries(IMPORT_SHEET_NAMES)) {
      const sheet = book.getWorksheet(name)!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS[kind as 'customers']);
      expect(sheet.actualRowCount).toBe(2);
    }
    const body = await previewed(res.rawPayload, { name: 'jobline-import-template.xlsx' });
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([]);
    expect(body.can_commit).toBe(true);
    expect(countsOf(body)).toEqual({
      customers: [1, 1, 0, 0, 0],
      branches: [1, 1, 0, 0, 0],
      agreements: [1, 1, 0, 0, 0],
      systems: [1, 1, 0, 0, 0],
    });
  });
});

describe('files that cannot be imported', () => {
  it('refuses a missing file, an empty one and a request that is not multipart', async () => {
    await expectRefused(null, IM.fileRequired, { kind: 'customers' });
    await expectRefused(Buffer.alloc(0), IM.fileRequired);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers: registrar.headers,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: IM.fileRequired });
  });

  it('refuses a text file renamed .xlsx, by its content', async () => {
    await expectRefused(Buffer.from('Just some notes\nabout customers\n'), IM.fileUnreadable, {
      name: 'notes.xlsx',
    });
  });

  it('refuses other types, whatever they are called', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await expectRefused(png, IM.fileType, { name: 'customers.csv' });
    await expectRefused(Buffer.from('a,b\n1,2\n'), IM.fileType, { name: 'customers.txt' });
    await expectRefused(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'), IM.fileType, {
      name: 'x.csv',
    });
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    await expectRefused(cfb, IM.oldExcel, { name: 'customers.xls' });
  });

  it('refuses a broken workbook and a zip that is no workbook', async () => {
    const good = await workbook(sampleSheets('BROKEN'));
    await expectRefused(good.subarray(0, good.length - 200), IM.fileUnreadable);
    const emptyZip = Buffer.concat([Buffer.from('504b0506', 'hex'), Buffer.alloc(18)]);
    await expectRefused(emptyZip, IM.fileType);
  });

  it('refuses a workbook whose zip says it unpacks to more than 150 MB, before unpacking it', async () => {
    const bomb = Buffer.from(await workbook(sampleSheets('BOMB')));
    const entry = bomb.indexOf(Buffer.from('504b0102', 'hex'));
    bomb.writeUInt32LE(MAX_UNPACKED_BYTES + 1, entry + 24);
    await expectRefused(bomb, IM.unpacksTooLarge);
  });

  it('refuses a workbook whose zip claims 1,000 bytes for an entry that unpacks past 150 MB', async () => {
    const real = await workbook(sampleSheets('LIAR'));
    const liar = withLyingEntry(real, 'xl/media/image1.png', Buffer.alloc(MAX_UNPACKED_BYTES + 1024), 1_000);
    expect(liar.length).toBeLessThan(MAX_IMPORT_BYTES);
    await expectRefused(liar, IM.unpacksTooLarge);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    await expectRefused(big, IM.fileTooLarge, { name: 'big.csv' });
  });

  it('refuses more than 20,000 rows, in a workbook and in a CSV', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => ({ system_name: `S${i}` }));
    await expectRefused(await workbook({ Systems: rows }), IM.tooManyRows);
    await expectRefused(csv(rows), IM.tooManyRows, { name: 'systems.csv' });
  });

  it('skips unknown sheets, unknown columns and values under no header with a warning', async () => {
    const body = await previewed(
      await workbook(
        {
          Customers: [
            { customer_code: 'SKIP-1', customer_name: 'Skipped Bits', remarks: 'call first', '': 'x' },
          ],
          Notes: [{ note: 'hello' }],
        },
        { Customers: ['customer_code', 'customer_name', 'remarks', ''] },
      ),
    );
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ customers: [1, 1, 0, 0, 0] });
    expect(body.warnings).toEqual([
      { sheet: 'Notes', row: null, field: null, message: IM.ignoredSheet },
      { sheet: 'Customers', row: null, field: 'remarks', message: IM.ignoredColumn },
      { sheet: 'Customers', row: null, field: 'D', message: IM.unnamedColumnSkipped },
    ]);
  });

  it('refuses missing columns, a workbook without a known sheet and one without rows', async () => {
    await expectRefused(
      await workbook({ Branches: [{ customer_code: 'X', branch_name: 'Y' }] }),
      `${IM.missingColumn} in the Branches sheet: branch_code`,
    );
    await expectRefused(await workbook({ Other: [{ a: 1 }] }), IM.noSheets);
    await expectRefused(await workbook({ Sheet1: [] }), IM.noSheets);
    await expectRefused(await workbook({ Customers: [] }), IM.emptyFile);
  });

  it('reads header names in any case and spelling, ignoring a blank leftover sheet', async () => {
    const file = await workbook({
      Sheet1: [],
      ' customers ': [{ 'Customer Code': 'HDR-1', CUSTOMER_NAME: 'Header Case', 'Mobile-No': '0712345678' }],
    });
    const body = await previewed(file);
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ customers: [1, 1, 0, 0, 0] });
  });
});

describe('CSV files', () => {
  const rows = sampleSheets('CSVK');

  it.each([
    ['customers', rows.Customers!],
    ['branches', rows.Branches!.map((b) => ({ ...b, customer_code: 'C0001' }))],
    ['systems', rows.Systems!],
  ])('recognises a %s file from its header', async (kind, sheet) => {
    const body = await previewed(csv(sheet), { name: `${kind}.csv` });
    expect(body.sheets.map((s: { kind: string }) => s.kind)).toEqual([kind]);
  });

  it('needs the kind when the header fits none, and refuses an unknown kind', async () => {
    await expectRefused(csv([{ name: 'x', code: 'y' }]), IM.kindRequired, { name: 'x.csv' }, 'kind');
    await expectRefused(csv(rows.Systems!), IM.kindUnknown, { name: 'x.csv', kind: 'holidays' }, 'kind');
  });

  it("checks the header against the chosen kind's columns", async () => {
    await expectRefused(csv(rows.Systems!), `${IM.missingColumn} in the Customers sheet: customer_code`, {
      name: 'x.csv',
      kind: 'customers',
    });
  });

  it('reads semicolon-separated files, a byte order mark and Windows text', async () => {
    const text = `\ufeffcustomer_code;customer_name;address\r\nSEMI-1;Café Lanka;"12; Main Street"\r\n`;
    let body = await previewed(Buffer.from(text), { name: 'c.csv' });
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ customers: [1, 1, 0, 0, 0] });
    const ansi = Buffer.from('customer_code,customer_name\r\nANSI-1,Caf\xe9\r\n', 'latin1');
    body = await previewed(ansi, { name: 'c.csv', kind: 'Customers' });
    expect(body.errors).toEqual([]);
  });
});
