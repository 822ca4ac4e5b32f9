// The office corpus (fixtures/office, made by make_corpus.py with Gnumeric's ssconvert) through
// preview and commit, in order, each file with the outcome fixtures/office/README.md promises.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDateRead, importLeadingZeros, importPhoneLostZero, Msg, Perm, RoleId } from '@jobline/shared';
import { agreements, branches, customers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { countsOf, importKit } from './importTestKit';

const IM = Msg.imports;
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { preview, commit, previewed, committed, expectRefused } = importKit(
  () => t,
  () => registrar,
);

const fixture = (name: string) => readFileSync(new URL(`./fixtures/office/${name}`, import.meta.url));
const file = (name: string) => [fixture(name), { name }] as const;
const customer = async (code: string) =>
  (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0];
const agreement = async (number: string) =>
  (await t.database.db.select().from(agreements).where(eq(agreements.number, number)))[0];

describe('the office corpus, file by file', () => {
  it('01 the template filled in by hand (xlsx): imports cleanly, in three scripts, and again changes nothing', async () => {
    const body = await previewed(...file('01-template-filled.xlsx'));
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([]);
    expect(countsOf(body)).toEqual({
      customers: [3, 3, 0, 0, 0],
      branches: [2, 2, 0, 0, 0],
      agreements: [2, 2, 0, 0, 0],
      systems: [1, 1, 0, 0, 0],
    });
    await committed(...file('01-template-filled.xlsx'));
    expect(await customer('00456')).toMatchObject({
      name: 'දත්ත සංක්‍රමණය (Pvt) Ltd',
      contactPerson: 'නිමල් සිල්වා',
      mobileNo: '0771234567',
    });
    expect(await customer('C-TAMIL')).toMatchObject({ name: 'தரவு இடமாற்றம் நிறுவனம்', mobileNo: '0771234568' });
    expect(await customer('C-EMOJI')).toMatchObject({ name: 'Sunrise Stores 🌅', mobileNo: '0771234569' });
    const [branch] = await t.database.db.select().from(branches).where(eq(branches.code, '007'));
    expect(branch).toMatchObject({ name: 'මහනුවර ශාඛාව', phoneNo: '0812345678', posCount: 3 });
    expect(await agreement('AGR-0001')).toMatchObject({
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      agreementDate: '2026-02-20',
    });
    expect(await agreement('000789')).toMatchObject({ validFrom: '2026-01-01', validTo: '2026-12-31' });

    const again = await committed(...file('01-template-filled.xlsx'));
    expect(countsOf(again)).toEqual({
      customers: [3, 0, 0, 3, 0],
      branches: [2, 0, 0, 2, 0],
      agreements: [2, 0, 0, 2, 0],
      systems: [1, 0, 0, 1, 0],
    });
  });

  it('02 a Windows-1252 CSV: its typographic marks arrive as written', async () => {
    const body = await previewed(...file('02-customers-windows-1252.csv'));
    expect([body.errors, body.warnings]).toEqual([[], []]);
    await committed(...file('02-customers-windows-1252.csv'));
    expect(await customer('W-1252')).toMatchObject({
      name: 'Perera’s Stores – Colombo',
      address: 'Price list € 5, “new” café',
    });
  });

  it('03 a legacy CSV whose Sinhala became question marks: the preview warns before it replaces the name', async () => {
    const body = await previewed(...file('03-customers-legacy-question-marks.csv'));
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ customers: [1, 0, 1, 0, 0] });
    expect(body.warnings).toEqual([
      {
        sheet: 'Customers',
        row: 2,
        field: 'customer_name',
        message: IM.mostlyQuestionMarks,
        from: 'දත්ත සංක්‍රමණය (Pvt) Ltd',
        to: '???? ????????? (Pvt) Ltd',
      },
    ]);
  });

  it('04 Unicode text (UTF-16 with its byte order mark, tab-separated): imports, phones normalised', async () => {
    const body = await previewed(...file('04-customers-unicode-text.csv'));
    expect([body.errors, body.warnings]).toEqual([[], []]);
    await committed(...file('04-customers-unicode-text.csv'));
    expect(await customer('U-SI')).toMatchObject({ name: 'ශ්‍රී ලංකා වෙළඳසැල', mobileNo: '0712345678' });
    expect(await customer('U-TA')).toMatchObject({ name: 'இலங்கை கடை', mobileNo: '0712345679' });
  });

  it('05 a kept workbook (remarks, merged address, number phone, hidden row, lists and notes sheets): imports with warnings', async () => {
    const body = await previewed(...file('05-hidden-merged-remarks.xlsx'));
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ customers: [1, 1, 0, 0, 0] });
    expect(body.warnings).toEqual([
      { sheet: 'Lists', row: null, field: null, message: IM.ignoredSheet },
      { sheet: 'Notes', row: null, field: null, message: IM.ignoredSheet },
      { sheet: 'Customers', row: null, field: 'remarks', message: IM.ignoredColumn },
      { sheet: 'Customers', row: 2, field: 'owner', message: IM.mergedCell },
      { sheet: 'Customers', row: 2, field: 'mobile_no', message: importPhoneLostZero('0771234571') },
      { sheet: 'Customers', row: 3, field: null, message: IM.hiddenRow },
    ]);
    await committed(...file('05-hidden-merged-remarks.xlsx'));
    expect(await customer('C-MERGE')).toMatchObject({
      address: '45 Main Street, Matara',
      owner: null,
      mobileNo: '0771234571',
    });
    expect(await customer('C-HIDDEN')).toBeUndefined();
  });

  it('06 failed formulas (#N/A, #DIV/0!): errors, and the commit writes nothing', async () => {
    const body = await previewed(...file('06-error-values.xlsx'));
    expect(body.can_commit).toBe(false);
    expect(body.errors).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_name', message: `${IM.errorValue}: #N/A` },
      { sheet: 'Customers', row: 3, field: 'owner', message: `${IM.errorValue}: #DIV/0!` },
    ]);
    const res = await commit(...file('06-error-values.xlsx'));
    expect(res.statusCode).toBe(400);
    expect(await customer('C-ERR2')).toBeUndefined();
  });

  it('07 codes saved from number cells: one lost its zeros, one went scientific: warnings', async () => {
    const body = await previewed(...file('07-codes-as-numbers.csv'));
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([
      { sheet: 'Customers', row: 2, field: 'customer_code', message: importLeadingZeros('00456') },
      { sheet: 'Customers', row: 3, field: 'customer_code', message: IM.scientificNumber },
    ]);
  });

  it('08 agreements with dates shown day first, saved to CSV: read in the company order, and said', async () => {
    const body = await previewed(...file('08-agreements-dates.csv'));
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([
      {
        sheet: 'Agreements',
        row: 2,
        field: 'valid_from',
        message: importDateRead('01/02/2026', '1 February 2026', true),
      },
    ]);
    await committed(...file('08-agreements-dates.csv'));
    expect(await agreement('AGR-0002')).toMatchObject({
      validFrom: '2026-02-01',
      validTo: '2027-01-31',
      agreementDate: '2026-02-20',
    });
  });

  it('09 the template saved as OpenDocument (.ods): refused, asking for .xlsx', async () => {
    await expectRefused(fixture('09-template-filled.ods'), IM.openDocument, {
      name: '09-template-filled.ods',
    });
    // Renamed, it is still known by its content.
    const renamed = await preview(fixture('09-template-filled.ods'), { name: 'customers.xlsx' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ file: IM.openDocument });
  });

  it('10 and 11 the same workbooks saved again by LibreOffice Calc: previewed exactly as before', async () => {
    for (const [gnumeric, libreoffice] of [
      ['01-template-filled.xlsx', '10-template-filled-libreoffice.xlsx'],
      ['05-hidden-merged-remarks.xlsx', '11-hidden-merged-remarks-libreoffice.xlsx'],
    ] as const) {
      const before = await previewed(...file(gnumeric));
      const after = await previewed(...file(libreoffice));
      expect(after.errors, libreoffice).toEqual(before.errors);
      expect(after.warnings, libreoffice).toEqual(before.warnings);
      expect(countsOf(after), libreoffice).toEqual(countsOf(before));
    }
  });
});
