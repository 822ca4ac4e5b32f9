import './holidayCalendar.css';
import { useEffect, useMemo, useRef } from 'react';
import type FullCalendar from '@fullcalendar/react';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventMountArg,
} from '@fullcalendar/core';
import type { Holiday } from './api';
import { CompanyCalendar, useCalendarPhone } from './CompanyCalendar';
import { addDays, formatRange, toDay } from './days';

/** What the calendar shows: all visible days, the period itself (e.g. the month), and its title. */
export interface VisiblePeriod {
  visible: { from: string; to: string };
  period: { from: string; to: string };
  title: string;
}

interface Props {
  holidays: readonly Holiday[];
  loading: boolean;
  onPeriodChange(period: VisiblePeriod): void;
  onSelectDays(days: { start: string; end: string }): void;
  onOpen(holiday: Holiday): void;
  /** A day to bring into view (e.g. a holiday just added for another month); each new object moves. */
  showDay: { day: string } | null;
}

/** FullCalendar with month, week and day views; holidays are all-day events. */
export function HolidayCalendar(props: Props) {
  const { holidays, loading, onPeriodChange, onSelectDays, onOpen, showDay } = props;
  const ref = useRef<FullCalendar>(null);
  const phone = useCalendarPhone();
  const calendar = () => ref.current?.getApi();

  // FullCalendar's end is exclusive, the API's inclusive: one day more.
  const events = useMemo(
    () =>
      holidays.map((h) => ({
        id: String(h.id),
        title: h.description,
        start: h.start,
        end: addDays(h.end, 1),
        allDay: true,
        extendedProps: { holiday: h },
      })),
    [holidays],
  );

  useEffect(() => {
    if (showDay) ref.current?.getApi().gotoDate(showDay.day);
  }, [showDay]);

  const datesSet = (arg: DatesSetArg) => {
    onPeriodChange({
      visible: { from: toDay(arg.start), to: addDays(toDay(arg.end), -1) },
      period: {
        from: toDay(arg.view.currentStart),
        to: addDays(toDay(arg.view.currentEnd), -1),
      },
      title: arg.view.title,
    });
  };

  const select = (arg: DateSelectArg) => {
    calendar()?.unselect();
    // A timed selection ends inside its last day; an all-day one at the next midnight.
    const lastInstant = new Date(arg.end.getTime() - 1);
    onSelectDays({ start: toDay(arg.start), end: toDay(lastInstant) });
  };

  const holidayOf = (event: { extendedProps: Record<string, unknown> }) =>
    event.extendedProps.holiday as Holiday;

  return (
    <CompanyCalendar
      calendarRef={ref}
      className="holiday-calendar"
      phone={phone}
      busy={loading}
      initialView="dayGridMonth"
      dayMaxEvents={phone ? 2 : 3}
      events={events}
      eventColor="var(--mantine-color-red-9)"
      eventTextColor="#fff"
      select={select}
      eventClick={(arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        onOpen(holidayOf(arg.event));
      }}
      eventDidMount={(arg: EventMountArg) => {
        // Events are focusable (they have a click handler); say what they are and do.
        arg.el.setAttribute('role', 'button');
        arg.el.setAttribute(
          'aria-label',
          `Holiday: ${arg.event.title}, ${formatRange(holidayOf(arg.event))}`,
        );
      }}
      eventContent={(arg: EventContentArg) => (
        <span className="holiday-calendar__event" title={arg.event.title}>
          {arg.event.title}
        </span>
      )}
      datesSet={datesSet}
    />
  );
}
