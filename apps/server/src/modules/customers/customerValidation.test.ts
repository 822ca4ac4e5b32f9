import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { saveKit } from './saveTestKit';
import { agreementPayload, asPayload, branchPayload, customerPayload, shiftDay, today } from './testPayloads';

const M = Msg.customers;
let t: TestApp;
let registrar: Actor;
const day = today();

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { save, saved, expectErrors } = saveKit(
  () => t,
  () => registrar,
);

describe('validation', () => {
  it('needs at least one branch', async () => {
    await expectErrors(customerPayload({ branches: [] }), { branches: M.branchRequired });
    const { branches: _, ...withoutBranches } = customerPayload();
    await expectErrors(withoutBranches, { branches: M.branchRequired });
  });

  it('needs a code and a name, and checks formats of what is given', async () => {
    await expectErrors(
      customerPayload({
        customer_code: '  ',
        customer_name: '',
        mobile_no: '07123',
        email: 'not-an-email',
        website: 'not a site',
      }),
      {
        customer_code: M.codeRequired,
        customer_name: M.nameRequired,
        mobile_no: M.invalidMobile,
        email: M.invalidEmail,
        website: M.invalidWebsite,
      },
    );
    await expectErrors(customerPayload({ mobile_no: '07712345678' }), { mobile_no: M.invalidMobile });
    await expectErrors(customerPayload({ mobile_no: '077123456a' }), { mobile_no: M.invalidMobile });
    for (const website of [
      'example.lk',
      'http://www.example.com/about?x=1',
      'https://shop.example.co.uk:8443',
    ]) {
      expect((await save(customerPayload({ website }))).statusCode, website).toBe(200);
    }
  });

  it('names the nested field of a branch or agreement error', async () => {
    await expectErrors(
      customerPayload({
        branches: [
          branchPayload(),
          branchPayload({
            branch_name: '',
            branch_code: ' ',
            branch_mobile_no: '123',
            branch_email: 'x@',
            pos_count: -1,
            server_count: 1.5,
            terminal_count: '3',
            agreements: [
              agreementPayload(),
              agreementPayload({
                agreement_number: '',
                agreement_type: 4,
                status: 'Warranty',
                valid_from: '2026-02-30',
                valid_to: '',
              }),
            ],
          }),
        ],
      }),
      {
        'branches.1.branch_name': M.branchNameRequired,
        'branches.1.branch_code': M.branchCodeRequired,
        'branches.1.branch_mobile_no': M.invalidMobile,
        'branches.1.branch_email': M.invalidEmail,
        'branches.1.pos_count': M.countInvalid,
        'branches.1.server_count': M.countInvalid,
        'branches.1.terminal_count': M.countInvalid,
        'branches.1.agreements.1.agreement_number': M.agreementNumberRequired,
        'branches.1.agreements.1.agreement_type': M.agreementTypeRequired,
        'branches.1.agreements.1.status': M.statusRequired,
        'branches.1.agreements.1.valid_from': M.invalidDate,
        'branches.1.agreements.1.valid_to': M.validToRequired,
      },
    );
  });

  it('refuses an agreement that ends before it starts', async () => {
    const agreement = agreementPayload({ valid_from: day, valid_to: shiftDay(day, -1) });
    await expectErrors(
      customerPayload({ branches: [branchPayload({ agreements: [agreementPayload(), agreement] })] }),
      {
        'branches.0.agreements.1.valid_to': M.validToBeforeFrom,
      },
    );
  });

  it('refuses the same branch code twice and the same agreement number twice in one save', async () => {
    await expectErrors(
      customerPayload({
        branches: [branchPayload({ branch_code: 'Main' }), branchPayload({ branch_code: ' MAIN ' })],
      }),
      { 'branches.1.branch_code': M.branchCodeTaken },
    );
    await expectErrors(
      customerPayload({
        branches: [
          branchPayload({ agreements: [agreementPayload({ agreement_number: 'TWICE' })] }),
          branchPayload({
            agreements: [agreementPayload(), agreementPayload({ agreement_number: 'twice' })],
          }),
        ],
      }),
      { 'branches.1.agreements.1.agreement_number': M.agreementNumberTaken },
    );
  });

  it('accepts only existing active employees as coordinators', async () => {
    const inactive = await createUser(t.database.db, { status: 0 });
    await expectErrors(customerPayload({ marketing_coordinator: 987654, account_coordinator: inactive.id }), {
      marketing_coordinator: M.unknownCoordinator,
      account_coordinator: M.unknownCoordinator,
    });
    await expectErrors(customerPayload({ software_coordinator: 'abc' }), {
      software_coordinator: M.unknownCoordinator,
    });
  });

  it('keeps a coordinator who left since, as long as nobody changes it', async () => {
    const leaver = await createUser(t.database.db);
    const customer = await saved(customerPayload({ account_coordinator: leaver.id }));
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, leaver.id));
    expect((await save({ ...asPayload(customer), owner: 'New owner' })).statusCode).toBe(200);
    const other = await saved(customerPayload());
    await expectErrors(
      { ...asPayload(other), account_coordinator: leaver.id },
      { account_coordinator: M.unknownCoordinator },
    );
  });

  it('answers 400, never 500, to wrong types, huge ids and oversized lists', async () => {
    const bad: unknown[] = [
      customerPayload({ branches: 'none' }),
      customerPayload({ branches: [null] }),
      customerPayload({ id: 99999999999 }),
      customerPayload({ software_coordinator: 99999999999 }),
      customerPayload({ branches: [branchPayload({ id: 99999999999 })] }),
      customerPayload({ branches: [branchPayload({ agreements: [agreementPayload({ id: -3 })] })] }),
      customerPayload({
        branches: [branchPayload({ agreements: [agreementPayload({ valid_from: '0000-01-01' })] })],
      }),
      customerPayload({
        branches: [branchPayload({ agreements: [agreementPayload({ agreement_date: '2026-13-01' })] })],
      }),
      customerPayload({ customer_name: 'x'.repeat(5000) }),
      customerPayload({ branches: Array.from({ length: 501 }, () => branchPayload({ agreements: [] })) }),
      [],
    ];
    for (const payload of bad) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});
