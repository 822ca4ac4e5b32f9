import '../holidays/holidayCalendar.css';
import './leaveCalendar.css';
import { useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { DayCellContentArg, EventClickArg, EventContentArg, EventMountArg } from '@fullcalendar/core';
import enGb from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import { useMediaQuery } from '@mantine/hooks';
import { calendarBusinessHours, closedWeekdays, LeaveStatus, type LeaveCalendarEntry } from '@jobline/shared';
import { addDays, toDay } from '../holidays/days';
import { dayRangeText } from './leaveText';

// the company's open days and business hours, as the holiday planner's.
const BUSINESS_HOURS = calendarBusinessHours();
const HIDDEN_DAYS = closedWeekdays();
const PLUGINS = [dayGridPlugin];

interface Props {
  /** YYYY-MM: the month shown. */
  month: string;
  entries: readonly LeaveCalendarEntry[];
  /** 'Collapse daily events': a few bars a day and '+n more', else every bar. */
  collapsed: boolean;
  onOpen(entry: LeaveCalendarEntry): void;
}

const describe = (e: LeaveCalendarEntry) =>
  `${e.user}, ${e.leave_type_text}${e.status === LeaveStatus.APPROVED ? '' : ' (pending)'}`;

/** The leave calendar of Employee Leave Details: one bar per run of leave days of a person. */
export function LeaveCalendar({ month, entries, collapsed, onOpen }: Props) {
  const ref = useRef<FullCalendar>(null);
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });

  useEffect(() => {
    ref.current?.getApi().gotoDate(`${month}-01`);
  }, [month]);

  // The daily total: how many people are away each day.
  const awayByDay = useMemo(() => {
    const people = new Map<string, Set<number>>();
    for (const e of entries) {
      for (let day = e.start_day; day <= e.end_day; day = addDays(day, 1)) {
        const set = people.get(day) ?? new Set<number>();
        set.add(e.user_id);
        people.set(day, set);
      }
    }
    return people;
  }, [entries]);

  // FullCalendar's end is exclusive, the API's inclusive: one day more.
  const events = useMemo(
    () =>
      entries.map((e, i) => ({
        id: `${e.leave_request_id}-${i}`,
        title: describe(e),
        start: e.start_day,
        end: addDays(e.end_day, 1),
        allDay: true,
        classNames: ['leave-event', `leave-event--${e.color}`],
        extendedProps: { entry: e },
      })),
    [entries],
  );
  const entryOf = (event: { extendedProps: Record<string, unknown> }) =>
    event.extendedProps.entry as LeaveCalendarEntry;

  return (
    <div className="holiday-calendar leave-calendar">
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        locale={enGb}
        initialView="dayGridMonth"
        initialDate={`${month}-01`}
        headerToolbar={false}
        height="auto"
        firstDay={1}
        hiddenDays={HIDDEN_DAYS}
        businessHours={BUSINESS_HOURS}
        fixedWeekCount={false}
        dayMaxEvents={collapsed ? (phone ? 2 : 3) : false}
        events={events}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(entryOf(arg.event));
        }}
        eventDidMount={(arg: EventMountArg) => {
          const e = entryOf(arg.event);
          // Events are focusable (they have a click handler); say what they are and do.
          arg.el.setAttribute('role', 'button');
          arg.el.setAttribute(
            'aria-label',
            `Leave of ${describe(e)}, ${dayRangeText(e.start_day, e.end_day)}`,
          );
        }}
        eventContent={(arg: EventContentArg) => (
          <span className="holiday-calendar__event" title={arg.event.title}>
            {arg.event.title}
          </span>
        )}
        dayCellContent={(arg: DayCellContentArg) => {
          const away = awayByDay.get(toDay(arg.date))?.size ?? 0;
          return (
            <span className="leave-calendar__cell">
              {away > 0 && !arg.isOther ? (
                <span className="leave-calendar__away">{away} away</span>
              ) : (
                <span />
              )}
              <span>{arg.dayNumberText}</span>
            </span>
          );
        }}
      />
    </div>
  );
}
