import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  Msg,
  NOTIFICATION_ACTOR_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NotificationStatus,
  type NotificationRow,
} from '@jobline/shared';
import { exactTime, timeAgo } from './relativeTime';
import classes from './NotificationBell.module.css';

interface Props {
  notification: NotificationRow;
  onOpen(notification: NotificationRow): void;
}

/** One entry of the bell: title, job number, when (exact on hover) and who is behind it. */
export function NotificationEntry({ notification: n, onOpen }: Props) {
  const unread = n.status === NotificationStatus.UNREAD;
  const type = n.notification_type as keyof typeof NOTIFICATION_TYPE_LABELS;
  const label = NOTIFICATION_TYPE_LABELS[type];
  return (
    <UnstyledButton
      className={classes.entry}
      data-unread={unread || undefined}
      data-notification-entry
      data-testid="notification-entry"
      onClick={() => onOpen(n)}
      w="100%"
      p="xs"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.title}
          </Text>
          <Group gap={6} wrap="wrap">
            {n.job && (
              <Text size="xs" fw={600} c="blue.9">
                {n.job.job_no}
              </Text>
            )}
            {label && (
              <Badge size="xs" variant="light" color="gray" tt="none">
                {label}
              </Badge>
            )}
            <Text
              size="xs"
              c="gray.7"
              component="time"
              dateTime={n.created_at}
              title={exactTime(n.created_at)}
            >
              {timeAgo(n.created_at)}
            </Text>
          </Group>
          {n.assigend_by && (
            <Text size="xs" c="gray.7" lineClamp={1}>
              {NOTIFICATION_ACTOR_LABELS[type] ?? Msg.notifications.from} {n.assigend_by.name}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
