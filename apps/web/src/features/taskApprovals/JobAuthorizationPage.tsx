import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatMinutes, Msg, spentLevel, type PendingTaskApproval } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { cut, shownInstant } from '../../components/format';
import { ApproveTaskModal } from './ApproveTaskModal';
import { usePendingTaskApprovals } from './queries';

const M = Msg.boards;
/** The task description preview of the list (screens §3.11). */
const DESCRIPTION_CUT = 55;
const wide = (theme: { breakpoints: { md: string } }) => `(min-width: ${theme.breakpoints.md})`;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
/** Time02 is the estimate in hours. */
const estimateMinutes = (row: PendingTaskApproval) => Math.round(row.Time02 * 60);

/**
 * Job Authorization (screens §3.11): tasks that used their estimate and wait for someone to let the
 * work go on. Approve this task or every task of the job; the list reloads, and follows changes live.
 */
export function JobAuthorizationPage() {
  const pending = usePendingTaskApprovals();
  const [approving, setApproving] = useState<PendingTaskApproval | null>(null);
  const paging = useClientPaging(pending.data ?? [], 15);
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {M.approvalsTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Tasks that have used their estimated time and wait for authorization to continue.
        </Text>
      </div>
      {pending.isError && !pending.data ? (
        <QueryError
          what="the authorization requests"
          error={pending.error}
          onRetry={() => pending.refetch()}
        />
      ) : (
        <DataTable<PendingTaskApproval>
          tableRef={(table) => table?.setAttribute('aria-label', 'Tasks waiting for authorization')}
          withTableBorder
          borderRadius="md"
          striped
          minHeight={pending.data?.length ? undefined : 160}
          idAccessor="id"
          fetching={pending.isPending}
          loadingText="Loading the requests…"
          noRecordsText={M.noPendingApprovals}
          {...paging}
          {...pagingText('Requests')}
          columns={[
            { accessor: 'no', title: 'No', width: 50, visibleMediaQuery: notPhone },
            {
              accessor: 'job_no',
              title: 'Job No',
              render: (row) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {row.job_no}
                  </Text>
                  {/* Task and employee fold under the number on phones. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    Task {row.task_no}: {row.task_name} · {row.employee.name}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'task_no', title: 'Task No', noWrap: true, visibleMediaQuery: notPhone },
            {
              accessor: 'task_description',
              title: 'Task',
              visibleMediaQuery: notPhone,
              render: (row) => (
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {row.task_name}
                  </Text>
                  <Text size="xs" c="dimmed" title={row.task_description}>
                    {cut(row.task_description, DESCRIPTION_CUT)}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'Time02',
              title: 'Estimate',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (row) => formatMinutes(estimateMinutes(row)),
            },
            {
              accessor: 'spent_minutes',
              title: 'Spent',
              noWrap: true,
              render: (row) => (
                <Text
                  size="sm"
                  c={spentLevel(row.spent_minutes, estimateMinutes(row)) === 'over' ? 'red.8' : undefined}
                >
                  {formatMinutes(row.spent_minutes)}
                </Text>
              ),
            },
            {
              accessor: 'employee.name',
              title: 'Employee',
              visibleMediaQuery: notPhone,
            },
            {
              accessor: 'requested_at',
              title: 'Requested',
              visibleMediaQuery: wide,
              render: (row) => (
                <Stack gap={0}>
                  <Text size="sm">{row.requested_by.name}</Text>
                  <Text size="xs" c="dimmed">
                    {shownInstant(row.requested_at)}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'actions',
              title: 'Action',
              textAlign: 'right',
              render: (row) => (
                <Button
                  size="compact-sm"
                  onClick={() => setApproving(row)}
                  aria-label={`Approve task ${row.task_no} of ${row.job_no}`}
                >
                  Approve
                </Button>
              ),
            },
          ]}
        />
      )}
      <ApproveTaskModal request={approving} onClose={() => setApproving(null)} />
    </Stack>
  );
}
