import 'mantine-datatable/styles.css';
import { Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ImportRowWarning } from '@jobline/shared';
import { pagingText, useClientPaging } from '../../components/tablePaging';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** A blank value in a change, said as such rather than left as an empty cell. */
const shown = (value: string | null | undefined) =>
  value === null || value === undefined ? '(blank)' : value;

/**
 * What a person should look at before importing, one per row and column: each change to a
 * registered record with its old and new value, and whatever the file may have damaged or skipped.
 */
export function RowWarningTable({ warnings }: { warnings: ImportRowWarning[] }) {
  const paging = useClientPaging(
    warnings.map((warning, index) => ({ ...warning, index })),
    10,
  );

  return (
    <DataTable
      aria-label="Warnings and changes"
      data-testid="row-warnings"
      withTableBorder
      borderRadius="md"
      striped
      idAccessor="index"
      {...paging}
      {...pagingText('Warnings')}
      columns={[
        { accessor: 'sheet', title: 'Sheet', noWrap: true, visibleMediaQuery: wide },
        {
          accessor: 'row',
          title: 'Row',
          noWrap: true,
          render: (w) => (
            <>
              {/* On a phone the sheet and column fold into this cell, leaving room for the warning. */}
              <Text span inherit hiddenFrom="sm">
                {w.sheet}{' '}
              </Text>
              {w.row ?? '—'}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {w.field}
              </Text>
            </>
          ),
        },
        { accessor: 'field', title: 'Column', noWrap: true, visibleMediaQuery: wide },
        {
          accessor: 'message',
          title: 'Warning',
          render: (w) => (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {w.message}
              </Text>
              {(w.from !== undefined || w.to !== undefined) && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {w.from !== undefined && (
                    <>
                      <Text span inherit td="line-through">
                        {shown(w.from)}
                      </Text>
                      {' → '}
                    </>
                  )}
                  <Text span inherit fw={600} c="var(--mantine-color-text)">
                    {shown(w.to)}
                  </Text>
                </Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
