// Request and response schemas of the taskAssign area (Task Assign and Task Re-assigning, spec 001
// §2.2, §2.3, §3 Assignment payload, §5), shared by the server routes and the web forms.
import { z } from 'zod/mini';
import { AssignmentType, RoleId, TaskPriority } from '../enums';
import { taskAssignMessages as M } from '../messages/taskAssign';
import { calendarDay, id, PAGE_SIZES, wireChoice, wireInteger } from './common';

export {
  assignmentRefusals,
  assignmentTitles,
  reassignComment,
  reassignQuestion,
} from '../messages/taskAssign';

/** Rows per page of the assign and re-assign tables (001 §9). */
export const TASK_ASSIGN_PAGE_SIZE = 15;
/** More than any real sheet, few enough for one transaction. */
export const MAX_TASKS_PER_ASSIGNMENT = 500;

/** Roles that may assign the tasks of every job ('Show all jobs' lists them all). */
export const ALL_JOBS_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.ADMIN, RoleId.DIRECTOR];
/** Roles that manage the jobs of their own division besides their own jobs. */
export const DIVISION_JOBS_ROLES: readonly number[] = [RoleId.HOD, RoleId.TEAM_LEADER];
/** Who sees the 'Show all jobs' checkbox: everyone who manages more than their own jobs. */
export const SHOW_ALL_JOBS_ROLES: readonly number[] = [...ALL_JOBS_ROLES, ...DIVISION_JOBS_ROLES];

export const TASK_PRIORITY_VALUES: readonly number[] = Object.values(TaskPriority);
const ASSIGNMENT_TYPES: readonly number[] = Object.values(AssignmentType);

const oneOf = (values: readonly number[], message: string) => wireChoice(values, message);

// ---- POST tasks/assign ------------------------------------------------------------------------

/**
 * The assignment payload with the spec's wire names. job_id is ours (the screen picks a
 * job first; the server refuses tasks of another job); employee is the one whose tasks a
 * re-assignment (type 2) takes. The QC employee is optional: without one no check is planned.
 */
export const taskAssignRequest = z
  .object({
    type: z._default(oneOf(ASSIGNMENT_TYPES, M.typeInvalid), AssignmentType.ASSIGN),
    job_id: id(M.jobRequired),
    employee: z.optional(z.nullable(id(M.employeeRequired))),
    tasks: z
      .array(id(M.taskInvalid), { error: M.tasksRequired })
      .check(
        z.minLength(1, { error: M.tasksRequired }),
        z.maxLength(MAX_TASKS_PER_ASSIGNMENT, { error: M.tooManyTasks }),
      ),
    task_assigned_employee: id(M.employeeRequired),
    task_assigned_qc_employee: z.optional(z.nullable(id(M.qcEmployeeInvalid))),
    task_priority: oneOf(TASK_PRIORITY_VALUES, M.priorityRequired),
    task_due_date: calendarDay(M.dueDateRequired),
  })
  .check(
    z.refine((v) => v.type !== AssignmentType.REASSIGN || v.employee != null, {
      path: ['employee'],
      error: M.employeeRequired,
    }),
    z.refine((v) => v.type !== AssignmentType.REASSIGN || v.employee !== v.task_assigned_employee, {
      path: ['task_assigned_employee'],
      error: M.sameAssignee,
    }),
    z.refine(
      (v) => v.task_assigned_qc_employee == null || v.task_assigned_qc_employee !== v.task_assigned_employee,
      { path: ['task_assigned_qc_employee'], error: M.qcIsAssignee },
    ),
  );
export type TaskAssignRequest = z.infer<typeof taskAssignRequest>;
export type TaskAssignInput = z.input<typeof taskAssignRequest>;

export const personRef = z.object({ id: z.number(), name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const taskAssignResponse = z.object({
  message: z.string(),
  /** The employee the tasks now belong to. */
  assigned_emp: personRef,
  job: z.object({ id: z.number(), job_no: z.string() }),
  tasks: z.array(
    z.object({ task_id: z.number(), task_user_id: z.number(), qc_task_user_id: z.nullable(z.number()) }),
  ),
});
export type TaskAssignResponse = z.infer<typeof taskAssignResponse>;

// ---- GET all_jobs, GET all_jobs/user/{id} -------------------------------------------------------

/** GET all_jobs?all=true: 'Show all jobs' (only for SHOW_ALL_JOBS_ROLES). */
export const assignJobsQuery = z.object({
  all: z._default(z.enum(['true', 'false', '1', '0'], { error: 'Please send true or false' }), 'false'),
});

/** A job in the pickers, with how many tasks wait for the screen's action. */
export const assignJob = z.object({
  id: z.number(),
  job_no: z.string(),
  job_title: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  /** Task Assign: unassigned tasks with an estimate; re-assign: the employee's open tasks. */
  open_tasks: z.number(),
});
export type AssignJob = z.infer<typeof assignJob>;

/** `today` is the company's day: the earliest due date an assignment may take. */
export const assignJobsResponse = z.object({ jobs: z.array(assignJob), all: z.boolean(), today: z.string() });
export type AssignJobsResponse = z.infer<typeof assignJobsResponse>;

export const employeeParams = z.object({ id: id(M.employeeRequired) });

export const employeeJobsResponse = z.object({
  employee: z.object({ id: z.number(), name: z.string(), active: z.boolean() }),
  jobs: z.array(assignJob),
  today: z.string(),
});
export type EmployeeJobsResponse = z.infer<typeof employeeJobsResponse>;

// ---- GET tasks/allTasks -------------------------------------------------------------------------

export const unassignedTasksQuery = z.object({ job_id: id(M.jobRequired) });

/** A task with its three estimates in hours (Time01 optimistic, Time02 most likely, Time03 pessimistic). */
const estimatedTask = {
  task_id: z.number(),
  sheet_no: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  Time01: z.number(),
  Time02: z.number(),
  Time03: z.number(),
};

export const unassignedTask = z.object({ id: z.number(), ...estimatedTask });
export type UnassignedTask = z.infer<typeof unassignedTask>;

export const unassignedTasksResponse = z.object({
  job: z.object({ id: z.number(), job_no: z.string(), due_date: z.nullable(z.string()) }),
  tasks: z.array(unassignedTask),
});
export type UnassignedTasksResponse = z.infer<typeof unassignedTasksResponse>;

// ---- GET job/tasks/{jobId}/{userId}, GET tasks/all-tasks/assigned -------------------------------

export const jobUserParams = z.object({ jobId: id(M.jobRequired), userId: id(M.employeeRequired) });

/** One open work assignment (id is the task_user id). */
export const heldTask = z.object({
  id: z.number(),
  ...estimatedTask,
  section: z.number(),
  current_status: z.string(),
  priority: z.number(),
  due_date: z.nullable(z.string()),
  qc_employee: z.nullable(personRef),
});
export type HeldTask = z.infer<typeof heldTask>;

export const heldTasksResponse = z.object({
  job: z.object({ id: z.number(), job_no: z.string() }),
  employee: z.object({ id: z.number(), name: z.string(), active: z.boolean() }),
  tasks: z.array(heldTask),
});
export type HeldTasksResponse = z.infer<typeof heldTasksResponse>;

export const assignedTasksQuery = z.object({
  page: z._default(wireInteger({ min: 1, max: 100_000 }, M.pageInvalid), 1),
  per_page: z._default(oneOf(PAGE_SIZES, M.perPageInvalid), TASK_ASSIGN_PAGE_SIZE),
  job_id: z.optional(id(M.jobRequired)),
  user_id: z.optional(id(M.employeeRequired)),
});
export type AssignedTasksQuery = z.input<typeof assignedTasksQuery>;

export const assignedTaskRow = z.object({
  ...heldTask.shape,
  job_id: z.number(),
  job_no: z.string(),
  employee: z.object({ id: z.number(), name: z.string(), active: z.boolean() }),
});
export type AssignedTaskRow = z.infer<typeof assignedTaskRow>;

/** The re-assign overview counts its rows up to here: past it a page costs the same whatever the company's size. */
export const ASSIGNED_COUNT_CAP = 1000;

export const assignedTasksResponse = z.object({
  data: z.array(assignedTaskRow),
  total: z.number(),
  /** More than ASSIGNED_COUNT_CAP match: total says the cap. */
  total_capped: z.boolean(),
  page: z.number(),
  per_page: z.number(),
});
export type AssignedTasksResponse = z.infer<typeof assignedTasksResponse>;
