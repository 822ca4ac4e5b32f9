import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { agreements, branches, jobs, serviceVisits } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { saveKit, type Json } from './saveTestKit';
import { agreementPayload, asPayload, branchPayload, customerPayload, uniq } from './testPayloads';

const M = Msg.customers;
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { save, load, saved, expectErrors } = saveKit(
  () => t,
  () => registrar,
);

describe('edit mode', () => {
  it('adds, updates and removes branches and agreements in one save, and audits before and after', async () => {
    const customer = await saved(
      customerPayload({
        branches: [
          branchPayload({
            branch_code: 'E1',
            agreements: [agreementPayload({ agreement_number: uniq('E1A') }), agreementPayload()],
          }),
          branchPayload({ branch_code: 'E2' }),
          branchPayload({ branch_code: 'E3' }),
        ],
      }),
    );
    const edit = asPayload(customer) as { branches: Json[] } & Json;
    const [e1, e2] = edit.branches as ({ agreements: Json[] } & Json)[];
    e1!.pos_count = 9;
    e1!.agreements = [{ ...e1!.agreements[0], status: 'Warrenty', warranty_period: true }]; // second removed
    e1!.agreements.push(agreementPayload({ agreement_number: 'E1-NEW', agreement_type: 1 }));
    const payload = {
      ...edit,
      customer_name: 'Edited Name',
      removed_branches: [customer.branches[2].id],
      removed_agreements: [customer.branches[0].agreements[1].id],
      // E3 removed, E2 kept unchanged, a new branch added.
      branches: [
        e1,
        e2,
        branchPayload({ branch_code: 'E4', agreements: [agreementPayload({ agreement_number: 'E4-A' })] }),
      ],
    };
    const res = await save(payload);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().customer;
    expect(after.id).toBe(customer.id);
    expect(after.customer_name).toBe('Edited Name');
    expect(after.branches.map((b: { branch_code: string }) => b.branch_code)).toEqual(['E1', 'E2', 'E4']);
    expect(after.branches[0].id).toBe(customer.branches[0].id);
    expect(after.branches[1]).toEqual(customer.branches[1]);
    expect(after.branches[0].pos_count).toBe(9);
    const numbers = after.branches[0].agreements
      .map((a: { agreement_number: string }) => a.agreement_number)
      .sort();
    expect(numbers).toEqual(
      [
        'E1-NEW',
        customer.branches[0].agreements.find((a: { id: number }) => a.id === e1!.agreements[0]!.id)
          .agreement_number,
      ].sort(),
    );
    expect(after.branches[0].lights).toEqual({ software: 'warranty', hardware: 'warranty' });
    const removed = await t.database.db
      .select()
      .from(branches)
      .where(eq(branches.id, customer.branches[2].id));
    expect(removed).toEqual([]);
    const gone = await t.database.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, customer.branches[0].agreements[1].id));
    expect(gone).toEqual([]);

    const [row] = await auditRows(t.database.db, 'customer.update', customer.id);
    expect(row).toMatchObject({ actorId: registrar.id, entity: 'customer', before: customer, after });
  });

  it('lets two branches swap codes and two agreements swap numbers', async () => {
    const customer = await saved(
      customerPayload({
        branches: [
          branchPayload({
            branch_code: 'S1',
            agreements: [agreementPayload({ agreement_number: 'SWAP-A' })],
          }),
          branchPayload({
            branch_code: 'S2',
            agreements: [agreementPayload({ agreement_number: 'SWAP-B' })],
          }),
        ],
      }),
    );
    const edit = asPayload(customer) as { branches: ({ agreements: Json[] } & Json)[] } & Json;
    const [s1, s2] = edit.branches;
    [s1!.branch_code, s2!.branch_code] = ['S2', 'S1'];
    [s1!.agreements[0]!.agreement_number, s2!.agreements[0]!.agreement_number] = ['SWAP-B', 'SWAP-A'];
    const after = await saved(edit);
    expect(after.branches.map((b: { id: number; branch_code: string }) => [b.id, b.branch_code])).toEqual([
      [customer.branches[0].id, 'S2'],
      [customer.branches[1].id, 'S1'],
    ]);
    expect(after.branches[0].agreements[0].agreement_number).toBe('SWAP-B');
  });

  it('changes nothing when any part of the save is refused', async () => {
    await saved(
      customerPayload({
        branches: [branchPayload({ agreements: [agreementPayload({ agreement_number: 'TAKEN-X' })] })],
      }),
    );
    const customer = await saved(customerPayload({ branches: [branchPayload(), branchPayload()] }));
    const edit = asPayload(customer) as { branches: ({ agreements: Json[] } & Json)[] } & Json;
    const payload = {
      ...edit,
      customer_name: 'Should not stick',
      branches: [
        {
          ...edit.branches[0],
          branch_name: 'Should not stick',
          agreements: [agreementPayload({ agreement_number: 'TAKEN-X' })],
        },
      ],
    };
    await expectErrors(payload, { 'branches.0.agreements.0.agreement_number': M.agreementNumberTaken });
    expect(await load(customer.id)).toEqual(customer);
  });

  it('refuses to remove a branch that jobs point at, naming it, and changes nothing', async () => {
    const customer = await saved(
      customerPayload({
        customer_name: 'Busy Customer',
        branches: [branchPayload(), branchPayload({ branch_name: 'Busy Branch', branch_code: 'BUSY' })],
      }),
    );
    await t.database.db.insert(jobs).values({
      jobNo: uniq('J'),
      description: 'Printer fix',
      customerId: customer.id,
      branchId: customer.branches[1].id,
    });
    const edit = asPayload(customer) as { branches: Json[] } & Json;
    await expectErrors(
      {
        ...edit,
        customer_name: 'Changed',
        branches: [edit.branches[0]],
        removed_branches: [customer.branches[1].id],
      },
      {
        branches: `${M.branchInUse}: Busy Branch (BUSY)`,
      },
    );
    expect(await load(customer.id)).toEqual(customer);
    // Its agreements may still change.
    const kept = { ...edit, branches: [edit.branches[0], { ...edit.branches[1], agreements: [] }] };
    expect((await save(kept)).statusCode).toBe(200);
  });

  it('refuses to remove a branch or an agreement that a service visit points at, saying why', async () => {
    const customer = await saved(
      customerPayload({
        branches: [branchPayload(), branchPayload({ branch_name: 'Visited Branch', branch_code: 'SEEN' })],
      }),
    );
    const visited = customer.branches[1];
    await t.database.db.insert(serviceVisits).values({
      customerId: customer.id,
      branchId: visited.id,
      agreementId: visited.agreements[0].id,
      serviceDate: visited.agreements[0].valid_from,
      jobCardNo: uniq('JC'),
      posCount: 1,
      serverCount: 1,
      terminalCount: 1,
    });
    const edit = asPayload(customer) as { branches: ({ agreements: Json[] } & Json)[] } & Json;
    await expectErrors(
      { ...edit, branches: [edit.branches[0]], removed_branches: [visited.id] },
      { branches: `${M.branchVisited}: Visited Branch (SEEN)` },
    );
    await expectErrors(
      {
        ...edit,
        branches: [edit.branches[0], { ...edit.branches[1], agreements: [] }],
        removed_agreements: [visited.agreements[0].id],
      },
      { 'branches.1.agreements': `${M.agreementInUse}: ${visited.agreements[0].agreement_number}` },
    );
    expect(await load(customer.id)).toEqual(customer);
  });

  it("refuses ids that are not this customer's branches or that branch's agreements", async () => {
    const mine = await saved(customerPayload({ branches: [branchPayload(), branchPayload()] }));
    const theirs = await saved(customerPayload());
    const edit = asPayload(mine) as { branches: ({ agreements: Json[] } & Json)[] } & Json;
    const foreignBranch = { ...edit.branches[0], id: theirs.branches[0].id, branch_code: uniq('F') };
    await expectErrors(
      { ...edit, branches: [foreignBranch, edit.branches[1]] },
      {
        'branches.0.id': M.unknownBranch,
        'branches.0.agreements.0.id': M.unknownAgreement,
      },
    );
    // An agreement moved under the other branch of the same customer is not that branch's.
    const moved = {
      ...edit.branches[1],
      agreements: [...edit.branches[1]!.agreements, edit.branches[0]!.agreements[0]],
    };
    await expectErrors(
      { ...edit, branches: [{ ...edit.branches[0], agreements: [] }, moved] },
      {
        'branches.1.agreements.1.id': M.unknownAgreement,
      },
    );
    // A new branch cannot bring saved agreements with it.
    const newBranch = branchPayload({
      agreements: [{ ...theirs.branches[0].agreements[0], branch_id: undefined }],
    });
    await expectErrors(
      { ...edit, branches: [...edit.branches, newBranch] },
      {
        'branches.2.agreements.0.id': M.unknownAgreement,
        'branches.2.agreements.0.agreement_number': M.agreementNumberTaken,
      },
    );
    // The same branch twice.
    await expectErrors(
      { ...edit, branches: [edit.branches[0], edit.branches[0]] },
      {
        'branches.1.branch_code': M.branchCodeTaken,
        'branches.1.agreements.0.agreement_number': M.agreementNumberTaken,
      },
    );
  });

  it('answers 404 for a customer id that does not exist', async () => {
    const res = await save(customerPayload({ id: 987654, version: 1 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.unknownCustomer);
  });
});
