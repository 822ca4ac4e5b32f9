// Request and response schemas of the holidays area, shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { daysBetween, isCalendarDay } from '../rules/dates';
import { calendarDay, id } from './common';

/** Longest holiday, in days counted inclusively (a month of closure at most). */
export const HOLIDAY_MAX_DAYS = 31;
export const HOLIDAY_DESCRIPTION_MAX = 200;

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
