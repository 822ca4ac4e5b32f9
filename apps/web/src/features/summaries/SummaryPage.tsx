import { useState, type ReactNode } from 'react';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { Msg, shiftDay, worksheetRange } from '@jobline/shared';
import { DayRangeInput } from '../../components/DayPicker';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { TaskPanel } from '../boards/TaskPanel';
import { useSummariesLive, useSummaryDays, useSummaryJobs, useSummaryTasks } from './api';
import { CalibrationPanel } from './CalibrationPanel';
import { DaysTable } from './DaysTable';
import { JobsTable } from './JobsTable';
import { SearchBox } from './SearchBox';
import { TasksTable } from './TasksTable';
import { useEmployeeId } from './useEmployeeId';
import { useServerTable, type ServerTable } from './useServerTable';

const M = Msg.summaries;
/** The daily activity opens on the last 30 days. */
const DEFAULT_DAYS = 30;

function Section({
  title,
  table,
  search,
  extra,
  children,
}: {
  title: string;
  table: ServerTable;
  search: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = `summary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Group gap="xs" align="flex-end">
          {extra}
          <SearchBox table={table} label={search} />
        </Group>
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The employee summary (/summary?id=, screens §7.7): their worked days, their jobs and their tasks,
 * each paged and searched on the server, and how their finished tasks compare with the estimates.
 */
export function SummaryPage() {
  const userId = useEmployeeId();
  useSummariesLive();
  const today = useCompanyToday();
  const navigate = useNavigate();
  const [taskUserId, setTaskUserId] = useState<number | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([shiftDay(today, -DEFAULT_DAYS), today]);
  const [applied, setApplied] = useState({ start: shiftDay(today, -DEFAULT_DAYS), end: today });
  const daysTable = useServerTable();
  const jobsTable = useServerTable();
  const tasksTable = useServerTable();
  const days = useSummaryDays({ emp_user_id: userId, range: applied, ...daysTable.request });
  const jobs = useSummaryJobs({ emp_user_id: userId, history: true, ...jobsTable.request });
  const tasks = useSummaryTasks({ emp_user_id: userId, ...tasksTable.request });
  const employee = jobs.data?.employee;

  if (jobs.isError && !jobs.data)
    return <QueryError what="the employee summary" error={jobs.error} onRetry={() => jobs.refetch()} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {employee ? employee.name : M.summaryTitle}
        </Title>
        {employee ? (
          <Text c="gray.7" size="sm">
            {[employee.code, employee.position, employee.division_name].filter(Boolean).join(' · ')} ·{' '}
            <Anchor component={Link} to={`/emp_activity?id=${employee.id}`} size="sm" underline="always">
              {M.pendingJobs}
            </Anchor>
          </Text>
        ) : (
          <Skeleton h={16} w={240} mt={4} />
        )}
      </div>

      <Section
        title={M.dailyActivity}
        table={daysTable}
        search="Search days"
        extra={
          <DayRangeInput
            label="Date range"
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            maxDate={today}
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={range}
            onChange={(next) => {
              setRange(next);
              const [s, e] = next;
              if (s && e && worksheetRange.safeParse({ start: s, end: e }).success) {
                setApplied({ start: s, end: e });
                daysTable.resetPage();
              }
            }}
            w={{ base: '100%', xs: 240 }}
          />
        }
      >
        {days.isError && (
          <QueryError what="the daily activity" error={days.error} onRetry={() => days.refetch()} />
        )}
        <DaysTable
          userId={userId}
          rows={days.data?.days.data ?? []}
          total={days.data?.days.total ?? 0}
          fetching={days.isFetching}
          table={daysTable}
        />
      </Section>

      <Section title={M.jobDetails} table={jobsTable} search="Search jobs">
        <JobsTable
          label={M.jobDetails}
          rows={jobs.data?.jobs.data ?? []}
          total={jobs.data?.jobs.total ?? 0}
          fetching={jobs.isFetching}
          table={jobsTable}
          onView={(r) => navigate(`/emp_activity?id=${userId}&job=${r.job_id}`)}
        />
      </Section>

      <Section title={M.taskDetails} table={tasksTable} search="Search tasks">
        {tasks.isError && <QueryError what="the tasks" error={tasks.error} onRetry={() => tasks.refetch()} />}
        <TasksTable
          label={M.taskDetails}
          withJob
          rows={tasks.data?.tasks.data ?? []}
          total={tasks.data?.tasks.total ?? 0}
          fetching={tasks.isFetching}
          table={tasksTable}
          onView={(r) => setTaskUserId(r.task_user_id)}
        />
      </Section>

      <CalibrationPanel userId={userId} today={today} />
      <TaskPanel taskUserId={taskUserId} onClose={() => setTaskUserId(null)} />
    </Stack>
  );
}
