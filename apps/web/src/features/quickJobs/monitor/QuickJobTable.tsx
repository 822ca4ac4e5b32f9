import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Msg, type QuickJobPending } from '@jobline/shared';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../../components/tablePaging';
import { cut } from '../../../components/format';

const M = Msg.quickJobs;
/** The spec's cuts for this table (O-53). */
export const CUSTOMER_CUT = 20;
export const DESCRIPTION_CUT = 45;
const from = (size: string) => (theme: { breakpoints: Record<string, string> }) =>
  `(min-width: ${theme.breakpoints[size]})`;

export type Decision = 'approve' | 'reject';

interface Props {
  records: QuickJobPending[];
  total: number;
  page: number;
  perPage: number;
  fetching: boolean;
  searching: boolean;
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
  onView(job: QuickJobPending): void;
  onDecide(job: QuickJobPending, decision: Decision): void;
}

export function ExpiredBadge() {
  return (
    <Badge
      size="xs"
      color="red.8"
      variant="filled"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {M.expired}
    </Badge>
  );
}

/** One server page of quick jobs waiting for approval; on a phone the secondary columns fold away. */
export function QuickJobTable({
  records,
  total,
  page,
  perPage,
  fetching,
  searching,
  onView,
  onDecide,
  ...paging
}: Props) {
  return (
    <DataTable<QuickJobPending>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 200}
      records={records}
      idAccessor="id"
      fetching={fetching}
      loadingText="Loading quick jobs…"
      noRecordsText={searching ? M.noMatches : M.noPending}
      totalRecords={total}
      page={page}
      recordsPerPage={perPage}
      onPageChange={paging.onPageChange}
      recordsPerPageOptions={PAGE_SIZE_OPTIONS}
      onRecordsPerPageChange={paging.onPerPageChange}
      {...pagingText('Quick jobs')}
      columns={[
        {
          accessor: 'job_no',
          title: 'Job No',
          noWrap: true,
          render: (job) => (
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {job.job_no}
                </Text>
                {job.isJobExpired && <ExpiredBadge />}
              </Group>
              {/* The customer column is hidden on phones: show it here instead. */}
              <Text size="xs" c="dimmed" hiddenFrom="md">
                {cut(job.customer, CUSTOMER_CUT) || 'No customer'}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'employee',
          title: 'Employee',
          visibleMediaQuery: from('sm'),
          render: (j) => j.employee ?? '—',
        },
        {
          accessor: 'customer',
          title: 'Customer',
          visibleMediaQuery: from('md'),
          render: (j) => <span title={j.customer ?? undefined}>{cut(j.customer, CUSTOMER_CUT) || '—'}</span>,
        },
        {
          accessor: 'branch',
          title: 'Branch',
          visibleMediaQuery: from('lg'),
          render: (j) => j.branch ?? '—',
        },
        {
          accessor: 'system',
          title: 'System',
          visibleMediaQuery: from('md'),
          render: (j) => j.system ?? '—',
        },
        {
          accessor: 'job_description',
          title: 'Description',
          render: (j) => <span title={j.job_description}>{cut(j.job_description, DESCRIPTION_CUT)}</span>,
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          noWrap: true,
          render: (job) => <RowActions job={job} onView={onView} onDecide={onDecide} />,
        },
      ]}
    />
  );
}

function RowActions({
  job,
  onView,
  onDecide,
}: Pick<Props, 'onView' | 'onDecide'> & { job: QuickJobPending }) {
  const why = job.can_decide ? null : 'You raised or work on this quick job: someone else decides';
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon variant="subtle" aria-label={`View ${job.job_no}`} onClick={() => onView(job)}>
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {/* On a phone the row keeps View only; the details modal approves and rejects. */}
      <Tooltip label={why ?? 'Approve'}>
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="green.9"
          aria-label={`Approve ${job.job_no}`}
          disabled={!job.can_decide}
          onClick={() => onDecide(job, 'approve')}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={why ?? 'Reject'}>
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="red.8"
          aria-label={`Reject ${job.job_no}`}
          disabled={!job.can_decide}
          onClick={() => onDecide(job, 'reject')}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
