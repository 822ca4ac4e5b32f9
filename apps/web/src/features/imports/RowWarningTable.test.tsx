import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { renderWithMantine } from '../../test/render';
import { RowWarningTable } from './RowWarningTable';

const IM = Msg.imports;

describe('RowWarningTable', () => {
  it('shows each warning by sheet, row and column, and a change as old → new with blanks said', () => {
    renderWithMantine(
      <RowWarningTable
        warnings={[
          { sheet: 'Lists', row: null, field: null, message: IM.ignoredSheet },
          {
            sheet: 'Customers',
            row: 2,
            field: 'customer_name',
            message: IM.changes,
            from: 'Old Name',
            to: 'New Name',
          },
          { sheet: 'Customers', row: 3, field: 'owner', message: IM.changes, from: 'A. Perera', to: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Warnings and changes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain(IM.ignoredSheet);
    expect(rows[2]!.textContent).toContain('Old Name → New Name');
    expect(rows[3]!.textContent).toContain('A. Perera → (blank)');
    expect(within(rows[2]!).getByText('Old Name').style.textDecoration).toBe('line-through');
  });
});
