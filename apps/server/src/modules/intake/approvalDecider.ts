import { and, eq } from 'drizzle-orm';
import {
  EmployeeStatus,
  JobStatus,
  Msg,
  PendingApprovalStatus,
  pendingApprovalRequest,
  RequestStatus,
  RoleId,
  type ApproveRequest,
  type RejectRequest,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Db, Executor, Tx } from '../../db/client';
import { jobRequests, pendingApprovals, users } from '../../db/schema';
import { fieldError, fieldErrors, forbidden, issuesToFields, notFound, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { createJob, type JobContext } from '../jobs/jobCreator';
import { intakePolicy } from './intakePolicy';
import { publishApprovalChange, publishRequestChange } from './requestEvents';

const M = Msg.intake;

/**
 * The one guard of a decision: the approval exists and still waits, read under a row lock so that
 * of two approvers deciding at once exactly one wins and the other hears it was already decided.
 */
async function lockWaitingApproval(tx: Tx, id: number) {
  const [approval] = await tx
    .select()
    .from(pendingApprovals)
    .where(eq(pendingApprovals.id, id))
    .for('update');
  if (!approval) throw notFound(M.approvalNotFound);
  if (approval.status !== PendingApprovalStatus.WAITING) throw stateChanged(M.approvalAlreadyDecided);
  return approval;
}

/**
 * Who the job was approved with: admins must name an active director; a director approving
 * is the director; anyone else may name one or leave it empty.
 */
async function approvedWithFor(db: Executor, user: AuthUser, named: number | null | undefined) {
  if (!named) {
    if (intakePolicy.mustNameApprovedWith(user)) throw fieldError('approved_with', M.approvedWithRequired);
    return user.roleId === RoleId.DIRECTOR ? user.id : null;
  }
  const [director] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, named), eq(users.roleId, RoleId.DIRECTOR), eq(users.status, EmployeeStatus.ACTIVE)),
    );
  if (!director) throw fieldError('approved_with', M.approvedWithNotDirector);
  return director.id;
}

/**
 * POST job/pending/approve: creates the drafted job as approved (status 10) in the same transaction,
 * with the approver's job remarks added to the job's remarks and, when the drafted due date has
 * passed meanwhile, the new due date the approver chose.
 */
export async function approvePending(db: Db, ctx: JobContext, user: AuthUser, input: ApproveRequest) {
  const approvedWithId = await approvedWithFor(db, user, input.approved_with);
  return db.transaction(async (tx) => {
    const approval = await lockWaitingApproval(tx, input.id);
    if (!intakePolicy.mayApprove(user, approval)) throw forbidden(M.ownApproval);
    const stored = approval.draft as Record<string, unknown>;
    const parsed = pendingApprovalRequest.safeParse({
      ...stored,
      due_date: input.due_date ?? stored.due_date,
      job_pending_approval_id: approval.id,
      job_request_id: approval.jobRequestId,
    });
    if (!parsed.success) throw fieldErrors(issuesToFields(parsed.error.issues));
    const draft = parsed.data;
    const jobRemarks = input.jobRemarks || null;
    if (jobRemarks) draft.remarks = [draft.remarks, jobRemarks].filter(Boolean).join('\n');

    const job = await createJob(tx, ctx, draft, {
      status: JobStatus.APPROVED,
      approvedWithId,
      reassignFromId: draft.reassign_from ?? null,
    });
    const decided = {
      status: PendingApprovalStatus.APPROVED,
      remark: input.remark || null,
      jobRemarks,
      approvedWithId,
      decidedById: user.id,
      decidedAt: new Date(),
      jobId: job.id,
      updatedAt: new Date(),
    };
    await tx.update(pendingApprovals).set(decided).where(eq(pendingApprovals.id, approval.id));
    await audit(tx, ctx.actor, {
      action: 'pending_approval.approve',
      entity: 'pending_approval',
      entityId: approval.id,
      before: { status: approval.status },
      customerId: approval.customerId,
      after: { ...decided, job_no: job.job_no, due_date: draft.due_date },
    });
    await publishApprovalChange(ctx.bus, tx, {
      id: approval.id,
      pending_approval_id: approval.approvalNo,
      change: 'approved',
    });
    if (approval.jobRequestId) {
      // createJob marked the request 'job created': its lists refresh too.
      const [request] = await tx
        .select({ requestNo: jobRequests.requestNo })
        .from(jobRequests)
        .where(eq(jobRequests.id, approval.jobRequestId));
      await publishRequestChange(ctx.bus, tx, {
        id: approval.jobRequestId,
        request_id: request?.requestNo ?? '',
        change: 'updated',
      });
    }
    return job;
  });
}

/** POST job/pending/reject: a remark is required; the approval and its request are rejected. */
export async function rejectPending(db: Db, ctx: JobContext, user: AuthUser, input: RejectRequest) {
  return db.transaction(async (tx) => {
    const approval = await lockWaitingApproval(tx, input.id);
    const decided = {
      status: PendingApprovalStatus.REJECTED,
      remark: input.remark,
      jobRemarks: input.jobRemarks || null,
      decidedById: user.id,
      decidedAt: new Date(),
      updatedAt: new Date(),
    };
    await tx.update(pendingApprovals).set(decided).where(eq(pendingApprovals.id, approval.id));
    if (approval.jobRequestId) {
      const [request] = await tx
        .update(jobRequests)
        .set({ status: RequestStatus.REJECTED, updatedAt: new Date() })
        .where(
          and(
            eq(jobRequests.id, approval.jobRequestId),
            eq(jobRequests.status, RequestStatus.SENT_FOR_APPROVAL),
          ),
        )
        .returning({ id: jobRequests.id, requestNo: jobRequests.requestNo });
      if (request) {
        await publishRequestChange(ctx.bus, tx, {
          id: request.id,
          request_id: request.requestNo,
          change: 'rejected',
        });
      }
    }
    await audit(tx, ctx.actor, {
      action: 'pending_approval.reject',
      entity: 'pending_approval',
      entityId: approval.id,
      before: { status: approval.status },
      customerId: approval.customerId,
      after: decided,
    });
    await publishApprovalChange(ctx.bus, tx, {
      id: approval.id,
      pending_approval_id: approval.approvalNo,
      change: 'rejected',
    });
  });
}
