import { Msg, shiftDay } from '@jobline/shared';
import { dayOf, wallOf } from './planEvents';

const M = Msg.planning;

/** When a plan entry takes place, as its form edits it: a slot on a day, or whole days. */
export interface WhenValues {
  allDay: boolean;
  day: string | null;
  from: string;
  to: string;
  days: [string | null, string | null];
}

/** The form's starting point from a calendar selection or an event (end exclusive, as FullCalendar gives it). */
export function whenOfSlot(slot: { start: Date; end: Date | null; allDay: boolean }): WhenValues {
  const first = dayOf(slot.start);
  if (slot.allDay) {
    const last = slot.end ? shiftDay(dayOf(slot.end), -1) : first;
    return {
      allDay: true,
      day: first,
      from: '09:00',
      to: '10:00',
      days: [first, last < first ? first : last],
    };
  }
  const end = slot.end ?? new Date(slot.start.getTime() + 3_600_000);
  const to = dayOf(end) > first ? '23:59' : wallOf(end).slice(11);
  return { allDay: false, day: first, from: wallOf(slot.start).slice(11), to, days: [first, first] };
}

/** The form's checks before anything is sent: a start and an end, in order, not on a past day. */
export function validateWhen(values: WhenValues, today: string): Record<string, string> {
  if (values.allDay) {
    const [first, last] = values.days;
    if (!first) return { days: M.planDateInvalid };
    if (first < today) return { days: M.previousDates };
    if (last && last < first) return { days: M.endBeforeStart };
    return {};
  }
  if (!values.day) return { day: M.planDateInvalid };
  if (values.day < today) return { day: M.previousDates };
  if (!/^\d{2}:\d{2}$/.test(values.from)) return { from: M.startTimeNeeded };
  if (!/^\d{2}:\d{2}$/.test(values.to)) return { to: M.endInvalid };
  if (values.to <= values.from) return { to: M.endBeforeStart };
  return {};
}

/** The wire's start and end: company wall times, or days with the last one inclusive. */
export function whenToWire(values: WhenValues): { start: string; end: string; allDay: boolean } {
  if (values.allDay) {
    const [first, last] = values.days;
    return { start: first!, end: last ?? first!, allDay: true };
  }
  return { start: `${values.day} ${values.from}`, end: `${values.day} ${values.to}`, allDay: false };
}

/** Where a server's field message about start or end belongs on the form. */
export function whenErrors(values: WhenValues, errors: Record<string, string>, start: string, end: string) {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === start) mapped[values.allDay ? 'days' : 'day'] = message;
    else if (field === end) mapped[values.allDay ? 'days' : 'to'] = message;
    else mapped[field] = message;
  }
  return mapped;
}
