import { eq } from 'drizzle-orm';
import { JobStatus, Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { forbidden, notFound, refusal } from '../../errors';
import { assignPolicy, type Assigner } from './assignPolicy';

const M = Msg.taskAssign;

/**
 * The job whose tasks are read or (re-)assigned, after the row rule: 404 when it is gone, 403 when
 * the user neither owns nor manages it, 409 (status 2) when it was canceled. Inside a command the
 * row is share-locked, so it cannot be canceled or deleted while its tasks are assigned.
 */
export async function assignableJob(db: Executor, user: Assigner, jobId: number, lock = false) {
  const query = db
    .select({
      id: jobs.id,
      jobNo: jobs.jobNo,
      dueDate: jobs.dueDate,
      status: jobs.status,
      deletedAt: jobs.deletedAt,
      employeeId: jobs.employeeId,
      coordinatorId: jobs.coordinatorId,
      createdById: jobs.createdById,
      divisionId: jobs.divisionId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for('share') : await query;
  if (!job || job.deletedAt) throw notFound(M.jobNotFound);
  if (!assignPolicy.mayAssignOn(user, job)) throw forbidden(M.notYourJob);
  if (job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobCanceled);
  return job;
}
export type AssignableJob = Awaited<ReturnType<typeof assignableJob>>;
