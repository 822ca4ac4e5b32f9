import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { users } from './people';

/**
 * One leave request (spec 001 §2.7, entities §6.1): status 5 pending, 10 approved, 2 cancelled,
 * 11 rejected; cancel_status 23 while a cancellation waits, 11 when it was refused. The counts are
 * the server's own, recomputed from the days below, never the client's.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    leaveFrom: date('leave_from', { mode: 'string' }).notNull(),
    leaveTo: date('leave_to', { mode: 'string' }).notNull(),
    /** The type chosen for the whole range (1..5); each day's own type is in leave_request_days. */
    leaveType: smallint('leave_type').notNull(),
    /** The per-date 'Advance Settings' list was used. */
    advanced: boolean().notNull().default(false),
    dayCount: integer('day_count').notNull().default(0),
    halfDayCount: integer('half_day_count').notNull().default(0),
    shortLeaveCount: integer('short_leave_count').notNull().default(0),
    coveredById: integer('covered_by_id').references(() => users.id),
    remark: text().notNull(),
    status: smallint().notNull().default(5),
    cancelStatus: smallint('cancel_status'),
    reviewedById: integer('reviewed_by_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewRemark: text('review_remark'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelReviewedById: integer('cancel_reviewed_by_id').references(() => users.id),
    cancelReviewedAt: timestamp('cancel_reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('leave_requests_user_idx').on(t.userId, t.leaveFrom),
    index('leave_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 5 or ${t.cancelStatus} = 23`),
  ],
);

/** One day of a request with its own type (1..5 leave, 6 a holiday or Sunday inside the range). */
export const leaveRequestDays = pgTable(
  'leave_request_days',
  {
    id: id(),
    leaveRequestId: integer('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    leaveType: smallint('leave_type').notNull(),
  },
  (t) => [
    uniqueIndex('leave_request_days_day_key').on(t.leaveRequestId, t.date),
    index('leave_request_days_date_idx').on(t.date),
  ],
);

/**
 * A person's leave allowance for one year and kind (1 full days, 2 half days, 3 short leaves), set
 * by an admin; without a row the company default setting applies.
 */
export const leaveAllowances = pgTable(
  'leave_allowances',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    kind: smallint().notNull(),
    allowance: integer().notNull(),
    updatedById: integer('updated_by_id').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('leave_allowances_key').on(t.userId, t.year, t.kind)],
);
