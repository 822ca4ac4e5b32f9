import { and, count, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_PAGE_SIZE,
  NotificationStatus,
  type NotificationPage,
  type NotificationRow,
} from '@jobline/shared';
import { keptSelect, type Executor } from '../../db/client';
import { jobs, notifications, users } from '../../db/schema';
import { containing, optionalNameSql } from '../../db/sqlText';

const assigner = alias(users, 'assigner');
const assignerName = optionalNameSql(assigner);

/** The rows of one recipient's bell, joined to what an entry shows; `where` narrows further. */
function selectRows(db: Executor, userId: number | Placeholder, where?: SQL) {
  return db
    .select({
      id: notifications.id,
      jobId: notifications.jobId,
      jobNo: jobs.jobNo,
      jobUserId: notifications.jobUserId,
      taskUserId: notifications.taskUserId,
      userId: notifications.userId,
      type: notifications.type,
      status: notifications.status,
      title: notifications.title,
      createdAt: notifications.createdAt,
      assignerName,
      finishedJobStatus: notifications.finishedJobStatus,
      leaveRequestStatus: notifications.leaveRequestStatus,
    })
    .from(notifications)
    .leftJoin(jobs, eq(jobs.id, notifications.jobId))
    .leftJoin(assigner, eq(assigner.id, notifications.assignedById))
    .where(and(eq(notifications.userId, userId), where));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

/** One entry as the wire carries it (entities.md §7.1). */
export const presentNotification = (row: Selected): NotificationRow => ({
  id: row.id,
  job_id: row.jobId,
  job: row.jobNo === null ? null : { job_no: row.jobNo },
  job_user_id: row.jobUserId,
  task_user_id: row.taskUserId,
  user_id: row.userId,
  notification_type: row.type,
  status: row.status,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  assigend_by: row.assignerName === null ? null : { name: row.assignerName },
  finished_job_status: row.finishedJobStatus,
  leave_request_status: row.leaveRequestStatus,
});

// The bell is read on every page load and after every bell event: its statements are built once
// (keptSelect) and each connection plans them once (a person's own rows, on their index).
const unreadOf = keptSelect('notification_unread', (db) =>
  db
    .select({ total: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.status, NotificationStatus.UNREAD),
      ),
    ),
);

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

const pageOf = keptSelect('notification_page', (db) =>
  selectRows(db, sql.placeholder('userId'))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

const searchedPageOf = keptSelect('notification_search', (db) =>
  selectRows(
    db,
    sql.placeholder('userId'),
    or(
      ilike(notifications.title, sql.placeholder('pattern')),
      ilike(jobs.jobNo, sql.placeholder('pattern')),
      ilike(assignerName, sql.placeholder('pattern')),
    ),
  )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** How many of the recipient's notifications are unread (the bell's badge; a partial index). */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await unreadOf(db, { userId });
  return Number(row?.total ?? 0);
}

/**
 * One page of the recipient's bell, newest first, optionally searched by title, job number or
 * assigner. One row more than a page is read to know whether another page exists.
 */
export async function notificationPageFor(
  db: Executor,
  userId: number,
  page: number,
  search = '',
): Promise<NotificationPage> {
  const text = search.trim();
  const values = {
    userId,
    limit: NOTIFICATION_PAGE_SIZE + 1,
    offset: (page - 1) * NOTIFICATION_PAGE_SIZE,
  };
  const [rows, unread] = await Promise.all([
    text ? searchedPageOf(db, { ...values, pattern: containing(text) }) : pageOf(db, values),
    unreadCount(db, userId),
  ]);
  return {
    notifications: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(presentNotification),
    notifications_count: unread,
    page,
    has_more: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** One of the recipient's notifications, or undefined when it is not theirs (or does not exist). */
export async function findOwnNotification(db: Executor, userId: number, id: number) {
  const [row] = await selectRows(db, userId, eq(notifications.id, id));
  return row && presentNotification(row);
}
