import 'mantine-datatable/styles.css';
import { Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { TASK_ASSIGN_PAGE_SIZE } from '@jobline/shared';
import { pagingText, useClientPaging } from '../../components/tablePaging';
import { cut } from '../../components/format';
import { namedTable } from '../jobAdmin/namedTable';

/** The task list's description is cut at 35 characters (001 §9). */
const DESCRIPTION_CUT = 35;
export const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** Hours as the estimate columns show them: "1.5 h". */
export const hours = (value: number) => `${Number(value.toFixed(2))} h`;

interface TaskLike {
  id: number;
  task_no: string;
  task_name: string;
  task_description: string;
}

interface Props<T extends TaskLike> {
  rows: T[];
  label: string;
  emptyText: string;
  fetching: boolean;
  selected: number[];
  onSelectedChange(ids: number[]): void;
  /** Columns after the task number and name. */
  columns: DataTableColumn<T>[];
  /** What phones show under the name in place of the hidden columns. */
  phoneDetails?(row: T): string;
}

/**
 * A task table with a checkbox per row, 15 to a page (5/10/15/50/100): the selection survives
 * paging; the header box selects the page. Row checkboxes are named after their task.
 */
export function SelectableTasks<T extends TaskLike>({
  rows,
  label,
  emptyText,
  fetching,
  selected,
  onSelectedChange,
  columns,
  phoneDetails,
}: Props<T>) {
  const paging = useClientPaging(rows, TASK_ASSIGN_PAGE_SIZE);
  return (
    <DataTable<T>
      tableRef={namedTable(label)}
      withTableBorder
      borderRadius="md"
      striped
      fetching={fetching}
      minHeight={rows.length ? undefined : 150}
      idAccessor="id"
      noRecordsText={emptyText}
      {...paging}
      {...pagingText('Tasks')}
      selectedRecords={rows.filter((r) => selected.includes(r.id))}
      onSelectedRecordsChange={(records) => onSelectedChange(records.map((r) => r.id))}
      allRecordsSelectionCheckboxProps={{ 'aria-label': 'Select every task on this page' }}
      getRecordSelectionCheckboxProps={(row) => ({ 'aria-label': `Select task ${row.task_no}` })}
      columns={[
        { accessor: 'task_no', title: 'Task No', noWrap: true },
        {
          accessor: 'task_name',
          title: 'Task',
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {row.task_name}
              </Text>
              <Text size="xs" c="dimmed" title={row.task_description}>
                {cut(row.task_description, DESCRIPTION_CUT)}
              </Text>
              {phoneDetails && (
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {phoneDetails(row)}
                </Text>
              )}
            </Stack>
          ),
        },
        ...columns,
      ]}
    />
  );
}
