import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { EMP_ACTIVITY_PAGE_SIZE, type SummaryTaskRow } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { shownDay } from '../../components/format';
import { useSummaryTasks } from './api';
import { SearchBox } from './SearchBox';
import { TasksTable } from './TasksTable';
import { useServerTable } from './useServerTable';

function Fact({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </div>
  );
}

/** One job of the employee (spec 001 §2.10): its facts and the employee's tasks in it. */
export function JobView({
  userId,
  jobId,
  onBack,
  onTask,
}: {
  userId: number;
  jobId: number;
  onBack(): void;
  onTask(row: SummaryTaskRow): void;
}) {
  const table = useServerTable(EMP_ACTIVITY_PAGE_SIZE);
  const query = useSummaryTasks({ emp_user_id: userId, job_id: jobId, ...table.request });
  const job = query.data?.job;
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back to jobs
        </Button>
      </Group>
      {query.isError && <QueryError what="the job" error={query.error} onRetry={() => query.refetch()} />}
      {job && (
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4" mb="xs">
            Job {job.job_no}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Customer ID" value={job.customer_id} />
            <Fact label="Customer" value={job.customer_name} />
            <Fact label="System" value={job.system} />
            <Fact label="Due Date" value={shownDay(job.due_date)} />
          </SimpleGrid>
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job.job_description}
          </Text>
        </Card>
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          Tasks
        </Title>
        <SearchBox table={table} label="Search the job’s tasks" />
      </Group>
      <TasksTable
        label="Tasks of the job"
        rows={query.data?.tasks.data ?? []}
        total={query.data?.tasks.total ?? 0}
        fetching={query.isFetching}
        table={table}
        onView={onTask}
      />
    </Stack>
  );
}
