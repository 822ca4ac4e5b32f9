import { Badge, Button, Group } from '@mantine/core';
import { FinishedJobStatus, NotificationType, type NotificationRow } from '@jobline/shared';
import classes from './NotificationBell.module.css';

interface Props {
  notification: NotificationRow;
  onAccept(notification: NotificationRow): void;
  onReject(notification: NotificationRow): void;
}

/**
 * Under a finished-job notification: Accept and Reject while the job waits, then what was
 * decided. Other notifications show nothing here.
 */
export function FinishedJobActions({ notification: n, onAccept, onReject }: Props) {
  if (n.notification_type !== NotificationType.FINISHED_JOB || n.job_user_id === null) return null;
  const jobNo = n.job?.job_no ?? 'this job';
  const unread = n.status === 1 || undefined;
  if (n.finished_job_status === FinishedJobStatus.AWAITING) {
    return (
      <Group gap={6} className={classes.actions} data-unread={unread}>
        <Button size="compact-xs" color="teal.9" onClick={() => onAccept(n)} aria-label={`Accept ${jobNo}`}>
          Accept
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => onReject(n)}
          aria-label={`Reject ${jobNo}`}
        >
          Reject
        </Button>
      </Group>
    );
  }
  const accepted = n.finished_job_status === FinishedJobStatus.ACCEPTED;
  const rejected = n.finished_job_status === FinishedJobStatus.REJECTED;
  if (!accepted && !rejected) return null;
  return (
    <Group gap={6} className={classes.actions} data-unread={unread}>
      <Badge size="sm" variant="light" color={accepted ? 'teal' : 'red'} tt="none">
        {accepted ? 'Accepted' : 'Rejected'}
      </Badge>
    </Group>
  );
}
