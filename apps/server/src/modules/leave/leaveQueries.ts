import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { LeaveCancelStatus, LeaveStatus, type OwnLeave, type PendingLeave } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { leaveReviewPolicy } from '../../policies/leaveReview';
import { reviewScopeSql, selectLeaveRows } from './leaveRows';
import { presentOwnLeave, presentPendingLeave } from './presenter';

/** The most a list answers; a person or a division never has this many open at once. */
const LIST_CAP = 500;

/** POST leave/all_leaves: the caller's own requests, those touching the range if given, latest first. */
export async function listOwnLeave(
  db: Executor,
  userId: number,
  range?: { start: string; end: string } | null,
): Promise<OwnLeave[]> {
  const rows = await selectLeaveRows(
    db,
    and(
      eq(leaveRequests.userId, userId),
      range ? lte(leaveRequests.leaveFrom, range.end) : undefined,
      range ? gte(leaveRequests.leaveTo, range.start) : undefined,
    ),
  )
    .orderBy(desc(leaveRequests.leaveFrom), desc(leaveRequests.id))
    .limit(LIST_CAP);
  return rows.map(presentOwnLeave);
}

/** POST leave/getPendingLeaveRequests: requests the viewer may decide, oldest first. */
export async function listPendingRequests(db: Executor, viewer: AuthUser): Promise<PendingLeave[]> {
  const rows = await selectLeaveRows(
    db,
    and(
      eq(leaveRequests.status, LeaveStatus.PENDING),
      reviewScopeSql(leaveReviewPolicy.scope(viewer), viewer.id, true),
    ),
  )
    .orderBy(asc(leaveRequests.createdAt), asc(leaveRequests.id))
    .limit(LIST_CAP);
  return rows.map(presentPendingLeave);
}

/** POST leave/getPendingLeaveCancellationRequests: cancellations the viewer may decide, oldest first. */
export async function listPendingCancellations(db: Executor, viewer: AuthUser): Promise<PendingLeave[]> {
  const rows = await selectLeaveRows(
    db,
    and(
      eq(leaveRequests.status, LeaveStatus.APPROVED),
      eq(leaveRequests.cancelStatus, LeaveCancelStatus.PENDING),
      reviewScopeSql(leaveReviewPolicy.scope(viewer), viewer.id, true),
    ),
  )
    .orderBy(asc(leaveRequests.cancelRequestedAt), asc(leaveRequests.id))
    .limit(LIST_CAP);
  return rows.map(presentPendingLeave);
}
