import { LeaveType } from '../enums';
import { Msg } from '../messages';
import { daysBetween, isCalendarDay, weekdayOf } from './dates';

/** What a request takes: whole days, half days and short leaves (the spec's day_count). */
export interface LeaveCount {
  days: number;
  half_days: number;
  short_leaves: number;
}

/** One day of a request with its own type (1..5 leave, 6 a Sunday or company holiday). */
export interface LeaveDate {
  date: string;
  leave_type: LeaveType;
}

/** The longest request, counted in calendar days from the first to the last. */
export const LEAVE_MAX_DAYS = 60;

/** The types a request may name for its whole range (R-141: 6 Holiday only appears per date). */
export const REQUEST_LEAVE_TYPES = [
  LeaveType.FULL_DAY,
  LeaveType.MORNING_HALF_DAY,
  LeaveType.EVENING_HALF_DAY,
  LeaveType.MORNING_SHORT_LEAVE,
  LeaveType.EVENING_SHORT_LEAVE,
] as const;

/** True for a type a request or a working day may take (1..5). */
const isRequestType = (type: number | null) =>
  type !== null && (REQUEST_LEAVE_TYPES as readonly number[]).includes(type);

const NO_LEAVE: LeaveCount = { days: 0, half_days: 0, short_leaves: 0 };

export const isSunday = (day: string) => weekdayOf(day) === 0;

/** Every day from start to end, both included. */
export function daysOfRange(start: string, end: string): string[] {
  const out: string[] = [];
  const at = new Date(`${start}T00:00:00Z`);
  for (let i = daysBetween(start, end); i >= 0; i--) {
    out.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return out;
}

const isMultiDay = (start: string, end: string) => !!start && !!end && end > start;

/**
 * R-146: a range of several days is a Full day leave and the selector is locked; a single day
 * leaves the choice free (the form clears it when the range becomes a single day).
 */
export const leaveTypeLocked = (start: string, end: string) => isMultiDay(start, end);

/** R-146: the day count shows only for a Full day leave of several days. */
export const dayCountVisible = (start: string, end: string, leaveType: LeaveType | null) =>
  isMultiDay(start, end) && leaveType === LeaveType.FULL_DAY;

/**
 * The per-date list the range and type stand for: each working day takes the chosen type,
 * Sundays and company holidays are Holiday (they count as no leave). With `previous` (the
 * 'Advance Settings' list as the user left it), a working day keeps the type chosen for it.
 */
export function planLeaveDates(
  start: string,
  end: string,
  leaveType: LeaveType,
  isHoliday: (day: string) => boolean,
  previous: readonly LeaveDate[] = [],
): LeaveDate[] {
  const chosen = new Map(previous.map((d) => [d.date, d.leave_type]));
  return daysOfRange(start, end).map((date) => {
    if (isSunday(date) || isHoliday(date)) return { date, leave_type: LeaveType.HOLIDAY };
    const kept = chosen.get(date);
    return { date, leave_type: kept && kept !== LeaveType.HOLIDAY ? kept : leaveType };
  });
}

/** R-147/R-148: full days add days, half days half_days, short leaves short_leaves, Holiday nothing. */
export function countLeaveDates(dates: readonly LeaveDate[]): LeaveCount {
  const count = { ...NO_LEAVE };
  for (const { leave_type: type } of dates) {
    if (type === LeaveType.FULL_DAY) count.days += 1;
    else if (type === LeaveType.MORNING_HALF_DAY || type === LeaveType.EVENING_HALF_DAY) count.half_days += 1;
    else if (type === LeaveType.MORNING_SHORT_LEAVE || type === LeaveType.EVENING_SHORT_LEAVE) {
      count.short_leaves += 1;
    }
  }
  return count;
}

export interface LeaveChoices {
  start: string;
  end: string;
  /** The type chosen for the whole range (1..5), or null when none is chosen yet. */
  leaveType: LeaveType | null;
  /** The 'Advance Settings' list is in use: `dates` carries a type per day. */
  advanced: boolean;
  dates: readonly LeaveDate[];
  /** The company's today: leave cannot start before it (R-149). */
  today: string;
  /** True for a company holiday (Sundays are known here). */
  isHoliday(day: string): boolean;
}

export interface LeaveAssessment {
  /** The days the request stands for, each with its type; empty while the choices are incomplete. */
  dates: LeaveDate[];
  count: LeaveCount;
  /** Field messages under the save call's names (range, selected_leave_type, dates, day_count). */
  errors: Record<string, string>;
}

/**
 * The one rule of a leave request (R-146..R-149), used by the form as the user chooses and by the
 * server, which recomputes the days and counts from the dates and never takes the client's figures.
 */
export function assessLeave(choices: LeaveChoices): LeaveAssessment {
  const { start, end, leaveType, advanced, today, isHoliday } = choices;
  const errors: Record<string, string> = {};
  const fail = (field: string, message: string): LeaveAssessment => {
    errors[field] ??= message;
    return { dates: [], count: { ...NO_LEAVE }, errors };
  };

  if (!isRequestType(leaveType)) {
    errors.selected_leave_type = Msg.leave.leaveTypeRequired;
  }
  if (!start || !end) return fail('range', Msg.leave.rangeRequired);
  if (!isCalendarDay(start)) return fail('range', Msg.leave.startInvalid);
  if (!isCalendarDay(end)) return fail('range', Msg.leave.endInvalid);
  if (end < start) return fail('range', Msg.leave.endBeforeStart);
  if (start < today) return fail('range', Msg.leave.startInPast);
  if (daysBetween(start, end) >= LEAVE_MAX_DAYS) return fail('range', Msg.leave.tooManyDays);
  if (errors.selected_leave_type) return { dates: [], count: { ...NO_LEAVE }, errors };
  if (leaveTypeLocked(start, end) && leaveType !== LeaveType.FULL_DAY) {
    return fail('selected_leave_type', Msg.leave.multiDayIsFullDay);
  }

  const planned = planLeaveDates(start, end, leaveType!, isHoliday);
  let dates = planned;
  if (advanced) {
    const given = new Map(choices.dates.map((d) => [d.date, d.leave_type]));
    if (given.size !== choices.dates.length || given.size !== planned.length) {
      return fail('dates', Msg.leave.datesMismatch);
    }
    const chosen: LeaveDate[] = [];
    for (const day of planned) {
      const type = given.get(day.date);
      if (type === undefined) return fail('dates', Msg.leave.datesMismatch);
      // A Sunday or holiday is never leave, whatever the list says.
      if (day.leave_type === LeaveType.HOLIDAY) {
        chosen.push(day);
        continue;
      }
      if (type === LeaveType.HOLIDAY) return fail('dates', Msg.leave.holidayOnWorkingDay);
      if (!isRequestType(type)) return fail('dates', Msg.leave.dateTypeInvalid);
      chosen.push({ date: day.date, leave_type: type });
    }
    dates = chosen;
  }

  const count = countLeaveDates(dates);
  if (count.days + count.half_days + count.short_leaves === 0) {
    return dayCountVisible(start, end, leaveType) && !advanced
      ? fail('day_count', Msg.leave.dayCountInvalid)
      : fail('range', Msg.leave.noWorkingDay);
  }
  return { dates, count, errors };
}

/** The counts of a per-date list within one calendar year (a request may cross New Year). */
export const countLeaveDatesIn = (dates: readonly LeaveDate[], year: number) =>
  countLeaveDates(dates.filter((d) => d.date.startsWith(`${year}-`)));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '3 Dec', '3–4 Dec', '30 Nov – 2 Dec', or '30 Dec 2026 – 2 Jan 2027': how people name a leave. */
export function formatLeaveRange(start: string, end: string): string {
  const part = (day: string, withYear: boolean) => {
    const [y, m, d] = day.split('-');
    return `${Number(d)} ${MONTHS[Number(m) - 1]}${withYear ? ` ${y}` : ''}`;
  };
  if (start === end) return part(start, false);
  const [sy, sm] = start.split('-');
  const [ey, em] = end.split('-');
  if (sy !== ey) return `${part(start, true)} – ${part(end, true)}`;
  if (sm !== em) return `${part(start, false)} – ${part(end, false)}`;
  return `${Number(start.slice(8))}–${part(end, false)}`;
}
