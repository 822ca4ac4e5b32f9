import './planCalendar.css';
import '../holidays/holidayCalendar.css';

import { useMemo, useRef } from 'react';
import type FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  DatesSetArg,
  DayCellContentArg,
  DayHeaderContentArg,
  EventApi,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventMountArg,
} from '@fullcalendar/core';
import type { DropArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import {
  formatPlannedMinutes,
  shiftDay,
  type ActivityPlanItem,
  type HolidaySummary,
  type PlanTask,
  type PlanTasksResponse,
} from '@jobline/shared';
import { CompanyCalendar, useCalendarPhone } from '../holidays/CompanyCalendar';
import {
  activityEvents,
  calendarTime,
  dailyTotals,
  dayOf,
  dayOffEvents,
  shownDay,
  taskEvents,
  wallOf,
  type PlanEventKind,
} from './planEvents';

export interface VisibleDays {
  from: string;
  to: string;
}

/** Where the calendar put a task: the event's new times, and how to put it back. */
export interface MovedTask {
  task: PlanTask;
  start: Date;
  end: Date | null;
  allDay: boolean;
  revert(): void;
}

interface Props {
  plan: PlanTasksResponse | undefined;
  holidays: readonly HolidaySummary[];
  loading: boolean;
  collapsed: boolean;
  /** The company's wall clock now, 'YYYY-MM-DD HH:mm'. */
  now: () => string;
  onPeriodChange(days: VisibleDays): void;
  onSelect(slot: { start: Date; end: Date; allDay: boolean }): void;
  onOpenTask(task: PlanTask): void;
  onOpenActivity(activity: ActivityPlanItem): void;
  onMoveTask(move: MovedTask): void;
  onDropTask(drop: { taskUserId: number; date: Date; allDay: boolean }): void;
}

const EVENT_TIME = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

const kindOf = (event: EventApi) => event.extendedProps.kind as PlanEventKind;

/**
 * The Employee Plan's calendar: month, week and day, Sunday hidden, business hours,
 * the day's planned hours in each day's header. It runs in UTC so that its clock is the company's
 * wall clock whatever zone the device is in (O-17).
 */
export function PlanCalendar(props: Props) {
  const { plan, holidays, loading, collapsed, now } = props;
  const ref = useRef<FullCalendar>(null);
  const phone = useCalendarPhone();
  const calendar = () => ref.current?.getApi();

  // Keyed on the lists, not the answer: a read that changes nothing keeps them (the query's structural
  // sharing), so the calendar does not redraw its events under a drag that has just begun.
  const [tasks, activities, leave] = [plan?.tasks, plan?.activityPlan, plan?.leave];
  const events = useMemo(
    () => [
      ...dayOffEvents(holidays, leave ?? []),
      ...taskEvents(tasks ?? []),
      ...activityEvents(activities ?? []),
    ],
    [tasks, activities, leave, holidays],
  );
  const totals = useMemo(() => dailyTotals(tasks ?? [], activities ?? []), [tasks, activities]);
  const totalOf = (date: Date) => formatPlannedMinutes(totals.get(dayOf(date)) ?? 0);

  const datesSet = (arg: DatesSetArg) => {
    props.onPeriodChange({ from: dayOf(arg.start), to: shiftDay(dayOf(arg.end), -1) });
  };

  const select = (arg: DateSelectArg) => {
    calendar()?.unselect();
    props.onSelect({ start: arg.start, end: arg.end, allDay: arg.allDay });
  };

  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    if (kindOf(arg.event) !== 'task') return arg.revert();
    props.onMoveTask({
      task: arg.event.extendedProps.task as PlanTask,
      start: arg.event.start!,
      end: arg.event.end,
      allDay: arg.event.allDay,
      revert: arg.revert,
    });
  };

  const drop = (arg: DropArg) => {
    const taskUserId = Number(arg.draggedEl.dataset.taskUserId);
    if (taskUserId) props.onDropTask({ taskUserId, date: arg.date, allDay: arg.allDay });
  };

  const click = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const kind = kindOf(arg.event);
    if (kind === 'task') props.onOpenTask(arg.event.extendedProps.task as PlanTask);
    if (kind === 'activity') props.onOpenActivity(arg.event.extendedProps.activity as ActivityPlanItem);
  };

  const mounted = (arg: EventMountArg) => {
    const kind = kindOf(arg.event);
    if (kind !== 'task' && kind !== 'activity') return;
    const { start, end, allDay } = arg.event;
    const when = allDay
      ? `${shownDay(dayOf(start!))}, all day`
      : `${shownDay(dayOf(start!))} ${wallOf(start!).slice(11)}–${end ? wallOf(end).slice(11) : ''}`;
    arg.el.setAttribute('role', 'button');
    arg.el.setAttribute('aria-label', `${kind === 'task' ? 'Task' : 'Activity'} ${arg.event.title}, ${when}`);
  };

  return (
    <CompanyCalendar
      calendarRef={ref}
      className="holiday-calendar plan-calendar"
      phone={phone}
      busy={loading}
      busyLabel="Loading the plan"
      timeZone="UTC"
      now={() => calendarTime(now())}
      initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
      eventTimeFormat={EVENT_TIME}
      snapDuration="00:15:00"
      scrollTime="08:00:00"
      allDayText="All day"
      eventDisplay="block"
      dayMaxEvents={collapsed ? (phone ? 2 : 3) : false}
      eventMaxStack={collapsed ? 2 : undefined}
      events={events}
      // a selection may not cover another activity; tasks and days off do not count.
      selectOverlap={(event) => kindOf(event) !== 'activity'}
      select={select}
      droppable
      drop={drop}
      eventDrop={moved}
      eventResize={moved}
      eventClick={click}
      eventDidMount={mounted}
      dayHeaderContent={(arg: DayHeaderContentArg) =>
        arg.view.type === 'dayGridMonth' ? (
          arg.text
        ) : (
          <span className="plan-calendar__header">
            <span>{arg.text}</span>
            <span className="plan-calendar__total" data-testid="day-total">
              {totalOf(arg.date)}
            </span>
          </span>
        )
      }
      dayCellContent={(arg: DayCellContentArg) =>
        arg.view.type === 'dayGridMonth' ? (
          <span className="plan-calendar__cell">
            <span className="plan-calendar__total" data-testid="day-total">
              {totals.get(dayOf(arg.date)) ? totalOf(arg.date) : ''}
            </span>
            <span>{arg.dayNumberText}</span>
          </span>
        ) : undefined
      }
      eventContent={(arg: EventContentArg) => (
        <span className="plan-calendar__event" title={arg.event.title}>
          {arg.timeText && <span className="plan-calendar__time">{arg.timeText}</span>}
          <span className="plan-calendar__title">{arg.event.title}</span>
        </span>
      )}
      datesSet={datesSet}
    />
  );
}
