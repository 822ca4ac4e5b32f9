import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { jobs } from './jobs';
import { leaveRequests } from './leave';
import { users } from './people';
import { jobUsers, taskUsers } from './work';

/**
 * One message to one employee (spec 000 §3 Notification): a task assigned (type 1), a QC task
 * (2), later comments, finished-job decisions and leave. Status 1 unread, 0 viewed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint().notNull(),
    status: smallint().notNull().default(1),
    title: text().notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobUserId: integer('job_user_id').references(() => jobUsers.id, { onDelete: 'set null' }),
    taskUserId: integer('task_user_id').references(() => taskUsers.id, { onDelete: 'set null' }),
    assignedById: integer('assigned_by_id').references(() => users.id),
    finishedJobStatus: smallint('finished_job_status'),
    leaveRequestStatus: smallint('leave_request_status'),
    leaveRequestId: integer('leave_request_id').references(() => leaveRequests.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
  ],
);
