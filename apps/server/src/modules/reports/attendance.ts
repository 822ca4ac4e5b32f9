import {
  AttendanceMark,
  dayInZone,
  LeaveExtent,
  shiftDay,
  type AttendanceResponse,
  type AttendanceRow,
  type BusinessHours,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { hoursAndMinutes } from '../../exports/report';
import { summaryPeople } from '../worksheets/dailySummary';
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
  const people = await summaryPeople(db, {
    divisionId: scope.divisionId,
    onlyUserId: null,
    withInactive: scope.withInactive,
    everyDivision: scope.divisionId === null,
  });
  const ids = people.map((p) => p.id);
  const logged = await employeeDays(db, ids, { from, to }, clock);
  const { holidays, leave } = logged;
  const dayOf = new Map(logged.days.map((d) => [`${d.userId} ${d.day}`, d]));
  const leaveOf = new Map(leave.map((l) => [`${l.userId} ${l.date}`, l]));
  // Each person's own days and pieces, grouped once: not every person's filtered per person.
  const group = <T extends { userId: number }>(items: T[]) => {
    const byUser = new Map<number, T[]>();
    for (const item of items) {
      const list = byUser.get(item.userId);
      if (list) list.push(item);
      else byUser.set(item.userId, [item]);
    }
    return byUser;
  };
  const daysOf = group(logged.days);
  const piecesOf = group(logged.pieces);
  const rows: AttendanceRow[] = people.map((person) => {
    const absent = new Set(
      missingDays(daysOf.get(person.id) ?? [], piecesOf.get(person.id) ?? [], person.id, today),
    );
    let worked = 0;
    let present = 0;
    let leaveDays = 0;
    const details = days.map((date) => {
      const day = dayOf.get(`${person.id} ${date}`);
      const minutes = day?.totals.worked ?? 0;
      const onLeave = leaveOf.get(`${person.id} ${date}`);
      worked += minutes;
      if (minutes > 0) present += 1;
      if (onLeave) leaveDays += LEAVE_SHARE[onLeave.extent];
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const color =
        date > today
          ? AttendanceMark.FUTURE
          : holidays.has(date)
            ? AttendanceMark.HOLIDAY
            : onLeave
              ? LEAVE_MARK[onLeave.extent]
              : absent.has(date)
                ? AttendanceMark.ABSENT
                : clock.hours[weekday] == null
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
