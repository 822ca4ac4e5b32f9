// Request and response schemas of leave requests, their review, the leave calendar and balances,
// shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { LeaveAllowanceKind, LeaveCancelStatus, LeaveStatus, LeaveType } from '../enums';
import { Msg } from '../messages';
import { isCalendarDay } from '../rules/dates';
import { LEAVE_MAX_DAYS } from '../rules/leaveCount';
import { calendarDay, dayRange, id, wireBoolean, wireInteger } from './common';
import { versionFields } from './versions';

const M = Msg.leave;

export const LEAVE_REMARK_MAX = 500;

/** What the balance calls each allowance kind. */
export const LEAVE_ALLOWANCE_LABELS: Record<LeaveAllowanceKind, string> = {
  [LeaveAllowanceKind.DAYS]: 'Full days',
  [LeaveAllowanceKind.HALF_DAYS]: 'Half days',
  [LeaveAllowanceKind.SHORT_LEAVES]: 'Short leaves',
};

/** 5 Pending, 10 Approved, 2 Cancelled, any other value Rejected. */
export function leaveStatusText(status: number, cancelStatus: number | null = null): string {
  if (status === LeaveStatus.PENDING) return 'Pending';
  if (status === LeaveStatus.APPROVED) {
    if (cancelStatus === LeaveCancelStatus.PENDING) return 'Approved, cancellation pending';
    if (cancelStatus === LeaveCancelStatus.REJECTED) return 'Approved, cancellation rejected';
    return 'Approved';
  }
  if (status === LeaveStatus.CANCELLED) return 'Cancelled';
  return 'Rejected';
}

const intIn = (min: number, max: number, message: string) => wireInteger({ min: min, max: max }, message);

const remark = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(LEAVE_REMARK_MAX, { error: M.remarkTooLong }),
    );

/** An inclusive range of leave days. */
const leaveRange = dayRange(M);

// ---- POST leave/save -------------------------------------------------------------------------

/** One day of the 'Advance Settings' list; `id` is the client's own row key and is not stored. */
export const leaveDateInput = z.object({
  id: z.optional(z.unknown()),
  date: calendarDay(M.datesMismatch),
  leave_type: intIn(LeaveType.FULL_DAY, LeaveType.HOLIDAY, M.dateTypeInvalid),
});

const count = z.optional(
  z.object({
    days: z.optional(intIn(0, 1000, M.dayCountInvalid)),
    half_days: z.optional(intIn(0, 1000, M.dayCountInvalid)),
    short_leaves: z.optional(intIn(0, 1000, M.dayCountInvalid)),
  }),
);

/**
 * POST leave/save (spec 001 §3 'Leave save payload'). `day_count` is accepted as the old client sent
 * it and ignored: the server counts the days itself. `advanced` says the per-date list is in use; when
 * absent, a non-empty `dates` list means it is.
 */
export const leaveSaveRequest = z.object({
  selected_leave_type: intIn(LeaveType.FULL_DAY, LeaveType.EVENING_SHORT_LEAVE, M.leaveTypeRequired),
  dates: z._default(
    z
      .array(leaveDateInput, { error: M.datesMismatch })
      .check(z.maxLength(LEAVE_MAX_DAYS, { error: M.tooManyDays })),
    [],
  ),
  advanced: z.optional(wireBoolean(Msg.common.yesOrNo)),
  remark: remark(M.remarkRequired),
  selected_covered_by_employee: z.optional(z.nullable(id(M.coveredByInvalid))),
  day_count: count,
  range: leaveRange,
});
export type LeaveSaveRequest = z.infer<typeof leaveSaveRequest>;
export type LeaveSaveInput = z.input<typeof leaveSaveRequest>;

// ---- Lists and reads -------------------------------------------------------------------------

/** POST leave/all_leaves: the caller's own requests, those touching the range when one is given. */
export const ownLeaveRequest = z.nullish(z.object({ range: z.optional(z.nullable(leaveRange)) }));

/** POST leave/getAttendaceDetails: one month, YYYY-MM. */
export const leaveMonthRequest = z.object({
  month: z.string({ error: M.monthInvalid }).check(
    z.trim(),
    z.refine((v) => isCalendarDay(`${v}-01`) && v.length === 7, { error: M.monthInvalid }),
  ),
});

/** GET leave/balance: a year (default: the company's current one) and an employee (default: the caller). */
export const leaveBalanceQuery = z.object({
  year: z.optional(intIn(2000, 2100, M.yearInvalid)),
  user_id: z.optional(id(M.userInvalid)),
});

// ---- Decisions -------------------------------------------------------------------------------

/**
 * The body of POST leave/approve, leave/reject, leave/cancel/approve and leave/cancel/reject: the
 * spec names only `leave_data`; it is the request's id and the reviewer's remark.
 */
export const leaveDecisionRequest = z.object({
  leave_data: z.object(
    {
      id: id(M.idRequired),
      remark: z.optional(
        z.nullable(
          z.string().check(z.trim(), z.maxLength(LEAVE_REMARK_MAX, { error: M.decisionRemarkTooLong })),
        ),
      ),
    },
    { error: M.idRequired },
  ),
});
export type LeaveDecisionRequest = z.infer<typeof leaveDecisionRequest>;

/** A rejection says why: the remark is required. */
export const leaveRejectionRequest = z.object({
  leave_data: z.object(
    { id: id(M.idRequired), remark: remark(M.decisionRemarkRequired) },
    { error: M.idRequired },
  ),
});

// ---- PUT leave/allowance ---------------------------------------------------------------------

/** PUT leave/allowance, with the employee's version the balance read answered. */
export const leaveAllowanceRequest = z.object({
  user_id: id(M.userInvalid),
  year: intIn(2000, 2100, M.yearInvalid),
  kind: intIn(LeaveAllowanceKind.DAYS, LeaveAllowanceKind.SHORT_LEAVES, M.kindInvalid),
  allowance: intIn(0, 366, M.allowanceInvalid),
  ...versionFields,
});
export type LeaveAllowanceRequest = z.infer<typeof leaveAllowanceRequest>;

// ---- Answers ---------------------------------------------------------------------------------

const person = z.object({ id: z.number(), name: z.string() });

/** One of the caller's own requests (spec 001 §3 'Leave request (own list)'), with what My leave shows. */
export const ownLeave = z.object({
  id: z.number(),
  leave_from: z.string(),
  leave_to: z.string(),
  leave_type: z.number(),
  leave_type_text: z.string(),
  day_count: z.number(),
  half_day_count: z.number(),
  short_leave_count: z.number(),
  status: z.number(),
  cancel_status: z.nullable(z.number()),
  remark: z.string(),
  review_remark: z.nullable(z.string()),
  covered_by: z.nullable(person),
  created_at: z.string(),
});
export type OwnLeave = z.infer<typeof ownLeave>;

/** A request waiting for a decision, or an approved leave whose cancellation waits. */
export const pendingLeave = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  division: z.nullable(z.string()),
  leave_from: z.string(),
  leave_to: z.string(),
  leave_type_text: z.string(),
  day_count: z.number(),
  half_day_count: z.number(),
  short_leave_count: z.number(),
  remark: z.string(),
  created_at: z.string(),
  cancel_requested_at: z.nullable(z.string()),
});
export type PendingLeave = z.infer<typeof pendingLeave>;

/** One bar on the leave calendar: a run of days of one request with one type. */
export const leaveCalendarEntry = z.object({
  leave_request_id: z.number(),
  user_id: z.number(),
  user: z.string(),
  start_day: z.string(),
  end_day: z.string(),
  leave_type: z.number(),
  leave_type_text: z.string(),
  status: z.number(),
  color: z.string(),
});
export type LeaveCalendarEntry = z.infer<typeof leaveCalendarEntry>;

/** One kind of a balance: the year's allowance, what approved leave took, what waits, what is left. */
export const leaveBalanceKind = z.object({
  kind: z.number(),
  label: z.string(),
  allowance: z.number(),
  /** True when an admin set this person's allowance; otherwise the company default applies. */
  custom: z.boolean(),
  taken: z.number(),
  pending: z.number(),
  remaining: z.number(),
});
export const leaveBalance = z.object({
  user_id: z.number(),
  year: z.number(),
  kinds: z.array(leaveBalanceKind),
  /** The employee's edit version: setting an allowance sends it back (and moves it on). */
  version: z.number(),
});
export type LeaveBalance = z.infer<typeof leaveBalance>;

/** The review modal's data (spec 001 §3 'Leave request (detail/review)') and what it collides with. */
export const leaveDetail = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  division: z.nullable(z.string()),
  leave_from: z.string(),
  leave_to: z.string(),
  leave_type: z.number(),
  leave_type_text: z.string(),
  day_count: z.number(),
  half_day_count: z.number(),
  short_leave_count: z.number(),
  details: z.array(z.object({ date: z.string(), leave_type: z.number(), leave_type_text: z.string() })),
  covered_by: z.nullable(person),
  remark: z.string(),
  status: z.number(),
  cancel_status: z.nullable(z.number()),
  review_remark: z.nullable(z.string()),
  reviewed_by: z.nullable(person),
  reviewed_at: z.nullable(z.string()),
  cancel_requested_at: z.nullable(z.string()),
  created_at: z.string(),
  /** The caller may approve or reject the request now, or its cancellation. */
  can_decide: z.boolean(),
  can_decide_cancel: z.boolean(),
});
export type LeaveDetail = z.infer<typeof leaveDetail>;

export const leaveCollisions = z.object({
  /** The person's open assignments planned or due within the leave. */
  tasks: z.array(
    z.object({
      task_user_id: z.number(),
      job_no: z.string(),
      task_no: z.string(),
      task_name: z.string(),
      plan_date: z.nullable(z.string()),
      due_date: z.nullable(z.string()),
      planned_in_leave: z.boolean(),
      due_in_leave: z.boolean(),
    }),
  ),
  /** Others of the person's division away (approved or pending) on the leave's days. */
  away: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      leave_request_id: z.number(),
      leave_from: z.string(),
      leave_to: z.string(),
      days: z.array(z.string()),
      status: z.number(),
    }),
  ),
});
export type LeaveCollisions = z.infer<typeof leaveCollisions>;

/** The balance of each year the request touches, and by how much approving it would overdraw it. */
export const leaveBalanceCheck = z.object({
  balances: z.array(leaveBalance),
  over_balance: z.array(z.object({ year: z.number(), kind: z.number(), label: z.string(), by: z.number() })),
});

export const leaveDetailResponse = z.object({
  leave: leaveDetail,
  collisions: leaveCollisions,
  ...leaveBalanceCheck.shape,
});
export type LeaveDetailResponse = z.infer<typeof leaveDetailResponse>;
