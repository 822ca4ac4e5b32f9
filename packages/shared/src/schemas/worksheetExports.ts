// Request and response schemas of the worksheet's by-dates reports and its downloads.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { calendarDay, id, wireBoolean } from './common';
import { dailySummaryRequest, dailySummaryRow, worksheetRange } from './worksheets';

const M = Msg.worksheets;

/** One employee on one company day: the daily summary's line for that day alone. */
export const dailyActivityByDateRow = z.extend(dailySummaryRow, {
  /** The company day (YYYY-MM-DD). */
  date: z.string(),
  /** The end of the last stretch at work that day (worked, a hold or no task), or null. */
  end_at: z.nullable(z.string()),
});
export type DailyActivityByDateRow = z.infer<typeof dailyActivityByDateRow>;

/** POST reports/all_emp_daily_activity_by_dates: the same filters as the daily summary. */
export const allEmpByDatesRequest = dailySummaryRequest;
export type AllEmpByDatesRequest = z.infer<typeof allEmpByDatesRequest>;

export const allEmpByDatesResponse = z.object({
  division_id: z.nullable(z.number()),
  range: z.object({ start: z.string(), end: z.string() }),
  /** Employee by employee (by name), each employee's days in order. */
  rows: z.array(dailyActivityByDateRow),
});
export type AllEmpByDatesResponse = z.infer<typeof allEmpByDatesResponse>;

/** POST reports/single_emp_daily_activity_by_dates: one employee (default the caller), day by day. */
export const singleEmpByDatesRequest = z.object({
  user_id: z.optional(z.nullable(id(M.employeeInvalid))),
  range: worksheetRange,
});
export type SingleEmpByDatesRequest = z.infer<typeof singleEmpByDatesRequest>;

export const singleEmpByDatesResponse = z.object({
  user: z.object({ id: z.number(), name: z.string(), emp_code: z.string() }),
  range: z.object({ start: z.string(), end: z.string() }),
  rows: z.array(dailyActivityByDateRow),
});
export type SingleEmpByDatesResponse = z.infer<typeof singleEmpByDatesResponse>;

/**
 * The query of every worksheet download (GET): the range, and either one employee (user_id) or a
 * department ('all' for every department, with the Department filter), inactive people, by dates.
 */
export const worksheetExportQuery = z.object({
  start: calendarDay(M.startInvalid),
  end: calendarDay(M.endInvalid),
  user_id: z.optional(id(M.employeeInvalid)),
  division: z.optional(z.union([z.literal('all'), id(M.divisionInvalid)], { error: M.divisionInvalid })),
  inactive: z.optional(wireBoolean(Msg.common.yesOrNo)),
  by_dates: z.optional(wireBoolean(Msg.common.yesOrNo)),
});
export type WorksheetExportQuery = z.infer<typeof worksheetExportQuery>;
