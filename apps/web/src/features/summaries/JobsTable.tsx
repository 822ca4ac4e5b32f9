import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { JOB_PROGRESS_COLORS, Msg, type JobProgress, type SummaryJobRow } from '@jobline/shared';
import { shownDay, shownInstant } from '../../components/format';
import type { ServerTable } from './useServerTable';
import classes from './summaries.module.css';
import { scrollFrame } from '../../components/tablePaging';

interface Props {
  rows: SummaryJobRow[];
  total: number;
  fetching: boolean;
  table: ServerTable;
  label: string;
  onView(row: SummaryJobRow): void;
}

/** The employee's jobs (spec 001 §2.10), one server page; a job they are working on right now is green. */
export function JobsTable({ rows, total, fetching, table, label, onView }: Props) {
  return (
    <DataTable<SummaryJobRow>
      tableRef={(t) => t?.setAttribute('aria-label', label)}
      {...scrollFrame(label)}
      withTableBorder
      borderRadius="md"
      minHeight={rows.length ? undefined : 160}
      idAccessor="job_user_id"
      records={rows}
      fetching={fetching}
      noRecordsText={Msg.summaries.noJobs}
      rowClassName={(r) => (r.ongoing ? classes.ongoing : undefined)}
      {...table.paging('Jobs', total)}
      columns={[
        {
          accessor: 'job_no',
          title: 'Job No',
          noWrap: true,
          render: (r) => (
            <>
              <Text span size="sm" ff="monospace">
                {r.job_no}
              </Text>
              {r.is_qc_job && (
                <Badge ml={6} size="xs" color="dark" variant="light">
                  QC
                </Badge>
              )}
              {r.ongoing && (
                <Badge ml={6} size="xs" color="green" variant="light">
                  Ongoing
                </Badge>
              )}
            </>
          ),
        },
        { accessor: 'customer_name', title: 'Customer', render: (r) => r.customer_name ?? '—' },
        { accessor: 'due_date', title: 'Due Date', noWrap: true, render: (r) => shownDay(r.due_date) },
        { accessor: 'plan_date', title: 'Plan Date', noWrap: true, render: (r) => shownDay(r.plan_date) },
        { accessor: 'no_of_tasks', title: <abbr title="Number of tasks">NT</abbr>, textAlign: 'right' },
        {
          accessor: 'no_of_finished_tasks',
          title: <abbr title="Finished tasks">FT</abbr>,
          textAlign: 'right',
        },
        {
          accessor: 'no_of_remaining_tasks',
          title: <abbr title="Remaining tasks">RT</abbr>,
          textAlign: 'right',
        },
        {
          accessor: 'job_status',
          title: 'Status',
          render: (r) => (
            <Badge variant="light" color={JOB_PROGRESS_COLORS[r.job_status as JobProgress]}>
              {r.job_status_label}
            </Badge>
          ),
        },
        {
          accessor: 'started_at',
          title: 'Started At',
          noWrap: true,
          render: (r) => shownInstant(r.started_at),
        },
        {
          accessor: 'view',
          title: 'Action',
          textAlign: 'center',
          render: (r) => (
            <ActionIcon variant="subtle" aria-label={`View job ${r.job_no}`} onClick={() => onView(r)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          ),
        },
      ]}
    />
  );
}
