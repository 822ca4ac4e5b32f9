import { and, eq, isNull } from 'drizzle-orm';
import { FinishedJobStatus, Msg } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs, jobUsers } from '../../db/schema';
import { notFound, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import { announceFinishedJobDecision } from '../boards/finishedJobDecider';
import type { JobContext } from '../jobs/jobCreator';
import { publishJobsChanged } from '../jobs/jobEvents';

export type FinishedJobDecision =
  { jobUserId: number; accept: true } | { jobUserId: number; accept: false; reason: string };

/**
 * POST jobs/hod/finished and jobs/hod/reject: a head accepts a finished job (status 10) or
 * rejects it with a reason (11). Only a hold still awaiting approval (5) can be decided, checked
 * under a row lock so two heads deciding at once cannot both win. The notices and board events of
 * the decision go out in the same transaction (announceFinishedJobDecision).
 */
export async function decideFinishedJob(db: Db, ctx: JobContext, decision: FinishedJobDecision) {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ jobUser: jobUsers, jobNo: jobs.jobNo })
      .from(jobUsers)
      .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
      .where(and(eq(jobUsers.id, decision.jobUserId), isNull(jobs.deletedAt)))
      .for('update', { of: jobUsers });
    if (!held) throw notFound(Msg.jobAdmin.finishedJobNotFound);
    const before = held.jobUser;
    if (before.finishedStatus !== FinishedJobStatus.AWAITING) {
      throw refusal(before.finishedStatus ?? 0, Msg.jobAdmin.finishedJobNotFound);
    }
    const status = decision.accept ? FinishedJobStatus.ACCEPTED : FinishedJobStatus.REJECTED;
    const reason = decision.accept ? null : decision.reason;
    await tx
      .update(jobUsers)
      .set({ finishedStatus: status, reviewedById: ctx.userId, reviewReason: reason, updatedAt: new Date() })
      .where(eq(jobUsers.id, before.id));
    await audit(tx, ctx.actor, {
      action: decision.accept ? 'job_user.finish.accept' : 'job_user.finish.reject',
      entity: 'job_user',
      entityId: before.id,
      before: { finished_status: before.finishedStatus },
      after: { finished_status: status, review_reason: reason, job_id: before.jobId },
    });
    await publishJobsChanged(
      tx,
      ctx.bus,
      { id: before.jobId, jobNo: held.jobNo },
      decision.accept ? 'finished-accepted' : 'finished-rejected',
    );
    await announceFinishedJobDecision(
      tx,
      ctx,
      { id: before.id, user_id: before.userId, job_id: before.jobId, job_no: held.jobNo },
      decision,
      status,
    );
    return { job_user_id: before.id, finished_status: status };
  });
}
