import 'mantine-datatable/styles.css';
import { ActionIcon, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Msg, type JobListRow, type JobListSortField, type SortType } from '@jobline/shared';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../components/tablePaging';
import { cut, shownDay } from '../../components/format';
import { OverdueBadge, PriorityBadge, ProgressBadge } from './JobBadges';

const wide = (theme: { breakpoints: { md: string } }) => `(min-width: ${theme.breakpoints.md})`;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
/** Cell text cuts (O-53): customer 20, description 35. */
const CUSTOMER_CUT = 20;
const DESCRIPTION_CUT = 35;

interface Props {
  records: JobListRow[];
  total: number;
  page: number;
  perPage: number;
  sort: { field: JobListSortField; type: SortType } | null;
  fetching: boolean;
  searching: boolean;
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
  onSortChange(sort: { field: JobListSortField; type: SortType }): void;
  onView(job: JobListRow): void;
}

/** One server page of jobs (spec 000 §2 Jobs list); on a phone the secondary columns fold away. */
export function JobListTable({ records, total, page, perPage, sort, fetching, searching, ...on }: Props) {
  // Unsorted, the list is newest first: no column shows an arrow then.
  const sortStatus: DataTableSortStatus<JobListRow> = sort
    ? { columnAccessor: sort.field, direction: sort.type }
    : { columnAccessor: '', direction: 'asc' };
  return (
    <DataTable<JobListRow>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 220}
      records={records}
      idAccessor="id"
      fetching={fetching}
      loadingText="Loading jobs…"
      noRecordsText={searching ? Msg.jobAdmin.noMatches : Msg.jobAdmin.noJobs}
      totalRecords={total}
      page={page}
      recordsPerPage={perPage}
      onPageChange={on.onPageChange}
      recordsPerPageOptions={PAGE_SIZE_OPTIONS}
      onRecordsPerPageChange={on.onPerPageChange}
      sortStatus={sortStatus}
      onSortStatusChange={(status) =>
        on.onSortChange({ field: status.columnAccessor as JobListSortField, type: status.direction })
      }
      {...pagingText('Jobs')}
      columns={[
        {
          accessor: 'job_no',
          title: 'Job No',
          sortable: true,
          noWrap: true,
          render: (job) => (
            <Text size="sm" fw={500}>
              {job.job_no}
            </Text>
          ),
        },
        {
          accessor: 'customer_name',
          title: 'Customer',
          sortable: true,
          render: (job) => (
            <Stack gap={0}>
              <Text size="sm" title={job.customer_name ?? undefined}>
                {cut(job.customer_name, CUSTOMER_CUT) || '—'}
              </Text>
              {/* The employee and due date columns fold away on small screens: show them here. */}
              <Text size="xs" c="dimmed" hiddenFrom="md">
                {job.employee ?? 'No employee'}
              </Text>
              {/* The priority and due date columns are hidden on phones: show them here instead. */}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                Due {shownDay(job.due_date)}
              </Text>
              <Group gap={4} mt={4} hiddenFrom="sm">
                <ProgressBadge progress={job.progress} copy />
                <PriorityBadge priority={job.priority} label={job.priority_label} />
                {job.isJobExpired && <OverdueBadge />}
              </Group>
            </Stack>
          ),
        },
        {
          accessor: 'employee',
          title: 'Employee',
          sortable: true,
          visibleMediaQuery: wide,
          render: (job) => job.employee ?? '—',
        },
        {
          accessor: 'system',
          title: 'System',
          sortable: true,
          visibleMediaQuery: wide,
          render: (job) => job.system ?? '—',
        },
        {
          accessor: 'due_date',
          title: 'Due Date',
          sortable: true,
          noWrap: true,
          visibleMediaQuery: notPhone,
          render: (job) => (
            <Stack gap={4} align="flex-start">
              <Text size="sm">{shownDay(job.due_date)}</Text>
              {job.isJobExpired && <OverdueBadge />}
            </Stack>
          ),
        },
        {
          accessor: 'job_description',
          title: 'Job Description',
          sortable: true,
          visibleMediaQuery: wide,
          render: (job) => (
            <Text size="sm" title={job.job_description}>
              {cut(job.job_description, DESCRIPTION_CUT)}
            </Text>
          ),
        },
        {
          accessor: 'priority',
          title: 'Priority',
          sortable: true,
          visibleMediaQuery: notPhone,
          render: (job) => <PriorityBadge priority={job.priority} label={job.priority_label} />,
        },
        {
          accessor: 'progress',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: notPhone,
          render: (job) => <ProgressBadge progress={job.progress} />,
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Action</VisuallyHidden>,
          textAlign: 'right',
          width: 56,
          render: (job) => (
            <Tooltip label="View">
              <ActionIcon variant="subtle" aria-label={`View ${job.job_no}`} onClick={() => on.onView(job)}>
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
