import dayjs from 'dayjs';
import type { EventInput } from '@fullcalendar/core';
import {
  Msg,
  parseWallTime,
  plannedMinutesByDay,
  shiftDay,
  type ActivityPlanItem,
  type HolidaySummary,
  type PlanLeaveDay,
  type PlanTask,
  type WallTime,
} from '@jobline/shared';

/**
 * The plan as FullCalendar events. The calendar runs in UTC, so a Date's UTC fields are the company's
 * wall clock and no device zone ever shifts a plan (O-17): times go out as they came in.
 */

/** A wire wall time ('YYYY-MM-DD HH:mm') as the calendar takes it. */
export const calendarTime = (wall: string) => `${wall.replace(' ', 'T')}:00`;
/** A calendar date back as a wire wall time. */
export const wallOf = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** 'Tue 12 May 2026', as the questions and dialogs name days. */
export const shownDay = (day: string) => dayjs(day).format('ddd D MMM YYYY');
/** '09:30' of a wire wall time. */
export const clockOfWall = (wall: string) => wall.slice(11, 16);

export type PlanEventKind = 'task' | 'activity' | 'holiday' | 'leave';

/** Event colours with white text at WCAG AA contrast. */
const ACTIVITY_COLOURS: Record<string, string> = {
  // Mantine's darkest green is under 4.5:1 against white text.
  green: '#237032',
  red: 'var(--mantine-color-red-9)',
  teal: 'var(--mantine-color-teal-9)',
};
const TASK_COLOUR = 'var(--mantine-color-blue-8)';
const CHECK_COLOUR = 'var(--mantine-color-grape-9)';

export const taskTitle = (task: Pick<PlanTask, 'task_no' | 'task_name'>) =>
  `${task.task_no} ${task.task_name}`;

/** Planned tasks: slots, or whole days (the calendar's end is the day after the last). */
export function taskEvents(tasks: readonly PlanTask[]): EventInput[] {
  return tasks.flatMap((task) => {
    const { pivot } = task;
    if (!pivot.plan_date || !pivot.end_date) return [];
    const qc = task.qc_id === 0;
    return [
      {
        id: `task-${pivot.id}`,
        title: taskTitle(task),
        start: pivot.all_day ? pivot.plan_date : calendarTime(pivot.plan_date),
        end: pivot.all_day ? shiftDay(pivot.end_date, 1) : calendarTime(pivot.end_date),
        allDay: pivot.all_day,
        editable: !task.locked,
        backgroundColor: qc ? CHECK_COLOUR : TASK_COLOUR,
        borderColor: qc ? CHECK_COLOUR : TASK_COLOUR,
        textColor: '#fff',
        classNames: ['plan-event', 'plan-event--task'],
        extendedProps: { kind: 'task' as PlanEventKind, task },
      },
    ];
  });
}

/** Activity plans, which cannot be dragged or resized. */
export function activityEvents(activities: readonly ActivityPlanItem[]): EventInput[] {
  return activities.map((activity) => {
    const colour = ACTIVITY_COLOURS[activity.color] ?? 'var(--mantine-color-gray-8)';
    return {
      id: `activity-${activity.id}`,
      title: `${activity.title}: ${activity.description}`,
      start: activity.all_day ? activity.start : calendarTime(activity.start),
      end: activity.all_day ? shiftDay(activity.end, 1) : calendarTime(activity.end),
      allDay: activity.all_day,
      editable: false,
      backgroundColor: colour,
      borderColor: colour,
      textColor: '#fff',
      classNames: ['plan-event', 'plan-event--activity'],
      extendedProps: { kind: 'activity' as PlanEventKind, activity },
    };
  });
}

/** Company holidays and approved leave shade their days. */
export function dayOffEvents(
  holidays: readonly HolidaySummary[],
  leave: readonly PlanLeaveDay[],
): EventInput[] {
  return [
    ...holidays.map((h) => ({
      id: `holiday-${h.id}`,
      title: `Holiday: ${h.description}`,
      start: h.start,
      end: shiftDay(h.end, 1),
      allDay: true,
      display: 'background',
      classNames: ['plan-day-off', 'plan-day-off--holiday'],
      extendedProps: { kind: 'holiday' as PlanEventKind },
    })),
    ...leave.map((d) => ({
      id: `leave-${d.date}`,
      title: `Leave (${d.leave_type_text})`,
      start: d.date,
      end: shiftDay(d.date, 1),
      allDay: true,
      display: 'background',
      classNames: ['plan-day-off', 'plan-day-off--leave'],
      extendedProps: { kind: 'leave' as PlanEventKind },
    })),
  ];
}

/**
 * Minutes planned per day: the slots of tasks and activities, overlaps counted once. Whole-day
 * entries say nothing about hours and are left out.
 */
export function dailyTotals(tasks: readonly PlanTask[], activities: readonly ActivityPlanItem[]) {
  const entries: { start: WallTime; end: WallTime }[] = [];
  const add = (start: string | null, end: string | null) => {
    const [s, e] = [start && parseWallTime(start), end && parseWallTime(end)];
    if (s && e) entries.push({ start: s, end: e });
  };
  for (const t of tasks) if (!t.pivot.all_day) add(t.pivot.plan_date, t.pivot.end_date);
  for (const a of activities) if (!a.all_day) add(a.start, a.end);
  return plannedMinutesByDay(entries);
}

/** What PUT user/task_plan gets for an event where the calendar put it (all-day ends inclusive). */
export function planOfEvent(event: { start: Date | null; end: Date | null; allDay: boolean }) {
  const start = event.start!;
  if (event.allDay) {
    const last = event.end ? shiftDay(dayOf(event.end), -1) : dayOf(start);
    return { plan_date: dayOf(start), end_date: last, all_day: true };
  }
  return { plan_date: wallOf(start), end_date: event.end ? wallOf(event.end) : null, all_day: false };
}

/** The days a plan (as sent) covers, first to last. */
export function daysOfPlan(plan: { plan_date: string; end_date: string | null; all_day: boolean }): string[] {
  const first = plan.plan_date.slice(0, 10);
  let last = (plan.end_date ?? plan.plan_date).slice(0, 10);
  if (!plan.all_day && plan.end_date?.endsWith('00:00') && last > first) last = shiftDay(last, -1);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 40; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The question to ask before planning onto a holiday or approved leave, or null for working days. */
export function dayOffQuestion(
  days: readonly string[],
  holidays: readonly HolidaySummary[],
  leave: readonly PlanLeaveDay[],
  employeeName: string,
): string | null {
  for (const day of days) {
    const holiday = holidays.find((h) => h.start <= day && day <= h.end);
    if (holiday)
      return Msg.planning.dayOffConfirm(Msg.planning.holidayOn(shownDay(day), holiday.description));
    const off = leave.find((d) => d.date === day);
    if (off)
      return Msg.planning.dayOffConfirm(
        Msg.planning.leaveOn(employeeName, shownDay(day), off.leave_type_text),
      );
  }
  return null;
}
