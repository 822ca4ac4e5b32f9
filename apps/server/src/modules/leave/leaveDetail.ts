import { asc, eq } from 'drizzle-orm';
import {
  countLeaveDatesIn,
  Feature,
  LeaveCancelStatus,
  LeaveStatus,
  LeaveType,
  Msg,
  TaskSection,
  type LeaveCollisions,
  type LeaveDate,
  type LeaveDetailResponse,
} from '@jobline/shared';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { leaveRequestDays } from '../../db/schema';
import { anyInt } from '../../db/sqlText';
import { forbidden, notFound } from '../../errors';
import { leaveReviewPolicy } from '../../policies/leaveReview';
import { isFeatureOn } from '../admin/features/featureSwitches';
import { leaveBalances, overBalance } from './leaveBalance';
import { findLeaveRow, type LeaveRow } from './leaveRows';
import type { LeaveSettings } from './leaveSettings';
import { leaveTypeText, presentPerson } from './presenter';

const M = Msg.leave;
/** The most collisions of each kind the modal lists. */
const COLLISION_CAP = 50;

const dayArray = (days: readonly string[]) => sql`${sql.param([...days])}::date[]`;

/**
 * What the leave collides with: the person's open assignments planned (plan date, or the plan's
 * start in the company's zone) or due on a leave day, and others of their division away (approved
 * or pending) on those days.
 */
export async function leaveCollisions(
  db: Executor,
  timeZone: string,
  row: Pick<LeaveRow, 'id' | 'userId' | 'divisionId'>,
  leaveDays: readonly string[],
): Promise<LeaveCollisions> {
  if (!leaveDays.length) return { tasks: [], away: [] };
  const tasks = await queryRows<{
    task_user_id: number;
    job_no: string;
    task_no: string;
    task_name: string;
    plan_date: string | null;
    due_date: string | null;
  }>(
    db,
    sql`select id as task_user_id, job_no, task_no, task_name,
               to_char(plan_day, 'YYYY-MM-DD') as plan_date, to_char(due_date, 'YYYY-MM-DD') as due_date
        from (select tu.id, j.job_no, t.task_no, t.name as task_name, tu.due_date,
                     coalesce(tu.plan_date, (tu.plan_start at time zone ${timeZone})::date) as plan_day
              from task_users tu
              join tasks t on t.id = tu.task_id
              join jobs j on j.id = t.job_id
              where tu.user_id = ${row.userId}
                and tu.closed_at is null
                and tu.section not in (${TaskSection.FINISHED}, ${TaskSection.PASS})
                and j.deleted_at is null) open_work
        where plan_day = any(${dayArray(leaveDays)}) or due_date = any(${dayArray(leaveDays)})
        -- The first leave day each one meets.
        order by least(case when plan_day = any(${dayArray(leaveDays)}) then plan_day end,
                       case when due_date = any(${dayArray(leaveDays)}) then due_date end), id
        limit ${COLLISION_CAP}`,
  );
  const days = new Set(leaveDays);
  const away =
    row.divisionId === null
      ? []
      : await queryRows<{
          user_id: number;
          name: string;
          leave_request_id: number;
          leave_from: string;
          leave_to: string;
          days: string[];
          status: number;
        }>(
          db,
          sql`select r.user_id, concat_ws(' ', u.first_name, u.last_name) as name, r.id as leave_request_id,
                     to_char(r.leave_from, 'YYYY-MM-DD') as leave_from, to_char(r.leave_to, 'YYYY-MM-DD') as leave_to,
                     array_agg(to_char(d.date, 'YYYY-MM-DD') order by d.date) as days, r.status
              from leave_requests r
              join users u on u.id = r.user_id
              join leave_request_days d on d.leave_request_id = r.id
              where u.division_id = ${row.divisionId}
                and r.user_id <> ${row.userId}
                and r.status = ${anyInt([LeaveStatus.PENDING, LeaveStatus.APPROVED])}
                and d.leave_type <> ${LeaveType.HOLIDAY}
                and d.date = any(${dayArray(leaveDays)})
              group by r.id, u.first_name, u.last_name
              order by min(d.date), u.first_name, r.id
              limit ${COLLISION_CAP}`,
        );
  return {
    tasks: tasks.map((t) => ({
      ...t,
      task_user_id: Number(t.task_user_id),
      planned_in_leave: t.plan_date !== null && days.has(t.plan_date),
      due_in_leave: t.due_date !== null && days.has(t.due_date),
    })),
    away: away.map((a) => ({
      ...a,
      user_id: Number(a.user_id),
      leave_request_id: Number(a.leave_request_id),
      status: Number(a.status),
    })),
  };
}

/**
 * GET leave/get/{id}: the review modal's data (its owner or a reviewer who sees that person), with
 * what it collides with and the balance of each year it touches, warning when approving it would
 * go beyond the balance.
 */
export async function leaveDetailFor(
  db: Executor,
  settings: LeaveSettings,
  viewer: AuthUser,
  id: number,
): Promise<LeaveDetailResponse> {
  const row = await findLeaveRow(db, id);
  if (!row) throw notFound(M.notFound);
  const owner = { userId: row.userId, divisionId: row.divisionId };
  if (!leaveReviewPolicy.mayRead(viewer, owner)) {
    const refusal = leaveReviewPolicy.refusal(viewer, owner);
    throw forbidden(refusal === 'other_division' ? M.otherDivision : undefined);
  }
  const dayRows = await db
    .select({ date: leaveRequestDays.date, leaveType: leaveRequestDays.leaveType })
    .from(leaveRequestDays)
    .where(eq(leaveRequestDays.leaveRequestId, id))
    .orderBy(asc(leaveRequestDays.date));
  const dates: LeaveDate[] = dayRows.map((d) => ({ date: d.date, leave_type: d.leaveType as LeaveType }));
  const leaveDays = dates.filter((d) => d.leave_type !== LeaveType.HOLIDAY).map((d) => d.date);
  const years = [...new Set(dates.map((d) => Number(d.date.slice(0, 4))))];
  // Leave balances switched off by the super admin: no balance is kept, so none is shown or overdrawn.
  const balances = (await isFeatureOn(db, Feature.LEAVE_BALANCES))
    ? await leaveBalances(db, settings, row.userId, years)
    : [];
  const decidable = leaveReviewPolicy.mayDecide(viewer, owner);
  return {
    leave: {
      id: row.id,
      user_id: row.userId,
      name: row.name,
      division: row.division,
      leave_from: row.leaveFrom,
      leave_to: row.leaveTo,
      leave_type: row.leaveType,
      leave_type_text: leaveTypeText(row.leaveType),
      day_count: row.dayCount,
      half_day_count: row.halfDayCount,
      short_leave_count: row.shortLeaveCount,
      details: dates.map((d) => ({
        date: d.date,
        leave_type: d.leave_type,
        leave_type_text: leaveTypeText(d.leave_type),
      })),
      covered_by: presentPerson(row.coveredById, row.coveredByName),
      remark: row.remark,
      status: row.status,
      cancel_status: row.cancelStatus,
      review_remark: row.reviewRemark,
      reviewed_by: presentPerson(row.reviewedById, row.reviewedByName),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      cancel_requested_at: row.cancelRequestedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      can_decide: decidable && row.status === LeaveStatus.PENDING,
      can_decide_cancel:
        decidable && row.status === LeaveStatus.APPROVED && row.cancelStatus === LeaveCancelStatus.PENDING,
    },
    collisions: await leaveCollisions(db, settings.timeZone, row, leaveDays),
    balances,
    // Only a leave still to decide, or one approved, can overdraw a balance.
    over_balance:
      row.status === LeaveStatus.PENDING || row.status === LeaveStatus.APPROVED
        ? overBalance(balances, (year) => countLeaveDatesIn(dates, year), row.status === LeaveStatus.APPROVED)
        : [],
  };
}
