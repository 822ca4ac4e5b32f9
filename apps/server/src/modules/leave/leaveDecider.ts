import { eq } from 'drizzle-orm';
import { formatLeaveRange, LeaveStatus, Msg, NotificationType } from '@jobline/shared';
import type { Db } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { leaveReviewPolicy, type LeaveReviewRefusal } from '../../policies/leaveReview';
import { audit } from '../admin/auditLog';
import { addNotifications, type NewNotification } from '../notifications/notificationCreator';
import type { LeaveContext } from './leaveContext';
import { publishLeaveChanged } from './leaveEvents';
import { assertLeaveTransition } from './leaveGuard';

const M = Msg.leave;

export type LeaveDecision = 'approve' | 'reject' | 'cancel_approve' | 'cancel_reject';

const SUCCESS: Record<LeaveDecision, string> = {
  approve: M.approved,
  reject: M.rejected,
  cancel_approve: M.cancellationApproved,
  cancel_reject: M.cancellationRejected,
};

const REFUSALS: Record<LeaveReviewRefusal, string | undefined> = {
  no_right: undefined,
  own: M.ownRequest,
  other_division: M.otherDivision,
};

/**
 * POST leave/approve, leave/reject, leave/cancel/approve and leave/cancel/reject (leave_data {id,
 * remark}). Who may decide is leaveReviewPolicy; the state is re-checked under the row's lock, so of
 * two reviewers at once one decides and the other gets 409. The requester hears of every decision
 * (type 5 for the request, 6 for a cancellation; 10 approved, 11 rejected) and the employee covering
 * hears of an approved leave and of its cancellation.
 */
export async function decideLeave(
  db: Db,
  ctx: LeaveContext,
  decision: LeaveDecision,
  input: { id: number; remark?: string | null },
) {
  const remark = input.remark?.trim() || null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, input.id)).for('update');
    if (!row) throw notFound(M.notFound);
    const [person] = await tx
      .select({ divisionId: users.divisionId, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId));
    const refusal = leaveReviewPolicy.refusal(ctx.user, {
      userId: row.userId,
      divisionId: person!.divisionId,
    });
    if (refusal) throw forbidden(REFUSALS[refusal]);
    const next = assertLeaveTransition(row, decision, ctx.today);

    const onRequest = decision === 'approve' || decision === 'reject';
    await tx
      .update(leaveRequests)
      .set(
        onRequest
          ? {
              ...next,
              reviewedById: ctx.user.id,
              reviewedAt: ctx.now,
              reviewRemark: remark,
              updatedAt: ctx.now,
            }
          : { ...next, cancelReviewedById: ctx.user.id, cancelReviewedAt: ctx.now, updatedAt: ctx.now },
      )
      .where(eq(leaveRequests.id, row.id));

    const range = formatLeaveRange(row.leaveFrom, row.leaveTo);
    const name = `${person!.firstName} ${person!.lastName}`.trim();
    const approved = decision === 'approve' || decision === 'cancel_approve';
    const about = {
      type: onRequest ? NotificationType.LEAVE_REQUEST : NotificationType.LEAVE_CANCEL,
      leaveRequestStatus: approved ? LeaveStatus.APPROVED : LeaveStatus.REJECTED,
      leaveRequestId: row.id,
      assignedById: ctx.user.id,
    } as const;
    const why = (title: string) => (remark && !approved ? `${title}: ${remark}` : title);
    const titles: Record<LeaveDecision, string> = {
      approve: M.requestApproved(range),
      reject: why(M.requestRejected(range)),
      cancel_approve: M.cancellationApprovedTitle(range),
      cancel_reject: why(M.cancellationRejectedTitle(range)),
    };
    const notices: NewNotification[] = [{ ...about, userId: row.userId, title: titles[decision] }];
    const cover = row.coveredById !== null && row.coveredById !== row.userId ? row.coveredById : null;
    if (cover !== null && decision === 'approve') {
      notices.push({ ...about, userId: cover, title: M.coverAssigned(name, range) });
    }
    if (cover !== null && decision === 'cancel_approve') {
      notices.push({ ...about, userId: cover, title: M.coverReleased(name, range) });
    }
    await addNotifications(tx, ctx.bus, notices);

    await audit(tx, ctx.actor, {
      action: `leave.${decision}`,
      entity: 'leave_request',
      entityId: row.id,
      before: { status: row.status, cancel_status: row.cancelStatus },
      after: { status: next.status, cancel_status: next.cancelStatus, remark },
    });
    await publishLeaveChanged(tx, ctx.bus, row.userId, { id: row.id, change: decision });
    return {
      message: SUCCESS[decision],
      data: { header_id: row.id },
      leave: { id: row.id, status: next.status, cancel_status: next.cancelStatus },
    };
  });
}
