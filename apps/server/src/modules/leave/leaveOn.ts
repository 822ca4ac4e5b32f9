import { LeaveExtent, LeaveStatus, LeaveType } from '@jobline/shared';
import { sql, type SQL } from 'drizzle-orm';
import { keptQuery, type Executor } from '../../db/client';

export interface LeaveDay {
  userId: number;
  date: string;
  leaveType: LeaveType;
  extent: LeaveExtent;
  leaveRequestId: number;
}

export function leaveExtent(type: LeaveType): LeaveExtent | null {
  if (type === LeaveType.FULL_DAY) return LeaveExtent.FULL;
  if (type === LeaveType.MORNING_HALF_DAY || type === LeaveType.EVENING_HALF_DAY) return LeaveExtent.HALF;
  if (type === LeaveType.MORNING_SHORT_LEAVE || type === LeaveType.EVENING_SHORT_LEAVE)
    return LeaveExtent.SHORT;
  return null;
}

export interface LeaveDayRow {
  user_id: number;
  day: string;
  leave_type: number;
  leave_request_id: number;
}

/** approvedLeaveDays' statement for `who`; built once for some people and once for everyone. */
const leaveDaysSql = (who: SQL) =>
  sql`select r.user_id, to_char(d.date, 'YYYY-MM-DD') as day, d.leave_type, r.id as leave_request_id
      from leave_request_days d
      join leave_requests r on r.id = d.leave_request_id
      where r.status = ${LeaveStatus.APPROVED}
        and d.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date
        and d.leave_type <> ${LeaveType.HOLIDAY}
        ${who}
      order by r.user_id, d.date`;
/** Approved leave days of the people in the placeholder `ids` between `from` and `to`. */
export const leaveDaysOfSql = leaveDaysSql(sql`and r.user_id = any(${sql.placeholder('ids')}::int[])`);
const leaveDaysOf = keptQuery<LeaveDayRow, { ids: number[]; from: string; to: string }>(
  'approved_leave_days_of',
  leaveDaysOfSql,
);
const everyonesLeaveDays = keptQuery<LeaveDayRow, { from: string; to: string }>(
  'approved_leave_days',
  leaveDaysSql(sql``),
);

/**
 * Approved leave, day by day, of the given employees (all when `userIds` is null) within [from, to]:
 * the one source attendance, worksheets, Home and the plan read. Days typed Holiday are not leave.
 * A leave whose cancellation was approved has status Cancelled and so drops out here.
 */
export async function approvedLeaveDays(
  db: Executor,
  userIds: number[] | null,
  from: string,
  to: string,
): Promise<LeaveDay[]> {
  if (to < from || (userIds && userIds.length === 0)) return [];
  const rows = userIds
    ? await leaveDaysOf(db, { ids: userIds, from, to })
    : await everyonesLeaveDays(db, { from, to });
  return rows.map(leaveDayOf);
}

/** A row of leaveDaysSql as a LeaveDay. */
export function leaveDayOf(r: LeaveDayRow): LeaveDay {
  return {
    userId: r.user_id,
    date: r.day,
    leaveType: r.leave_type as LeaveType,
    extent: leaveExtent(r.leave_type as LeaveType)!,
    leaveRequestId: r.leave_request_id,
  };
}
