import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  EmployeeStatus,
  JobKind,
  JobStatus,
  Msg,
  PRESALES_CATEGORIES,
  STORED_JOB_TYPES,
  type AddJobRequest,
} from '@jobline/shared';
import type { Executor, Tx } from '../../db/client';
import { branches, categories, customers, divisions, jobs, systems, users } from '../../db/schema';
import { fieldErrors } from '../../errors';

const M = Msg.quickJobs;

/** Stored job type ids of the jobs GET jobs/online/0 offers: 'Urgent' and 'On Line'. */
export const ONLINE_JOB_TYPE_IDS = STORED_JOB_TYPES.flatMap((name, i) =>
  name === 'Urgent' || name === 'On Line' ? [i + 1] : [],
);
/** Jobs raised through New Job (and pre-sales ones): the jobs a task may be added to. */
export const TASKING_KINDS: JobKind[] = [JobKind.TASKING, JobKind.PRESALES];

/** An online or urgent job: a New Job of stored type Urgent or On Line, or one raised as online (kind 4). */
/** isOnlineJob for one job's kind and stored job type. */
export const isOnlineKind = (kind: number, jobTypeId: number | null) =>
  kind === JobKind.ONLINE_URGENT ||
  (TASKING_KINDS.includes(kind as JobKind) && ONLINE_JOB_TYPE_IDS.includes(jobTypeId ?? 0));

export const isOnlineJob = () =>
  or(
    and(inArray(jobs.kind, TASKING_KINDS), inArray(jobs.jobTypeId, ONLINE_JOB_TYPE_IDS)),
    eq(jobs.kind, JobKind.ONLINE_URGENT),
  );

export interface Employee {
  id: number;
  divisionId: number | null;
}

/** An active employee, or a 400 on the field that named them. */
export async function activeEmployee(db: Executor, userId: number, field: string): Promise<Employee> {
  const [row] = await db
    .select({ id: users.id, divisionId: users.divisionId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, EmployeeStatus.ACTIVE)));
  if (!row) throw fieldErrors({ [field]: M.unknownReference });
  return row;
}

/** A quick job's place: the customer exists, the location is one of its branches, system and category exist. */
export async function assertQuickJobPlace(db: Executor, body: AddJobRequest): Promise<void> {
  const errors: Record<string, string> = {};
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, body.selected_customer!));
  if (!customer) errors.selected_customer = M.unknownReference;
  const [branch] = await db
    .select({ customerId: branches.customerId })
    .from(branches)
    .where(eq(branches.id, body.selected_location!));
  if (!branch) errors.selected_location = M.unknownReference;
  else if (customer && branch.customerId !== customer.id) errors.selected_location = M.locationNotOfCustomer;
  if (body.selected_system != null) {
    const [system] = await db
      .select({ id: systems.id })
      .from(systems)
      .where(eq(systems.id, body.selected_system));
    if (!system) errors.selected_system = M.unknownReference;
  }
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, body.category!), eq(categories.active, true)));
  if (!category) errors.category = M.unknownReference;
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

export async function assertSystemExists(db: Executor, systemId: number): Promise<void> {
  const [system] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, systemId));
  if (!system) throw fieldErrors({ selected_system: M.unknownReference });
}

export async function assertDivisionExists(db: Executor, divisionId: number): Promise<void> {
  const [division] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.id, divisionId));
  if (!division) throw fieldErrors({ selected_division: M.unknownReference });
}

export type JobRow = typeof jobs.$inferSelect;

/**
 * The job a task is added to, locked for the change: it must exist, be live (not deleted or
 * canceled) and be of the kind the job type picks from.
 */
export async function lockJobForTask(
  tx: Tx,
  jobId: number,
  want: { kind: JobKind; divisionId?: number | null },
): Promise<JobRow> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
    .for('update');
  const refuse = (message: string) => fieldErrors({ selected_job: message });
  if (!job) throw refuse(M.unknownReference);
  if (job.status === JobStatus.CANCELED) throw refuse(M.jobClosed);
  if (want.kind === JobKind.ONLINE_URGENT) {
    if (!isOnlineKind(job.kind, job.jobTypeId)) throw refuse(M.notOnlineJob);
    return job;
  }
  if (!TASKING_KINDS.includes(job.kind as JobKind)) throw refuse(M.notTaskingJob);
  if (want.divisionId != null && job.divisionId !== want.divisionId) throw refuse(M.jobNotInDivision);
  if (want.kind === JobKind.PRESALES && !PRESALES_CATEGORIES.includes(job.categoryId ?? 0)) {
    throw refuse(M.presalesJobOnly);
  }
  return job;
}
