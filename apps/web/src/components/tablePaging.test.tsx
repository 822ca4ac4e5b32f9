import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { DataTable } from 'mantine-datatable';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { PAGE_SIZE_OPTIONS, pagingText } from './tablePaging';

interface Row {
  id: number;
  name: string;
}

function Table({ rows, fetching }: { rows: Row[]; fetching: boolean }) {
  return (
    <DataTable<Row>
      aria-label="People"
      columns={[{ accessor: 'name' }]}
      records={rows}
      fetching={fetching}
      totalRecords={40}
      page={1}
      onPageChange={() => {}}
      recordsPerPage={15}
      recordsPerPageOptions={PAGE_SIZE_OPTIONS}
      onRecordsPerPageChange={() => {}}
      {...pagingText('People')}
    />
  );
}

const people = (from: number) =>
  Array.from({ length: 15 }, (_, i) => ({ id: from + i, name: `Person ${from + i}` }));

describe('the pager every table shares', () => {
  it('keeps its page-size menu open while the table renders again (rows refetched, a live update)', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>{children}</MantineProvider>
    );
    const { rerender } = render(<Table rows={people(1)} fetching={false} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: '15' }));
    const five = await screen.findByRole('menuitem', { name: '5' });

    rerender(<Table rows={people(1)} fetching />);
    rerender(<Table rows={people(16)} fetching={false} />);

    // The same menu, still open: its item not replaced, its button still expanded.
    expect(five.isConnected).toBe(true);
    expect(screen.getByRole('button', { name: '15' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1–15 of 40')).toBeTruthy();
    expect(screen.getByText('People per page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'next page' })).toBeTruthy();
  });
});
