import 'mantine-datatable/styles.css';
import { ActionIcon, Badge, Group, Radio, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import {
  formatHours,
  Msg,
  normaliseTimes,
  taskFigures,
  TASKING_DESCRIPTION_CUT,
  TASKING_PAGE_SIZE,
  type EstimateTotals,
} from '@jobline/shared';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { cut } from '../../components/format';
import { namedTable } from '../jobAdmin/namedTable';
import type { DraftTask } from './draft';

/** A column title with what it means a tap or hover away (the formula and how to read it). */
function ExplainedTitle({ title, help }: { title: string; help: string }) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <span>{title}</span>
      <Tooltip label={help} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`What ${title} means`}>
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

interface Row extends DraftTask {
  P: number;
  expected: number;
  topO: number;
  topM: number;
  topP: number;
}

const rowOf = (t: DraftTask): Row => {
  const times = { optimistic: t.Time01, mostLikely: t.Time02, pessimistic: t.Time03 };
  const f = taskFigures(times);
  return {
    ...t,
    P: normaliseTimes(times).pessimistic,
    expected: f.expected,
    topO: f.topOptimistic,
    topM: f.topMostLikely,
    topP: f.topPessimistic,
  };
};

function StateBadge({ task }: { task: DraftTask }) {
  if (task.state === 'saved') return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color={task.state === 'new' ? 'teal' : 'orange'}
      c="dark.8"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {task.state === 'new' ? 'New' : 'Edited'}
    </Badge>
  );
}

interface Props {
  tasks: readonly DraftTask[];
  totals: EstimateTotals;
  selectedKey: string | null;
  onSelect(key: string): void;
  onEdit(key: string): void;
  fetching: boolean;
}

/**
 * The sheet's tasks, 15 to a page (options 5/10/15/50/100), description cut at 35, with each
 * task's expected and top estimates and the totals in the footer. One task is selected at a time
 * (a radio per row, or a click); a double click edits it.
 */
export function TaskSheetTable({ tasks, totals, selectedKey, onSelect, onEdit, fetching }: Props) {
  const rows = tasks.map(rowOf);
  // An empty table shows its empty state, not a row of zeros.
  const foot = <T,>(content: T) => (rows.length ? content : undefined);
  const paging = useClientPaging(rows, TASKING_PAGE_SIZE);
  const hours = (
    accessor: keyof Row,
    title: string,
    footer: number,
    phone = false,
    help?: string,
  ): DataTableColumn<Row> => ({
    accessor,
    title: help ? <ExplainedTitle title={title} help={help} /> : title,
    textAlign: 'right',
    noWrap: true,
    visibleMediaQuery: phone ? undefined : wide,
    render: (row) => formatHours(row[accessor] as number),
    footer: foot(formatHours(footer)),
  });

  return (
    <DataTable<Row>
      tableRef={namedTable('Tasks of the sheet')}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={rows.length ? undefined : 160}
      fetching={fetching}
      loadingText="Loading tasks…"
      noRecordsText={Msg.tasking.noTasks}
      idAccessor="key"
      {...paging}
      {...pagingText('Tasks')}
      onRowClick={({ record }) => onSelect(record.key)}
      onRowDoubleClick={({ record }) => onEdit(record.key)}
      rowStyle={(row) =>
        row.key === selectedKey ? { backgroundColor: 'var(--mantine-color-blue-light)' } : undefined
      }
      customRowAttributes={(row) => ({ 'data-selected': row.key === selectedKey || undefined })}
      columns={[
        {
          accessor: 'select',
          title: <VisuallyHidden>Selected</VisuallyHidden>,
          width: 40,
          render: (row) => (
            <Radio
              name="selected-task"
              value={row.key}
              checked={row.key === selectedKey}
              onChange={() => onSelect(row.key)}
              onClick={(event) => event.stopPropagation()}
              aria-label={`Select task ${row.task_no}`}
            />
          ),
          footer: foot(null),
        },
        { accessor: 'task_no', title: 'Task No', noWrap: true, footer: foot('Total') },
        {
          accessor: 'task_name',
          title: 'Task',
          render: (row) => (
            <Stack gap={2}>
              <Group gap={6}>
                <Text size="sm">{row.task_name}</Text>
                <StateBadge task={row} />
              </Group>
              {/* Phones show the description and the three times here. */}
              <Text size="xs" hiddenFrom="sm" title={row.task_description}>
                {cut(row.task_description, TASKING_DESCRIPTION_CUT)}
              </Text>
              <Text size="xs" hiddenFrom="sm">
                O {formatHours(row.Time01)} · ML {formatHours(row.Time02)} · P {formatHours(row.P)}
              </Text>
            </Stack>
          ),
          footer: foot(<Text size="xs" hiddenFrom="sm">{`${tasks.length} tasks`}</Text>),
        },
        {
          accessor: 'task_description',
          title: 'Description',
          visibleMediaQuery: wide,
          render: (row) => (
            <span title={row.task_description}>{cut(row.task_description, TASKING_DESCRIPTION_CUT)}</span>
          ),
          footer: foot(`${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`),
        },
        hours('Time01', 'O', totals.optimistic),
        hours('Time02', 'ML', totals.mostLikely),
        hours('P', 'P', totals.pessimistic),
        hours('expected', 'Expected', totals.expected, true, Msg.tasking.expectedHelp),
        hours('topO', 'Top O', totals.topOptimistic, false, Msg.tasking.topOptimisticHelp),
        hours('topM', 'Top ML', totals.topMostLikely, false, Msg.tasking.topMostLikelyHelp),
        hours('topP', 'Top P', totals.topPessimistic, false, Msg.tasking.topPessimisticHelp),
      ]}
    />
  );
}
