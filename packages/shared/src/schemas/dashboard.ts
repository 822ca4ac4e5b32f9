// Request and response schemas of the dashboards, shared by the server routes and the web screens.
import { z } from 'zod/mini';
import { GeneratedIdType } from '../enums';
import { Msg } from '../messages';
import { daysBetween, isCalendarDay } from '../rules/dates';
import { calendarDay, id, wireChoice } from './common';

const M = Msg.dashboard;

/** Longest range the job dashboard sums over, counted inclusively (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
/** How many customers the Top customers chart shows (spec 002 §2). */
export const TOP_CUSTOMERS = 10;

const ordered = (v: { start: string; end: string }) =>
  !isCalendarDay(v.start) || !isCalendarDay(v.end) || v.end >= v.start;
const shortEnough = (v: { start: string; end: string }) =>
  !isCalendarDay(v.start) ||
  !isCalendarDay(v.end) ||
  v.end < v.start ||
  daysBetween(v.start, v.end) < DASHBOARD_MAX_DAYS;

// ---- POST jobs/summary (the job dashboard) ---------------------------------------------------

/** The job dashboard's one call: a department (null or absent for all) and an inclusive day range. */
export const jobSummaryRequest = z
  .object({
    division: z.optional(z.nullable(id(M.divisionInvalid))),
    start: calendarDay(M.startInvalid),
    end: calendarDay(M.endInvalid),
  })
  .check(
    z.refine(ordered, { path: ['end'], error: M.endBeforeStart }),
    z.refine(shortEnough, { path: ['end'], error: M.rangeTooLong }),
  );
export type JobSummaryRequest = z.infer<typeof jobSummaryRequest>;

/** One slice of a card's breakdown: a division, a position, a state… with its count. */
export const countSlice = z.object({ id: z.nullable(z.number()), label: z.string(), count: z.number() });
export type CountSlice = z.infer<typeof countSlice>;

export const jobSummaryResponse = z.object({
  division: z.nullable(z.number()),
  start: z.string(),
  end: z.string(),
  /** The cards: counts of now and of the company's current year, whatever the range. */
  main_card: z.object({
    year: z.number(),
    /** Active employees (of the department); by division, or by position for one department. */
    employee_count: z.number(),
    /** Customers with a job this year; split by a current agreement today. */
    customer_count: z.number(),
    /** Online and urgent jobs raised this year (not canceled); split finished / pending. */
    online_jobs: z.number(),
    breakdowns: z.object({
      employees: z.array(countSlice),
      customers: z.array(countSlice),
      online_jobs: z.array(countSlice),
    }),
  }),
  /** Every day of the range: jobs created that day, and how many of them are finished or pending now. */
  jobs: z.array(
    z.object({ date: z.string(), created: z.number(), finished: z.number(), pending: z.number() }),
  ),
  /** Jobs created in the range by stored job type (job_type_id null: not set). */
  job_types: z.array(z.object({ job_type_id: z.nullable(z.number()), name: z.string(), count: z.number() })),
  /** The ten customers with the most jobs created in the range. */
  top_customers: z.array(z.object({ customer_id: z.number(), customer_name: z.string(), count: z.number() })),
  totals: z.object({ created: z.number(), finished: z.number(), pending: z.number(), canceled: z.number() }),
});
export type JobSummaryResponse = z.infer<typeof jobSummaryResponse>;

// ---- POST dayoff/status ----------------------------------------------------------------------

/** The caller's day-off state on one day (default: the company's today). */
export const dayOffStatusRequest = z.object({ date: z.optional(calendarDay(M.dateInvalid)) });
export type DayOffStatusRequest = z.infer<typeof dayOffStatusRequest>;

export const dayOffStatusResponse = z.object({
  date: z.string(),
  /** The employee took Day Off that day (a Day Off hold, which ends the day). */
  day_off: z.boolean(),
  /** When, as an ISO instant (the worksheet's dayoff_at), else null. */
  dayoff_at: z.nullable(z.string()),
  /** The day's last state is off (Day Off or Session End) with nothing after it. */
  day_ended: z.boolean(),
  ended_at: z.nullable(z.string()),
});
export type DayOffStatusResponse = z.infer<typeof dayOffStatusResponse>;

// ---- POST settings/generate ------------------------------------------------------------------

const ID_TYPES = Object.values(GeneratedIdType) as number[];

/** Which code to propose: 1 the next employee code, 2 the next customer code. */
export const generateIdRequest = z.object({
  id_type: wireChoice(ID_TYPES, M.idTypeInvalid),
});
export type GenerateIdRequest = z.infer<typeof generateIdRequest>;

export const generateIdResponse = z.object({ id_type: z.number(), code: z.string() });
export type GenerateIdResponse = z.infer<typeof generateIdResponse>;
