import {
  AttendanceMark,
  dayInZone,
  LeaveExtent,
  shiftDay,
  type AttendanceResponse,
  type AttendanceRow,
  type BusinessHours,
  weekdayOf,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { hoursAndMinutes } from '../../exports/report';
import { groupBy, summaryPeople } from '../worksheets/dailySummary';
import { employeeDays, missingDays } from '../worksheets/workIntervals';

const LEAVE_MARK = {
  [LeaveExtent.FULL]: AttendanceMark.LEAVE,
  [LeaveExtent.HALF]: AttendanceMark.HALF_DAY,
  [LeaveExtent.SHORT]: AttendanceMark.SHORT_LEAVE,
} as const;
const LEAVE_SHARE = { [LeaveExtent.FULL]: 1, [LeaveExtent.HALF]: 0.5, [LeaveExtent.SHORT]: 0.25 } as const;

/** The days of a month 'YYYY-MM'. */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = shiftDay(day, 1)) days.push(day);
  return days;
}

/**
 * The Daily Attendance grid (R-129): each person of the department, each day of the month, the
 * hours worked as the worksheet counts them (employeeDays, the worksheets' own function) and what
 * the day was: a holiday, approved leave, absent (hours owed and nothing at all logged: the
 * worksheet's missing days), closed (no business hours), or still to come.
 */
export async function attendance(
  db: Executor,
  scope: { divisionId: number | null; withInactive: boolean },
  month: string,
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<AttendanceResponse> {
  const days = monthDays(month);
  const from = days[0]!;
  const to = days.at(-1)!;
  const today = dayInZone(clock.now, clock.timeZone);
  const closed = days.map((date) => clock.hours[weekdayOf(date)] == null);
  const people = await summaryPeople(db, {
    divisionId: scope.divisionId,
    onlyUserId: null,
    withInactive: scope.withInactive,
    everyDivision: scope.divisionId === null,
  });
  const ids = people.map((p) => p.id);
  const logged = await employeeDays(db, ids, { from, to }, clock);
  const { holidays, leave } = logged;
  // Each person's own days, pieces and leave, grouped once and looked up by the day (no key string
  // built for each of the month's thousands of person-days).
  const daysOf = groupBy(logged.days, (d) => d.userId);
  const piecesOf = groupBy(logged.pieces, (p) => p.userId);
  const leaveOf = groupBy(leave, (l) => l.userId);
  const rows: AttendanceRow[] = people.map((person) => {
    const mine = daysOf.get(person.id) ?? [];
    const absent = new Set(missingDays(mine, piecesOf.get(person.id) ?? [], person.id, today));
    const dayOf = new Map(mine.map((d) => [d.day, d]));
    const leaveOn = new Map((leaveOf.get(person.id) ?? []).map((l) => [l.date, l]));
    let worked = 0;
    let present = 0;
    let leaveDays = 0;
    const details = days.map((date, d) => {
      const minutes = dayOf.get(date)?.totals.worked ?? 0;
      const onLeave = leaveOn.get(date);
      worked += minutes;
      if (minutes > 0) present += 1;
      if (onLeave) leaveDays += LEAVE_SHARE[onLeave.extent];
      const color =
        date > today
          ? AttendanceMark.FUTURE
          : holidays.has(date)
            ? AttendanceMark.HOLIDAY
            : onLeave
              ? LEAVE_MARK[onLeave.extent]
              : absent.has(date)
                ? AttendanceMark.ABSENT
                : closed[d]
                  ? AttendanceMark.CLOSED
                  : null;
      return {
        date_: date,
        worked_minutes: minutes,
        worked_hours: minutes ? hoursAndMinutes(minutes) : '',
        color,
      };
    });
    return {
      user_id: person.id,
      name: `${person.first} ${person.last}`.trim(),
      emp_code: person.code,
      details,
      worked_minutes: worked,
      present_days: present,
      absent_days: absent.size,
      leave_days: leaveDays,
    };
  });
  return { month, days, rows };
}
