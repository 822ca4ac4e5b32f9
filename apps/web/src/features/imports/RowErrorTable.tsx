import 'mantine-datatable/styles.css';
import { Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ImportRowError } from '@jobline/shared';
import { pagingText, useClientPaging } from '../../components/tablePaging';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** Every problem of the file, one per row and column, as the spreadsheet numbers its rows. */
export function RowErrorTable({ errors }: { errors: ImportRowError[] }) {
  const paging = useClientPaging(
    errors.map((error, index) => ({ ...error, index })),
    10,
  );

  return (
    <DataTable
      aria-label="Errors in the file"
      data-testid="row-errors"
      withTableBorder
      borderRadius="md"
      striped
      idAccessor="index"
      {...paging}
      {...pagingText('Errors')}
      columns={[
        { accessor: 'sheet', title: 'Sheet', noWrap: true, visibleMediaQuery: wide },
        {
          accessor: 'row',
          title: 'Row',
          noWrap: true,
          render: (e) => (
            <>
              {/* On a phone the sheet and column fold into this cell, leaving room for the problem. */}
              <Text span inherit hiddenFrom="sm">
                {e.sheet}{' '}
              </Text>
              {e.row}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {e.field}
              </Text>
            </>
          ),
        },
        { accessor: 'field', title: 'Column', noWrap: true, visibleMediaQuery: wide },
        { accessor: 'message', title: 'Problem' },
      ]}
    />
  );
}
