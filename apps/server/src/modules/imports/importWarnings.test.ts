import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDateRead, importLeadingZeros, importPhoneLostZero, Msg, Perm, RoleId } from '@jobline/shared';
import { agreements, branches, customers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { countsOf, csv, importKit, workbook } from './importTestKit';

const M = Msg.customers;
const IM = Msg.imports;
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { previewed, committed, expectRefused } = importKit(
  () => t,
  () => registrar,
);

const customerByCode = async (code: string) =>
  (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0];

type Warning = { sheet: string; row: number | null; field: string | null; message: string };
const warningsOf = (body: { warnings: Warning[] }) => body.warnings;

describe('text encodings', () => {
  it('reads a CSV saved by Excel on Windows (Windows-1252) with its marks', async () => {
    const text = 'customer_code,customer_name,address\r\nW1252-1,Perera’s Stores – Colombo,Price €5\r\n';
    await committed(iconv.encode(text, 'win1252'), { name: 'w.csv' });
    const saved = await customerByCode('W1252-1');
    expect(saved).toMatchObject({ name: 'Perera’s Stores – Colombo', address: 'Price €5' });
  });

  it("reads a UTF-16 file with its byte order mark (Excel's Unicode text, tab-separated)", async () => {
    const text = 'customer_code\tcustomer_name\r\nU16-1\tදත්ත සංක්‍රමණය\r\nU16-2\tதரவு இடமாற்றம்\r\n';
    for (const [encoding, code] of [
      ['utf16le', 'U16-1'],
      ['utf16be', 'U16-2'],
    ] as const) {
      const bom = encoding === 'utf16le' ? [0xff, 0xfe] : [0xfe, 0xff];
      const file = Buffer.concat([Buffer.from(bom), iconv.encode(text, encoding, { addBOM: false })]);
      const body = await previewed(file, { name: `${code}.csv` });
      expect(body.errors).toEqual([]);
      expect(countsOf(body)).toEqual({ customers: [2, 2, 0, 0, 0] });
    }
    await committed(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]), {
      name: 'u.csv',
    });
    expect((await customerByCode('U16-1'))!.name).toBe('දත්ත සංක්‍රමණය');
    expect((await customerByCode('U16-2'))!.name).toBe('தரவு இடமாற்றம்');
  });

  it('warns, row by row, when text mostly of question marks would replace a stored one', async () => {
    await committed(csv([{ customer_code: 'QM-1', customer_name: 'සිල්වා ට්‍රේඩර්ස්' }]), { name: 'q.csv' });
    const body = await previewed(csv([{ customer_code: 'QM-1', customer_name: '?????? ?????????' }]), {
      name: 'q.csv',
    });
    expect(warningsOf(body)).toEqual([
      {
        sheet: 'Customers',
        row: 2,
        field: 'customer_name',
        message: IM.mostlyQuestionMarks,
        from: 'සිල්වා ට්‍රේඩර්ස්',
        to: '?????? ?????????',
      },
    ]);
  });
});

describe('preview warnings', () => {
  it('lists each change to a registered record, old and new', async () => {
    await committed(
      await workbook({
        Customers: [{ customer_code: 'CHG-1', customer_name: 'Old Name', address: '1 Road', owner: 'A' }],
      }),
    );
    const body = await previewed(
      await workbook({ Customers: [{ customer_code: 'CHG-1', customer_name: 'New Name', owner: '-' }] }),
    );
    expect(countsOf(body)).toEqual({ customers: [1, 0, 1, 0, 0] });
    expect(warningsOf(body)).toEqual([
      {
        sheet: 'Customers',
        row: 2,
        field: 'customer_name',
        message: IM.changes,
        from: 'Old Name',
        to: 'New Name',
      },
      { sheet: 'Customers', row: 2, field: 'owner', message: IM.changes, from: 'A', to: null },
    ]);
  });

  it('warns of a code equal to a registered one apart from leading zeros, and of codes typed as numbers', async () => {
    await committed(
      await workbook({
        Customers: [{ customer_code: '00456', customer_name: 'Zero Stores' }],
        Branches: [{ customer_code: '00456', branch_code: '007', branch_name: 'Main' }],
        Agreements: [
          {
            customer_code: '00456',
            branch_code: '007',
            agreement_number: '000789',
            agreement_type: 'Both',
            status: 'Accepted',
            valid_from: '2026-01-01',
            valid_to: '2026-12-31',
          },
        ],
      }),
    );
    const body = await previewed(
      await workbook({
        Customers: [{ customer_code: 456, customer_name: 'Zero Stores' }],
        Branches: [{ customer_code: '00456', branch_code: '7', branch_name: 'Main' }],
        Agreements: [
          {
            customer_code: '00456',
            branch_code: '007',
            agreement_number: '789',
            agreement_type: 'Both',
            status: 'Accepted',
            valid_from: '2026-01-01',
            valid_to: '2026-12-31',
          },
        ],
        Systems: [{ system_name: 'Scientific', system_code: '1E+05' }],
      }),
    );
    expect(body.errors).toEqual([]);
    expect(warningsOf(body)).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_code', message: IM.numberCell },
      { sheet: 'Customers', row: 2, field: 'customer_code', message: importLeadingZeros('00456') },
      { sheet: 'Branches', row: 2, field: 'branch_code', message: importLeadingZeros('007') },
      { sheet: 'Agreements', row: 2, field: 'agreement_number', message: importLeadingZeros('000789') },
      { sheet: 'Systems', row: 2, field: 'system_code', message: IM.scientificNumber },
    ]);
  });

  it('skips hidden rows and reads a merged range in its first cell only, saying so', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow(['customer_code', 'customer_name', 'address', 'owner']);
    sheet.addRow(['MRG-1', 'Merged Stores', '12 Galle Road, Colombo 03', null]);
    sheet.mergeCells('C2:D2');
    sheet.addRow(['HID-1', 'Hidden Stores']).hidden = true;
    const body = await previewed(Buffer.from(await book.xlsx.writeBuffer()));
    expect(countsOf(body)).toEqual({ customers: [1, 1, 0, 0, 0] });
    expect(warningsOf(body)).toEqual([
      { sheet: 'Customers', row: 2, field: 'owner', message: IM.mergedCell },
      { sheet: 'Customers', row: 3, field: null, message: IM.hiddenRow },
    ]);
    await committed(Buffer.from(await book.xlsx.writeBuffer()));
    expect(await customerByCode('MRG-1')).toMatchObject({
      address: '12 Galle Road, Colombo 03',
      owner: null,
    });
    expect(await customerByCode('HID-1')).toBeUndefined();
  });

  it('refuses spreadsheet error values as errors, never storing them', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow(['customer_code', 'customer_name', 'owner']);
    sheet.addRow(['ERR-1', { error: '#N/A' }, null]);
    sheet.addRow(['ERR-2', 'Fine', { formula: '1/0', result: { error: '#DIV/0!' } }]);
    let body = await previewed(Buffer.from(await book.xlsx.writeBuffer()));
    expect(body.errors).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_name', message: `${IM.errorValue}: #N/A` },
      { sheet: 'Customers', row: 3, field: 'owner', message: `${IM.errorValue}: #DIV/0!` },
    ]);
    body = await previewed(csv([{ customer_code: 'ERR-3', customer_name: '#VALUE!' }]), { name: 'e.csv' });
    expect(body.errors).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_name', message: `${IM.errorValue}: #VALUE!` },
    ]);
  });
});

describe('phones, dates and clearing', () => {
  it('accepts phones as people write them and stores one form; a phone that lost its 0 is a warning', async () => {
    const body = await committed(
      await workbook({
        Customers: [
          { customer_code: 'PH-1', customer_name: 'One', mobile_no: '+94 77 123 4567' },
          { customer_code: 'PH-2', customer_name: 'Two', mobile_no: '077 123 4567' },
          { customer_code: 'PH-3', customer_name: 'Three', mobile_no: '+94771234567' },
          { customer_code: 'PH-4', customer_name: 'Four', mobile_no: 771234567 },
        ],
      }),
    );
    expect(countsOf(body)).toEqual({ customers: [4, 4, 0, 0, 0] });
    for (const code of ['PH-1', 'PH-2', 'PH-3', 'PH-4'])
      expect((await customerByCode(code))!.mobileNo).toBe('0771234567');
    const again = await previewed(
      await workbook({ Customers: [{ customer_code: 'PH-9', customer_name: 'Nine', mobile_no: 771234567 }] }),
    );
    expect(warningsOf(again)).toEqual([
      { sheet: 'Customers', row: 2, field: 'mobile_no', message: importPhoneLostZero('0771234567') },
    ]);
  });

  it('reads the date forms office programs write', async () => {
    await committed(
      await workbook({
        Customers: [{ customer_code: 'DT-1', customer_name: 'Dates' }],
        Branches: [{ customer_code: 'DT-1', branch_code: 'B1', branch_name: 'Main' }],
        Agreements: [
          {
            customer_code: 'DT-1',
            branch_code: 'B1',
            agreement_number: 'DT-A1',
            agreement_type: 'Both',
            status: 'Accepted',
            valid_from: '2026/01/01',
            valid_to: '31 December 2026',
            agreement_date: '20-Feb-26',
          },
        ],
      }),
    );
    const [saved] = await t.database.db.select().from(agreements).where(eq(agreements.number, 'DT-A1'));
    expect(saved).toMatchObject({
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      agreementDate: '2026-02-20',
    });
  });

  it('clears an optional field with a hyphen and refuses to clear a required one', async () => {
    await committed(
      await workbook({
        Customers: [{ customer_code: 'CLR-1', customer_name: 'Clear', email: 'a@example.com' }],
        Branches: [
          { customer_code: 'CLR-1', branch_code: 'B1', branch_name: 'Main', phone_no: '0112345678' },
        ],
      }),
    );
    const body = await committed(
      await workbook({
        Customers: [{ customer_code: 'CLR-1', email: '-' }],
        Branches: [{ customer_code: 'CLR-1', branch_code: 'B1', phone_no: ' - ' }],
      }),
    );
    expect(countsOf(body)).toEqual({ customers: [1, 0, 1, 0, 0], branches: [1, 0, 1, 0, 0] });
    expect((await customerByCode('CLR-1'))!.email).toBeNull();
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.code, 'B1'));
    expect(branch!.phoneNo).toBeNull();
    const refused = await previewed(
      await workbook({ Customers: [{ customer_code: 'CLR-1', customer_name: '-' }] }),
    );
    expect(refused.errors).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_name', message: IM.cannotClear },
    ]);
  });

  it('asks for an OpenDocument spreadsheet as .xlsx', async () => {
    const zip = Buffer.from(await workbook({ Customers: [{ customer_code: 'X', customer_name: 'Y' }] }));
    await expectRefused(zip, IM.openDocument, { name: 'customers.ods' });
    expect(M.invalidMobile).toContain('+94');
  });
});

describe('a company that writes the month first', () => {
  let us: TestApp;
  let usRegistrar: Actor;
  beforeAll(async () => {
    us = await createTestApp({ COMPANY_DATE_ORDER: 'MDY' });
    usRegistrar = await signedIn(us, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
  });
  afterAll(() => us.close());

  it('reads 01/02/2026 in a CSV as January 2 and says so in the preview', async () => {
    const kit = importKit(
      () => us,
      () => usRegistrar,
    );
    const file = csv([
      {
        customer_code: 'MDY-1',
        branch_code: 'B1',
        agreement_number: 'MDY-A1',
        agreement_type: 'Both',
        status: 'Accepted',
        valid_from: '01/02/2026',
        valid_to: '12/31/2026',
      },
    ]);
    const book = await workbook({
      Customers: [{ customer_code: 'MDY-1', customer_name: 'Month First' }],
      Branches: [{ customer_code: 'MDY-1', branch_code: 'B1', branch_name: 'Main' }],
    });
    await kit.committed(book);
    const body = await kit.previewed(file, { name: 'a.csv' });
    expect(body.errors).toEqual([]);
    expect(warningsOf(body)).toEqual([
      {
        sheet: 'Agreements',
        row: 2,
        field: 'valid_from',
        message: importDateRead('01/02/2026', '2 January 2026', false),
      },
    ]);
    await kit.committed(file, { name: 'a.csv' });
    const [saved] = await us.database.db.select().from(agreements).where(eq(agreements.number, 'MDY-A1'));
    expect(saved).toMatchObject({ validFrom: '2026-01-02', validTo: '2026-12-31' });
  });
});
