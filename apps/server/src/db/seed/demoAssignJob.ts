import { JobKind, JobStatus } from '@jobline/shared';
import type { Tx } from '../client';
import { jobs, taskSheets, tasks } from '../schema';
import { nextJobNo } from '../../modules/jobs/jobNumber';

/** Eight estimated tasks nobody holds yet: [name, optimistic, most likely, pessimistic]. */
const ROLLOUT_TASKS = [
  ['Confirm the loyalty rules with the customer', 1, 2, 3],
  ['Set up the loyalty database', 2, 3, 5],
  ['Build the points calculation', 3, 5, 8],
  ['Add the member screens to the POS', 3, 4, 6],
  ['Print points on the receipt', 1, 2, 3],
  ['Sync members between branches', 2, 4, 7],
  ['Test at the pilot branch', 2, 3, 4],
  ['Train the cashiers', 1, 1.5, 2],
] as const;

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A job the team leader owns whose estimated tasks are all unassigned, so Task Assign has work to
 * hand out in the demo. Seeded after the other jobs, so their numbers do not change.
 */
export async function seedAssignableJob(
  tx: Tx,
  today: string,
  people: { leadId: number; coordinatorId: number },
  site: { customerId: number; branchId: number; contact: string | null; mobile: string | null },
) {
  const [job] = await tx
    .insert(jobs)
    .values({
      jobNo: await nextJobNo(tx, today),
      title: 'Loyalty module rollout',
      description: 'Roll out the loyalty module to every branch',
      customerId: site.customerId,
      branchId: site.branchId,
      systemId: 2,
      categoryId: 1,
      jobTypeId: 4,
      kind: JobKind.TASKING,
      divisionId: 1,
      employeeId: people.leadId,
      requestedById: people.coordinatorId,
      coordinatorId: people.coordinatorId,
      createdById: people.leadId,
      contactPerson: site.contact,
      contactNumber: site.mobile,
      dueDate: addDays(today, 20),
      priority: 2,
      status: JobStatus.ACTIVE,
      amcSoftware: true,
    })
    .returning({ id: jobs.id });
  const [sheet] = await tx
    .insert(taskSheets)
    .values({
      jobId: job!.id,
      sheetNo: 1,
      approvedById: people.leadId,
      deliveryDate: addDays(today, 18),
      createdById: people.leadId,
    })
    .returning({ id: taskSheets.id });
  await tx.insert(tasks).values(
    ROLLOUT_TASKS.map(([name, o, m, p], i) => ({
      sheetId: sheet!.id,
      jobId: job!.id,
      taskNo: String(i + 1),
      name,
      description: `${name} (loyalty rollout, step ${i + 1})`,
      optimistic: String(o),
      mostLikely: String(m),
      pessimistic: String(p),
    })),
  );
}
