import { Anchor, Avatar, Badge, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  allocatedMinutes,
  formatMinutes,
  HOLD_ACTIVITY,
  LEAVE_TYPE_LABELS,
  Msg,
  spentLevel,
  type EmployeeCard as Card_,
  type HoldRequestType,
  type LeaveType,
} from '@jobline/shared';
import { boardLink } from '../boards/links';
import { holdClock } from '../holds/holdClock';
import { holdIcon } from '../holds/holdIcons';
import type { Floor } from './api';
import { clockTime, estimateText, holdName } from './cardText';
import { serverNow, spentSecondsNow } from './floorClock';

const M = Msg.floor;

/** Stored hold type → the menu type whose icon the top bar shows. */
const menuTypeOf = (stored: number) =>
  Number(Object.entries(HOLD_ACTIVITY).find(([, s]) => s === stored)?.[0] ?? 0) as HoldRequestType;

const STATE_BADGE: Record<Card_['state'], { label: string; color: string }> = {
  working: { label: 'Working', color: 'green' },
  holding: { label: 'On hold', color: 'orange' },
  idle: { label: 'At work', color: 'blue' },
  off: { label: M.dayEnded, color: 'gray' },
  not_started: { label: M.notStarted, color: 'gray' },
  on_leave: { label: M.onLeave, color: 'grape' },
};

/** One employee on the floor: what they do now and for how long, and their day so far. */
export function EmployeeCard({
  card,
  floor,
  deviceNow,
  summaryLink = false,
}: {
  card: Card_;
  floor: Floor;
  deviceNow: number;
  /** The viewer may open this employee's summary: the name links to it. */
  summaryLink?: boolean;
}) {
  const now = serverNow(floor, deviceNow);
  const badge =
    card.state === 'holding' && card.holdAction
      ? { label: holdName(card.holdAction.type), color: 'orange' }
      : STATE_BADGE[card.state];
  const headingId = `employee-${card.id}-name`;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      id={`employee-${card.id}`}
      aria-labelledby={headingId}
      component="article"
      data-testid="employee-card"
    >
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={card.image} alt="" radius="xl" size="md" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={3} size="h5" id={headingId} lineClamp={1}>
              {summaryLink ? (
                <Anchor component={Link} to={`/summary?id=${card.id}`} inherit>
                  {card.name}
                </Anchor>
              ) : (
                card.name
              )}
            </Title>
            <Badge color={badge.color} variant="light" size="sm" data-testid="card-state">
              {badge.label}
            </Badge>
          </Stack>
        </Group>
        <CardNow card={card} floor={floor} deviceNow={deviceNow} now={now} />
        <Group gap="lg" mt="auto">
          <Text size="sm">
            {M.pendingTasks}: <b data-testid="pending-tasks">{card.pending_tasks}</b>
          </Text>
          <Text size="sm">
            {M.pendingJobs}: <b>{card.pending_job_count}</b>
          </Text>
        </Group>
        <div>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {M.finishedToday}
          </Text>
          {card.finished_today.length === 0 ? (
            <Text size="sm" c="dimmed">
              {M.nothingFinished}
            </Text>
          ) : (
            // 80 px, as the spec's list; a keyboard reaches it to scroll.
            <ScrollArea.Autosize
              mah={80}
              type="auto"
              // The viewport is what scrolls: it takes the focus and the name.
              viewportProps={{
                tabIndex: 0,
                role: 'region',
                'aria-label': `${M.finishedToday}: ${card.name}`,
              }}
            >
              <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {card.finished_today.map((f) => (
                  <Text component="li" size="sm" key={f.task_user_id}>
                    {clockTime(f.finished_at, floor.time_zone)} · {f.task_no} · {f.job_no}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </div>
      </Stack>
    </Card>
  );
}

function CardNow({
  card,
  floor,
  deviceNow,
  now,
}: {
  card: Card_;
  floor: Floor;
  deviceNow: number;
  now: number;
}) {
  const since = card.since === null ? null : Date.parse(card.since);
  const running =
    since === null ? null : (
      <Text component="time" dateTime={card.since!} ff="monospace" size="sm" data-testid="state-clock">
        {holdClock(since, now)}
      </Text>
    );
  if (card.state === 'working' && card.ongoing && card.ongoing_job && card.task_user) {
    const spentMinutes = Math.floor(spentSecondsNow(card, floor, deviceNow) / 60);
    const over = spentLevel(spentMinutes, allocatedMinutes(card.ongoing.Time02)) === 'over';
    const { ongoing, ongoing_job: job } = card;
    return (
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={boardLink(job, false, card.task_user.id)}
          fw={600}
          size="sm"
          lineClamp={2}
        >
          {ongoing.task_no} · {ongoing.task_name}
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {job.job_no}
          {job.customer_name ? ` · ${job.customer_name}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          Estimate {estimateText(ongoing.Time01)} / {estimateText(ongoing.Time02)} /{' '}
          {estimateText(ongoing.Time03)}
        </Text>
        <Group gap="xs">
          <Text size="sm">Running for</Text>
          {running}
        </Group>
        <Text size="sm">
          Spent{' '}
          <Text span fw={700} c={over ? 'red.9' : 'teal.9'} data-testid="spent" data-over={over}>
            {formatMinutes(spentMinutes)}
          </Text>
        </Text>
      </Stack>
    );
  }
  if (card.state === 'holding' && card.holdAction) {
    const Icon = holdIcon(menuTypeOf(card.holdAction.type));
    return (
      <Group gap="xs" data-testid="card-hold">
        <Icon size={18} aria-hidden color="var(--mantine-color-orange-8)" />
        <Text size="sm">
          {holdName(card.holdAction.type)} since {clockTime(card.holdAction.created_at, floor.time_zone)}
        </Text>
        {running}
      </Group>
    );
  }
  if (card.state === 'idle') {
    return (
      <Group gap="xs">
        <Text size="sm">{M.atWork}</Text>
        {running}
      </Group>
    );
  }
  if (card.leave_type !== null) {
    // Approved leave today: which part of the day (a half day may still come in later).
    return (
      <Text size="sm" data-testid="card-leave">
        {M.onLeave}: {LEAVE_TYPE_LABELS[card.leave_type as LeaveType] ?? ''}
      </Text>
    );
  }
  // Not started today: the badge says it all.
  if (card.state !== 'off' || !card.since) return null;
  return (
    <Text size="sm" c="dimmed">
      {M.dayEnded} at {clockTime(card.since, floor.time_zone)}
    </Text>
  );
}
