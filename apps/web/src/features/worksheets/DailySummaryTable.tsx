import 'mantine-datatable/styles.css';
import { Anchor, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatMinutes, Msg, type DailySummaryRow } from '@jobline/shared';
import { pagingText, useClientPaging, scrollFrame } from '../../components/tablePaging';
import { shortDayName } from './rowKinds';

const MINUTE_COLUMNS = [
  { accessor: 'Worked', title: 'Worked' },
  { accessor: 'Meeting', title: 'Meetings' },
  { accessor: 'Lunch', title: 'Lunch' },
  { accessor: 'Other', title: 'Others' },
  { accessor: 'Help', title: 'Help' },
  { accessor: 'Travelling', title: 'Travelling' },
  { accessor: 'DayOff', title: 'Day off' },
  { accessor: 'Unallocated', title: 'Unallocated' },
] as const;

/** The department's daily summary: one line per employee, each name opening their worksheet. */
export function DailySummaryTable({
  rows,
  onOpen,
}: {
  rows: DailySummaryRow[];
  onOpen: (userId: number) => void;
}) {
  const paging = useClientPaging(rows, 25);
  return (
    <DataTable<DailySummaryRow>
      tableRef={(table) => table?.setAttribute('aria-label', 'Daily summary by employee')}
      // On a phone the table scrolls sideways: the keyboard reaches it to scroll.
      {...scrollFrame('Daily summary by employee')}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={rows.length ? undefined : 160}
      idAccessor="user_id"
      noRecordsText={Msg.worksheets.noEmployees}
      {...paging}
      {...pagingText('Employees')}
      columns={[
        {
          accessor: 'employee_name',
          title: 'Employee',
          noWrap: true,
          render: (r) => (
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(r.user_id)}>
              {r.employee_name}
              <Text span size="xs" c="dimmed" ml={4}>
                {r.employee_code}
              </Text>
            </Anchor>
          ),
        },
        {
          accessor: 'missing_days',
          title: 'Missing days',
          noWrap: true,
          render: (r) => r.missing_days.length || '—',
        },
        {
          accessor: 'uploaded_days',
          title: 'Uploaded days',
          noWrap: true,
          // A few days are named; a long range shows how many.
          render: (r) =>
            r.uploaded_days.length === 0
              ? '—'
              : r.uploaded_days.length <= 3
                ? r.uploaded_days.map(shortDayName).join(', ')
                : `${r.uploaded_days.length} days`,
        },
        ...MINUTE_COLUMNS.map(({ accessor, title }) => ({
          accessor,
          title,
          noWrap: true,
          render: (r: DailySummaryRow) => formatMinutes(r[accessor]),
        })),
      ]}
    />
  );
}
