// Request and response schemas of the holidays area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { id } from './common';

/** Longest holiday, in days counted inclusively (a month of closure at most). */
export const HOLIDAY_MAX_DAYS = 31;
export const HOLIDAY_DESCRIPTION_MAX = 200;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 31 April), within years a plan can use. */
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

/** A YYYY-MM-DD day; empty or malformed input answers the given message. */
export const calendarDay = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.refine(isCalendarDay, { error: message }));

const ordered = (v: { start: string; end: string }) =>
  !isCalendarDay(v.start) || !isCalendarDay(v.end) || v.end >= v.start;
const shortEnough = (v: { start: string; end: string }) =>
  !isCalendarDay(v.start) || v.end < v.start || daysBetween(v.start, v.end) < HOLIDAY_MAX_DAYS;

/** POST holiday: a description and an inclusive date range (spec 002 §5 Holiday add). */
export const holidayRequest = z
  .object({
    description: z
      .string({ error: Msg.holidays.descriptionRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: Msg.holidays.descriptionRequired }),
        z.maxLength(HOLIDAY_DESCRIPTION_MAX, { error: Msg.holidays.descriptionTooLong }),
      ),
    start: calendarDay(Msg.holidays.startInvalid),
    end: calendarDay(Msg.holidays.endInvalid),
  })
  .check(
    z.refine(ordered, { path: ['end'], error: Msg.holidays.endBeforeStart }),
    z.refine(shortEnough, { path: ['end'], error: Msg.holidays.tooManyDays }),
  );
export type HolidayRequest = z.infer<typeof holidayRequest>;

/** POST holiday/delete. */
export const holidayDeleteRequest = z.object({ id: id(Msg.holidays.idRequired) });

/** GET holiday: optional bounds; a holiday is listed when any of its days falls within them. */
export const holidayQuery = z
  .object({
    from: z.optional(calendarDay(Msg.holidays.startInvalid)),
    to: z.optional(calendarDay(Msg.holidays.endInvalid)),
  })
  .check(
    z.refine((v) => !v.from || !v.to || v.to >= v.from, {
      path: ['to'],
      error: Msg.holidays.rangeEndBeforeStart,
    }),
  );

/** One holiday as every call answers it; `date` repeats `start` for the spec's clients. */
export const holidaySummary = z.object({
  id: z.number(),
  description: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
});
export type HolidaySummary = z.infer<typeof holidaySummary>;
