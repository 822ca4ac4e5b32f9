import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { divisions, leaveRequests, users } from '../../db/schema';
import { fullNameSql, optionalNameSql } from '../../db/sqlText';
import type { LeaveReviewScope } from '../../policies/leaveReview';

export const owner = alias(users, 'owner');
const cover = alias(users, 'cover');
const reviewer = alias(users, 'reviewer');

/** A leave request with the names every screen shows beside it. */
const columns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  name: fullNameSql(owner),
  divisionId: owner.divisionId,
  division: divisions.name,
  leaveFrom: leaveRequests.leaveFrom,
  leaveTo: leaveRequests.leaveTo,
  leaveType: leaveRequests.leaveType,
  advanced: leaveRequests.advanced,
  dayCount: leaveRequests.dayCount,
  halfDayCount: leaveRequests.halfDayCount,
  shortLeaveCount: leaveRequests.shortLeaveCount,
  coveredById: leaveRequests.coveredById,
  coveredByName: optionalNameSql(cover),
  remark: leaveRequests.remark,
  status: leaveRequests.status,
  cancelStatus: leaveRequests.cancelStatus,
  reviewedById: leaveRequests.reviewedById,
  reviewedByName: optionalNameSql(reviewer),
  reviewedAt: leaveRequests.reviewedAt,
  reviewRemark: leaveRequests.reviewRemark,
  cancelRequestedAt: leaveRequests.cancelRequestedAt,
  createdAt: leaveRequests.createdAt,
};

/** Leave requests joined to their owner, division, cover and reviewer; `where` narrows them. */
export function selectLeaveRows(db: Executor, where?: SQL) {
  return db
    .select(columns)
    .from(leaveRequests)
    .innerJoin(owner, eq(owner.id, leaveRequests.userId))
    .leftJoin(divisions, eq(divisions.id, owner.divisionId))
    .leftJoin(cover, eq(cover.id, leaveRequests.coveredById))
    .leftJoin(reviewer, eq(reviewer.id, leaveRequests.reviewedById))
    .where(where);
}

export type LeaveRow = Awaited<ReturnType<typeof selectLeaveRows>>[number];

export async function findLeaveRow(db: Executor, id: number): Promise<LeaveRow | null> {
  const [row] = await selectLeaveRows(db, eq(leaveRequests.id, id));
  return row ?? null;
}

/**
 * The SQL side of leaveReviewPolicy.scope on the `owner` alias: everyone, one division, or nobody.
 * With `withoutOwn`, the viewer's own requests are left out (nobody decides their own).
 */
export function reviewScopeSql(scope: LeaveReviewScope, viewerId: number, withoutOwn: boolean): SQL {
  const own = withoutOwn ? ne(leaveRequests.userId, viewerId) : undefined;
  if (scope.all) return own ?? sql`true`;
  if (scope.divisionId === null) return sql`false`;
  return and(eq(owner.divisionId, scope.divisionId), own)!;
}
