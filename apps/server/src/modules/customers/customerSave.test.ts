import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { isUniqueViolation } from '../../db/client';
import { agreements, branches, customers } from '../../db/schema';
import { createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { saveKit } from './saveTestKit';
import { agreementPayload, asPayload, branchPayload, customerPayload } from './testPayloads';

const M = Msg.customers;
let t: TestApp;
let registrar: Actor;
let employee: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const { save, load, saved, expectErrors } = saveKit(
  () => t,
  () => registrar,
);

describe('who may save', () => {
  it('answers 401 without a token and 403 without Customer Registration, saving nothing', async () => {
    const payload = customerPayload();
    expect((await save(payload, null)).statusCode).toBe(401);
    const res = await save(payload, employee);
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.code, payload.customer_code as string));
    expect(rows).toEqual([]);
  });
});

describe('add mode', () => {
  it('saves the customer with its branches and agreements and audits it', async () => {
    const coordinator = await createUser(t.database.db);
    const payload = customerPayload({
      customer_code: '  NEW-1  ',
      email: 'Info@Example.COM',
      address: '',
      owner: null,
      software_coordinator: coordinator.id,
      branches: [
        branchPayload({ branch_code: 'K1', agreements: [agreementPayload({ agreement_number: 'NEW-1-A' })] }),
        branchPayload({ branch_code: 'K2', branch_email: '', branch_phone_no: '', agreements: [] }),
      ],
    });
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    const { message, customer } = res.json();
    expect(message).toBe(M.saved);
    expect(customer).toMatchObject({
      customer_code: 'NEW-1',
      email: 'info@example.com',
      address: null,
      owner: null,
      software_coordinator: coordinator.id,
      marketing_coordinator: null,
    });
    expect(customer.branches.map((b: { branch_code: string }) => b.branch_code)).toEqual(['K1', 'K2']);
    expect(customer.branches[1]).toMatchObject({ branch_email: null, branch_phone_no: null, agreements: [] });
    expect(customer.branches[0].agreements[0]).toMatchObject({
      agreement_number: 'NEW-1-A',
      agreement_type: 3,
    });
    expect(customer.branches[0].lights).toEqual({ software: 'covered', hardware: 'covered' });
    expect(await load(customer.id)).toEqual(customer);

    const [row] = await auditRows(t.database.db, 'customer.create', customer.id);
    expect(row).toMatchObject({ actorId: registrar.id, entity: 'customer', before: null, after: customer });
  });

  it('refuses a customer code in use, whatever its case', async () => {
    const first = await saved(customerPayload({ customer_code: 'DUP-CODE' }));
    for (const code of ['DUP-CODE', 'dup-code', ' Dup-Code ']) {
      await expectErrors(customerPayload({ customer_code: code }), { customer_code: M.codeTaken });
    }
    // The customer itself keeps its code in edit mode.
    expect((await save({ ...asPayload(first), customer_name: 'Renamed' })).statusCode).toBe(200);
  });

  it("refuses an agreement number another customer holds, next to the agreement's field", async () => {
    await saved(
      customerPayload({
        branches: [branchPayload({ agreements: [agreementPayload({ agreement_number: 'HELD-1' })] })],
      }),
    );
    const payload = customerPayload({
      branches: [
        branchPayload({ agreements: [] }),
        branchPayload({ agreements: [agreementPayload(), agreementPayload({ agreement_number: 'held-1' })] }),
      ],
    });
    await expectErrors(payload, { 'branches.1.agreements.1.agreement_number': M.agreementNumberTaken });
  });
});

describe("the database's keys", () => {
  /** The constraint a write broke, or null when it was stored. */
  const broken = (write: Promise<unknown>) =>
    write.then(
      () => null,
      (err: unknown) =>
        ['customers_code_unique', 'branches_customer_code_key', 'agreements_number_unique'].find((name) =>
          isUniqueViolation(err, name),
        ) ?? err,
    );

  it('refuse codes and agreement numbers that differ only in case, from a writer that skips the checks', async () => {
    const db = t.database.db;
    const [customer] = await db.insert(customers).values({ code: 'KEY-CASE', name: 'Key case' }).returning();
    expect(await broken(db.insert(customers).values({ code: 'key-case', name: 'Other' }))).toBe(
      'customers_code_unique',
    );

    const [branch] = await db
      .insert(branches)
      .values({ customerId: customer!.id, name: 'Main', code: 'BR-A' })
      .returning();
    expect(
      await broken(db.insert(branches).values({ customerId: customer!.id, name: 'Second', code: 'br-a' })),
    ).toBe('branches_customer_code_key');
    // Another customer may have a branch of the same code.
    const [other] = await db.insert(customers).values({ code: 'KEY-CASE-2', name: 'Other' }).returning();
    expect(
      await broken(db.insert(branches).values({ customerId: other!.id, name: 'Main', code: 'br-a' })),
    ).toBe(null);

    const agreement = { branchId: branch!.id, type: 3, validFrom: '2026-01-01', validTo: '2026-12-31' };
    await db.insert(agreements).values({ ...agreement, number: 'AGR-CASE' });
    expect(await broken(db.insert(agreements).values({ ...agreement, number: 'agr-case' }))).toBe(
      'agreements_number_unique',
    );
  });
});

describe('races', () => {
  it('keeps one customer when the same code arrives several times at once', async () => {
    const results = await Promise.all(
      ['RACE-1', 'race-1', 'RACE-1', 'Race-1', 'RACE-1', 'race-1'].map((code) =>
        save(customerPayload({ customer_code: code })),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    for (const res of results.filter((r) => r.statusCode === 400)) {
      expect(res.json().errors).toEqual({ customer_code: M.codeTaken });
    }
  });

  it('keeps agreement numbers unique when two customers claim the same one at once', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        save(
          customerPayload({
            branches: [branchPayload({ agreements: [agreementPayload({ agreement_number: 'RACE-AGR' })] })],
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'branches.0.agreements.0.agreement_number': M.agreementNumberTaken,
      });
    }
  });
});

describe('service visits an agreement includes', () => {
  it('are two a year unless told, are kept as given, and must be a whole number from 0 to 12', async () => {
    const customer = await saved(
      customerPayload({
        branches: [
          branchPayload({
            agreements: [
              agreementPayload(),
              agreementPayload({ visits_per_year: 4 }),
              agreementPayload({ visits_per_year: 0 }),
            ],
          }),
        ],
      }),
    );
    expect(
      customer.branches[0].agreements.map((a: { visits_per_year: number }) => a.visits_per_year).sort(),
    ).toEqual([0, 2, 4]);
    const bad = (visits_per_year: unknown) =>
      customerPayload({ branches: [branchPayload({ agreements: [agreementPayload({ visits_per_year })] })] });
    for (const value of [13, -1, 1.5, '2']) {
      await expectErrors(bad(value), { 'branches.0.agreements.0.visits_per_year': M.visitsPerYearInvalid });
    }
  });
});
