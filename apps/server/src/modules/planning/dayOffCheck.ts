import dayjs from 'dayjs';
import { LEAVE_TYPE_LABELS, Msg } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { holidayDays } from '../holidays/holidayDays';
import { listHolidays } from '../holidays/queries';
import { approvedLeaveDays } from '../leave/leaveOn';
import type { PlanOwner } from './planAccess';

const M = Msg.planning;
const shown = (day: string) => dayjs(day).format('ddd D MMM YYYY');

/**
 * What makes the first of these days a day off for the employee, as the question put before planning
 * a task on it: a company holiday or approved leave. Null when every day is a working day.
 */
export async function dayOffAmong(db: Executor, owner: PlanOwner, days: string[]): Promise<string | null> {
  if (days.length === 0) return null;
  const [first, last] = [days[0]!, days[days.length - 1]!];
  const holidays = await holidayDays(db, first, last);
  const leave = new Map((await approvedLeaveDays(db, [owner.id], first, last)).map((d) => [d.date, d]));
  for (const day of days) {
    if (holidays.has(day)) {
      const [holiday] = await listHolidays(db, { from: day, to: day });
      return M.holidayOn(shown(day), holiday?.description ?? 'Holiday');
    }
    const onLeave = leave.get(day);
    if (onLeave) return M.leaveOn(owner.name, shown(day), LEAVE_TYPE_LABELS[onLeave.leaveType]);
  }
  return null;
}
