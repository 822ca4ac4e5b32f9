import { eq, inArray, sql } from 'drizzle-orm';
import { Msg, type CustomerDetail, type CustomerSaveData } from '@jobline/shared';
import { isUniqueViolation, pgErrorCode, type Db, type Executor } from '../../db/client';
import { agreements, branches, customers } from '../../db/schema';
import { fieldErrors, notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { assertVersion } from '../../versions/editVersion';
import { publishRecordChanged } from '../../versions/recordChanged';
import { audit, type AuditActor } from '../admin/auditLog';
import { customerComparable } from './customerComparable';
import { findCustomerDetail } from './queries';
import { branchesInUse, loadExisting, saveErrors, type ExistingCustomer } from './saveChecks';

const M = Msg.customers;
const FOREIGN_KEY_VIOLATION = '23503';
type BranchIn = CustomerSaveData['branches'][number];
type AgreementIn = BranchIn['agreements'][number];

const blank = (value: string | null | undefined) => (value ? value : null);

const customerValues = (c: CustomerSaveData) => ({
  code: c.customer_code,
  name: c.customer_name,
  address: blank(c.address),
  owner: blank(c.owner),
  contactPerson: blank(c.contact_person),
  mobileNo: blank(c.mobile_no),
  email: blank(c.email),
  website: blank(c.website),
  softwareCoordinatorId: c.software_coordinator ?? null,
  marketingCoordinatorId: c.marketing_coordinator ?? null,
  accountCoordinatorId: c.account_coordinator ?? null,
});

const branchValues = (b: BranchIn) => ({
  name: b.branch_name,
  code: b.branch_code,
  contactPerson: blank(b.branch_contact_person),
  mobileNo: blank(b.branch_mobile_no),
  phoneNo: blank(b.branch_phone_no),
  address: blank(b.branch_address),
  email: blank(b.branch_email),
  posCount: b.pos_count,
  serverCount: b.server_count,
  terminalCount: b.terminal_count,
});

const agreementValues = (a: AgreementIn) => ({
  number: a.agreement_number,
  code: blank(a.agreement_code),
  type: a.agreement_type,
  warranty: a.warranty_period,
  status: a.status,
  validFrom: a.valid_from,
  validTo: a.valid_to,
  agreementDate: blank(a.agreement_date),
  visitsPerYear: a.visits_per_year,
});

/** True when any of the values differs from the saved row, so unchanged rows keep their updated_at. */
const differs = (values: Record<string, unknown>, row: Record<string, unknown>) =>
  Object.entries(values).some(([key, value]) => row[key] !== value);

/** A stand-in key while rows swap codes or numbers, so the unique constraints hold at every step. */
const parked = (id: number) => `~parked~${id}`;

/** Saves and spreadsheet imports of customers take turns under this lock (one per transaction). */
export const CUSTOMERS_SAVE_LOCK = sql`select pg_advisory_xact_lock(hashtext('jobline:customers.save'))`;

export interface CustomerSaveContext {
  actor: AuditActor;
  today: string;
  timeZone: string;
  bus: EventBus;
}

/**
 * POST customers: the customer, its branches and their agreements in one transaction (add mode
 * without id, edit mode with it). Edit mode saves only over the version the form loaded (checked
 * under the customer's row lock). Rows are matched by id: new ones are added, changed ones updated,
 * and a saved one removed only when the request names it in removed_branches or removed_agreements,
 * unless something refers to it; a row the request does not list stays as it is (another person
 * may have added it since the form loaded). Saves run one at a time (an advisory lock), so the
 * case-blind uniqueness checks cannot race.
 */
export async function saveCustomer(
  db: Db,
  ctx: CustomerSaveContext,
  input: CustomerSaveData,
): Promise<CustomerDetail> {
  const { actor, today } = ctx;
  return db
    .transaction(async (tx) => {
      await tx.execute(CUSTOMERS_SAVE_LOCK);
      const existing = input.id != null ? await loadExisting(tx, input.id) : null;
      if (input.id != null && !existing) throw notFound(M.unknownCustomer);
      if (existing) {
        const id = existing.customer.id;
        await assertVersion(tx, {
          entity: 'customer',
          id,
          record: Msg.staleSaves.records.customer,
          loaded: input.version ?? undefined,
          current: existing.customer.version,
          overwrite: input.overwrite,
          actor,
          timeZone: ctx.timeZone,
          compare: async () => ({
            theirs: await customerComparable(tx, (await findCustomerDetail(tx, id, today))!),
            mine: await customerComparable(tx, input),
          }),
        });
      }
      const errors = await saveErrors(tx, input, existing);
      if (Object.keys(errors).length) throw fieldErrors(errors);

      const removedIds = new Set(input.removed_branches);
      const removedBranches = existing?.branches.filter((b) => removedIds.has(b.id)) ?? [];
      const inUse = await branchesInUse(tx, removedBranches);
      if (Object.keys(inUse).length) throw fieldErrors(inUse);

      const before = existing ? await findCustomerDetail(tx, existing.customer.id, today) : null;
      let customerId: number;
      if (existing) {
        customerId = existing.customer.id;
        const values = customerValues(input);
        if (differs(values, existing.customer)) {
          await tx
            .update(customers)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(customers.id, customerId));
        }
        await removeNamed(tx, input, existing);
        await parkChangedKeys(tx, input, existing);
      } else {
        const [created] = await tx
          .insert(customers)
          .values(customerValues(input))
          .returning({ id: customers.id });
        customerId = created!.id;
      }
      await writeBranches(tx, customerId, input, existing);

      const after = (await findCustomerDetail(tx, customerId, today))!;
      await audit(tx, actor, {
        action: existing ? 'customer.update' : 'customer.create',
        entity: 'customer',
        entityId: customerId,
        before,
        after,
      });
      if (existing && after.version !== before?.version)
        await publishRecordChanged(tx, ctx.bus, actor, {
          entity: 'customer',
          id: customerId,
          version: after.version,
        });
      return after;
    })
    .catch((err: unknown) => {
      // Backstops for writers that do not take the lock (e.g. a data sync): answer, never a 500.
      if (isUniqueViolation(err, 'customers_code_unique')) throw fieldErrors({ customer_code: M.codeTaken });
      if (isUniqueViolation(err, 'agreements_number_unique'))
        throw fieldErrors({ branches: M.agreementNumberTaken });
      if (isUniqueViolation(err, 'branches_customer_code_key'))
        throw fieldErrors({ branches: M.branchCodeTaken });
      throw err;
    });
}

/**
 * Deletes the branches and agreements the request names as removed (saveErrors checked they are
 * this customer's); a row something refers to stays and the save is refused.
 */
async function removeNamed(tx: Executor, input: CustomerSaveData, existing: ExistingCustomer) {
  const refuse = (field: string, message: string) => (err: unknown) => {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw fieldErrors({ [field]: message });
    throw err;
  };
  const removedBranches = new Set(input.removed_branches);
  const removedAgreements = new Set(input.removed_agreements);
  for (const agreement of existing.agreements) {
    if (!removedAgreements.has(agreement.id) || removedBranches.has(agreement.branchId)) continue;
    const i = input.branches.findIndex((b) => b.id === agreement.branchId);
    await tx
      .delete(agreements)
      .where(eq(agreements.id, agreement.id))
      .catch(
        refuse(
          i >= 0 ? `branches.${i}.agreements` : 'removed_agreements',
          `${M.agreementInUse}: ${agreement.number}`,
        ),
      );
  }
  for (const branch of existing.branches) {
    if (!removedBranches.has(branch.id)) continue;
    await tx
      .delete(branches)
      .where(eq(branches.id, branch.id))
      .catch(refuse('branches', `${M.branchInUse}: ${branch.name} (${branch.code})`));
  }
}

/** Kept rows whose code or number changes get a stand-in first, so two rows may swap theirs. */
async function parkChangedKeys(tx: Executor, input: CustomerSaveData, existing: ExistingCustomer) {
  const branchRows = new Map(existing.branches.map((b) => [b.id, b]));
  const agreementRows = new Map(existing.agreements.map((a) => [a.id, a]));
  const branchIds: number[] = [];
  const agreementIds: number[] = [];
  for (const branch of input.branches) {
    if (branch.id != null && branchRows.get(branch.id)?.code !== branch.branch_code)
      branchIds.push(branch.id);
    for (const a of branch.agreements) {
      if (a.id != null && agreementRows.get(a.id)?.number !== a.agreement_number) agreementIds.push(a.id);
    }
  }
  if (branchIds.length) {
    await tx
      .update(branches)
      .set({ code: sql`'~parked~' || ${branches.id}` })
      .where(inArray(branches.id, branchIds));
    for (const id of branchIds) branchRows.get(id)!.code = parked(id);
  }
  if (agreementIds.length) {
    await tx
      .update(agreements)
      .set({ number: sql`'~parked~' || ${agreements.id}` })
      .where(inArray(agreements.id, agreementIds));
    for (const id of agreementIds) agreementRows.get(id)!.number = parked(id);
  }
}

async function writeBranches(
  tx: Executor,
  customerId: number,
  input: CustomerSaveData,
  existing: ExistingCustomer | null,
) {
  const branchRows = new Map(existing?.branches.map((b) => [b.id, b]));
  const agreementRows = new Map(existing?.agreements.map((a) => [a.id, a]));
  for (const branch of input.branches) {
    const values = branchValues(branch);
    let branchId: number;
    if (branch.id != null) {
      branchId = branch.id;
      if (differs(values, branchRows.get(branchId)!)) {
        await tx
          .update(branches)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(branches.id, branchId));
      }
    } else {
      const [created] = await tx
        .insert(branches)
        .values({ ...values, customerId })
        .returning({ id: branches.id });
      branchId = created!.id;
    }
    for (const agreement of branch.agreements) {
      const aValues = agreementValues(agreement);
      if (agreement.id == null) {
        await tx.insert(agreements).values({ ...aValues, branchId });
      } else if (differs(aValues, agreementRows.get(agreement.id)!)) {
        await tx
          .update(agreements)
          .set({ ...aValues, updatedAt: new Date() })
          .where(eq(agreements.id, agreement.id));
      }
    }
  }
}
