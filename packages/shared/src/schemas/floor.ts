// Request and response schemas of the floor: Home's employee activity cards (POST ongoing_jobs, spec
// 000 §3 Employee card, screens.md §2.2) and the floor alerts, shared by the server and the web.
import { z } from 'zod/mini';
import { floorMessages as M } from '../messages/floor';
import type { FloorAlert } from '../rules/floorAlerts';
import { id } from './common';

/** POST ongoing_jobs: `user` is the caller as the old client sent it (the session decides); `division` picks one. */
export const ongoingJobsRequest = z.object({
  user: z.optional(z.nullable(id())),
  division: z.optional(z.nullable(id(M.divisionNotFound))),
});
export type OngoingJobsRequest = z.infer<typeof ongoingJobsRequest>;

/** What the employee does now, from their latest work-log row (and today's login). */
export const FLOOR_STATES = ['working', 'holding', 'idle', 'off', 'not_started', 'on_leave'] as const;
export type FloorStateKind = (typeof FLOOR_STATES)[number];

export const employeeCard = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  division_id: z.nullable(z.number()),
  pending_job_count: z.number(),
  pending_tasks: z.number(),
  state: z.enum(FLOOR_STATES),
  /** When the state began (ISO instant): the running interval, the hold, the idle time; null when off. */
  since: z.nullable(z.string()),
  /** The ongoing task: Time01..03 are the optimistic, most likely and pessimistic hours. */
  ongoing: z.nullable(
    z.object({
      id: z.number(),
      task_no: z.string(),
      task_name: z.string(),
      Time01: z.number(),
      Time02: z.number(),
      Time03: z.number(),
      created_at: z.string(),
    }),
  ),
  ongoing_job: z.nullable(
    z.object({
      id: z.number(),
      job_no: z.string(),
      customer_name: z.nullable(z.string()),
      job_user_id: z.number(),
    }),
  ),
  /** The hold in force: the stored type (6 Meeting … 14 Travelling) and its start. */
  holdAction: z.nullable(z.object({ type: z.number(), created_at: z.string() })),
  task_user: z.nullable(
    z.object({ id: z.number(), due_date: z.nullable(z.string()), assign_date: z.string() }),
  ),
  /** Time spent on the ongoing task, all of it, as the board counts it. */
  spent: z.object({ days: z.number(), hours: z.number(), minutes: z.number() }),
  spent_seconds: z.number(),
  isHolding: z.boolean(),
  /** Approved leave today (LeaveType 1..5); an employee who has not started is 'on_leave'. */
  leave_type: z.nullable(z.number()),
  finished_today: z.array(
    z.object({ task_user_id: z.number(), task_no: z.string(), job_no: z.string(), finished_at: z.string() }),
  ),
});
export type EmployeeCard = z.infer<typeof employeeCard>;

export const floorAlert = z.object({
  kind: z.enum(['past_pessimistic', 'past_most_likely', 'long_hold', 'idle', 'after_hours']),
  level: z.enum(['danger', 'warning']),
  user_id: z.number(),
  task_user_id: z.nullable(z.number()),
  hold_type: z.nullable(z.number()),
  minutes: z.number(),
  limit_minutes: z.number(),
  end_at: z.nullable(z.string()),
});
export type FloorAlertWire = z.infer<typeof floorAlert>;

/** An alert of the floor rule as the wire carries it. */
export const floorAlertWire = (a: FloorAlert): FloorAlertWire => ({
  kind: a.kind,
  level: a.level,
  user_id: a.userId,
  task_user_id: a.taskUserId,
  hold_type: a.holdType,
  minutes: a.minutes,
  limit_minutes: a.limitMinutes,
  end_at: a.endAt,
});

export const ongoingJobsResponse = z.object({
  /** The server's clock when the cards were read: times tick on from it. */
  now: z.string(),
  division_id: z.nullable(z.number()),
  /** May the caller pick another division (else only their own). */
  all_divisions: z.boolean(),
  /** May the caller end a day left running (permission 42). */
  can_end_day: z.boolean(),
  time_zone: z.string(),
  /** Opening hours per weekday, Sunday first: [start, end] minutes after midnight, or null. */
  business_hours: z.array(z.nullable(z.tuple([z.number(), z.number()]))),
  limits: z.object({
    /** Usual hold length in minutes by stored hold type. */
    hold_minutes: z.record(z.string(), z.number()),
    idle_minutes: z.number(),
  }),
  employees: z.array(employeeCard),
  alerts: z.array(floorAlert),
});
export type OngoingJobsResponse = z.infer<typeof ongoingJobsResponse>;

/** POST floor/end_day: end an employee's day left running at the business day's end. */
export const endDayRequest = z.object({ user: id(M.employeeNotFound) });
export const endDayResponse = z.object({ message: z.string(), end_at: z.string() });
