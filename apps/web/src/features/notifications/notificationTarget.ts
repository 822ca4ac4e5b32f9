import { NotificationType, Perm, type NotificationRow } from '@jobline/shared';
import { SCREENS } from '../../app/screens';
import { boardLink } from '../boards/links';

/** The board each kind of notification opens, and the right that opens it (comments and send-backs: the job board). */
const BOARDS: Partial<Record<number, { path: string; permission: number }>> = {
  [NotificationType.JOB]: { path: '/job', permission: Perm.TASKS },
  [NotificationType.QC]: { path: '/qc', permission: Perm.QC_TASKS },
  [NotificationType.COMMENT]: { path: '/job', permission: Perm.TASKS },
  [NotificationType.SENT_BACK]: { path: '/job', permission: Perm.TASKS },
};

type Target = Pick<NotificationRow, 'job' | 'job_id' | 'job_user_id' | 'task_user_id' | 'notification_type'>;

/** The board's address, with the task opened in its panel when there is one. */
const boardAddress = (path: string, n: Target) =>
  !n.job || n.job_id === null || n.job_user_id === null
    ? null
    : boardLink(
        { id: n.job_id, job_no: n.job.job_no, job_user_id: n.job_user_id },
        path === '/qc',
        n.task_user_id,
      );

/**
 * Where opening a notification takes the user: a task, QC or comment notification opens its board
 * (with the task's panel) for those who may open that board; otherwise, and for finished jobs, the
 * job's details for those who may read them; a leave notification opens My leave on My Profile, a
 * worksheet one the worksheet. Null
 * means the entry stays in the bell, marked read.
 */
export function notificationTarget(
  notification: Target,
  can: (permission: number) => boolean,
  registered: (path: string) => boolean = (path) => SCREENS.some((s) => s.path === path),
): string | null {
  // A leave decision (or a cover to take) opens the user's own leave list on My Profile.
  if (
    notification.notification_type === NotificationType.LEAVE_REQUEST ||
    notification.notification_type === NotificationType.LEAVE_CANCEL
  ) {
    return '/user-profile#my-leave';
  }
  // A worksheet correction or upload opens the worksheet, where the reviewer's waiting list is too.
  if (notification.notification_type === NotificationType.WORKSHEET_PRESET) {
    return can(Perm.EMPLOYEE_DAILY_ACTIVITY) ? '/emp_daily_activity' : null;
  }
  const board = BOARDS[notification.notification_type];
  if (board && can(board.permission) && registered(board.path)) {
    const address = boardAddress(board.path, notification);
    if (address) return address;
  }
  if (notification.job && can(Perm.JOB_DETAILS)) {
    return `/edit-job-details?job_no=${encodeURIComponent(notification.job.job_no)}`;
  }
  return null;
}
