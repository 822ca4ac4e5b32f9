// Request and response schemas of the worksheet and its daily summaries.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { dayRange, id, wireBoolean } from './common';
import { preset, presetLine } from './worksheetPresets';
import { worksheetUpload } from './worksheetUploads';

const M = Msg.worksheets;

/** Longest range a worksheet or its summary covers, counted inclusively. */
export const WORKSHEET_MAX_DAYS = 366;

/** An inclusive range of company days, as the worksheet's date filter sends it. */
export const worksheetRange = dayRange(M, { days: WORKSHEET_MAX_DAYS, message: M.rangeTooLong });
export type WorksheetRange = z.infer<typeof worksheetRange>;

/** POST reports/all_emp_daily_activity: one line per employee of a department over a range. */
export const dailySummaryRequest = z.object({
  range: worksheetRange,
  division: z.optional(z.nullable(id(M.divisionInvalid))),
  withInactiveUsers: z.optional(wireBoolean(Msg.common.yesOrNo)),
});
export type DailySummaryRequest = z.infer<typeof dailySummaryRequest>;

/** Where an employee's time went over the range, in minutes (dayTotals summed over the days). */
export const dailySummaryRow = z.object({
  user_id: z.number(),
  employee_code: z.string(),
  employee_name: z.string(),
  /** The first instant of work in the range, or null when none. */
  start_at: z.nullable(z.string()),
  Worked: z.number(),
  Meeting: z.number(),
  Lunch: z.number(),
  /** Short breaks and breaks. */
  Other: z.number(),
  Help: z.number(),
  Travelling: z.number(),
  DayOff: z.number(),
  Unallocated: z.number(),
  /** When Day Off was taken on the last day of the range that had one. */
  dayoff_at: z.nullable(z.string()),
  /** Everything logged (worked and every hold), in minutes. */
  total_hrs: z.number(),
  /** Assignments worked on in the range. */
  task_count: z.number(),
  /** Working days owed (not Sunday, holiday or full leave) with nothing in the log. */
  missing_days: z.array(z.string()),
  /** Days of the range whose worksheet was uploaded (declared final). */
  uploaded_days: z.array(z.string()),
});
export type DailySummaryRow = z.infer<typeof dailySummaryRow>;

export const dailySummaryResponse = z.object({
  division_id: z.nullable(z.number()),
  range: z.object({ start: z.string(), end: z.string() }),
  employees: z.array(dailySummaryRow),
});
export type DailySummaryResponse = z.infer<typeof dailySummaryResponse>;

/** POST reports/emp_daily_activity: one employee's worksheet over a range (001 §2.8). */
export const worksheetRequest = z.object({
  user_id: z.optional(z.nullable(id(M.employeeInvalid))),
  range: worksheetRange,
  /** 1 the worksheet as logged, 2 also the open correction's lines (activityEditRecords) for review. */
  report_type: z.optional(z.nullable(z.union([z.literal(1), z.literal(2)], { error: M.reportTypeInvalid }))),
  recordByDate: z.optional(wireBoolean(Msg.common.yesOrNo)),
  /** Sent by the old client; rights are the server's to decide. */
  user_has_authority: z.optional(z.unknown()),
});
export type WorksheetRequest = z.infer<typeof worksheetRequest>;

/** One row of the worksheet: a stretch of work on a task, a hold, or time at work on nothing. */
export const worksheetRow = z.object({
  day: z.string(),
  /** The work log's state: 1 working, 2 on hold, 3 at work on no task. */
  state: z.number(),
  /** Hold type (6 Meeting … 14 Travelling) for a hold, 99 for time on no task, 1 for work. */
  comment_type: z.number(),
  task_user_id: z.nullable(z.number()),
  job_id: z.nullable(z.number()),
  job_no: z.nullable(z.string()),
  task_id: z.nullable(z.number()),
  task_no: z.nullable(z.string()),
  task_description: z.string(),
  category: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  system: z.nullable(z.string()),
  section_name: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** Minutes. */
  total_duration: z.number(),
});
export type WorksheetRow = z.infer<typeof worksheetRow>;

/** Spent-time totals by type (entities 5.3): 1 worked, 6 meeting, 7 lunch, 8 others, 9 day off, 10 help, 14 travelling, 99 unallocated. */
export const spentEntry = z.object({ type: z.number(), label: z.string(), spent: z.number() });

export const worksheetResponse = z.object({
  user: z.object({
    id: z.number(),
    name: z.string(),
    emp_code: z.string(),
    division_id: z.nullable(z.number()),
  }),
  range: z.object({ start: z.string(), end: z.string() }),
  report: z.array(worksheetRow),
  all_spents: z.array(spentEntry),
  /** Worked hours by job category. */
  chart_data: z.array(z.object({ category_name: z.string(), hours: z.number() })),
  /** Owed days with nothing logged. */
  missing_days: z.array(z.string()),
  /** A single-day request: the day's open correction, else its last one; null otherwise. */
  preset: z.nullable(preset),
  /** The latest rejected correction of the day when none was made after it. */
  reject_preset: z.nullable(z.object({ remark: z.string() })),
  /** report_type 2: the correction's lines, to set beside the logged day; otherwise empty. */
  activityEditRecords: z.array(presetLine),
  /** The day's month is locked for this person (a single-day request; false otherwise). */
  locked: z.boolean(),
  /** The range's uploaded days: who declared each final and when (the 'Uploaded' badge). */
  uploads: z.array(worksheetUpload),
});
export type WorksheetResponse = z.infer<typeof worksheetResponse>;
