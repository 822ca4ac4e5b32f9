import { asc, eq, inArray, sql } from 'drizzle-orm';
import { EmployeeStatus, Msg, type CustomerSaveData } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { agreements, branches, customers, jobs, serviceVisits, users } from '../../db/schema';
import { agreementRowsOf } from './queries';

const M = Msg.customers;
type Errors = Record<string, string>;

export interface ExistingCustomer {
  customer: typeof customers.$inferSelect;
  branches: (typeof branches.$inferSelect)[];
  agreements: (typeof agreements.$inferSelect)[];
}

/** The saved customer with its branches and agreements, its row locked for the rest of the save. */
export async function loadExisting(db: Executor, customerId: number): Promise<ExistingCustomer | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!customer) return null;
  const branchRows = await db
    .select()
    .from(branches)
    .where(eq(branches.customerId, customerId))
    .orderBy(asc(branches.id));
  return {
    customer,
    branches: branchRows,
    agreements: await agreementRowsOf(
      db,
      branchRows.map((b) => b.id),
    ),
  };
}

const COORDINATORS = [
  ['software_coordinator', 'softwareCoordinatorId'],
  ['marketing_coordinator', 'marketingCoordinatorId'],
  ['account_coordinator', 'accountCoordinatorId'],
] as const;

/**
 * What only the database can tell about a save: a customer code in use, coordinators that are no
 * active employees (an inactive one may stay where already set), ids that are not this customer's
 * branches or that branch's agreements (listed or named as removed), branch codes of branches that
 * stay unlisted, and agreement numbers held by other agreements.
 */
export async function saveErrors(
  db: Executor,
  input: CustomerSaveData,
  existing: ExistingCustomer | null,
): Promise<Errors> {
  const errors: Errors = {};
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.code}) = ${input.customer_code.toLowerCase()}`);
  if (taken && taken.id !== existing?.customer.id) errors.customer_code = M.codeTaken;

  const wanted = COORDINATORS.map(([field]) => input[field]).filter((v): v is number => v != null);
  const staff = wanted.length
    ? await db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, wanted))
    : [];
  for (const [field, column] of COORDINATORS) {
    const value = input[field];
    if (value == null) continue;
    const user = staff.find((u) => u.id === value);
    const kept = existing?.customer[column] === value;
    if (!user || (user.status !== EmployeeStatus.ACTIVE && !kept)) errors[field] = M.unknownCoordinator;
  }

  const ownBranches = new Set(existing?.branches.map((b) => b.id));
  const ownAgreements = new Map(existing?.agreements.map((a) => [a.id, a.branchId]));
  const seenBranches = new Set<number>();
  const seenAgreements = new Set<number>();
  input.branches.forEach((branch, i) => {
    if (branch.id != null) {
      if (!ownBranches.has(branch.id) || seenBranches.has(branch.id))
        errors[`branches.${i}.id`] = M.unknownBranch;
      seenBranches.add(branch.id);
    }
    branch.agreements.forEach((agreement, j) => {
      if (agreement.id == null) return;
      const belongs = branch.id != null && ownAgreements.get(agreement.id) === branch.id;
      if (!belongs || seenAgreements.has(agreement.id)) {
        errors[`branches.${i}.agreements.${j}.id`] = M.unknownAgreement;
      }
      seenAgreements.add(agreement.id);
    });
  });

  const removedBranches = new Set(input.removed_branches);
  const removedAgreements = new Set(input.removed_agreements);
  if (input.removed_branches.some((id) => !ownBranches.has(id) || seenBranches.has(id)))
    errors.removed_branches = M.unknownBranch;
  if (input.removed_agreements.some((id) => !ownAgreements.has(id) || seenAgreements.has(id)))
    errors.removed_agreements = M.unknownAgreement;

  // Saved branches the request neither lists nor removes stay: a new or renamed branch may not
  // take one of their codes.
  const staying = (existing?.branches ?? []).filter(
    (b) => !seenBranches.has(b.id) && !removedBranches.has(b.id),
  );
  const stayingCodes = new Set(staying.map((b) => b.code.toLowerCase()));
  input.branches.forEach((branch, i) => {
    if (stayingCodes.has(branch.branch_code.toLowerCase()))
      errors[`branches.${i}.branch_code`] = M.branchCodeTaken;
  });

  const numbers = input.branches.flatMap((b, i) =>
    b.agreements.map((a, j) => ({
      key: a.agreement_number.toLowerCase(),
      field: `branches.${i}.agreements.${j}`,
    })),
  );
  if (numbers.length) {
    const holders = await db
      .select({ id: agreements.id, number: agreements.number })
      .from(agreements)
      .where(inArray(sql`lower(${agreements.number})`, [...new Set(numbers.map((n) => n.key))]));
    // This customer's agreements that the request lists or removes may swap or free their numbers;
    // any other agreement keeps its own.
    const settled = (agreementId: number) =>
      ownAgreements.has(agreementId) &&
      (seenAgreements.has(agreementId) ||
        removedAgreements.has(agreementId) ||
        removedBranches.has(ownAgreements.get(agreementId)!));
    const elsewhere = new Set(holders.filter((h) => !settled(h.id)).map((h) => h.number.toLowerCase()));
    for (const n of numbers) {
      if (elsewhere.has(n.key)) errors[`${n.field}.agreement_number`] = M.agreementNumberTaken;
    }
  }
  return errors;
}

/**
 * Branches about to be removed that jobs or service visits point at: they must stay (job history
 * keeps its location, a visit its branch).
 */
export async function branchesInUse(db: Executor, removed: ExistingCustomer['branches']): Promise<Errors> {
  if (removed.length === 0) return {};
  const ids = removed.map((b) => b.id);
  const withJobs = await db
    .selectDistinct({ branchId: jobs.branchId })
    .from(jobs)
    .where(inArray(jobs.branchId, ids));
  const visited = await db
    .selectDistinct({ branchId: serviceVisits.branchId })
    .from(serviceVisits)
    .where(inArray(serviceVisits.branchId, ids));
  for (const b of removed) {
    const reason = withJobs.some((u) => u.branchId === b.id)
      ? M.branchInUse
      : visited.some((v) => v.branchId === b.id)
        ? M.branchVisited
        : null;
    if (reason) return { branches: `${reason}: ${b.name} (${b.code})` };
  }
  return {};
}
