import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { agreements, auditLog, branches, customers, systems } from '../../db/schema';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { countsOf, importKit, sampleSheets, workbook } from './importTestKit';

const M = Msg.customers;
const IM = Msg.imports;
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { commit, committed, previewed } = importKit(
  () => t,
  () => registrar,
);

/** How many rows each table holds, to prove nothing was written. */
async function tableCounts() {
  const db = t.database.db;
  const count = async (
    table: typeof customers | typeof branches | typeof agreements | typeof systems | typeof auditLog,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    customers: await count(customers),
    branches: await count(branches),
    agreements: await count(agreements),
    systems: await count(systems),
    audit: await count(auditLog),
  };
}

const customerByCode = async (code: string) =>
  (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0];

describe('POST /api/import/commit', () => {
  it('refuses a file with one bad row, answering the error list and writing nothing', async () => {
    const sheets = sampleSheets('REFUSE');
    sheets.Customers![1]!.mobile_no = '071987654';
    const before = await tableCounts();
    const res = await commit(await workbook(sheets));
    expect(res.statusCode).toBe(400);
    expectNoInternals(res.body);
    expect(res.json()).toEqual({
      message: IM.hasErrors,
      errors: [{ sheet: 'Customers', row: 3, field: 'mobile_no', message: M.invalidMobile }],
      error_count: 1,
      can_commit: false,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('imports a clean file in one go, audited once with the counts and the file name', async () => {
    const before = await tableCounts();
    const body = await committed(await workbook(sampleSheets('OK')), { name: 'customers 2026.xlsx' });
    expect(body).toEqual({
      message: IM.committed,
      file_name: 'customers 2026.xlsx',
      sheets: [
        { kind: 'customers', rows: 2, create: 2, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'branches', rows: 3, create: 3, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'agreements', rows: 2, create: 2, update: 0, unchanged: 0, invalid: 0 },
        { kind: 'systems', rows: 1, create: 1, update: 0, unchanged: 0, invalid: 0 },
      ],
    });
    expect(await tableCounts()).toEqual({
      customers: before.customers + 2,
      branches: before.branches + 3,
      agreements: before.agreements + 2,
      systems: before.systems + 1,
      audit: before.audit + 1,
    });
    const [entry] = await auditRows(t.database.db, 'import.commit');
    expect(entry).toMatchObject({
      actorId: registrar.id,
      entity: 'import',
      before: null,
      after: { file_name: 'customers 2026.xlsx', sheets: body.sheets },
    });

    // The registration screen reads what was imported.
    const c1 = await customerByCode('OK-C1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${c1!.id}`,
      headers: registrar.headers,
    });
    const customer = res.json().customer;
    expect(customer).toMatchObject({
      customer_code: 'OK-C1',
      customer_name: 'OK Traders',
      mobile_no: '0712345678',
      email: 'info@example.com',
    });
    expect(customer.branches.map((b: { branch_code: string }) => b.branch_code)).toEqual(['B1', 'B2']);
    expect(customer.branches[0]).toMatchObject({ pos_count: 3, server_count: 1, terminal_count: 4 });
    expect(customer.branches[1]).toMatchObject({ pos_count: 0, branch_email: null });
    expect(customer.branches[0].agreements).toEqual([
      expect.objectContaining({
        agreement_number: 'OK-A1',
        agreement_type: 3,
        warranty_period: false,
        status: 'Accepted',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        agreement_date: '2025-12-15',
      }),
    ]);
    const [a2] = await t.database.db.select().from(agreements).where(eq(agreements.number, 'OK-A2'));
    expect(a2).toMatchObject({
      type: 2,
      warranty: true,
      status: 'Warrenty',
      validFrom: '2026-02-01',
      validTo: '2027-01-31',
      agreementDate: null,
    });
    const [system] = await t.database.db.select().from(systems).where(eq(systems.name, 'OK Payroll'));
    expect(system).toMatchObject({ code: 'PAY' });
  });

  it('changes nothing when the same file is imported again, whatever the case of its codes', async () => {
    const sheets = sampleSheets('AGAIN');
    const file = await workbook(sheets);
    await committed(file);
    const stamp = (await customerByCode('AGAIN-C1'))!.updatedAt;
    const before = await tableCounts();
    const body = await committed(file);
    expect(countsOf(body)).toEqual({
      customers: [2, 0, 0, 2, 0],
      branches: [3, 0, 0, 3, 0],
      agreements: [2, 0, 0, 2, 0],
      systems: [1, 0, 0, 1, 0],
    });
    const lower = await workbook({
      Customers: sheets.Customers!.map((c) => ({
        ...c,
        customer_code: String(c.customer_code).toLowerCase(),
      })),
      Systems: [{ system_name: 'again payroll', system_code: 'PAY' }],
    });
    expect(countsOf(await committed(lower))).toEqual({
      customers: [2, 0, 0, 2, 0],
      systems: [1, 0, 0, 1, 0],
    });
    expect(await tableCounts()).toEqual({ ...before, audit: before.audit + 2 });
    expect((await customerByCode('AGAIN-C1'))!.updatedAt).toEqual(stamp);
  });

  it('updates what differs and keeps stored values where a cell is blank', async () => {
    await committed(await workbook(sampleSheets('UPD')));
    const file = await workbook({
      Customers: [{ customer_code: 'upd-c1', owner: 'New Owner' }],
      Branches: [{ customer_code: 'UPD-C1', branch_code: 'b1', pos_count: 9 }],
      Agreements: [{ agreement_number: 'UPD-A1', valid_to: '2027-06-30', warranty: 'yes' }],
      Systems: [{ system_name: 'UPD Payroll', system_code: 'PAY2' }],
    });
    expect(countsOf(await previewed(file))).toEqual({
      customers: [1, 0, 1, 0, 0],
      branches: [1, 0, 1, 0, 0],
      agreements: [1, 0, 1, 0, 0],
      systems: [1, 0, 1, 0, 0],
    });
    await committed(file);
    expect(await customerByCode('UPD-C1')).toMatchObject({
      code: 'UPD-C1',
      name: 'UPD Traders',
      owner: 'New Owner',
      mobileNo: '0712345678',
      email: 'info@example.com',
    });
    const [branch] = await t.database.db
      .select()
      .from(branches)
      .where(eq(branches.name, 'Kandy Shop'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(branch).toMatchObject({
      code: 'B1',
      posCount: 9,
      serverCount: 1,
      terminalCount: 4,
      mobileNo: '0771234567',
    });
    const [agreement] = await t.database.db.select().from(agreements).where(eq(agreements.number, 'UPD-A1'));
    expect(agreement).toMatchObject({
      validFrom: '2026-01-01',
      validTo: '2027-06-30',
      warranty: true,
      type: 3,
      code: 'AMC',
    });
    const [system] = await t.database.db.select().from(systems).where(eq(systems.name, 'UPD Payroll'));
    expect(system!.code).toBe('PAY2');
  });

  it('updates an agreement from a file of agreements alone, its branch cells left blank', async () => {
    await committed(await workbook(sampleSheets('ALONE')));
    const file = await workbook({ Agreements: [{ agreement_number: 'alone-a2', status: 'Pending' }] });
    const body = await previewed(file);
    expect(body.errors).toEqual([]);
    expect(countsOf(body)).toEqual({ agreements: [1, 0, 1, 0, 0] });
    await committed(file);
    const [agreement] = await t.database.db
      .select()
      .from(agreements)
      .where(eq(agreements.number, 'ALONE-A2'));
    expect(agreement).toMatchObject({ status: 'Pending', type: 2, warranty: true, validTo: '2027-01-31' });
    expect(countsOf(await previewed(file))).toEqual({ agreements: [1, 0, 0, 1, 0] });
  });

  it("checks an update's new values against the stored ones it keeps", async () => {
    await committed(await workbook(sampleSheets('KEEP')));
    const body = await previewed(
      await workbook({ Agreements: [{ agreement_number: 'KEEP-A1', valid_to: '2025-06-30' }] }),
    );
    expect(body.errors).toEqual([
      { sheet: 'Agreements', row: 2, field: 'valid_to', message: M.validToBeforeFrom },
    ]);
  });

  it('moves an agreement to another branch of its customer', async () => {
    const sheets = sampleSheets('MOVE');
    await committed(await workbook(sheets));
    await committed(await workbook({ Agreements: [{ ...sheets.Agreements![0]!, branch_code: 'B2' }] }));
    const c1 = await customerByCode('MOVE-C1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${c1!.id}`,
      headers: registrar.headers,
    });
    const [b1, b2] = res.json().customer.branches;
    expect(b1.agreements).toEqual([]);
    expect(b2.agreements.map((a: { agreement_number: string }) => a.agreement_number)).toEqual(['MOVE-A1']);
  });
});
