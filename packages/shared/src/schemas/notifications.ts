// Request and response schemas of the notifications bell (spec 000 §3 Notification, entities.md
// §7.1), shared by the server routes and the web bell.
import { z } from 'zod/mini';
import { NotificationType } from '../enums';
import { notificationMessages as M } from '../messages/notifications';
import { id, wireInteger } from './common';

/** Entries per page of the bell's load-more list: what its list shows before scrolling. */
export const NOTIFICATION_PAGE_SIZE = 8;
/** The longest search text the bell sends. */
export const NOTIFICATION_SEARCH_MAX = 100;
/** The bell waits this long after the last key before it searches. */
export const NOTIFICATION_SEARCH_DEBOUNCE_MS = 1000;

/** Far beyond any real list, small enough for an OFFSET. */
const MAX_PAGE = 100_000;

/** The page in the address of GET notifications/{page} and POST notifications/search/query/{page}. */
export const notificationPageParams = z.object({
  page: wireInteger({ min: 1, max: MAX_PAGE }, M.pageInvalid),
});

/** The notification in the address of POST notifications/{id}. */
export const notificationIdParams = z.object({ id: id(M.notificationInvalid) });

/** POST notifications/search/query/{page}: the spec's searchTerm; empty lists everything. */
export const notificationSearchRequest = z.object(
  {
    searchTerm: z._default(
      z.nullable(
        z
          .string({ error: M.searchInvalid })
          .check(z.trim(), z.maxLength(NOTIFICATION_SEARCH_MAX, { error: M.searchTooLong })),
      ),
      '',
    ),
  },
  { error: M.searchInvalid },
);
export type NotificationSearchRequest = z.input<typeof notificationSearchRequest>;

/** One notification on the wire (entities.md §7.1; `assigend_by` spelt as the spec has it). */
export const notificationRow = z.object({
  id: z.number(),
  job_id: z.nullable(z.number()),
  job: z.nullable(z.object({ job_no: z.string() })),
  job_user_id: z.nullable(z.number()),
  task_user_id: z.nullable(z.number()),
  user_id: z.number(),
  notification_type: z.number(),
  /** 1 unread, 0 viewed. */
  status: z.number(),
  title: z.string(),
  created_at: z.string(),
  assigend_by: z.nullable(z.object({ name: z.string() })),
  finished_job_status: z.nullable(z.number()),
  leave_request_status: z.nullable(z.number()),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** A page of the bell: the entries, the unread count, and whether a further page exists. */
export const notificationPage = z.object({
  notifications: z.array(notificationRow),
  notifications_count: z.number(),
  page: z.number(),
  has_more: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** POST notifications/{id}: the entry as it is now and the unread count after it. */
export const notificationViewed = z.object({
  message: z.string(),
  notification: notificationRow,
  notifications_count: z.number(),
});
export type NotificationViewed = z.infer<typeof notificationViewed>;

/** What the bell calls each type. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  [NotificationType.JOB]: 'Task',
  [NotificationType.QC]: 'QC task',
  [NotificationType.COMMENT]: 'Comment',
  [NotificationType.FINISHED_JOB]: 'Finished job',
  [NotificationType.LEAVE_REQUEST]: 'Leave request',
  [NotificationType.LEAVE_CANCEL]: 'Leave cancel',
  [NotificationType.SENT_BACK]: 'Sent back',
  [NotificationType.WORKSHEET_PRESET]: 'Worksheet correction',
};

/** How an entry names the person behind it: only tasks are assigned (R-037 'assigner'). */
export const NOTIFICATION_ACTOR_LABELS: Record<NotificationType, string> = {
  [NotificationType.JOB]: M.assignedBy,
  [NotificationType.QC]: M.assignedBy,
  [NotificationType.COMMENT]: M.from,
  [NotificationType.FINISHED_JOB]: M.from,
  [NotificationType.LEAVE_REQUEST]: M.from,
  [NotificationType.LEAVE_CANCEL]: M.from,
  [NotificationType.SENT_BACK]: M.sentBackBy,
  [NotificationType.WORKSHEET_PRESET]: M.from,
};
