// Request and response schemas of job administration (the jobs list, the All Job Details page, due
// dates, finished-job review), shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { JobProgress, RoleId } from '../enums';
import { jobAdminMessages as M } from '../messages/jobAdmin';
import { calendarDay, id, PAGE_SIZES, wireChoice, wireInteger } from './common';

/** Default page sizes (O-54): jobs list 10, job tasks 15, pending finished jobs 5. */
export const JOB_LIST_PAGE_SIZE = 10;
export const JOB_TASKS_PAGE_SIZE = 15;
export const PENDING_FINISHED_PAGE_SIZE = 5;
/** Text cut of the task description on the details page (O-53). */
export const TASK_DESCRIPTION_CUT = 30;

/** Roles that see and decide pending finished jobs: super admin, admin, director, team leader. */
export const FINISHED_JOB_REVIEWER_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
  RoleId.TEAM_LEADER,
];
/** Roles that see the Edit Job Details button: super admin and director. */
export const EDIT_JOB_BUTTON_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.DIRECTOR];
/** Roles that see the Pending Approvals button on the jobs list. */
export const PENDING_APPROVALS_BUTTON_ROLES: readonly number[] = [
  RoleId.SUPER_ADMIN,
  RoleId.ADMIN,
  RoleId.DIRECTOR,
];

// ---- POST jobs/all?page={n} -------------------------------------------------------------------

/** The columns the jobs list may sort by (one at a time); created_at is the default, newest first. */
export const JOB_LIST_SORT_FIELDS = [
  'job_no',
  'customer_name',
  'employee',
  'system',
  'due_date',
  'job_description',
  'priority',
  'created_at',
] as const;
export type JobListSortField = (typeof JOB_LIST_SORT_FIELDS)[number];
export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

const JOB_PROGRESS_VALUES: readonly number[] = Object.values(JobProgress);

/** The largest page number accepted: far beyond any real list, small enough for an OFFSET. */
const MAX_PAGE = 1_000_000;

export const pageNumber = wireInteger({ min: 1, max: MAX_PAGE }, M.pageInvalid);

/** Rows per page: one of the page-size choices (O-54). */
export const recordsPerPage = wireChoice(PAGE_SIZES, M.recordsInvalid);

export const jobListRequest = z.object({
  page: z.optional(pageNumber),
  records: z.optional(recordsPerPage),
  keyword: z.optional(
    z.nullable(
      z.string({ error: M.keywordTooLong }).check(z.trim(), z.maxLength(100, { error: M.keywordTooLong })),
    ),
  ),
  sort: z.optional(
    z.nullable(
      z.object({
        field: z.enum(JOB_LIST_SORT_FIELDS, { error: M.sortFieldInvalid }),
        type: z.enum(SORT_TYPES, { error: M.sortTypeInvalid }),
      }),
    ),
  ),
  /** Only jobs in this JobProgress; null or absent: every job. */
  progress: z.optional(z.nullable(wireChoice(JOB_PROGRESS_VALUES, M.progressInvalid))),
});
export type JobListRequest = z.input<typeof jobListRequest>;

/** The page number in the address of POST jobs/all?page={n} (O-30). */
export const jobListQuery = z.object({ page: z.optional(pageNumber) });

export const jobListRow = z.object({
  id: z.number(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  employee: z.nullable(z.string()),
  system: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  job_description: z.string(),
  priority: z.number(),
  priority_label: z.string(),
  status: z.number(),
  /** Where the job stands (JobProgress), derived from its holds and tasks. */
  progress: z.number(),
  progress_label: z.string(),
  kind: z.number(),
  isJobExpired: z.boolean(),
});
export type JobListRow = z.infer<typeof jobListRow>;

/** A Laravel-style page (the spec reads jobs.data) and the total count. */
export const jobListResponse = z.object({
  jobs: z.object({
    data: z.array(jobListRow),
    current_page: z.number(),
    per_page: z.number(),
    last_page: z.number(),
    from: z.nullable(z.number()),
    to: z.nullable(z.number()),
    total: z.number(),
  }),
  count: z.number(),
});
export type JobListResponse = z.infer<typeof jobListResponse>;

// ---- POST jobs/getIdByJobNo -------------------------------------------------------------------

export const jobLookupRequest = z.object({
  searchText: z
    .string({ error: M.jobNoRequired })
    .check(z.trim(), z.minLength(1, { error: M.jobNoRequired }), z.maxLength(40, { error: M.jobNotFound })),
});
export const jobLookupResponse = z.object({ id: z.number(), job_no: z.string() });
export type JobLookupResponse = z.infer<typeof jobLookupResponse>;

// ---- POST jobs/details ------------------------------------------------------------------------

/** The task filter of the All Job Details page: 0 All, 1 Pending, 3 Finished, 4 Not Finished. */
export const JobTaskFilter = { ALL: 0, PENDING: 1, FINISHED: 3, NOT_FINISHED: 4 } as const;
export type JobTaskFilter = (typeof JobTaskFilter)[keyof typeof JobTaskFilter];
export const JOB_TASK_FILTER_LABELS: Record<JobTaskFilter, string> = {
  0: 'All',
  1: 'Pending',
  3: 'Finished',
  4: 'Not Finished',
};
const TASK_FILTERS = Object.values(JobTaskFilter) as number[];

export const jobDetailsRequest = z.object({
  selected_job: id(M.jobRequired),
  showDeveloperWise: z._default(z.boolean({ error: 'Must be true or false' }), false),
  filter: z._default(wireChoice(TASK_FILTERS, M.filterInvalid), JobTaskFilter.ALL),
});
export type JobDetailsRequest = z.input<typeof jobDetailsRequest>;

export const spentTimeSchema = z.object({ days: z.number(), hours: z.number(), minutes: z.number() });

/** One task on the details page; developer-wise, one assignment (id is then the task_user id). */
export const jobTaskRow = z.object({
  id: z.number(),
  task_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  /** The board section's name, or 'N/A' when nobody is assigned. */
  current_status: z.string(),
  section: z.nullable(z.number()),
  /** Most-likely estimate in hours, as stored. */
  Time02: z.number(),
  allocated_minutes: z.number(),
  total_duration: spentTimeSchema,
  users: z.array(z.object({ id: z.number(), name: z.string(), is_qc: z.boolean() })),
  /** The running interval when someone is on the task right now, else null. */
  ongoing_spent: z.nullable(spentTimeSchema),
});
export type JobTaskRow = z.infer<typeof jobTaskRow>;

export const developerTasks = z.object({
  user: z.object({ id: z.number(), name: z.string() }),
  total_duration: spentTimeSchema,
  tasks: z.array(jobTaskRow),
});
export type DeveloperTasks = z.infer<typeof developerTasks>;

export const jobDetailsResponse = z.object({
  /** GET job/{id}'s job plus its spent time (null when no time has been spent: shown as N/A). */
  job: z.looseObject({ id: z.number(), job_no: z.string(), spent_time: z.nullable(spentTimeSchema) }),
  /** Minutes: Σ most-likely hours × 60 of the job's tasks (R-101, O-19). */
  global_allocated_time: z.number(),
  total_spent_time: spentTimeSchema,
  task_count: z.number(),
  tasks: z.array(jobTaskRow),
  developers: z.optional(z.array(developerTasks)),
  /** The company's today, the earliest day a due date may move to. */
  today: z.string(),
});

// ---- POST jobs/change/due_date and its history -----------------------------------------------

export const dueDateChangeRequest = z.object({
  job_id: id(M.jobRequired),
  due_date: calendarDay(M.dueDateRequired),
  reason: z
    .string({ error: M.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.reasonRequired }),
      z.maxLength(500, { error: M.reasonTooLong }),
    ),
});
export type DueDateChangeRequest = z.infer<typeof dueDateChangeRequest>;

export const dueDateChangeResponse = z.object({
  message: z.string(),
  job: z.object({ id: z.number(), job_no: z.string(), due_date: z.string() }),
});

export const dueDateHistoryEntry = z.object({
  id: z.number(),
  due_date: z.string(),
  previous_due_date: z.nullable(z.string()),
  name: z.nullable(z.string()),
  created_at: z.string(),
  reason: z.string(),
});
export type DueDateHistoryEntry = z.infer<typeof dueDateHistoryEntry>;

// ---- Finished-job review ---------------------------------------------------------------------

export const pendingFinishedJob = z.object({
  job_user_id: z.number(),
  job: z.object({ id: z.number(), job_no: z.string(), customer_name: z.nullable(z.string()) }),
  employee: z.object({ id: z.number(), name: z.string() }),
  finished_at: z.nullable(z.string()),
});
export type PendingFinishedJob = z.infer<typeof pendingFinishedJob>;

export const finishedJobRequest = z.object({ job_user_id: id(M.jobUserRequired) });

/** Rejecting needs a reason longer than 5 characters, said out loud (O-11). */
export const rejectReason = z
  .string({ error: M.rejectReasonTooShort })
  .check(
    z.trim(),
    z.minLength(6, { error: M.rejectReasonTooShort }),
    z.maxLength(500, { error: M.reasonTooLong }),
  );
export const rejectFinishedJobRequest = z.object({
  job_user_id: id(M.jobUserRequired),
  reason: rejectReason,
});

export const finishedJobDecision = z.object({
  message: z.string(),
  job_user_id: z.number(),
  finished_status: z.number(),
});
