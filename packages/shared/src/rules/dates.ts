/** The weekday of a YYYY-MM-DD day: 0 for Sunday to 6 for Saturday, as business hours are indexed. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Building a formatter costs far more than using one, and every request asks for today. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone, e.g. the company's. */
export function dayInZone(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, as if that clock were UTC (ms since the epoch). */
export function wallClockMs(instant: Date, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 31 April), in years a database date holds. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from one YYYY-MM-DD to another (0 for the same day); both must be calendar days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Overdue: today is past the due date plus one day of grace. */
export function isPastDue(dueDate: string | null | undefined, today: string): boolean {
  if (!dueDate) return false;
  const graceEnd = new Date(`${dueDate}T00:00:00Z`);
  graceEnd.setUTCDate(graceEnd.getUTCDate() + 1);
  return today > graceEnd.toISOString().slice(0, 10);
}

/** DD/MM/YYYY, as the spec's tables and reports show days; a missing day is a dash. */
export const shownDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');
