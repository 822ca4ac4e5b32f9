import { shiftDay, zonedInstant, weekdayOf } from '@jobline/shared';
import { todayInColombo } from '../../test/jobWorld';

/** The latest given weekday (0 Sunday … 6 Saturday) before `before`: a past day with known hours. */
export function lastWeekday(weekday: number, before = todayInColombo()) {
  let day = shiftDay(before, -1);
  while (weekdayOf(day) !== weekday) day = shiftDay(day, -1);
  return day;
}

/** The instant a Colombo clock reads `hhmm` on `day`. */
export const companyAt = (day: string, hhmm: string) =>
  zonedInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'Asia/Colombo');
