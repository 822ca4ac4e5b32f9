// Request and response schemas of the employee summaries (screens.md §7.5–§7.7) and the estimate
// calibration. The spec does not show these shapes: they are ours, documented in OpenAPI.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { calendarDay, id, pageOf, wireBoolean } from './common';
import { pageNumber, recordsPerPage } from './jobAdmin';
import { worksheetRange } from './worksheets';

const M = Msg.summaries;

/** The summary tables page 15 rows at a time by default (spec 001 §2.10). */
export const SUMMARY_PAGE_SIZE = 15;
/** The Jobs page (/emp_activity) pages 50 at a time (spec 001 §2.10). */
export const EMP_ACTIVITY_PAGE_SIZE = 50;
/** The calibration lists at most this many tasks; its shares count every task of the range. */
export const CALIBRATION_TASK_LIMIT = 200;

/** Page, page size and search text, shared by every summary table. */
const paging = {
  page: z.optional(pageNumber),
  records: z.optional(recordsPerPage),
  keyword: z.optional(
    z.nullable(
      z
        .string({ error: Msg.jobAdmin.keywordTooLong })
        .check(z.trim(), z.maxLength(100, { error: Msg.jobAdmin.keywordTooLong })),
    ),
  ),
};

export const summaryEmployee = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  division_id: z.nullable(z.number()),
  division_name: z.nullable(z.string()),
  position: z.nullable(z.string()),
});
export type SummaryEmployee = z.infer<typeof summaryEmployee>;

// ---- POST summary -----------------------------------------------------------------------------

export const summaryRequest = z.object({
  emp_user_id: id(M.employeeInvalid),
  ...paging,
  /** false (default): the employee's pending jobs only; true: their whole history. */
  history: z.optional(wireBoolean(M.historyInvalid)),
});
export type SummaryRequest = z.input<typeof summaryRequest>;

/** One of the employee's holds on a job, with the counts of their tasks in it. */
export const summaryJobRow = z.object({
  job_user_id: z.number(),
  job_id: z.number(),
  job_no: z.string(),
  is_qc_job: z.boolean(),
  customer_id: z.nullable(z.number()),
  customer_name: z.nullable(z.string()),
  system: z.nullable(z.string()),
  job_description: z.string(),
  due_date: z.nullable(z.string()),
  /** The earliest plan date of the employee's tasks in the job. */
  plan_date: z.nullable(z.string()),
  no_of_tasks: z.number(),
  no_of_finished_tasks: z.number(),
  no_of_remaining_tasks: z.number(),
  /** Where the job stands (JobProgress) and its label. */
  job_status: z.number(),
  job_status_label: z.string(),
  /** The first time the employee started a task of the job. */
  started_at: z.nullable(z.string()),
  /** The employee has a task of the job in Ongoing (the row shows green, R-124). */
  ongoing: z.boolean(),
});
export type SummaryJobRow = z.infer<typeof summaryJobRow>;

export const summaryResponse = z.object({
  employee: summaryEmployee,
  jobs: pageOf(summaryJobRow),
});
export type SummaryResponse = z.infer<typeof summaryResponse>;

// ---- POST summary/tasks -----------------------------------------------------------------------

export const summaryTasksRequest = z.object({
  emp_user_id: id(M.employeeInvalid),
  /** Only the tasks of this job (the job view); absent or null: every task of the employee. */
  job_id: z.optional(z.nullable(id(M.jobInvalid))),
  ...paging,
});
export type SummaryTasksRequest = z.input<typeof summaryTasksRequest>;

/** One assignment of the employee: its estimate (hours), spent minutes and the row's tone. */
export const summaryTaskRow = z.object({
  task_user_id: z.number(),
  task_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  job_id: z.number(),
  job_no: z.string(),
  is_qc_task: z.boolean(),
  due_date: z.nullable(z.string()),
  plan_date: z.nullable(z.string()),
  Time01: z.number(),
  Time02: z.number(),
  Time03: z.number(),
  /** Whole minutes from the work log (the task panel's figure). */
  spent_minutes: z.number(),
  section: z.number(),
  section_name: z.string(),
  locked: z.boolean(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  tone: z.enum(['ongoing', 'backLog', 'undated', 'overdue', 'overspent', 'finished', 'neutral']),
});
export type SummaryTaskRow = z.infer<typeof summaryTaskRow>;

/** The job the tasks belong to, for the job view (null without job_id). */
export const summaryJobHeader = z.object({
  id: z.number(),
  job_no: z.string(),
  customer_id: z.nullable(z.number()),
  customer_name: z.nullable(z.string()),
  system: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  job_description: z.string(),
});

export const summaryTasksResponse = z.object({
  job: z.nullable(summaryJobHeader),
  tasks: pageOf(summaryTaskRow),
});
export type SummaryTasksResponse = z.infer<typeof summaryTasksResponse>;

// ---- POST summary/activities ------------------------------------------------------------------

export const summaryActivitiesRequest = z.object({
  emp_user_id: id(M.employeeInvalid),
  range: worksheetRange,
  ...paging,
});
export type SummaryActivitiesRequest = z.input<typeof summaryActivitiesRequest>;

/** One worked day: where the time went, in minutes (the worksheet's day totals). */
export const summaryDayRow = z.object({
  day: z.string(),
  start_at: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
  Worked: z.number(),
  Meeting: z.number(),
  Lunch: z.number(),
  Other: z.number(),
  Unallocated: z.number(),
  total_hrs: z.number(),
  task_count: z.number(),
});
export type SummaryDayRow = z.infer<typeof summaryDayRow>;

export const summaryActivitiesResponse = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  days: pageOf(summaryDayRow),
});
export type SummaryActivitiesResponse = z.infer<typeof summaryActivitiesResponse>;

// ---- POST summary/activities/tasks ------------------------------------------------------------

export const summaryDayTasksRequest = z.object({
  emp_user_id: id(M.employeeInvalid),
  day: calendarDay(M.dayInvalid),
});
export type SummaryDayTasksRequest = z.input<typeof summaryDayTasksRequest>;

export const summaryDayTask = z.object({
  task_user_id: z.number(),
  job_no: z.string(),
  task_no: z.string(),
  task_name: z.string(),
  customer_name: z.nullable(z.string()),
  /** Minutes worked on it that day. */
  minutes: z.number(),
});
export type SummaryDayTask = z.infer<typeof summaryDayTask>;

export const summaryDayTasksResponse = z.object({ day: z.string(), tasks: z.array(summaryDayTask) });
export type SummaryDayTasksResponse = z.infer<typeof summaryDayTasksResponse>;

// ---- POST summary/calibration -----------------------------------------------------------------

export const calibrationRequest = z.object({
  emp_user_id: id(M.employeeInvalid),
  range: worksheetRange,
});
export type CalibrationRequest = z.input<typeof calibrationRequest>;

export const calibrationTask = z.object({
  task_user_id: z.number(),
  job_no: z.string(),
  task_no: z.string(),
  task_name: z.string(),
  finished_at: z.string(),
  spent_minutes: z.number(),
  optimistic_minutes: z.number(),
  most_likely_minutes: z.number(),
  pessimistic_minutes: z.number(),
  ratio: z.number(),
  band: z.enum(['optimistic', 'mostLikely', 'pessimistic', 'over']),
});
export type CalibrationTaskRow = z.infer<typeof calibrationTask>;

export const calibrationResponse = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  counted: z.number(),
  unestimated: z.number(),
  within_most_likely: z.number(),
  within_pessimistic: z.number(),
  share_within_most_likely: z.nullable(z.number()),
  share_within_pessimistic: z.nullable(z.number()),
  median_ratio: z.nullable(z.number()),
  /** The latest finished tasks first, at most CALIBRATION_TASK_LIMIT. */
  tasks: z.array(calibrationTask),
});
export type CalibrationResponse = z.infer<typeof calibrationResponse>;
