import { and, eq, isNull } from 'drizzle-orm';
import { JobStatus, Msg, type ReassignRequest } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { notFound } from '../../errors';
import { createJob, type JobContext } from '../jobs/jobCreator';

/**
 * POST jobs/re-assign ("Assign Back"): a new job made from an existing one and linked to it
 * (reassign_from); the original stays as it is. A job that was approved passes its approval on
 * while the category and location stay the same; otherwise the new job meets the usual rules.
 */
export async function reassignJob(db: Db, ctx: JobContext, input: ReassignRequest) {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        categoryId: jobs.categoryId,
        branchId: jobs.branchId,
        approvedWithId: jobs.approvedWithId,
      })
      .from(jobs)
      .where(and(eq(jobs.id, input.reassign_from), isNull(jobs.deletedAt)))
      .for('share');
    if (!original) throw notFound(Msg.jobs.jobNotFound);
    const inheritsApproval =
      original.status === JobStatus.APPROVED &&
      original.categoryId === input.job_category_id &&
      original.branchId === input.location_id;
    // The request and approval that led to the original are closed already: they stay with it.
    const draft = { ...input, job_request_id: null, job_pending_approval_id: null };
    return createJob(tx, ctx, draft, {
      status: inheritsApproval ? JobStatus.APPROVED : JobStatus.ACTIVE,
      approvedWithId: inheritsApproval ? original.approvedWithId : null,
      reassignFromId: original.id,
    });
  });
}
