import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Anchor, List, Loader, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatMinutes, Msg, type SummaryDayRow } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { shownDay, shownInstant } from '../../components/format';
import { useDayTasks } from './api';
import type { ServerTable } from './useServerTable';
import { scrollFrame } from '../../components/tablePaging';

const MINUTES = ['Worked', 'Meeting', 'Lunch', 'Other', 'Unallocated', 'total_hrs'] as const;
const TITLES: Record<(typeof MINUTES)[number], string> = {
  Worked: 'Worked',
  Meeting: 'Meetings',
  Lunch: 'Lunch',
  Other: 'Others',
  Unallocated: 'Unallocated',
  total_hrs: 'Total',
};

/** The tasks worked on a day, under its row (POST summary/activities/tasks). */
function DayTasks({ userId, day }: { userId: number; day: string }) {
  const query = useDayTasks({ emp_user_id: userId, day });
  if (query.isError)
    return <QueryError what="the day’s tasks" error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading the day’s tasks" />;
  if (!query.data.tasks.length) return <Text size="sm">{Msg.summaries.noDayTasks}</Text>;
  return (
    <List size="sm" spacing={2} aria-label={`Tasks worked on ${shownDay(day)}`}>
      {query.data.tasks.map((t) => (
        <List.Item key={t.task_user_id}>
          <Text span ff="monospace" size="sm">
            {t.job_no} · {t.task_no}
          </Text>{' '}
          {t.task_name}
          {t.customer_name ? ` (${t.customer_name})` : ''} — <b>{formatMinutes(t.minutes)}</b>
        </List.Item>
      ))}
    </List>
  );
}

interface Props {
  userId: number;
  rows: SummaryDayRow[];
  total: number;
  fetching: boolean;
  table: ServerTable;
}

/** The Employee Daily Activity table: a worked day a row, opened to show its tasks. */
export function DaysTable({ userId, rows, total, fetching, table }: Props) {
  const label = Msg.summaries.dailyActivity;
  const [expanded, setExpanded] = useState<string[]>([]);
  const toggle = (day: string) =>
    setExpanded((open) => (open.includes(day) ? open.filter((d) => d !== day) : [...open, day]));
  return (
    <DataTable<SummaryDayRow>
      tableRef={(t) => t?.setAttribute('aria-label', label)}
      {...scrollFrame(label)}
      withTableBorder
      borderRadius="md"
      minHeight={rows.length ? undefined : 160}
      idAccessor="day"
      records={rows}
      fetching={fetching}
      noRecordsText={Msg.summaries.noDays}
      rowExpansion={{
        allowMultiple: true,
        expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
        content: ({ record }) => <DayTasks userId={userId} day={record.day} />,
      }}
      {...table.paging('Days', total)}
      columns={[
        {
          accessor: 'day',
          title: 'Date',
          noWrap: true,
          render: (r) => (
            // The row opens on click; the button gives keyboards the same.
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-expanded={expanded.includes(r.day)}
              aria-label={`Tasks of ${shownDay(r.day)}`}
              onClick={(e) => {
                e.stopPropagation();
                toggle(r.day);
              }}
            >
              {shownDay(r.day)}
            </Anchor>
          ),
        },
        {
          accessor: 'start_at',
          title: 'Started',
          noWrap: true,
          render: (r) => shownInstant(r.start_at).slice(11) || '—',
        },
        {
          accessor: 'end_at',
          title: 'Ended',
          noWrap: true,
          render: (r) => shownInstant(r.end_at).slice(11) || '—',
        },
        ...MINUTES.map((key) => ({
          accessor: key,
          title: TITLES[key],
          noWrap: true,
          render: (r: SummaryDayRow) => formatMinutes(r[key]),
        })),
        { accessor: 'task_count', title: 'Tasks', textAlign: 'right' },
      ]}
    />
  );
}
