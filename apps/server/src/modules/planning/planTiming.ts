import {
  daysBetween,
  formatWallTime,
  instantOfWallTime,
  shiftDay,
  wallTimeOf,
  type PlanRange,
} from '@jobline/shared';

/**
 * How a plan is stored and shown. task_users.plan_date is the day the boards read (a task needs one
 * to start); plan_start/plan_end hold the slot, or the company midnights around whole days. When the
 * boards move plan_date alone (POST tasks/plan_date), the day wins and the task shows as that whole day.
 */
export interface StoredPlan {
  planDate: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

export function storedPlanOf(range: PlanRange, timeZone: string): StoredPlan {
  if (range.allDay) {
    return {
      planDate: range.firstDay,
      start: instantOfWallTime({ day: range.firstDay, minutes: 0 }, timeZone),
      end: instantOfWallTime({ day: shiftDay(range.lastDay, 1), minutes: 0 }, timeZone),
      allDay: true,
    };
  }
  return {
    planDate: range.start.day,
    start: instantOfWallTime(range.start, timeZone),
    end: instantOfWallTime(range.end, timeZone),
    allDay: false,
  };
}

/** The plan as the wire shows it: wall times, or days with the last one inclusive. */
export interface ShownPlan {
  plan_date: string | null;
  end_date: string | null;
  all_day: boolean;
}

const lastDayBefore = (end: Date, timeZone: string) =>
  wallTimeOf(new Date(end.getTime() - 60_000), timeZone).day;

export function shownPlan(
  row: { planDate: string | null; startMs: number | null; endMs: number | null; allDay: boolean },
  timeZone: string,
): ShownPlan {
  if (!row.planDate) return { plan_date: null, end_date: null, all_day: false };
  const wholeDay = { plan_date: row.planDate, end_date: row.planDate, all_day: true };
  if (row.startMs === null || row.endMs === null) return wholeDay;
  const [start, end] = [new Date(row.startMs), new Date(row.endMs)];
  const startWall = wallTimeOf(start, timeZone);
  if (startWall.day !== row.planDate) return wholeDay;
  if (row.allDay) return { plan_date: row.planDate, end_date: lastDayBefore(end, timeZone), all_day: true };
  return {
    plan_date: formatWallTime(startWall),
    end_date: formatWallTime(wallTimeOf(end, timeZone)),
    all_day: false,
  };
}

/** An activity's times as the calendar reads them: whole days when both ends are company midnights. */
export function shownActivityTimes(start: Date, end: Date, timeZone: string) {
  const [startWall, endWall] = [wallTimeOf(start, timeZone), wallTimeOf(end, timeZone)];
  if (startWall.minutes === 0 && endWall.minutes === 0 && endWall.day > startWall.day) {
    return { start: startWall.day, end: shiftDay(endWall.day, -1), all_day: true };
  }
  return { start: formatWallTime(startWall), end: formatWallTime(endWall), all_day: false };
}

/** Every company day a plan touches, first to last. */
export function daysOf(range: PlanRange): string[] {
  const [first, last] = range.allDay
    ? [range.firstDay, range.lastDay]
    : [range.start.day, range.end.minutes === 0 ? shiftDay(range.end.day, -1) : range.end.day];
  const count = Math.max(0, daysBetween(first, last));
  return Array.from({ length: count + 1 }, (_, i) => shiftDay(first, i));
}
