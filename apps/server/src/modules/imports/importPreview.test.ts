import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDateRead, Msg, Perm, RoleId } from '@jobline/shared';
import { customers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { countsOf, csv, importKit, sampleSheets, workbook } from './importTestKit';

const M = Msg.customers;
const IM = Msg.imports;
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { previewed, committed } = importKit(
  () => t,
  () => registrar,
);
const customerCount = async () => (await t.database.db.select().from(customers)).length;

describe('POST /api/import/preview', () => {
  it('counts what a clean file would create, writing nothing', async () => {
    const before = await customerCount();
    const body = await previewed(await workbook(sampleSheets('PV')), { name: 'clean.xlsx' });
    expect(body).toEqual({
      file_name: 'clean.xlsx',
      sheets: [
        { kind: 'customers', rows: 2, create: 2, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'branches', rows: 3, create: 3, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'agreements', rows: 2, create: 2, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'systems', rows: 1, create: 1, update: 0, unchanged: 0, invalid: 0 },
      ],
      errors: [],
      error_count: 0,
      // 01/02/2026 reads either way: the preview says how it was read.
      warnings: [
        {
          sheet: 'Agreements',
          row: 3,
          field: 'valid_from',
          message: importDateRead('01/02/2026', '1 February 2026', true),
        },
      ],
      warning_count: 1,
      can_commit: true,
    });
    expect(await customerCount()).toBe(before);
  });

  it("lists each bad row's spreadsheet row, column and the registration form's message", async () => {
    const sheets = sampleSheets('BAD');
    sheets.Customers!.push(
      { customer_code: 'BAD-C3', customer_name: 'Nine Digits', mobile_no: '071234567' },
      { customer_name: 'No Code', email: 'not-an-email' },
      { customer_code: 'bad-c1', customer_name: 'Repeated in another case' },
    );
    sheets.Branches!.push(
      { customer_code: 'NOBODY', branch_code: 'B1', branch_name: 'Orphan' },
      {
        customer_code: 'BAD-C1',
        branch_code: 'B3',
        branch_name: 'Counts',
        pos_count: -1,
        server_count: 'two',
      },
    );
    sheets.Agreements!.push(
      {
        customer_code: 'BAD-C1',
        branch_code: 'B1',
        agreement_number: 'BAD-A3',
        agreement_type: 'Hardware',
        warranty: 'maybe',
        status: 'Accepted',
        valid_from: '2026-03-01',
        valid_to: '2026-02-01',
      },
      {
        customer_code: 'BAD-C1',
        branch_code: 'B9',
        agreement_number: 'BAD-A4',
        agreement_type: 'Firmware',
        status: 'Lost',
        valid_from: '31/02/2026',
      },
    );
    const body = await previewed(await workbook(sheets));
    expect(body.errors).toEqual([
      { sheet: 'Customers', row: 4, field: 'mobile_no', message: M.invalidMobile },
      { sheet: 'Customers', row: 5, field: 'customer_code', message: M.codeRequired },
      { sheet: 'Customers', row: 5, field: 'email', message: M.invalidEmail },
      { sheet: 'Customers', row: 6, field: 'customer_code', message: `${IM.duplicateRow} 2` },
      { sheet: 'Branches', row: 5, field: 'customer_code', message: IM.customerNotFound },
      { sheet: 'Branches', row: 6, field: 'pos_count', message: M.countInvalid },
      { sheet: 'Branches', row: 6, field: 'server_count', message: M.countInvalid },
      { sheet: 'Agreements', row: 4, field: 'warranty', message: IM.invalidWarranty },
      { sheet: 'Agreements', row: 4, field: 'valid_to', message: M.validToBeforeFrom },
      { sheet: 'Agreements', row: 5, field: 'agreement_type', message: M.agreementTypeRequired },
      { sheet: 'Agreements', row: 5, field: 'status', message: M.statusRequired },
      { sheet: 'Agreements', row: 5, field: 'valid_from', message: M.invalidDate },
      { sheet: 'Agreements', row: 5, field: 'valid_to', message: M.validToRequired },
    ]);
    expect(body.error_count).toBe(13);
    expect(body.can_commit).toBe(false);
    expect(countsOf(body)).toEqual({
      customers: [5, 2, 0, 0, 3],
      branches: [5, 3, 0, 0, 2],
      agreements: [4, 2, 0, 0, 2],
      systems: [1, 1, 0, 0, 0],
    });
  });

  it('refers branches and agreements to stored customers and branches, or to rows of the file', async () => {
    await committed(
      await workbook({
        Customers: sampleSheets('REF').Customers!,
        Branches: [sampleSheets('REF').Branches![0]!],
      }),
    );
    const body = await previewed(
      await workbook({
        Branches: [
          { customer_code: 'ref-c1', branch_code: 'NEW', branch_name: 'New branch of a stored customer' },
        ],
        Agreements: [
          {
            customer_code: 'REF-C1',
            branch_code: 'b1',
            agreement_number: 'REF-X1',
            agreement_type: 1,
            status: 'Pending',
            valid_from: '2026-01-01',
            valid_to: '2026-06-30',
          },
          {
            customer_code: 'REF-C1',
            branch_code: 'new',
            agreement_number: 'REF-X2',
            agreement_type: 2,
            status: 'Pending',
            valid_from: '2026-01-01',
            valid_to: '2026-06-30',
          },
          {
            customer_code: 'REF-C1',
            branch_code: 'B2',
            agreement_number: 'REF-X3',
            agreement_type: 3,
            status: 'Pending',
            valid_from: '2026-01-01',
            valid_to: '2026-06-30',
          },
          {
            customer_code: 'NOBODY',
            branch_code: 'B1',
            agreement_number: 'REF-X4',
            agreement_type: 3,
            status: 'Pending',
            valid_from: '2026-01-01',
            valid_to: '2026-06-30',
          },
        ],
      }),
    );
    expect(body.errors).toEqual([
      { sheet: 'Agreements', row: 4, field: 'branch_code', message: IM.branchNotFound },
      { sheet: 'Agreements', row: 5, field: 'customer_code', message: IM.customerNotFound },
    ]);
  });

  it("refuses an agreement number another customer holds, but lets an agreement move between a customer's branches", async () => {
    const sheets = sampleSheets('OWN');
    await committed(await workbook(sheets));
    const moved = { ...sheets.Agreements![0]!, branch_code: 'B2' };
    const stolen = { ...sheets.Agreements![1]!, customer_code: 'OWN-C1', branch_code: 'B1' };
    const body = await previewed(await workbook({ Agreements: [moved, stolen] }));
    expect(body.errors).toEqual([
      { sheet: 'Agreements', row: 3, field: 'agreement_number', message: M.agreementNumberTaken },
    ]);
    expect(countsOf(body).agreements).toEqual([2, 0, 1, 0, 1]);
  });

  it('reads real Excel dates, serial numbers, DD/MM/YYYY, type names and numbers, yes/no and hyperlinks', async () => {
    const base = sampleSheets('CELL');
    const file = await workbook({
      Customers: [
        { ...base.Customers![0]!, email: { text: 'Info@Example.com', hyperlink: 'mailto:info@example.com' } },
      ],
      Branches: [{ ...base.Branches![0]! }],
      Agreements: [
        {
          ...base.Agreements![0]!,
          valid_from: new Date(Date.UTC(2026, 0, 1)),
          valid_to: 46387,
          warranty: true,
          agreement_type: 3,
        },
        {
          ...base.Agreements![0]!,
          agreement_number: 'CELL-A9',
          valid_from: '1/1/2026',
          valid_to: '31/12/2026',
          agreement_type: 'software/hardware',
          status: 'WARRENTY',
          warranty: 1,
        },
      ],
    });
    const body = await previewed(file);
    expect(body.errors).toEqual([]);
    await committed(file);
    const again = await previewed(
      await workbook({
        Agreements: [
          { ...base.Agreements![0]!, warranty: 'yes', agreement_type: 'Both' },
          { agreement_number: 'cell-a9', valid_to: '2026-12-31', status: 'Warranty' },
        ],
        Customers: [{ customer_code: 'CELL-C1', email: 'INFO@example.com' }],
      }),
    );
    expect(again.errors).toEqual([]);
    expect(countsOf(again)).toEqual({ customers: [1, 0, 0, 1, 0], agreements: [2, 0, 0, 2, 0] });
  });

  it('reads a CSV of each kind, each referring to the ones imported before it', async () => {
    const sheets = sampleSheets('CSV');
    const kinds = [
      ['customers', sheets.Customers!],
      ['branches', sheets.Branches!],
      ['agreements', sheets.Agreements!],
      ['systems', sheets.Systems!],
    ] as const;
    for (const [kind, rows] of kinds) {
      const body = await previewed(csv(rows), { name: `${kind}.csv`, kind });
      expect(body.sheets).toEqual([
        { kind, rows: rows.length, create: rows.length, update: 0, unchanged: 0, invalid: 0 },
      ]);
      const done = await committed(csv(rows), { name: `${kind}.csv`, kind });
      expect(done.sheets).toEqual(body.sheets);
      expect((await previewed(csv(rows), { name: `${kind}.csv` })).sheets).toEqual([
        { kind, rows: rows.length, create: 0, update: 0, unchanged: rows.length, invalid: 0 },
      ]);
    }
  });
});
