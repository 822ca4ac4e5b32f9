import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  assessLeave,
  formatLeaveRange,
  LeaveStatus,
  type LeaveType,
  Msg,
  type LeaveSaveRequest,
  type OwnLeave,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { leaveRequestDays, leaveRequests, users } from '../../db/schema';
import { fieldError, fieldErrors } from '../../errors';
import { audit } from '../admin/auditLog';
import { holidayDays } from '../holidays/holidayDays';
import type { LeaveContext } from './leaveContext';
import { publishLeaveChanged } from './leaveEvents';
import { findLeaveRow } from './leaveRows';
import { presentOwnLeave } from './presenter';

const M = Msg.leave;
/** Serialises one person's leave requests, so two saves at once cannot both pass the overlap check. */
const LEAVE_REQUEST_LOCK = 7_320_140;

/**
 * POST leave/save: the caller asks for leave. The days and counts are the server's own (one shared
 * rule, with Sundays and company holidays as no leave); the client's day_count is not read. A range
 * that overlaps the caller's pending or approved leave is refused on the range.
 */
export async function requestLeave(db: Db, ctx: LeaveContext, input: LeaveSaveRequest): Promise<OwnLeave> {
  const userId = ctx.user.id;
  const { start, end } = input.range;
  const advanced = input.advanced ?? input.dates.length > 0;
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAVE_REQUEST_LOCK}, ${userId})`);
    const holidays = await holidayDays(tx, start, end);
    const assessed = assessLeave({
      start,
      end,
      leaveType: input.selected_leave_type as LeaveType,
      advanced,
      dates: input.dates.map((d) => ({ date: d.date, leave_type: d.leave_type as LeaveType })),
      today: ctx.today,
      isHoliday: (day) => holidays.has(day),
    });
    if (Object.keys(assessed.errors).length) throw fieldErrors(assessed.errors);

    const coverId = input.selected_covered_by_employee ?? null;
    if (coverId !== null) {
      if (coverId === userId) throw fieldError('selected_covered_by_employee', M.coveredBySelf);
      const [cover] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, coverId), eq(users.status, 1)));
      if (!cover) throw fieldError('selected_covered_by_employee', M.coveredByInvalid);
    }

    const [clash] = await tx
      .select({ from: leaveRequests.leaveFrom, to: leaveRequests.leaveTo })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.userId, userId),
          inArray(leaveRequests.status, [LeaveStatus.PENDING, LeaveStatus.APPROVED]),
          lte(leaveRequests.leaveFrom, end),
          gte(leaveRequests.leaveTo, start),
        ),
      )
      .orderBy(leaveRequests.leaveFrom)
      .limit(1);
    if (clash) throw fieldError('range', M.overlaps(formatLeaveRange(clash.from, clash.to)));

    const { count, dates } = assessed;
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        userId,
        leaveFrom: start,
        leaveTo: end,
        leaveType: input.selected_leave_type,
        advanced,
        dayCount: count.days,
        halfDayCount: count.half_days,
        shortLeaveCount: count.short_leaves,
        coveredById: coverId,
        remark: input.remark,
        status: LeaveStatus.PENDING,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: leaveRequests.id });
    await tx
      .insert(leaveRequestDays)
      .values(dates.map((d) => ({ leaveRequestId: row!.id, date: d.date, leaveType: d.leave_type })));
    await audit(tx, ctx.actor, {
      action: 'leave.request',
      entity: 'leave_request',
      entityId: row!.id,
      after: { range: { start, end }, leave_type: input.selected_leave_type, dates, day_count: count },
    });
    await publishLeaveChanged(tx, ctx.bus, userId, { id: row!.id, change: 'requested' });
    return row!.id;
  });
  return presentOwnLeave((await findLeaveRow(db, id))!);
}
