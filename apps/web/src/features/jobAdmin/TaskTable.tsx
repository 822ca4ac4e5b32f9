import 'mantine-datatable/styles.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import {
  formatMinutes,
  formatSpent,
  JOB_TASKS_PAGE_SIZE,
  spentLevel,
  spentToMinutes,
  TASK_DESCRIPTION_CUT,
  type JobTaskRow,
} from '@jobline/shared';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { cut } from '../../components/format';
import { namedTable } from './namedTable';

const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

const people = (row: JobTaskRow) =>
  row.users.map((u) => (u.is_qc ? `${u.name} (QC)` : u.name)).join(', ') || 'Nobody yet';

/** Spent time, said to be over the estimate in words as well as red (R-114, O-18). */
function Spent({ row }: { row: JobTaskRow }) {
  const over = spentLevel(spentToMinutes(row.total_duration), row.allocated_minutes) === 'over';
  return (
    <Group gap={6}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} c={over ? 'red.9' : undefined}>
        {formatSpent(row.total_duration)}
      </Text>
      {over && (
        <Badge variant="outline" color="red" size="xs">
          Over
        </Badge>
      )}
      {row.ongoing_spent && (
        <Badge
          variant="outline"
          color="blue"
          size="xs"
          title={`Running for ${formatSpent(row.ongoing_spent)}`}
        >
          Running
        </Badge>
      )}
    </Group>
  );
}

function Status({ row }: { row: JobTaskRow }) {
  return (
    <Badge variant="default" size="sm" style={{ flexShrink: 0 }}>
      {row.current_status}
    </Badge>
  );
}

interface Props {
  rows: JobTaskRow[];
  /** Says what is missing when there are no rows. */
  emptyText: string;
  /** Names the table for screen readers, e.g. "Tasks of Anil Perera". */
  label: string;
}

/** A job's tasks, 15 to a page (O-54): number, description cut at 30, status, times and people. */
export function TaskTable({ rows, emptyText, label }: Props) {
  const paging = useClientPaging(rows, JOB_TASKS_PAGE_SIZE);
  return (
    <DataTable<JobTaskRow>
      tableRef={namedTable(label)}
      withTableBorder
      borderRadius="md"
      striped
      minHeight={rows.length ? undefined : 150}
      idAccessor="id"
      noRecordsText={emptyText}
      {...paging}
      {...pagingText('Tasks')}
      columns={[
        { accessor: 'task_no', title: 'Task No', noWrap: true },
        {
          accessor: 'task_description',
          title: 'Description',
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm" title={row.task_description}>
                {cut(row.task_description, TASK_DESCRIPTION_CUT)}
              </Text>
              {/* The status, people and allocated columns are hidden on phones: show them here. */}
              <Stack gap={2} hiddenFrom="sm" align="flex-start">
                <Status row={row} />
                <Text size="xs" c="dimmed">
                  {people(row)} · allocated {formatMinutes(row.allocated_minutes)}
                </Text>
              </Stack>
            </Stack>
          ),
        },
        {
          accessor: 'current_status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: notPhone,
          render: (row) => <Status row={row} />,
        },
        {
          accessor: 'allocated_minutes',
          title: 'Allocated',
          noWrap: true,
          visibleMediaQuery: notPhone,
          render: (row) => formatMinutes(row.allocated_minutes),
        },
        { accessor: 'total_duration', title: 'Spent', render: (row) => <Spent row={row} /> },
        { accessor: 'users', title: 'People', visibleMediaQuery: notPhone, render: people },
      ]}
    />
  );
}
