import 'mantine-datatable/styles.css';
import { Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { cut, formatMinutes, Msg, type WorksheetRow } from '@jobline/shared';
import { pagingText, useClientPaging, scrollFrame } from '../../components/tablePaging';
import { clockTime } from '../home/cardText';
import { TaskActivityButton } from './exports/TaskActivityModal';
import { kindOf, shortDayName } from './rowKinds';

/** The old screen's text limits (screens §7.1): customer 20, description 35. */
const CUSTOMER_CUT = 20;
const DESCRIPTION_CUT = 35;

/** Every stretch of the work log over the range, in the company's clock. */
export function ActivityTable({ rows, timeZone }: { rows: WorksheetRow[]; timeZone: string }) {
  const paging = useClientPaging(rows, 25);
  return (
    <DataTable<WorksheetRow>
      tableRef={(table) => table?.setAttribute('aria-label', 'Activities')}
      // On a phone the table scrolls sideways: the keyboard reaches it to scroll.
      {...scrollFrame('Activities')}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={rows.length ? undefined : 160}
      idAccessor={(r) => `${r.created_at}-${r.comment_type}`}
      noRecordsText={Msg.worksheets.noActivity}
      {...paging}
      {...pagingText('Activities')}
      columns={[
        { accessor: 'day', title: 'Day', noWrap: true, render: (r) => shortDayName(r.day) },
        {
          accessor: 'created_at',
          title: 'Start',
          noWrap: true,
          render: (r) => clockTime(r.created_at, timeZone),
        },
        {
          accessor: 'updated_at',
          title: 'End',
          noWrap: true,
          render: (r) => clockTime(r.updated_at, timeZone),
        },
        {
          accessor: 'total_duration',
          title: 'Duration',
          noWrap: true,
          render: (r) => formatMinutes(r.total_duration),
        },
        { accessor: 'job_no', title: 'Job', noWrap: true, render: (r) => r.job_no ?? '—' },
        { accessor: 'task_no', title: 'Task', noWrap: true, render: (r) => r.task_no ?? '—' },
        {
          accessor: 'customer_name',
          title: 'Customer',
          noWrap: true,
          render: (r) =>
            r.customer_name ? <span title={r.customer_name}>{cut(r.customer_name, CUSTOMER_CUT)}</span> : '—',
        },
        { accessor: 'system', title: 'System', noWrap: true, render: (r) => r.system ?? '—' },
        {
          accessor: 'task_description',
          title: 'Description',
          render: (r) => (
            <Text size="sm" title={r.task_description} style={{ minWidth: 160 }}>
              {r.comment_type === 1 ? cut(r.task_description, DESCRIPTION_CUT) : kindOf(r).name}
            </Text>
          ),
        },
        { accessor: 'section_name', title: 'Section', noWrap: true, render: (r) => r.section_name ?? '—' },
        {
          accessor: 'view',
          title: 'View',
          render: (r) => <TaskActivityButton row={r} timeZone={timeZone} />,
        },
      ]}
    />
  );
}
