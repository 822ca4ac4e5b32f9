import ical, { type ICalEventData } from 'ical-generator';
import {
  instantOfWallTime,
  LEAVE_TYPE_LABELS,
  parseWallTime,
  shiftDay,
  type PlanTask,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { listHolidays } from '../holidays/queries';
import { approvedLeaveDays } from '../leave/leaveOn';
import type { PlanOwner } from './planAccess';
import { activityRowsBetween, planTasksOf, presentActivityPlan } from './planQueries';

/** How far back and ahead the feed reaches, in days. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 366;

/** A whole-day event: iCal DATE values (the first day, and the day after the last). */
const wholeDays = (first: string, last: string) => ({
  start: new Date(`${first}T00:00:00Z`),
  end: new Date(`${shiftDay(last, 1)}T00:00:00Z`),
  allDay: true,
});

function taskEvent(task: PlanTask, timeZone: string): ICalEventData | null {
  const { pivot } = task;
  if (!pivot.plan_date || !pivot.end_date) return null;
  let when: Pick<ICalEventData, 'start' | 'end' | 'allDay'>;
  if (pivot.all_day) when = wholeDays(pivot.plan_date, pivot.end_date);
  else {
    const [start, end] = [parseWallTime(pivot.plan_date), parseWallTime(pivot.end_date)];
    if (!start || !end) return null;
    when = { start: instantOfWallTime(start, timeZone), end: instantOfWallTime(end, timeZone) };
  }
  const customer = task.customer_name ? ` (${task.customer_name})` : '';
  return {
    id: `task-${pivot.id}@jobline`,
    ...when,
    summary: `${task.task_no} ${task.task_name}`,
    description: [`${task.job_no}${customer}`, task.task_description].filter(Boolean).join('\n'),
  };
}

/**
 * The user's iCalendar feed: planned tasks, activity plans, approved leave and company holidays from
 * two months back to a year ahead. Times are UTC; whole days are dates.
 */
export async function buildIcalFeed(
  db: Executor,
  input: { owner: PlanOwner; today: string; timeZone: string; companyName: string },
): Promise<string> {
  const { owner, today, timeZone } = input;
  const [from, to] = [shiftDay(today, -FEED_DAYS_BACK), shiftDay(today, FEED_DAYS_AHEAD)];
  const calendar = ical({
    name: `${input.companyName}: ${owner.name}`,
    prodId: { company: 'Jobline', product: 'Employee Plan', language: 'EN' },
    ttl: 60 * 60,
  });

  for (const task of await planTasksOf(db, owner.id, timeZone)) {
    const event = taskEvent(task, timeZone);
    if (event) calendar.createEvent(event);
  }

  const [fromInstant, toInstant] = [
    instantOfWallTime({ day: from, minutes: 0 }, timeZone),
    instantOfWallTime({ day: shiftDay(to, 1), minutes: 0 }, timeZone),
  ];
  for (const row of await activityRowsBetween(db, owner.id, fromInstant, toInstant)) {
    const shown = presentActivityPlan(row, timeZone);
    calendar.createEvent({
      id: `activity-${row.id}@jobline`,
      ...(shown.all_day
        ? wholeDays(shown.start, shown.end)
        : { start: new Date(row.start_ms), end: new Date(row.end_ms) }),
      summary: `${shown.title}: ${shown.description}`,
      description: shown.description,
    });
  }

  for (const day of await approvedLeaveDays(db, [owner.id], from, to)) {
    calendar.createEvent({
      id: `leave-${day.leaveRequestId}-${day.date}@jobline`,
      ...wholeDays(day.date, day.date),
      summary: `Leave (${LEAVE_TYPE_LABELS[day.leaveType]})`,
    });
  }

  for (const holiday of await listHolidays(db, { from, to })) {
    calendar.createEvent({
      id: `holiday-${holiday.id}@jobline`,
      ...wholeDays(holiday.start, holiday.end),
      summary: `Holiday: ${holiday.description}`,
    });
  }
  return calendar.toString();
}
