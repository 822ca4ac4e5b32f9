import { and, eq, inArray } from 'drizzle-orm';
import { EmployeeStatus, Msg, type JobRequestInput } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branches, categories, customers, divisions, systems, users } from '../../db/schema';
import { fieldErrors } from '../../errors';

const M = Msg.jobs;

/**
 * A request names fewer things than a job, and most of them may be left out; what it does name must
 * exist, the location must be a branch of the customer, the people must be active, and a new due
 * date may not be in the past. The employee is not chosen on a request, so there is no division rule.
 */
export async function assertRequestReferences(
  db: Executor,
  input: JobRequestInput,
  options: { today: string; dueDateChanged: boolean },
): Promise<void> {
  const errors: Record<string, string> = {};
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customer_id));
  if (!customer) errors.customer_id = M.unknownReference;
  if (input.location_id) {
    const [branch] = await db
      .select({ customerId: branches.customerId })
      .from(branches)
      .where(eq(branches.id, input.location_id));
    if (!branch) errors.location_id = M.unknownReference;
    else if (customer && branch.customerId !== input.customer_id) {
      errors.location_id = M.locationNotOfCustomer;
    }
  }
  if (input.system_id) {
    const [system] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, input.system_id));
    if (!system) errors.system_id = M.unknownReference;
  }
  if (input.job_category_id) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.job_category_id), eq(categories.active, true)));
    if (!category) errors.job_category_id = M.unknownReference;
  }
  if (input.division_id) {
    const [division] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.id, input.division_id));
    if (!division) errors.division_id = M.unknownReference;
  }
  const people = [input.requested_by, input.job_coordinator_id].filter((p): p is number => Boolean(p));
  if (people.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, people), eq(users.status, EmployeeStatus.ACTIVE)));
    const active = new Set(found.map((u) => u.id));
    if (input.requested_by && !active.has(input.requested_by)) errors.requested_by = M.unknownReference;
    if (input.job_coordinator_id && !active.has(input.job_coordinator_id)) {
      errors.job_coordinator_id = M.unknownReference;
    }
  }
  if (options.dueDateChanged && input.due_date && input.due_date < options.today) {
    errors.due_date = M.dueDateInPast;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}
