import { and, eq, inArray } from 'drizzle-orm';
import { CategoryId, COMPANY_CUSTOMER_ID, EmployeeStatus, Msg, type JobDraft } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branches, categories, customers, divisions, jobTypes, systems, users } from '../../db/schema';
import { fieldErrors } from '../../errors';

const M = Msg.jobs;

/**
 * What the form cannot know: every id names a live record, the location is a branch of the
 * customer, the employee works in the division, and a new due date is not in the past.
 */
export async function assertJobReferences(
  db: Executor,
  draft: Pick<
    JobDraft,
    | 'customer_id'
    | 'location_id'
    | 'system_id'
    | 'division_id'
    | 'employee_id'
    | 'requested_by'
    | 'job_category_id'
    | 'job_type'
    | 'job_coordinator_id'
    | 'due_date'
    | 'estimates'
  >,
  options: { today: string; dueDateChanged: boolean; chargeable: boolean },
): Promise<void> {
  const errors: Record<string, string> = {};
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, draft.customer_id));
  if (!customer) errors.customer_id = M.unknownReference;
  const [branch] = await db
    .select({ customerId: branches.customerId })
    .from(branches)
    .where(eq(branches.id, draft.location_id));
  if (!branch) errors.location_id = M.unknownReference;
  else if (customer && branch.customerId !== draft.customer_id) errors.location_id = M.locationNotOfCustomer;
  const [system] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, draft.system_id));
  if (!system) errors.system_id = M.unknownReference;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, draft.job_category_id), eq(categories.active, true)));
  if (!category) errors.job_category_id = M.unknownReference;
  // Company internal work (24) is always the company's own job.
  else if (
    draft.job_category_id === CategoryId.COMPANY_INTERNAL_24 &&
    draft.customer_id !== COMPANY_CUSTOMER_ID
  )
    errors.customer_id = Msg.quickJobs.companyCustomerOnly;
  const [type] = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.id, draft.job_type));
  if (!type) errors.job_type = M.unknownReference;
  const [division] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.id, draft.division_id));
  if (!division) errors.division_id = M.unknownReference;

  const people = [draft.employee_id, draft.requested_by, draft.job_coordinator_id];
  if (options.chargeable && draft.estimates) people.push(draft.estimates.collector);
  const found = await db
    .select({ id: users.id, divisionId: users.divisionId })
    .from(users)
    .where(and(inArray(users.id, people), eq(users.status, EmployeeStatus.ACTIVE)));
  const active = new Map(found.map((u) => [u.id, u]));
  const employee = active.get(draft.employee_id);
  if (!employee) errors.employee_id = M.unknownReference;
  else if (division && employee.divisionId !== draft.division_id)
    errors.employee_id = M.employeeNotInDivision;
  if (!active.has(draft.requested_by)) errors.requested_by = M.unknownReference;
  if (!active.has(draft.job_coordinator_id)) errors.job_coordinator_id = M.unknownReference;
  if (options.chargeable && draft.estimates && !active.has(draft.estimates.collector)) {
    errors['estimates.collector'] = M.unknownReference;
  }
  if (options.dueDateChanged && draft.due_date < options.today) errors.due_date = M.dueDateInPast;
  if (Object.keys(errors).length) throw fieldErrors(errors);
}
