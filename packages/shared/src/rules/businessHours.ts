/**
 * The company's opening hours: the one definition the floor alerts, the timer that closes a
 * day left running and every calendar (holidays, the Employee Plan) read.
 */

/** Opening hours per weekday (0 Sunday … 6 Saturday) as [start, end] minutes after midnight, or closed. */
export type BusinessHours = readonly (readonly [number, number] | null)[];

/** Mon–Fri 08:30–17:30, Sat 08:30–13:30, Sunday closed (company time). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = [
  null,
  [510, 1050],
  [510, 1050],
  [510, 1050],
  [510, 1050],
  [510, 1050],
  [510, 810],
];

/** Minutes after midnight as the 'HH:mm' a clock shows (540 → '09:00'). */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One run of weekdays sharing the same hours, as FullCalendar's `businessHours` option reads it. */
export interface CalendarBusinessHours {
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
}

/** The hours as calendar runs: Mon–Fri 08:30–17:30 and Sat 08:30–13:30 by default. */
export function calendarBusinessHours(
  hours: BusinessHours = DEFAULT_BUSINESS_HOURS,
): CalendarBusinessHours[] {
  const runs: CalendarBusinessHours[] = [];
  hours.forEach((open, weekday) => {
    if (!open) return;
    const [startTime, endTime] = [clockOf(open[0]), clockOf(open[1])];
    const same = runs.find((r) => r.startTime === startTime && r.endTime === endTime);
    if (same) same.daysOfWeek.push(weekday);
    else runs.push({ daysOfWeek: [weekday], startTime, endTime });
  });
  return runs;
}

/** The weekdays the company is closed (Sunday by default): calendars hide them. */
export const closedWeekdays = (hours: BusinessHours = DEFAULT_BUSINESS_HOURS) =>
  hours.flatMap((open, weekday) => (open ? [] : [weekday]));
