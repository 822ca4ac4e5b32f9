// Request and response schemas of the planning area: the Employee Plan calendar (GET user/{id}/tasks,
// GET user/{id}/jobs, PUT user/task_plan), activity plans and the calendar feed (spec 001 §2.4, §3,
// §5, §7; endpoints.tsv area activity), shared by the server routes and the web screens.
import { z } from 'zod/mini';
import { ACTIVITY_PLAN_KINDS, type ActivityPlanKind } from '../enums';
import { planningMessages as M } from '../messages/planning';
import { daysBetween, isCalendarDay } from '../rules/dates';
import { readPlanRange } from '../rules/planRange';
import { calendarDay, id, wireBoolean, wireNumber } from './common';

export const ACTIVITY_DESCRIPTION_MAX = 500;
/** Job and task descriptions in the plan's job list are cut here (001 §9). */
export const PLAN_DESCRIPTION_CUT = 50;
/** Longest range one read of a plan covers, in days. */
export const PLAN_READ_MAX_DAYS = 400;
/** A refusal to delete an activity that started before today: 409 with this status. */
export const ACTIVITY_PAST_STATUS = 13;

// ---- GET user/{id}/tasks, GET user/{id}/jobs -----------------------------------------------------

export const planUserParams = z.object({ id: id(M.employeeNotFound) });

/** Optional bounds of the activities and leave read with the plan (default: around today). */
export const planTasksQuery = z
  .object({
    from: z.optional(calendarDay(M.startInvalid)),
    to: z.optional(calendarDay(M.endInvalid)),
  })
  .check(
    z.refine((v) => !v.from || !v.to || v.to >= v.from, { path: ['to'], error: M.endBeforeStart }),
    z.refine((v) => !v.from || !v.to || v.to < v.from || daysBetween(v.from, v.to) <= PLAN_READ_MAX_DAYS, {
      path: ['to'],
      error: `At most ${PLAN_READ_MAX_DAYS} days at a time`,
    }),
  );
export type PlanTasksQuery = z.input<typeof planTasksQuery>;

/** The assignment part of a planned task, with the spec's field names. */
export const planPivot = z.object({
  /** The assignment (task_users.id). */
  id: z.number(),
  task_id: z.number(),
  user_id: z.number(),
  /** Company wall time 'YYYY-MM-DD HH:mm', or the first day 'YYYY-MM-DD' when all day; null when unplanned. */
  plan_date: z.nullable(z.string()),
  /** The slot's end (exclusive), or the last day (inclusive) when all day. */
  end_date: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  all_day: z.boolean(),
  /** The checker of work; 0 on a QC check (000 §3); null without a check. */
  qc_id: z.nullable(z.number()),
});
export type PlanPivot = z.infer<typeof planPivot>;

/** A task as the plan shows it (001 §3, "task with assignment link (planner)"). */
export const planTask = z.object({
  id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_title: z.string(),
  task_description: z.string(),
  /** Most-likely estimate in hours (001 §9: 'In the planner Time02 is in hours'). */
  Time02: z.number(),
  job_id: z.number(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  qc_id: z.nullable(z.number()),
  current_status: z.number(),
  locked: z.boolean(),
  contact_person: z.nullable(z.string()),
  contact_number: z.nullable(z.string()),
  pivot: planPivot,
});
export type PlanTask = z.infer<typeof planTask>;

/** An activity plan (001 §3): the spec's fields, plus its kind and whether it takes whole days. */
export const activityPlanItem = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.number(),
  title: z.string(),
  description: z.string(),
  /** Company wall times (or days, inclusive, when all day), as the calendar reads them. */
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  color: z.string(),
  created_by: z.nullable(z.number()),
});
export type ActivityPlanItem = z.infer<typeof activityPlanItem>;

export const planLeaveDay = z.object({
  date: z.string(),
  leave_type: z.number(),
  leave_type_text: z.string(),
});
export type PlanLeaveDay = z.infer<typeof planLeaveDay>;

export const planTasksResponse = z.object({
  user: z.object({ id: z.number(), name: z.string(), division_id: z.nullable(z.number()) }),
  range: z.object({ from: z.string(), to: z.string() }),
  /** The company's today and zone: the calendar's 'now' and past-day rule follow them. */
  today: z.string(),
  now: z.string(),
  time_zone: z.string(),
  tasks: z.array(planTask),
  activityPlan: z.array(activityPlanItem),
  leave: z.array(planLeaveDay),
});
export type PlanTasksResponse = z.infer<typeof planTasksResponse>;

export const planJobTask = z.object({
  task_user_id: z.number(),
  task_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  Time02: z.number(),
  current_status: z.number(),
  due_date: z.nullable(z.string()),
  plan_date: z.nullable(z.string()),
  is_qc_task: z.boolean(),
});
export type PlanJobTask = z.infer<typeof planJobTask>;

/** 001 §3 'Job with tasks': the employee's open jobs, each with the employee's open tasks. */
export const planJob = z.object({
  id: z.number(),
  job_no: z.string(),
  customer_name: z.nullable(z.string()),
  job_title: z.nullable(z.string()),
  job_description: z.string(),
  due_date: z.nullable(z.string()),
  tasks: z.array(planJobTask),
});
export type PlanJob = z.infer<typeof planJob>;

export const planJobsResponse = z.object({ jobs: z.array(planJob) });

// ---- PUT user/task_plan ------------------------------------------------------------------------

const confirmFlag = z.optional(z.boolean({ error: M.confirmInvalid }));
const minutes = wireNumber(M.lengthInvalid).check(
  z.refine((n) => Number.isInteger(n) && n >= 15 && n <= 1440, { error: M.lengthInvalid }),
);

/**
 * Drag, resize or drop of a task (001 §7). plan_date and end_date are company wall times
 * 'YYYY-MM-DD HH:mm' (days when all_day; end_date then the last day, inclusive). Without end_date a
 * slot lasts `time` minutes, else the task's most-likely estimate.
 */
export const taskPlanRequest = z
  .object({
    id: id(M.taskNotFound),
    user_id: id(M.employeeRequired),
    task_id: z.optional(z.nullable(id(M.taskNotFound))),
    plan_date: z.string({ error: M.planDateInvalid }).check(z.maxLength(40, { error: M.planDateInvalid })),
    end_date: z.optional(
      z.nullable(z.string({ error: M.endInvalid }).check(z.maxLength(40, { error: M.endInvalid }))),
    ),
    all_day: z._default(wireBoolean(M.allDayInvalid), false),
    time: z.optional(z.nullable(minutes)),
    /** The user confirmed planning onto a holiday or approved leave (else 409 status 12). */
    confirm_day_off: confirmFlag,
  })
  .check(
    z.superRefine((body, ctx) => {
      const read = readPlanRange({
        start: body.plan_date,
        end: body.end_date,
        allDay: body.all_day,
        minutes: body.time ?? 60,
      });
      if (!read.ok) {
        const field = read.field === 'start' ? 'plan_date' : 'end_date';
        ctx.addIssue({ code: 'custom', path: [field], message: read.message, input: body });
      }
    }),
  );
export type TaskPlanRequest = z.input<typeof taskPlanRequest>;
export type TaskPlanBody = z.output<typeof taskPlanRequest>;

export const taskPlanResponse = z.object({
  message: z.string(),
  data: z.object({
    task: z.object({
      id: z.number(),
      task_id: z.number(),
      user_id: z.number(),
      plan_date: z.string(),
      end_date: z.object({ date: z.string() }),
      all_day: z.boolean(),
    }),
  }),
});

// ---- POST activity-plan, DELETE activity-plan/{id} -----------------------------------------------

const KIND_BY_LABEL = new Map(
  Object.entries(ACTIVITY_PLAN_KINDS).map(([kind, { label }]) => [label.toLowerCase(), Number(kind)]),
);

/** The activity kind a title names (Meeting, Leave, Personal, any case), or null. */
export const activityKindOf = (title: string): ActivityPlanKind | null =>
  (KIND_BY_LABEL.get(title.trim().toLowerCase()) as ActivityPlanKind | undefined) ?? null;

/**
 * POST activity-plan (001 §7). The title is the kind (Meeting, Leave, Personal) and decides the
 * colour; `color` is accepted as the old client sent it and not stored. start/end are company wall
 * times, or days (end inclusive) for a whole-day activity.
 */
export const activityPlanRequest = z
  .object({
    title: z
      .string({ error: M.activityKindRequired })
      .check(z.refine((t) => activityKindOf(t) !== null, { error: M.activityKindRequired })),
    description: z
      .string({ error: M.descriptionRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: M.descriptionRequired }),
        z.maxLength(ACTIVITY_DESCRIPTION_MAX, { error: M.descriptionTooLong }),
      ),
    start: z.string({ error: M.startInvalid }).check(z.maxLength(40, { error: M.startInvalid })),
    end: z.optional(
      z.nullable(z.string({ error: M.endInvalid }).check(z.maxLength(40, { error: M.endInvalid }))),
    ),
    color: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
    user_id: id(M.employeeRequired),
  })
  .check(
    z.superRefine((body, ctx) => {
      const read = readActivityRange(body);
      if (!read.ok) {
        const message =
          read.field === 'start' && read.message === M.planDateInvalid ? M.startInvalid : read.message;
        ctx.addIssue({ code: 'custom', path: [read.field], message, input: body });
      }
    }),
  );
export type ActivityPlanRequest = z.input<typeof activityPlanRequest>;
export type ActivityPlanBody = z.output<typeof activityPlanRequest>;

/** An activity whose start is a day (no time) takes whole days; a slot without an end lasts an hour. */
export const readActivityRange = (body: { start: string; end?: string | null }) =>
  readPlanRange({ start: body.start, end: body.end, allDay: isCalendarDay(body.start.trim()), minutes: 60 });

export const activityPlanParams = z.object({ id: id(M.activityIdRequired) });

export const activityPlanResponse = z.object({ message: z.string(), activity: activityPlanItem });
export const planUpdatedResponse = z.object({ message: z.string() });

// ---- Calendar feed -----------------------------------------------------------------------------

export const calendarFeedStatus = z.object({
  exists: z.boolean(),
  created_at: z.nullable(z.string()),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** POST calendar/feed: the private address, answered this once only. */
export const calendarFeedCreated = z.object({
  message: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

/** GET /api/calendar/<token>.ics: the file name carries the token; any other name is simply not found. */
export const calendarFeedParams = z.object({ file: z.string() });
