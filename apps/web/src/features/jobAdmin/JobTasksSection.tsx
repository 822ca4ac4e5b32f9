import { Card, Group, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  formatSpent,
  JOB_TASK_FILTER_LABELS,
  Msg,
  type DeveloperTasks,
  type JobTaskRow,
} from '@jobline/shared';
import type { JobDetailsAnswer } from './api';
import { TaskTable } from './TaskTable';

const FILTER_OPTIONS = Object.entries(JOB_TASK_FILTER_LABELS).map(([value, label]) => ({ value, label }));

interface Props {
  details: JobDetailsAnswer | undefined;
  filter: number;
  developerWise: boolean;
  /** A new filter or view is loading: the rows on show are the previous ones. */
  refreshing: boolean;
  onFilterChange(filter: number): void;
  onDeveloperWiseChange(on: boolean): void;
}

/** The task table of the All Job Details page with its filter and the developer-wise view. */
export function JobTasksSection({ details, filter, developerWise, refreshing, ...on }: Props) {
  const emptyText = details?.task_count === 0 ? Msg.jobAdmin.noTasks : Msg.jobAdmin.noFilteredTasks;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="job-tasks-title"
      aria-busy={refreshing || !details}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3" id="job-tasks-title">
            Tasks
          </Title>
          <Group gap="md" align="center">
            <SegmentedControl
              aria-label="Show tasks"
              data={FILTER_OPTIONS}
              value={String(filter)}
              onChange={(value) => on.onFilterChange(Number(value))}
              size="xs"
            />
            <Switch
              label="Developer-wise"
              checked={developerWise}
              onChange={(event) => on.onDeveloperWiseChange(event.currentTarget.checked)}
            />
          </Group>
        </Group>
        <div>
          {!details ? (
            <Stack gap="xs" role="progressbar" aria-label="Loading the tasks">
              <Skeleton h={36} />
              <Skeleton h={36} />
              <Skeleton h={36} />
            </Stack>
          ) : developerWise && details.developers ? (
            <DeveloperTables developers={details.developers} tasks={details.tasks} emptyText={emptyText} />
          ) : (
            <TaskTable rows={details.tasks} emptyText={emptyText} label="Tasks of the job" />
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** One table per employee (their assignments), and the tasks nobody holds yet. */
function DeveloperTables({
  developers,
  tasks,
  emptyText,
}: {
  developers: DeveloperTasks[];
  tasks: JobTaskRow[];
  emptyText: string;
}) {
  const unassigned = tasks.filter((t) => t.section === null);
  if (!developers.length && !unassigned.length) return <Text size="sm">{emptyText}</Text>;
  return (
    <Stack gap="lg">
      {developers.map((d) => (
        <Stack key={d.user.id} gap="xs">
          <Title order={3} size="h5">
            {d.user.name}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              · {d.tasks.length} {d.tasks.length === 1 ? 'task' : 'tasks'} · {formatSpent(d.total_duration)}
            </Text>
          </Title>
          <TaskTable rows={d.tasks} emptyText={emptyText} label={`Tasks of ${d.user.name}`} />
        </Stack>
      ))}
      {unassigned.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Not assigned yet
          </Title>
          <TaskTable rows={unassigned} emptyText={emptyText} label="Tasks not assigned yet" />
        </Stack>
      )}
    </Stack>
  );
}
