import { useMemo, useState, type RefObject } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { CalendarOptions, DatesSetArg } from '@fullcalendar/core';
import enGb from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import { calendarBusinessHours, closedWeekdays } from '@jobline/shared';
import { CalendarToolbar, type CalendarView } from './CalendarToolbar';

// the company's opening hours; the days it is closed (Sunday) are hidden.
const BUSINESS_HOURS = calendarBusinessHours();
const HIDDEN_DAYS = closedWeekdays();
const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const SLOT_LABEL = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** Whether the calendar lays out for a phone (known at the first render, so the first view fits). */
export const useCalendarPhone = () =>
  useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;

interface Props extends CalendarOptions {
  calendarRef: RefObject<FullCalendar | null>;
  className: string;
  phone: boolean;
  /** The events are being read: the toolbar shows a spinner. */
  busy: boolean;
  /** What the toolbar's spinner says it waits for. */
  busyLabel?: string;
}

/**
 * FullCalendar as every company calendar shows it (holidays, plans): the Mantine toolbar, Monday
 * first, Sunday hidden, business hours shaded, 24-hour slots; each caller adds its own events.
 */
export function CompanyCalendar({
  calendarRef,
  className,
  phone,
  busy,
  busyLabel,
  datesSet,
  ...options
}: Props) {
  const [view, setView] = useState(options.initialView as CalendarView);
  const [title, setTitle] = useState('');
  const calendar = () => calendarRef.current?.getApi();
  const views = useMemo(
    () => ({
      timeGridWeek: { dayHeaderFormat: { weekday: phone ? 'narrow' : 'short', day: 'numeric' } as const },
    }),
    [phone],
  );
  const changed = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    setView(arg.view.type as CalendarView);
    datesSet?.(arg);
  };

  return (
    <div className={className}>
      <CalendarToolbar
        title={title}
        view={view}
        loading={busy}
        busyLabel={busyLabel}
        compact={phone}
        onView={(next) => calendar()?.changeView(next)}
        onPrev={() => calendar()?.prev()}
        onToday={() => calendar()?.today()}
        onNext={() => calendar()?.next()}
      />
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        locale={enGb}
        headerToolbar={false}
        height="auto"
        firstDay={1}
        hiddenDays={HIDDEN_DAYS}
        businessHours={BUSINESS_HOURS}
        slotMinTime="07:00:00"
        slotMaxTime="20:00:00"
        slotLabelFormat={SLOT_LABEL}
        nowIndicator
        views={views}
        selectable
        selectMirror
        {...options}
        datesSet={changed}
      />
    </div>
  );
}
