import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { jobs } from './jobs';
import { users } from './people';

/** A job's estimate sheet: numbered per job, with who approved it and the promised delivery. */
export const taskSheets = pgTable(
  'task_sheets',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sheetNo: integer('sheet_no').notNull(),
    approvedById: integer('approved_by_id').references(() => users.id),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    remarks: text(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [unique('task_sheets_job_sheet_key').on(t.jobId, t.sheetNo)],
);

/** One estimated piece of work: optimistic, most likely and pessimistic hours (spec 001 §9). */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => taskSheets.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    taskNo: text('task_no').notNull(),
    name: text().notNull(),
    description: text().notNull(),
    optimistic: numeric({ precision: 8, scale: 2 }).notNull().default('0'),
    mostLikely: numeric('most_likely', { precision: 8, scale: 2 }).notNull().default('0'),
    pessimistic: numeric({ precision: 8, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tasks_sheet_task_no_key').on(t.sheetId, sql`lower(${t.taskNo})`),
    index('tasks_job_idx').on(t.jobId),
  ],
);

/**
 * A smaller piece of a task (POST tasks/sub_tasks: stn name, ste estimated hours, stdd due date).
 */
export const subTasks = pgTable(
  'sub_tasks',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    estimate: numeric({ precision: 8, scale: 2 }).notNull().default('0'),
    dueDate: date('due_date', { mode: 'string' }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sub_tasks_task_idx').on(t.taskId)],
);

/**
 * One employee's hold on one job (the card on /jobs or /qcs; `job_user_id` on the wire), with the
 * finished-job approval state: 5 awaiting, 10 accepted, 11 rejected.
 */
export const jobUsers = pgTable(
  'job_users',
  {
    id: id(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 works the job, 2 checks its quality (JobUserRole). */
    role: smallint().notNull().default(1),
    finishedStatus: smallint('finished_status'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    reviewedById: integer('reviewed_by_id').references(() => users.id),
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('job_users_job_user_role_key').on(t.jobId, t.userId, t.role),
    index('job_users_user_idx').on(t.userId),
    // A work assignment's job read from the index alone: counting one person's open work joins a
    // hundred of these, which the planner otherwise answers by reading the whole table.
    index('job_users_work_job_idx')
      .on(t.id, t.jobId)
      .where(sql`${t.role} = 1`),
    // A person's live holds (the cards of /jobs and /qcs): the job an HOD accepted leaves its holders'
    // cards, and after months of work those are nearly all of a person's holds.
    index('job_users_live_idx')
      .on(t.userId, t.role)
      .where(sql`${t.finishedStatus} is distinct from 10`),
  ],
);

/**
 * One assignment of one task to one employee (`task_user_id` on the wire): its board section,
 * dates and flags. A QC assignment points at the work assignment it checks. At most one row per
 * employee may be Ongoing (section 3): a database invariant.
 */
export const taskUsers = pgTable(
  'task_users',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    jobUserId: integer('job_user_id')
      .notNull()
      .references(() => jobUsers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Board section 1..8 (TaskSection). */
    section: smallint().notNull().default(1),
    priority: smallint().notNull().default(2),
    planDate: date('plan_date', { mode: 'string' }),
    planStart: timestamp('plan_start', { withTimezone: true }),
    planEnd: timestamp('plan_end', { withTimezone: true }),
    /** Planned as a whole day on the Employee Plan rather than a time slot. */
    planAllDay: boolean('plan_all_day').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    locked: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    authorized: boolean().notNull().default(false),
    authorizedById: integer('authorized_by_id').references(() => users.id),
    /** For a QC assignment: the work assignment it checks. */
    checksId: integer('checks_id').references((): AnyPgColumn => taskUsers.id, { onDelete: 'cascade' }),
    assignedById: integer('assigned_by_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A re-assignment closes the old row instead of deleting it, so its time stays where it was spent. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_users_one_ongoing_key')
      .on(t.userId)
      .where(sql`${t.section} = 3 and ${t.closedAt} is null`),
    index('task_users_task_idx').on(t.taskId),
    index('task_users_user_idx').on(t.userId, t.section),
    index('task_users_job_user_idx').on(t.jobUserId),
    index('task_users_checks_idx').on(t.checksId),
    // An employee's open work (not finished or passed): Home's pending counts read only these rows.
    index('task_users_open_user_idx')
      .on(t.userId)
      .where(sql`${t.closedAt} is null and ${t.section} not in (6, 8)`),
    // Open work assignments newest first (the re-assign overview's pages and count), without reading
    // the finished history of the company. Ascending, read backwards: "order by id desc" means nulls
    // first, which an index declared desc nulls last does not give.
    index('task_users_open_work_idx')
      .on(t.id)
      .where(sql`${t.closedAt} is null and ${t.checksId} is null and ${t.section} <> 6`),
    // The same open work of one person newest first (the overview filtered to an employee), without
    // walking everyone's open work to find theirs.
    index('task_users_open_work_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.closedAt} is null and ${t.checksId} is null and ${t.section} <> 6`),
    // Who finished what since a moment (Home's finished today), without reading all their history.
    index('task_users_user_finished_idx').on(t.userId, t.finishedAt),
  ],
);

/**
 * Append-only: every move, comment, hold, restore and session end, with its comment type (2..14),
 * author and task assignment (null for rows without a job). Feeds, notifications and audit read it.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    taskUserId: integer('task_user_id').references(() => taskUsers.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Comment/activity type (ActivityType); moves carry their sections. */
    type: smallint().notNull(),
    fromSection: smallint('from_section'),
    toSection: smallint('to_section'),
    comment: text(),
    isQc: boolean('is_qc').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_task_user_idx').on(t.taskUserId, t.createdAt),
    index('activities_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Append-only, per employee: from this instant the employee works on task assignment X, holds
 * (type T), or is off. An interval runs to the employee's next row; spent time, dashboards,
 * worksheets and reports are sums over these intervals. Corrections supersede rows, never edit them.
 */
export const workLog = pgTable(
  'work_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull(),
    /** 1 working on a task, 2 on hold, 3 at work on no task, 0 off (WorkState). */
    state: smallint().notNull(),
    taskUserId: integer('task_user_id').references(() => taskUsers.id, { onDelete: 'set null' }),
    /** Stored hold type (ActivityType 6..14) while on hold. */
    holdType: smallint('hold_type'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The approved worksheet preset this row came from (null for rows the boards wrote). */
    presetId: integer('preset_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_log_user_at_idx').on(t.userId, t.at),
    index('work_log_task_user_idx').on(t.taskUserId, t.at),
  ],
);

/**
 * A request to let work on a task go on (Need Task Authorization, spec 000 §2; R-077): raised by
 * the holder to someone with Job Authorization (13), approved for the task or every task of the hold.
 */
export const taskApprovals = pgTable(
  'task_approvals',
  {
    id: id(),
    taskUserId: integer('task_user_id')
      .notNull()
      .references(() => taskUsers.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    requestToId: integer('request_to_id')
      .notNull()
      .references(() => users.id),
    /** 1 pending, 2 approved (TaskApprovalStatus). */
    status: smallint().notNull().default(1),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('task_approvals_one_pending_key')
      .on(t.taskUserId)
      .where(sql`${t.status} = 1`),
    index('task_approvals_request_to_idx').on(t.requestToId, t.status),
  ],
);
