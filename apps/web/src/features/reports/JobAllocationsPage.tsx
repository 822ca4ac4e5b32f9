import 'mantine-datatable/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Select, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import {
  ALLOCATION_FILTER_LABELS,
  AllocationFilter,
  jobAllocationsRequest,
  Msg,
  type AllocationFilter as Filter,
  type JobAllocationRow,
  type JobAllocationsRequest,
} from '@jobline/shared';
import { cut, shownDay } from '../../components/format';
import { QueryError } from '../../components/QueryError';
import { openableRow, pagingText, useClientPaging, scrollFrame } from '../../components/tablePaging';
import { useCompanyToday } from '../auth/useCompanyToday';
import { REPORT_CALLS, useAllocations, useAllocationTasks } from './api';
import { ReportDownloads } from './ReportDownloads';
import { DepartmentFilter, FiltersPanel, RangeFilter } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { monthSoFar, useReportFilters } from './useReportFilters';

const M = Msg.reports;
const FILTER_OPTIONS = Object.entries(ALLOCATION_FILTER_LABELS).map(([value, label]) => ({ value, label }));
const hours = (h: number) => h.toFixed(2);

/**
 * Daily Job Allocations (screens §8.5, permission 25): the jobs created in a range, whom their tasks
 * are allocated to, and on a row the job's tasks with their three estimates (OP, MO, PE).
 */
export function JobAllocationsPage() {
  const today = useCompanyToday();
  const initial = {
    range: monthSoFar(today),
    department: null,
    filter_1: AllocationFilter.ALL,
  } satisfies JobAllocationsRequest;
  const f = useReportFilters(jobAllocationsRequest, initial);
  const report = useAllocations(f.applied);
  const [job, setJob] = useState<JobAllocationRow | null>(null);
  const d = f.draft as JobAllocationsRequest;
  const rows = report.data?.rows ?? [];
  const paging = useClientPaging(rows, 10);
  // A new load starts without a job chosen.
  useEffect(() => setJob(null), [f.loadedAt]);

  return (
    <Stack gap="md">
      <ReportHeader
        title="Daily Job Allocations"
        about="Jobs created in the range and who their tasks are allocated to."
      >
        <ReportDownloads call={REPORT_CALLS.allocations} filters={f.applied} />
      </ReportHeader>
      <FiltersPanel
        onLoad={f.load}
        loadLabel={M.loadReport}
        actions={
          <Button variant="default" onClick={() => f.change(initial)} w={{ base: '100%', xs: 'auto' }}>
            {M.clear}
          </Button>
        }
      >
        <RangeFilter
          start={d.range.start}
          end={d.range.end}
          error={f.errors['range.end'] ?? f.errors['range.start']}
          onChange={(range) => f.change({ range })}
        />
        <DepartmentFilter value={d.department ?? null} onChange={(department) => f.change({ department })} />
        <Select
          label="Filter"
          data={FILTER_OPTIONS}
          value={String(d.filter_1 ?? AllocationFilter.ALL)}
          onChange={(v) => f.change({ filter_1: Number(v ?? 0) as Filter })}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </FiltersPanel>
      {report.isError ? (
        <QueryError what="the report" error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <>
          {report.data && report.data.total > rows.length && (
            <Alert color="yellow" variant="light">
              {M.tooManyRows(rows.length, report.data.total)}
            </Alert>
          )}
          <DataTable<JobAllocationRow>
            withTableBorder
            borderRadius="md"
            striped
            highlightOnHover
            {...scrollFrame('Job allocations')}
            minHeight={rows.length ? undefined : 200}
            idAccessor="id"
            fetching={report.isFetching}
            loadingText="Loading the report…"
            noRecordsText={report.data ? M.noRows : 'Choose the filters and load the report'}
            onRowClick={({ record }) => setJob(record)}
            customRowAttributes={(record) => ({
              ...openableRow(`Job ${record.job_no}: show its tasks`, () => setJob(record)),
              'data-selected': record.id === job?.id || undefined,
            })}
            {...paging}
            {...pagingText('Jobs')}
            columns={[
              {
                accessor: 'job_no',
                title: 'Job No',
                render: (r) => (
                  <Text size="sm" fw={500}>
                    {r.job_no}
                  </Text>
                ),
              },
              {
                accessor: 'job_description',
                title: 'Description',
                render: (r) => cut(r.job_description, 45),
              },
              {
                accessor: 'customer_name',
                title: 'Customer',
                render: (r) => cut(r.customer_name ?? '—', 20),
              },
              { accessor: 'system', title: 'System', render: (r) => r.system ?? '—' },
              {
                accessor: 'name',
                title: 'Allocated To',
                render: (r) =>
                  r.name ?? (
                    <Text c="dimmed" size="sm">
                      Not assigned
                    </Text>
                  ),
              },
              { accessor: 'due_date', title: 'Due Date', render: (r) => shownDay(r.due_date) },
              { accessor: 'task_count', title: 'Tasks', textAlign: 'right' },
            ]}
          />
        </>
      )}
      {job && <JobTasks job={job} />}
    </Stack>
  );
}

/** The chosen job's tasks; it scrolls into view when a job is chosen. */
function JobTasks({ job }: { job: JobAllocationRow }) {
  const tasks = useAllocationTasks(job.id);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), [job.id]);
  return (
    <Stack gap="xs" ref={ref}>
      <Title order={2} size="h4">
        Tasks of {job.job_no}
      </Title>
      {tasks.isError ? (
        <QueryError what="the tasks" error={tasks.error} onRetry={() => tasks.refetch()} />
      ) : (
        <DataTable
          withTableBorder
          borderRadius="md"
          striped
          minHeight={tasks.data?.tasks.length ? undefined : 120}
          idAccessor="task_no"
          fetching={tasks.isLoading}
          noRecordsText={M.noTasks}
          records={tasks.data?.tasks ?? []}
          columns={[
            { accessor: 'task_no', title: 'Task No' },
            { accessor: 'task_name', title: 'Task Description' },
            { accessor: 'assignee', title: 'Allocated To', render: (r) => r.assignee ?? '—' },
            { accessor: 'Time01', title: 'OP', textAlign: 'right', render: (r) => hours(r.Time01) },
            { accessor: 'Time02', title: 'MO', textAlign: 'right', render: (r) => hours(r.Time02) },
            { accessor: 'Time03', title: 'PE', textAlign: 'right', render: (r) => hours(r.Time03) },
          ]}
        />
      )}
    </Stack>
  );
}
