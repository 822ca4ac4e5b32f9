import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ImportRowError } from '@jobline/shared';

const PAGE_SIZES = [10, 25, 50, 100];
const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** Every problem of the file, one per row and column, as the spreadsheet numbers its rows. */
export function RowErrorTable({ errors }: { errors: ImportRowError[] }) {
  const [pageSize, setPageSize] = useState(10);
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(errors.length / pageSize));
  const current = Math.min(page, lastPage);
  const records = errors
    .map((error, index) => ({ ...error, index }))
    .slice((current - 1) * pageSize, current * pageSize);

  return (
    <DataTable
      aria-label="Errors in the file"
      data-testid="row-errors"
      withTableBorder
      borderRadius="md"
      striped
      records={records}
      idAccessor="index"
      totalRecords={errors.length}
      recordsPerPage={pageSize}
      page={current}
      onPageChange={setPage}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      recordsPerPageLabel="Errors per page"
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      getPaginationControlProps={(control) => ({ 'aria-label': `${control} page` })}
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
