import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import {
  ASSIGNED_COUNT_CAP,
  Msg,
  TASK_ASSIGN_PAGE_SIZE,
  TASK_PRIORITY_LABELS,
  type AssignedTaskRow,
  type TaskPriority,
} from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../components/tablePaging';
import { shownDay } from '../../components/format';
import { namedTable } from '../jobAdmin/namedTable';
import { useAssignedTasks } from './queries';
import { notPhone } from './SelectableTasks';

interface Props {
  /** Picks the row's employee, job and task in the form above. */
  onPick(row: AssignedTaskRow): void;
}

/**
 * Every open assignment on the jobs the user manages (GET tasks/all-tasks/assigned), paged on the
 * server, newest first: a way in when the user does not know whose tasks to hand on.
 */
export function AssignedOverview({ onPick }: Props) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(TASK_ASSIGN_PAGE_SIZE);
  const query = useAssignedTasks({ page, per_page: perPage }, true);
  if (query.isError && !query.data) {
    return <QueryError what="the assigned tasks" error={query.error} onRetry={() => query.refetch()} />;
  }
  const rows = query.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="assigned-overview-title">
      <Title order={2} size="h4" id="assigned-overview-title">
        Open assignments on your jobs
      </Title>
      <Text size="sm" c="dimmed">
        {Msg.taskAssign.pickEmployeeFirst} Or pick a task here to start from it.
      </Text>
      <DataTable<AssignedTaskRow>
        tableRef={namedTable('Open assignments on your jobs')}
        withTableBorder
        borderRadius="md"
        striped
        fetching={query.isFetching}
        minHeight={rows.length ? undefined : 150}
        idAccessor="id"
        noRecordsText={query.isPending ? 'Loading…' : Msg.taskAssign.noAssignedTasks}
        records={rows}
        totalRecords={query.data?.total ?? 0}
        recordsPerPage={perPage}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZE_OPTIONS}
        onRecordsPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
        {...pagingText('Assignments')}
        columns={[
          { accessor: 'job_no', title: 'Job No', noWrap: true },
          {
            accessor: 'task_name',
            title: 'Task',
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">
                  {row.task_no}. {row.task_name}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {row.employee.name} · {row.current_status}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'employee.name',
            title: 'Employee',
            visibleMediaQuery: notPhone,
            render: (row) => (row.employee.active ? row.employee.name : `${row.employee.name} (inactive)`),
          },
          {
            accessor: 'current_status',
            title: 'Status',
            visibleMediaQuery: notPhone,
            render: (row) => (
              <Badge variant="default" size="sm">
                {row.current_status}
              </Badge>
            ),
          },
          {
            accessor: 'priority',
            title: 'Priority',
            visibleMediaQuery: notPhone,
            render: (row) => TASK_PRIORITY_LABELS[row.priority as TaskPriority] ?? row.priority,
          },
          {
            accessor: 'due_date',
            title: 'Due',
            noWrap: true,
            visibleMediaQuery: notPhone,
            render: (row) => shownDay(row.due_date),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (row) => (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Re-assign task ${row.task_no} of ${row.job_no} (${row.employee.name})`}
                onClick={() => onPick(row)}
              >
                Pick
              </Button>
            ),
          },
        ]}
      />
      {query.data?.total_capped && (
        <Text size="sm" c="dimmed">
          {Msg.taskAssign.assignedCapped(ASSIGNED_COUNT_CAP)}
        </Text>
      )}
    </Stack>
  );
}
