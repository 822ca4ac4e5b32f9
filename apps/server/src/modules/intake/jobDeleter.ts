import { and, eq, isNull } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { forbidden, notFound, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { intakePolicy } from './intakePolicy';
import { jobHasStarted } from './jobStarted';
import { publishJobsChanged } from '../jobs/jobEvents';

/**
 * POST jobs/delete: a super admin or director removes a job nobody has started on. The delete is
 * soft (deleted_at, deleted_by): the job leaves every list and read, its record and audit stay.
 */
export async function deleteJob(db: Db, ctx: JobContext, user: AuthUser, jobId: number) {
  if (!intakePolicy.mayDeleteJob(user)) throw forbidden(Msg.intake.deleteJobRoles);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw notFound(Msg.jobs.jobNotFound);
    if (await jobHasStarted(tx, job.id)) throw stateChanged(Msg.intake.jobStarted);
    const deletedAt = new Date();
    await tx
      .update(jobs)
      .set({ deletedAt, deletedById: user.id, updatedAt: deletedAt })
      .where(eq(jobs.id, job.id));
    await audit(tx, ctx.actor, {
      action: 'job.delete',
      entity: 'job',
      entityId: job.id,
      before: job,
      after: { deleted_at: deletedAt.toISOString(), deleted_by: user.id },
    });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'deleted');
    return { id: job.id, job_no: job.jobNo };
  });
}
