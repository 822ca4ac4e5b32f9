// Request and response schemas of the tasking area (Create Task: task sheets, their estimated
// tasks, sub tasks and the estimation export), shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { taskingMessages as M } from '../messages/tasking';
import { isCalendarDay } from '../rules/dates';
import { timesInOrder } from '../rules/estimate';
import { Msg } from '../messages';
import { id, wireNumber } from './common';
import { editVersion } from './versions';

/** Create Task table: 15 rows a page (options 5, 10, 15, 50, 100) and descriptions cut at 35. */
export const TASKING_PAGE_SIZE = 15;
export const TASKING_DESCRIPTION_CUT = 35;
/** Limits of one sheet and one task (what a screen can hold, and what the columns store). */
export const MAX_SHEET_TASKS = 500;
export const TASK_NO_MAX = 20;
export const TASK_NAME_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
export const MAX_TASK_HOURS = 9999.99;

/** Hours with at most two decimals, from 0 to 9,999.99 (numbers or numeric text; blank is 0). */
export const isHours = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= MAX_TASK_HOURS && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const hours = (error: string) => wireNumber(error, { blankAs: 0 }).check(z.refine(isHours, { error }));

/** A required text of the entry row: empty answers with the field's own 'Please enter …'. */
const entryText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

/** Task numbers are compared as people read them: case and surrounding spaces ignored. */
export const taskNoKey = (taskNo: string) => taskNo.trim().toLowerCase();

/** Indexes of entries whose key appeared earlier in the list. */
export function repeatedTaskNos(taskNos: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  taskNos.forEach((no, i) => {
    const key = taskNoKey(no);
    if (seen.has(key)) repeated.push(i);
    seen.add(key);
  });
  return repeated;
}

/**
 * One task of a sheet as POST tasks/store sends it. `id` names a saved task (edited: status 1);
 * without it the task is new (status 0). Time01 optimistic, Time02 most likely, Time03 pessimistic,
 * in hours; a blank pessimistic time takes the most-likely one.
 */
export const taskLine = z
  .object({
    id: z.nullish(id(M.taskNotOnSheet)),
    task_no: entryText(TASK_NO_MAX, M.taskNoRequired, M.taskNoTooLong),
    task_name: entryText(TASK_NAME_MAX, M.taskNameRequired, M.taskNameTooLong),
    task_description: entryText(TASK_DESCRIPTION_MAX, M.descriptionRequired, M.descriptionTooLong),
    Time01: z._default(hours(M.timeInvalid), 0),
    Time02: z._default(hours(M.timeInvalid), 0),
    // Blank reads as 0, which counts as blank (O-21): the most-likely hours; a typo is refused.
    Time03: z.nullish(hours(M.pessimisticInvalid)),
    /** 0 new, 1 edited: informational, the id decides. */
    status: z.optional(z.nullable(z.number())),
  })
  .check(
    z.refine(
      (t) => timesInOrder({ optimistic: t.Time01, mostLikely: t.Time02, pessimistic: t.Time03 ?? null }),
      { path: ['Time02'], error: M.timeAllocationError },
    ),
  );
export type TaskLine = z.input<typeof taskLine>;

/** An optional day: blank or null means none. */
const optionalDay = z.nullish(
  z.string({ error: M.deliveryDateInvalid }).check(
    z.trim(),
    z.refine((v) => v === '' || isCalendarDay(v), { error: M.deliveryDateInvalid }),
  ),
);

/** The sheet's own fields, as the Create Task form holds them. */
export const taskSheetHeader = z.object({
  job_id: id(M.jobRequired),
  approved_by: id(M.approvedByRequired),
  delivery_date: optionalDay,
  remarks: z.nullish(
    z.string({ error: M.remarksTooLong }).check(z.trim(), z.maxLength(1000, { error: M.remarksTooLong })),
  ),
});
export type TaskSheetHeader = z.input<typeof taskSheetHeader>;

/**
 * POST tasks: one task added to a saved sheet, the sheet's approver, delivery date and remarks kept
 * (the ERP or another client adds a task without sending the whole sheet).
 */
export const taskAddRequest = z.object({
  job_id: id(M.jobRequired),
  sheet_id: id(M.sheetInvalid),
  task: taskLine,
});
export type TaskAddRequest = z.input<typeof taskAddRequest>;

/**
 * POST tasks/store: one save of a whole sheet. A null sheet_id opens a new sheet (numbered
 * next for the job). `tasks` is the sheet as it should be; `removedTasks` lists ids of saved tasks
 * to delete, each only while nobody has started or logged time on it.
 */
export const taskStoreRequest = z
  .object({
    ...taskSheetHeader.shape,
    sheet_id: z.nullish(id(M.sheetInvalid)),
    /** A saved sheet: the version the form loaded (required then). */
    version: z.nullish(editVersion),
    /** The user saw another person's change and saves over it. */
    overwrite: z.optional(z.boolean({ error: Msg.common.yesOrNo })),
    tasks: z
      .array(taskLine, { error: M.atLeastOneTask })
      .check(
        z.minLength(1, { error: M.atLeastOneTask }),
        z.maxLength(MAX_SHEET_TASKS, { error: M.tooManyTasks }),
      ),
    removedTasks: z._default(
      z
        .array(id(M.taskNotOnSheet), { error: M.taskNotOnSheet })
        .check(z.maxLength(MAX_SHEET_TASKS, { error: M.tooManyTasks })),
      [],
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.sheet_id != null && body.version == null)
        ctx.addIssue({
          code: 'custom',
          path: ['version'],
          message: Msg.staleSaves.versionRequired,
          input: body,
        });
      for (const i of repeatedTaskNos(body.tasks.map((t) => t.task_no))) {
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', i, 'task_no'],
          message: M.duplicateTaskNo,
          input: body,
        });
      }
    }),
  );
export type TaskStoreRequest = z.input<typeof taskStoreRequest>;
export type TaskStoreBody = z.output<typeof taskStoreRequest>;

// ---- Reads -------------------------------------------------------------------------------------

/** A job the user may create tasks for (GET jobs/user/tasking) or one of the user's jobs (jobs/user). */
export const taskableJob = z.object({
  id: z.number(),
  job_no: z.string(),
  title: z.nullable(z.string()),
  job_description: z.string(),
  customer_name: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  /** The job's owner (the employee it is for). */
  employee_name: z.nullable(z.string()),
  sheet_count: z.number(),
});
export type TaskableJob = z.infer<typeof taskableJob>;
export const taskableJobsResponse = z.object({
  jobs: z.array(taskableJob),
  /** With a search: more jobs match than were answered. */
  more: z.optional(z.boolean()),
});

/** One task sheet (GET jobs/sheets/{id}). */
export const taskSheetView = z.object({
  id: z.number(),
  job_id: z.number(),
  sheet_no: z.number(),
  approved_by: z.nullable(z.number()),
  approved_by_name: z.nullable(z.string()),
  delivery_date: z.nullable(z.string()),
  remarks: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  task_count: z.number(),
  updated_at: z.string(),
  /** The edit version: tasks/store sends it back. */
  version: z.number(),
});
export type TaskSheetView = z.infer<typeof taskSheetView>;
export const taskSheetsResponse = z.object({ sheets: z.array(taskSheetView) });

/** One saved task with its figures (spec 001 §3 Task: TotTime01..03 are the top estimates). */
export const sheetTask = z.object({
  id: z.number(),
  sheet_id: z.number(),
  sheet_no: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  Time01: z.number(),
  Time02: z.number(),
  Time03: z.number(),
  expected: z.number(),
  TotTime01: z.number(),
  TotTime02: z.number(),
  TotTime03: z.number(),
  /** The board section of its open work assignment; 'N/A' when nobody has it. */
  current_status: z.string(),
  assigned: z.boolean(),
});
export type SheetTask = z.infer<typeof sheetTask>;

/** GET job/tasks/all/{job}/{sheet}: the sheet and its tasks in task-number order. */
export const sheetTasksResponse = z.object({ sheet: taskSheetView, tasks: z.array(sheetTask) });
export type SheetTasksResponse = z.infer<typeof sheetTasksResponse>;
/** GET job/tasks/{jobId}: every task of the job, sheet by sheet. */
export const jobTasksResponse = z.object({ tasks: z.array(sheetTask) });

export const taskStoreResponse = z.object({
  message: z.string(),
  sheet: taskSheetView,
  tasks: z.array(sheetTask),
});
export type TaskStoreResponse = z.infer<typeof taskStoreResponse>;

/** GET jobs/{id}/estimation.pdf and .xlsx: one sheet, or every sheet of the job when left out. */
export const estimationQuery = z.object({ sheet_id: z.optional(id(M.sheetInvalid)) });

// ---- Sub tasks ---------------------------------------------------------------------------------

/** POST tasks/sub_tasks: stn the name, ste the estimated hours, stdd the due date (optional). */
export const subTaskRequest = z.object({
  task_id: id(M.taskRequired),
  stn: z
    .string({ error: M.subTaskNameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.subTaskNameRequired }),
      z.maxLength(TASK_NAME_MAX, { error: M.subTaskNameTooLong }),
    ),
  ste: z._default(hours(M.subTaskEstimateInvalid), 0),
  stdd: z.nullish(
    z.string({ error: M.subTaskDueDateInvalid }).check(
      z.trim(),
      z.refine((v) => v === '' || isCalendarDay(v), { error: M.subTaskDueDateInvalid }),
    ),
  ),
});
export type SubTaskRequest = z.input<typeof subTaskRequest>;
export type SubTaskBody = z.output<typeof subTaskRequest>;

export const subTaskView = z.object({
  id: z.number(),
  task_id: z.number(),
  name: z.string(),
  estimate: z.number(),
  due_date: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type SubTaskView = z.infer<typeof subTaskView>;
export const subTasksResponse = z.object({ sub_tasks: z.array(subTaskView) });
export const subTaskSaved = z.object({ message: z.string(), sub_task: subTaskView });
