import { and, eq, isNull } from 'drizzle-orm';
import { JobStatus, Msg, type DueDateChangeRequest } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobDueDateChanges, jobs } from '../../db/schema';
import { fieldError, notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { publishJobsChanged } from '../jobs/jobEvents';

/**
 * POST jobs/change/due_date: moves a job's due date with a reason, in one transaction with
 * its history row. The job row is locked first, so two changes at once are recorded one after the
 * other and each history row's previous date is the one it really replaced.
 */
export async function changeDueDate(db: Db, ctx: JobContext, input: DueDateChangeRequest) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, jobNo: jobs.jobNo, dueDate: jobs.dueDate, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, input.job_id), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw notFound(Msg.jobAdmin.jobNotFound);
    if (job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, Msg.jobAdmin.canceledDueDate);
    if (input.due_date === job.dueDate) throw fieldError('due_date', Msg.jobAdmin.sameDueDate);
    if (input.due_date < ctx.today) throw fieldError('due_date', Msg.jobAdmin.dueDateInPast);

    await tx.update(jobs).set({ dueDate: input.due_date, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    const [change] = await tx
      .insert(jobDueDateChanges)
      .values({
        jobId: job.id,
        previousDueDate: job.dueDate,
        dueDate: input.due_date,
        reason: input.reason,
        changedById: ctx.userId,
      })
      .returning({ id: jobDueDateChanges.id });
    await audit(tx, ctx.actor, {
      action: 'job.due_date.change',
      entity: 'job',
      entityId: job.id,
      before: { due_date: job.dueDate },
      after: { due_date: input.due_date, reason: input.reason, change_id: change!.id },
    });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'due_date');
    return { id: job.id, job_no: job.jobNo, due_date: input.due_date };
  });
}
