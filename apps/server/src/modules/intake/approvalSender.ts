import { and, eq, isNull } from 'drizzle-orm';
import {
  isChargeable,
  Msg,
  needApproval,
  PendingApprovalStatus,
  RequestStatus,
  SmsEvent,
  smsTexts,
  type PendingApprovalRequest,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobRequests, jobs, pendingApprovals } from '../../db/schema';
import { fieldErrors, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { enqueueSms } from '../admin/sms/smsEnqueuer';
import { branchLights } from '../jobs/branchLights';
import { assertJobReferences } from '../jobs/jobChecks';
import type { JobContext } from '../jobs/jobCreator';
import { nextNumber } from '../jobs/jobNumber';
import { publishApprovalChange, publishRequestChange } from './requestEvents';

/**
 * POST job/pending: a New Job draft that needs approval is stored as it was sent, numbered
 * PA-00001, and waits (status 9); its request is marked 'sent for approval'. A draft that needs no
 * approval is refused — it should simply be created.
 */
export async function sendForApproval(db: Db, ctx: JobContext, input: PendingApprovalRequest) {
  return db.transaction(async (tx) => {
    const chargeable = isChargeable(input.job_category_id);
    await assertJobReferences(tx, input, { today: ctx.today, dueDateChanged: true, chargeable });
    const lights = await branchLights(tx, input.location_id, ctx.today);
    if (!needApproval({ categoryId: input.job_category_id, lights })) {
      throw fieldErrors({ job_category_id: Msg.intake.approvalNotNeeded }, Msg.intake.approvalNotNeeded);
    }
    if (input.reassign_from) {
      const [original] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, input.reassign_from), isNull(jobs.deletedAt)));
      if (!original) throw fieldErrors({ reassign_from: Msg.jobs.jobNotFound });
    }
    let request: { id: number; requestNo: string } | undefined;
    if (input.job_request_id) {
      const [row] = await tx
        .select()
        .from(jobRequests)
        .where(eq(jobRequests.id, input.job_request_id))
        .for('update');
      if (!row) throw fieldErrors({ job_request_id: Msg.intake.requestNotFound });
      if (row.status !== RequestStatus.PENDING) throw stateChanged(Msg.intake.requestNotOpen);
      request = row;
    }

    // The draft is kept as the form sent it; an estimate only where the category charges.
    const draft: PendingApprovalRequest = {
      ...input,
      estimates: chargeable ? (input.estimates ?? null) : null,
      job_pending_approval_id: null,
      reassign_from: input.reassign_from ?? null,
    };
    const [created] = await tx
      .insert(pendingApprovals)
      .values({
        approvalNo: await nextNumber(tx, 'PA'),
        jobRequestId: request?.id ?? null,
        customerId: input.customer_id,
        categoryId: input.job_category_id,
        divisionId: input.division_id,
        coordinatorId: input.job_coordinator_id,
        draft,
        status: PendingApprovalStatus.WAITING,
        createdById: ctx.userId,
      })
      .returning({ id: pendingApprovals.id, approvalNo: pendingApprovals.approvalNo });
    const pending = created!;
    if (request) {
      await tx
        .update(jobRequests)
        .set({ status: RequestStatus.SENT_FOR_APPROVAL, updatedAt: new Date() })
        .where(eq(jobRequests.id, request.id));
      await publishRequestChange(ctx.bus, tx, {
        id: request.id,
        request_id: request.requestNo,
        change: 'sent',
      });
    }
    await audit(tx, ctx.actor, {
      action: 'pending_approval.create',
      entity: 'pending_approval',
      entityId: pending.id,
      after: { approval_no: pending.approvalNo, lights, ...draft },
    });
    await publishApprovalChange(ctx.bus, tx, {
      id: pending.id,
      pending_approval_id: pending.approvalNo,
      change: 'sent',
    });
    await enqueueSms(tx, ctx.bus, {
      event: SmsEvent.APPROVAL_SENT,
      divisionId: input.division_id,
      body: smsTexts.approvalSent(pending.approvalNo, input.job_title),
      entity: 'pending_approval',
      entityId: pending.id,
    });
    return { id: pending.id, pending_approval_id: pending.approvalNo };
  });
}
