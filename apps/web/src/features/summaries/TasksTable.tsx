import 'mantine-datatable/styles.css';
import { ActionIcon, Text, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import {
  allocatedMinutes,
  formatHours,
  formatMinutes,
  Msg,
  spentLevel,
  TASK_ROW_LABELS,
  type SummaryTaskRow,
} from '@jobline/shared';
import { shownDay, shownInstant } from '../../components/format';
import type { ServerTable } from './useServerTable';
import classes from './summaries.module.css';
import { scrollFrame } from '../../components/tablePaging';

interface Props {
  rows: SummaryTaskRow[];
  total: number;
  fetching: boolean;
  table: ServerTable;
  label: string;
  /** Show the job number column (the employee's tasks across jobs). */
  withJob?: boolean;
  onView(row: SummaryTaskRow): void;
}

/**
 * The employee's tasks, one server page: estimates in hours, spent time from the work log. The row
 * tone is the server's; the spent text turns red above the whole most-likely estimate (O-18).
 */
export function TasksTable({ rows, total, fetching, table, label, withJob, onView }: Props) {
  return (
    <DataTable<SummaryTaskRow>
      tableRef={(t) => t?.setAttribute('aria-label', label)}
      {...scrollFrame(label)}
      withTableBorder
      borderRadius="md"
      minHeight={rows.length ? undefined : 160}
      idAccessor="task_user_id"
      records={rows}
      fetching={fetching}
      noRecordsText={Msg.summaries.noTasks}
      rowClassName={(r) => classes[r.tone]}
      {...table.paging('Tasks', total)}
      columns={[
        {
          accessor: 'task_no',
          title: 'Task No',
          // The name reads on one or two lines, not one word a line.
          width: 240,
          render: (r) => (
            <>
              <Text span size="sm" ff="monospace">
                {r.task_no}
              </Text>{' '}
              <Text span size="sm">
                {r.task_name}
              </Text>
              {TASK_ROW_LABELS[r.tone] && <VisuallyHidden>({TASK_ROW_LABELS[r.tone]})</VisuallyHidden>}
            </>
          ),
        },
        ...(withJob ? [{ accessor: 'job_no' as const, title: 'Job No', noWrap: true }] : []),
        { accessor: 'due_date', title: 'Due Date', noWrap: true, render: (r) => shownDay(r.due_date) },
        { accessor: 'plan_date', title: 'Plan Date', noWrap: true, render: (r) => shownDay(r.plan_date) },
        {
          accessor: 'Time01',
          title: <abbr title="Optimistic (hours)">OP</abbr>,
          textAlign: 'right',
          render: (r) => formatHours(r.Time01),
        },
        {
          accessor: 'Time02',
          title: <abbr title="Most likely (hours)">ML</abbr>,
          textAlign: 'right',
          render: (r) => formatHours(r.Time02),
        },
        {
          accessor: 'Time03',
          title: <abbr title="Pessimistic (hours)">PE</abbr>,
          textAlign: 'right',
          render: (r) => formatHours(r.Time03),
        },
        {
          accessor: 'spent_minutes',
          title: 'Spent',
          noWrap: true,
          render: (r) => {
            const over = spentLevel(r.spent_minutes, allocatedMinutes(r.Time02)) === 'over';
            return (
              <Text span size="sm" c={over ? 'red.9' : undefined} fw={over ? 600 : undefined}>
                {formatMinutes(r.spent_minutes)}
              </Text>
            );
          },
        },
        { accessor: 'section_name', title: 'Status', noWrap: true },
        { accessor: 'started_at', title: 'Started', noWrap: true, render: (r) => shownInstant(r.started_at) },
        { accessor: 'finished_at', title: 'Ended', noWrap: true, render: (r) => shownInstant(r.finished_at) },
        {
          accessor: 'view',
          title: 'Action',
          textAlign: 'center',
          render: (r) => (
            <ActionIcon variant="subtle" aria-label={`View task ${r.task_no}`} onClick={() => onView(r)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          ),
        },
      ]}
    />
  );
}
