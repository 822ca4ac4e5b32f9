import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  FinishedJobStatus,
  JOB_PRIORITY_COLORS,
  Msg,
  type JobCard as Card_,
  type JobPriority,
} from '@jobline/shared';
import { PriorityBadge } from '../jobAdmin/JobBadges';
import { shownDay } from '../../components/format';
import classes from './boards.module.css';
import { boardLink } from './links';

const M = Msg.boards;

const FINISHED_LABELS: Partial<Record<number, { label: string; color: string }>> = {
  [FinishedJobStatus.AWAITING]: { label: M.awaitingApproval, color: 'yellow' },
  [FinishedJobStatus.ACCEPTED]: { label: 'Accepted', color: 'green' },
  [FinishedJobStatus.REJECTED]: { label: 'Rejected', color: 'red' },
};

/**
 * One job on /jobs or /qcs: its colour stripe by priority (with the priority in words), an extra
 * ring while one of its tasks is ongoing, dark for QC cards, and the expired notice.
 */
export function JobCard({ card, qc }: { card: Card_; qc: boolean }) {
  const color = JOB_PRIORITY_COLORS[card.priority as JobPriority] ?? 'green';
  const finished = card.finished_status === null ? undefined : FINISHED_LABELS[card.finished_status];
  return (
    <Card
      component={Link}
      to={boardLink(card, qc)}
      withBorder
      padding="md"
      radius="md"
      className={classes.jobCard}
      data-active={card.isActive || undefined}
      data-qc={qc || undefined}
      data-testid="job-card"
      style={{ '--stripe': `var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="lg" ff="monospace">
            {card.job_no}
          </Text>
          <PriorityBadge priority={card.priority} />
        </Group>
        <Text fw={600} lineClamp={2}>
          {card.job || card.job_description}
        </Text>
        {card.job && (
          <Text size="sm" className={classes.muted} lineClamp={2}>
            {card.job_description}
          </Text>
        )}
        <Text size="sm">
          {card.customer_name ?? 'No customer'}
          {card.system ? ` · ${card.system}` : ''}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" className={classes.muted}>
            Due {shownDay(card.due_date)}
          </Text>
          <Text size="sm" className={classes.muted}>
            · {card.open_tasks} open {card.open_tasks === 1 ? 'task' : 'tasks'}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          {card.isActive && (
            <Badge color="green" variant="dot" tt="none">
              {M.ongoingBadge}
              {card.ongoing ? `: ${card.ongoing}` : ''}
            </Badge>
          )}
          {finished && (
            <Badge color={finished.color} variant="dot">
              {finished.label}
            </Badge>
          )}
          {card.isJobExpired && (
            <Badge color="red" variant="filled">
              {M.expired}
            </Badge>
          )}
        </Group>
        {card.isJobExpired && (
          <Text size="sm" fw={600} className={classes.expiredText}>
            {M.expiredText}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
