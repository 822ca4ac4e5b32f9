import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EMP_ACTIVITY_PAGE_SIZE, Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { TaskPanel } from '../boards/TaskPanel';
import { useSummariesLive, useSummaryJobs } from './api';
import { JobView } from './JobView';
import { JobsTable } from './JobsTable';
import { SearchBox } from './SearchBox';
import { useEmployeeId } from './useEmployeeId';
import { useServerTable } from './useServerTable';

const M = Msg.summaries;

/**
 * Jobs / All Pending Jobs (route emp_activity, screens §7.5): the employee's pending jobs, or with
 * 'Load employee history' all of them; a job opens in place with its tasks, a task in the board's
 * task panel. The open job lives in the address (job=), so the summary page can link to it.
 */
export function EmpActivityPage() {
  const userId = useEmployeeId();
  useSummariesLive();
  const [query, setQuery] = useSearchParams();
  const jobId = Number(query.get('job')) || null;
  const [history, setHistory] = useState(query.get('history') === '1');
  const [taskUserId, setTaskUserId] = useState<number | null>(null);
  const table = useServerTable(EMP_ACTIVITY_PAGE_SIZE);
  const jobs = useSummaryJobs({ emp_user_id: userId, history, ...table.request });
  const employee = jobs.data?.employee;

  const openJob = (id: number | null) =>
    setQuery((q) => {
      const next = new URLSearchParams(q);
      if (id === null) next.delete('job');
      else next.set('job', String(id));
      return next;
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {M.jobsTitle}
        </Title>
        <Text c="gray.7" size="sm">
          {history ? M.allJobs : M.pendingJobs}
          {employee && (
            <>
              {' · '}
              <Anchor component={Link} to={`/summary?id=${employee.id}`} size="sm" underline="always">
                {employee.name}
              </Anchor>
            </>
          )}
        </Text>
      </div>
      {jobId !== null ? (
        <JobView
          userId={userId}
          jobId={jobId}
          onBack={() => openJob(null)}
          onTask={(r) => setTaskUserId(r.task_user_id)}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="xs">
            <SearchBox table={table} label="Search jobs" />
            <Button
              variant={history ? 'default' : 'filled'}
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => {
                setHistory((h) => !h);
                table.resetPage();
              }}
            >
              {history ? M.pendingOnly : M.loadHistory}
            </Button>
          </Group>
          {jobs.isError && <QueryError what="the jobs" error={jobs.error} onRetry={() => jobs.refetch()} />}
          <JobsTable
            label={history ? M.allJobs : M.pendingJobs}
            rows={jobs.data?.jobs.data ?? []}
            total={jobs.data?.jobs.total ?? 0}
            fetching={jobs.isFetching}
            table={table}
            onView={(r) => openJob(r.job_id)}
          />
        </>
      )}
      <TaskPanel taskUserId={taskUserId} onClose={() => setTaskUserId(null)} />
    </Stack>
  );
}
