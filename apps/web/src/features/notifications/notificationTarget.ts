import { NotificationType, Perm, type NotificationRow } from '@jobline/shared';
import { SCREENS } from '../../app/screens';

/** The board each kind of notification belongs to, and the right that opens it. */
const BOARDS: Partial<Record<number, { path: string; permission: number }>> = {
  [NotificationType.JOB]: { path: '/jobs', permission: Perm.TASKS },
  [NotificationType.QC]: { path: '/qcs', permission: Perm.QC_TASKS },
};

/**
 * Where opening a notification takes the user: the job's details for those who may read them,
 * otherwise their board for the notification's kind, once that screen exists and they may open it.
 * Null means the entry stays in the bell, marked read.
 */
export function notificationTarget(
  notification: Pick<NotificationRow, 'job' | 'notification_type'>,
  can: (permission: number) => boolean,
  registered: (path: string) => boolean = (path) => SCREENS.some((s) => s.path === path),
): string | null {
  if (notification.job && can(Perm.JOB_DETAILS)) {
    return `/edit-job-details?job_no=${encodeURIComponent(notification.job.job_no)}`;
  }
  const board = BOARDS[notification.notification_type];
  if (board && can(board.permission) && registered(board.path)) return board.path;
  return null;
}
