import { and, eq, isNull } from 'drizzle-orm';
import { JobKind, JobStatus, Msg, QuickJobAuth, type QuickJobDecision } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { mayDecideQuickJob } from './quickJobPolicy';
import { publishJobsChanged } from '../jobs/jobEvents';

const M = Msg.quickJobs;
/** The spec's status for "access denied" refusals. */
const ACCESS_DENIED = 11;

/**
 * POST jobs/approval/quick_job: approves (16) or rejects (17) a waiting quick job with a remark
 * . Decided once: the row is locked, so of two monitors at once exactly one decides and the
 * other hears what was decided (409 with the decision as its status).
 */
export async function decideQuickJob(db: Db, ctx: JobContext, decision: QuickJobDecision) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, decision.job_id), eq(jobs.kind, JobKind.QUICK), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw notFound(M.quickJobNotFound);
    if (job.authStatus !== null) {
      const approved = job.authStatus === QuickJobAuth.APPROVED;
      throw refusal(job.authStatus, approved ? M.alreadyApproved : M.alreadyRejected);
    }
    if (job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobClosed);
    if (!mayDecideQuickJob(ctx.userId, job)) throw refusal(ACCESS_DENIED, M.ownQuickJob, 403);

    const approve = decision.auth_status === QuickJobAuth.APPROVED;
    const decidedAt = new Date();
    await tx
      .update(jobs)
      .set({
        authStatus: decision.auth_status,
        authRemark: decision.auth_remark,
        authById: ctx.userId,
        authAt: decidedAt,
        updatedAt: decidedAt,
      })
      .where(eq(jobs.id, job.id));
    await audit(tx, ctx.actor, {
      action: approve ? 'quickJob.approve' : 'quickJob.reject',
      entity: 'job',
      entityId: job.id,
      before: { auth_status: null },
      after: { job_no: job.jobNo, auth_status: decision.auth_status, auth_remark: decision.auth_remark },
    });
    await publishJobsChanged(
      tx,
      ctx.bus,
      { id: job.id, jobNo: job.jobNo },
      approve ? 'approved' : 'rejected',
    );
    return {
      message: approve ? M.approved : M.rejected,
      job: { id: job.id, job_no: job.jobNo, auth_status: decision.auth_status },
    };
  });
}
