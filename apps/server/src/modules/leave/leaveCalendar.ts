import { and, asc, between, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { LeaveStatus, LeaveType, type LeaveCalendarEntry } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { keptSelect, type Executor } from '../../db/client';
import { leaveRequestDays, leaveRequests } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';
import { leaveReviewPolicy } from '../../policies/leaveReview';
import { owner } from './leaveRows';
import { leaveTypeText } from './presenter';

/** Calendar colours: approved leave by how much of the day it takes, anything pending in grey. */
export function leaveColor(status: number, type: number): string {
  if (status !== LeaveStatus.APPROVED) return 'gray';
  if (type === LeaveType.FULL_DAY) return 'red';
  if (type === LeaveType.MORNING_HALF_DAY || type === LeaveType.EVENING_HALF_DAY) return 'orange';
  return 'yellow';
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The first and last day of a YYYY-MM month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * POST leave/getAttendaceDetails {month}: the leave of the people the viewer reviews (their own
 * included), approved and pending, as runs of consecutive days of one request and one type. Days
 * typed Holiday are not leave and are left out.
 */
export async function leaveCalendar(
  db: Executor,
  viewer: AuthUser,
  month: string,
): Promise<LeaveCalendarEntry[]> {
  const scope = leaveReviewPolicy.scope(viewer);
  const { from, to } = monthBounds(month);
  if (scope.all) return runsOf(await everyonesMonth(db, { from, to }));
  if (scope.divisionId === null) return [];
  return runsOf(await divisionMonth(db, { from, to, divisionId: scope.divisionId }));
}

/** The month's leave days of the people `scope` takes in, a person's requests and days in order. */
const monthDays = (db: Executor, scope: SQL) =>
  db
    .select({
      requestId: leaveRequests.id,
      userId: leaveRequests.userId,
      name: fullNameSql(owner),
      status: leaveRequests.status,
      day: leaveRequestDays.date,
      type: leaveRequestDays.leaveType,
    })
    .from(leaveRequestDays)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestDays.leaveRequestId))
    .innerJoin(owner, eq(owner.id, leaveRequests.userId))
    .where(
      and(
        between(leaveRequestDays.date, sql.placeholder('from'), sql.placeholder('to')),
        ne(leaveRequestDays.leaveType, LeaveType.HOLIDAY),
        inArray(leaveRequests.status, [LeaveStatus.PENDING, LeaveStatus.APPROVED]),
        scope,
      ),
    )
    .orderBy(
      asc(owner.firstName),
      asc(owner.lastName),
      asc(leaveRequests.userId),
      asc(leaveRequests.id),
      asc(leaveRequestDays.date),
    );

// Read whenever the leave calendar opens or changes month: built once each (keptSelect).
const everyonesMonth = keptSelect('leave_month_all', (db) => monthDays(db, sql`true`));
const divisionMonth = keptSelect('leave_month_division', (db) =>
  monthDays(db, eq(owner.divisionId, sql.placeholder('divisionId'))),
);

/** Consecutive days of one request and one type as one entry. */
function runsOf(rows: Awaited<ReturnType<typeof everyonesMonth>>): LeaveCalendarEntry[] {
  const entries: LeaveCalendarEntry[] = [];
  for (const row of rows) {
    const last = entries.at(-1);
    if (
      last &&
      last.leave_request_id === row.requestId &&
      last.leave_type === row.type &&
      nextDay(last.end_day) === row.day
    ) {
      last.end_day = row.day;
      continue;
    }
    entries.push({
      leave_request_id: row.requestId,
      user_id: row.userId,
      user: row.name,
      start_day: row.day,
      end_day: row.day,
      leave_type: row.type,
      leave_type_text: leaveTypeText(row.type),
      status: row.status,
      color: leaveColor(row.status, row.type),
    });
  }
  return entries;
}
