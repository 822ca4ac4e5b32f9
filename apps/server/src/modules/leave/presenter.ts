import { LEAVE_TYPE_LABELS, type LeaveType, type OwnLeave, type PendingLeave } from '@jobline/shared';
import type { LeaveRow } from './leaveRows';

export const leaveTypeText = (type: number) => LEAVE_TYPE_LABELS[type as LeaveType] ?? 'Leave';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** One of the requester's own requests, as My leave lists it. */
export const presentOwnLeave = (row: LeaveRow): OwnLeave => ({
  id: row.id,
  leave_from: row.leaveFrom,
  leave_to: row.leaveTo,
  leave_type: row.leaveType,
  leave_type_text: leaveTypeText(row.leaveType),
  day_count: row.dayCount,
  half_day_count: row.halfDayCount,
  short_leave_count: row.shortLeaveCount,
  status: row.status,
  cancel_status: row.cancelStatus,
  remark: row.remark,
  review_remark: row.reviewRemark,
  covered_by: person(row.coveredById, row.coveredByName),
  created_at: row.createdAt.toISOString(),
});

/** A request (or a cancellation) waiting on the Employee Leave Details lists. */
export const presentPendingLeave = (row: LeaveRow): PendingLeave => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  division: row.division,
  leave_from: row.leaveFrom,
  leave_to: row.leaveTo,
  leave_type_text: row.advanced ? 'Per date' : leaveTypeText(row.leaveType),
  day_count: row.dayCount,
  half_day_count: row.halfDayCount,
  short_leave_count: row.shortLeaveCount,
  remark: row.remark,
  created_at: row.createdAt.toISOString(),
  cancel_requested_at: row.cancelRequestedAt?.toISOString() ?? null,
});

export { person as presentPerson };
