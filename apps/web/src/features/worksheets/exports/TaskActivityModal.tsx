import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { formatMinutes, Msg, type WorksheetRow } from '@jobline/shared';
import { QueryError } from '../../../components/QueryError';
import { PanelFeed } from '../../boards/PanelFeed';
import { useTaskPanel } from '../../boards/queries';
import { clockTime } from '../../home/cardText';
import { dayName, kindOf } from '../rowKinds';

const M = Msg.worksheetExports;

/**
 * The task activity modal (screens §7.2): the worksheet row (job, task, customer, system,
 * description, start, end, duration, section) and the task's feed, the same feed the board's task
 * panel shows. A row of a hold or of time on no task has no feed.
 */
export function TaskActivityModal({
  row,
  opened,
  timeZone,
  onClose,
}: {
  row: WorksheetRow;
  opened: boolean;
  timeZone: string;
  onClose(): void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  // Mounted only once the row's View was pressed: the feed loads then.
  const taskUserId = row.task_user_id;
  const panel = useTaskPanel(taskUserId);
  const facts: [string, string][] = [
    ['Job', row.job_no ?? '—'],
    ['Task', row.task_no ?? '—'],
    ['Customer', row.customer_name ?? '—'],
    ['System', row.system ?? '—'],
    ['Day', dayName(row.day)],
    ['Start', clockTime(row.created_at, timeZone)],
    ['End', clockTime(row.updated_at, timeZone)],
    ['Duration', formatMinutes(row.total_duration)],
    ['Section', row.section_name ?? '—'],
  ];
  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={phone} title={M.taskActivity}>
      <Stack gap="md">
        <Group gap="xs" align="baseline" wrap="wrap">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {row.comment_type === 1 ? row.task_description : kindOf(row).name}
          </Title>
          {row.category && <Badge variant="light">{row.category}</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <div>
          <Title order={4} size="h6" mb={6}>
            Activities
          </Title>
          {taskUserId === null ? (
            <Alert color="gray" variant="light">
              {M.noTaskActivity}
            </Alert>
          ) : panel.isError ? (
            <QueryError what="the task activity" error={panel.error} onRetry={() => panel.refetch()} />
          ) : !panel.data ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading the task activity">
              <Skeleton h={40} />
              <Skeleton h={40} />
            </Stack>
          ) : (
            <PanelFeed entries={panel.data.activitiesWithComments} />
          )}
        </div>
      </Stack>
    </Modal>
  );
}

/** The View button of an activity row: opens that row's task activity. */
export function TaskActivityButton({ row, timeZone }: { row: WorksheetRow; timeZone: string }) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing runs the modal's exit and gives focus back.
  const [seen, setSeen] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={`${M.viewTaskActivity}: ${row.job_no ?? kindOf(row).name} ${clockTime(row.created_at, timeZone)}`}
        onClick={() => {
          setSeen(true);
          setOpened(true);
        }}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {seen && (
        <TaskActivityModal row={row} opened={opened} timeZone={timeZone} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
