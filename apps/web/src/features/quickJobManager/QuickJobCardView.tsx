import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { JOB_KIND_LABELS, Msg, TASK_SECTION_NAMES, TaskSection, type QuickJobCard } from '@jobline/shared';
import { Fact } from '../../components/Fact';
import { shownDay } from '../../components/format';
import { quickCardActions } from './quickCardActions';

const M = Msg.boards;

interface Props {
  card: QuickJobCard;
  /** Which action of this card is on its way, if any. */
  busy: number | 'finish' | null;
  onStart(): void;
  onHold(): void;
  onFinish(): void;
}

/** One quick job of the caller (screens §3.9): what and where, its state, Start / Hold / Finished. */
export function QuickJobCardView({ card, busy, onStart, onHold, onFinish }: Props) {
  const section = card.current_section;
  const { ongoing, mayStart, mayFinish } = quickCardActions(section);
  const titleId = `qjm-card-${card.task_user_id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="qjm-card"
      style={ongoing ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700} id={titleId}>
              {card.job_no}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {card.customer_name ?? JOB_KIND_LABELS[card.kind as keyof typeof JOB_KIND_LABELS] ?? '—'}
            </Text>
          </Stack>
          <Group gap={4} justify="flex-end">
            {ongoing && (
              <Badge color="teal.9" variant="filled">
                {M.ongoingBadge}
              </Badge>
            )}
            {card.isJobExpired && (
              <Badge color="red" variant="light">
                {M.expired}
              </Badge>
            )}
            {!ongoing && (
              <Badge color="gray" variant="light">
                {TASK_SECTION_NAMES[section as TaskSection] ?? 'Unknown'}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {card.job_description}
        </Text>
        {card.isJobExpired && (
          <Text size="xs" c="red.8">
            {M.expiredText}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Fact label="System">{card.system}</Fact>
          <Fact label="Due">{shownDay(card.due_date)}</Fact>
          <Fact label="Location" wide>
            {card.branch?.branch_name}
          </Fact>
        </SimpleGrid>
        <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
          {ongoing ? (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconPlayerPause size={14} aria-hidden />}
              loading={busy === TaskSection.HOLD}
              onClick={onHold}
              aria-label={`${M.hold} ${card.job_no}`}
            >
              {M.hold}
            </Button>
          ) : (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              loading={busy === TaskSection.ONGOING}
              disabled={!mayStart}
              onClick={onStart}
              aria-label={`${M.start} ${card.job_no}`}
            >
              {M.start}
            </Button>
          )}
          <Tooltip label="Start the job first" disabled={mayFinish} withArrow>
            {/* A disabled button takes no pointer events: the wrapper carries the hint. */}
            <span>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCircleCheck size={14} aria-hidden />}
                loading={busy === 'finish'}
                disabled={!mayFinish}
                onClick={onFinish}
                aria-label={`${M.finished} ${card.job_no}`}
              >
                {M.finished}
              </Button>
            </span>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
