// Request and response schemas of the job reports (Pending Jobs, My Pending Jobs, Created Jobs,
// Daily Job Allocations) and their downloads.
import { z } from 'zod/mini';
import {
  AllocationFilter,
  CreatedJobStatus,
  MyPendingStatus,
  ReportJobScope,
  type AllocationFilter as AllocationFilterValue,
  type CreatedJobStatus as CreatedJobStatusValue,
  type MyPendingStatus as MyPendingStatusValue,
  type ReportJobScope as ReportJobScopeValue,
} from '../enums';
import { Msg } from '../messages';
import { dayRange, id, wireBoolean, wireChoice } from './common';

const M = Msg.reports;

/** Longest range a report covers, counted inclusively. */
export const REPORT_MAX_DAYS = 366;
/** Most rows a report shows and prints; past it the screen and the files say so (narrow the filters). */
export const REPORT_MAX_ROWS = 10_000;

/** An inclusive range of company days: the day a job was created falls in it. */
export const reportRange = dayRange(M, { days: REPORT_MAX_DAYS, message: M.rangeTooLong });
export type ReportRange = z.infer<typeof reportRange>;

/** One of an enum's values, from JSON or a query string. */
const oneOf = <T extends number>(values: readonly T[], message: string) => wireChoice<T>(values, message);

const optionalId = (message: string) => z.optional(z.nullable(id(message)));
const jobScope = z._default(
  oneOf<ReportJobScopeValue>(Object.values(ReportJobScope), M.jobTypeInvalid),
  ReportJobScope.REGULAR,
);

/** POST reports/pending_job (23): the jobs not finished yet, created in the range. */
export const pendingJobsRequest = z.object({
  range: reportRange,
  division: optionalId(M.divisionInvalid),
  employee: optionalId(M.employeeInvalid),
  customer: optionalId(M.customerInvalid),
  job_type: jobScope,
  /** Opened from a dashboard's count (query a): every job type, as the count was. */
  from_dashboard: z.optional(wireBoolean(Msg.common.yesOrNo)),
});
export type PendingJobsRequest = z.infer<typeof pendingJobsRequest>;

/** POST reports/all-job (24): every job created in the range, by its Created Jobs status. */
export const createdJobsRequest = z.object({
  range: reportRange,
  division: optionalId(M.divisionInvalid),
  status: z.optional(
    z.nullable(oneOf<CreatedJobStatusValue>(Object.values(CreatedJobStatus), M.statusInvalid)),
  ),
  employee: optionalId(M.employeeInvalid),
  customer: optionalId(M.customerInvalid),
  job_type: jobScope,
});
export type CreatedJobsRequest = z.infer<typeof createdJobsRequest>;

/** POST reports/pending_job_user: the caller's own jobs not finished yet. */
export const myPendingJobsRequest = z.object({
  job_type: jobScope,
  status: z._default(
    oneOf<MyPendingStatusValue>(Object.values(MyPendingStatus), M.statusInvalid),
    MyPendingStatus.NOT_PICKED,
  ),
});
export type MyPendingJobsRequest = z.infer<typeof myPendingJobsRequest>;

/** One job of a job report (spec 002 §3, pending job row; Created Jobs adds its status). */
export const reportJobRow = z.object({
  id: z.number(),
  /** The instant it was created (ISO). */
  created_at: z.string(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  requested_emp: z.nullable(z.string()),
  job_title: z.nullable(z.string()),
  job_description: z.string(),
  /** The job's owner (its employee). */
  employee: z.nullable(z.string()),
  division: z.nullable(z.string()),
  /** The stored job type's name (Urgent, On Line, Project, Normal, On Site). */
  job_type: z.nullable(z.string()),
  /** Where the job stands (JobProgress) and its label. */
  progress: z.number(),
  job_status: z.string(),
  /** Created Jobs' own status (1 Not Assigned, 2 Assigned, 3 Finished). */
  created_status: z.number(),
  due_date: z.nullable(z.string()),
});
export type ReportJobRow = z.infer<typeof reportJobRow>;

export const reportJobsResponse = z.object({
  rows: z.array(reportJobRow),
  /** Every job the filters match; more than rows.length when the list was cut at REPORT_MAX_ROWS. */
  total: z.number(),
});
export type ReportJobsResponse = z.infer<typeof reportJobsResponse>;

/** POST reports/job_allocations (25): jobs created in the range, by whether a task is assigned. */
export const jobAllocationsRequest = z.object({
  range: reportRange,
  department: optionalId(M.divisionInvalid),
  filter_1: z._default(
    oneOf<AllocationFilterValue>(Object.values(AllocationFilter), M.filterInvalid),
    AllocationFilter.ALL,
  ),
  /** In the contract with no screen behind it; accepted and ignored. */
  filter_2: z.optional(z.unknown()),
});
export type JobAllocationsRequest = z.infer<typeof jobAllocationsRequest>;

export const jobAllocationRow = z.object({
  id: z.number(),
  job_no: z.string(),
  job_description: z.string(),
  customer_name: z.nullable(z.string()),
  customer_id: z.nullable(z.number()),
  system: z.nullable(z.string()),
  /** Who the job's tasks are assigned to, comma separated (none: null). */
  name: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  task_count: z.number(),
});
export type JobAllocationRow = z.infer<typeof jobAllocationRow>;
export const jobAllocationsResponse = z.object({ rows: z.array(jobAllocationRow), total: z.number() });
export type JobAllocationsResponse = z.infer<typeof jobAllocationsResponse>;

/** POST reports/job_allocations/tasks: one job's tasks with their three estimates, in hours. */
export const jobAllocationTasksRequest = z.object({ job_id: id(M.jobInvalid) });
export const jobAllocationTask = z.object({
  task_no: z.string(),
  task_name: z.string(),
  /** Optimistic, most likely and pessimistic hours (OP, MO, PE). */
  Time01: z.number(),
  Time02: z.number(),
  Time03: z.number(),
  assignee: z.nullable(z.string()),
});
export type JobAllocationTask = z.infer<typeof jobAllocationTask>;
export const jobAllocationTasksResponse = z.object({
  job: z.object({ id: z.number(), job_no: z.string() }),
  tasks: z.array(jobAllocationTask),
});
export type JobAllocationTasksResponse = z.infer<typeof jobAllocationTasksResponse>;

/** A report's download: its filters (as the JSON call takes them) and Excel or PDF. */
export const reportFormat = z.enum(['xlsx', 'pdf'], { error: M.formatInvalid });
export type ReportFormat = z.infer<typeof reportFormat>;
export const reportDownload = <T extends z.ZodMiniObject>(filters: T) =>
  z.object({ filters, format: reportFormat });

/** POST reports/getAttendaceReport (26): a department's month, person by day, from the work log. */
export const attendanceRequest = z.object({
  division_id: optionalId(M.divisionInvalid),
  month: z.string({ error: M.monthInvalid }).check(
    z.trim(),
    z.refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { error: M.monthInvalid }),
  ),
  inactive: z.optional(wireBoolean(Msg.common.yesOrNo)),
});
export type AttendanceRequest = z.infer<typeof attendanceRequest>;

export const attendanceDay = z.object({
  date_: z.string(),
  worked_minutes: z.number(),
  /** Worked time as H:MM, blank when none. */
  worked_hours: z.string(),
  /** AttendanceMark, or null on an ordinary day. */
  color: z.nullable(z.string()),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;
export const attendanceRow = z.object({
  user_id: z.number(),
  name: z.string(),
  emp_code: z.string(),
  details: z.array(attendanceDay),
  worked_minutes: z.number(),
  present_days: z.number(),
  absent_days: z.number(),
  /** Leave taken in the month, in days (a half day counts 0.5, a short leave 0.25). */
  leave_days: z.number(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;
export const attendanceResponse = z.object({
  month: z.string(),
  days: z.array(z.string()),
  rows: z.array(attendanceRow),
});
export type AttendanceResponse = z.infer<typeof attendanceResponse>;

/** Customer Wise Job Type's report type: an agreement's period or dates of one's own. */
export const JobTypeReportKind = { AGREEMENT: 'agreement', CUSTOM: 'custom' } as const;

/** POST reports/job_type_report (27): one customer's jobs by category, over an agreement or dates. */
export const customerJobTypeRequest = z
  .object({
    customer: id(M.customerInvalid),
    report_type: z._default(z.enum(['agreement', 'custom'], { error: M.reportTypeInvalid }), 'custom'),
    /** With report_type agreement: the agreement whose validity is the period. */
    agreement: optionalId(M.agreementInvalid),
    /** With report_type custom: the days. */
    dateRange: z.optional(z.nullable(reportRange)),
    division: optionalId(M.divisionInvalid),
    employee: optionalId(M.employeeInvalid),
  })
  .check(
    z.refine((v) => v.report_type !== 'agreement' || v.agreement != null, {
      path: ['agreement'],
      error: M.agreementInvalid,
    }),
    z.refine((v) => v.report_type !== 'custom' || v.dateRange != null, {
      path: ['dateRange', 'end'],
      error: M.endInvalid,
    }),
  );
export type CustomerJobTypeRequest = z.infer<typeof customerJobTypeRequest>;

/** POST reports/emp_job_type_report (28): jobs by category over a range, for a department or a person. */
export const employeeJobTypeRequest = z.object({
  range: reportRange,
  division: optionalId(M.divisionInvalid),
  employee: optionalId(M.employeeInvalid),
});
export type EmployeeJobTypeRequest = z.infer<typeof employeeJobTypeRequest>;

export const jobTypeJob = z.object({
  id: z.number(),
  job_no: z.string(),
  created_at: z.string(),
  customer_name: z.nullable(z.string()),
  category: z.nullable(z.string()),
  job_description: z.string(),
  job_status: z.string(),
  progress: z.number(),
  /** Minutes worked on the job (by the chosen employee only, when one is chosen), from the work log. */
  spent_minutes: z.number(),
});
export type JobTypeJob = z.infer<typeof jobTypeJob>;
export const categoryTotal = z.object({
  category_name: z.string(),
  job_count: z.number(),
  spent_minutes: z.number(),
  /** Hours with two decimals, for the chart. */
  hours: z.number(),
});
export type CategoryTotal = z.infer<typeof categoryTotal>;
export const jobTypeResponse = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  jobs: z.array(jobTypeJob),
  total: z.number(),
  total_spent_time: z.number(),
  category_wise: z.array(categoryTotal),
});
export type JobTypeResponse = z.infer<typeof jobTypeResponse>;
