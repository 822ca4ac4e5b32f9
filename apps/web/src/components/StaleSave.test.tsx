import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Msg, SaveRefusal } from '@jobline/shared';
import { ApiError } from '../api/client';
import { StaleSaveAlert, staleConflictOf } from './StaleSave';

const M = Msg.staleSaves;
const body = {
  status: SaveRefusal.STALE_VERSION,
  message: 'This customer was changed by Anoma Silva at 10:42 since you opened it',
  changed_by: { id: 2, name: 'Anoma Silva' },
  changed_at: '2026-11-27T05:12:00.000Z',
  version: 9,
  differences: [{ field: 'address', label: 'Address', theirs: '9 New Road', mine: null }],
};

describe('staleConflictOf', () => {
  it('reads a stale save refusal and nothing else', () => {
    expect(staleConflictOf(new ApiError(409, body.message, {}, 21, body))).toMatchObject({
      version: 9,
      changed_by: { name: 'Anoma Silva' },
    });
    expect(staleConflictOf(new ApiError(409, 'Busy', {}, 7, { status: 7 }))).toBeNull();
    expect(staleConflictOf(new Error('x'))).toBeNull();
  });
});

describe('StaleSaveAlert', () => {
  it('says who changed it, shows both sides of each field and offers both ways on', () => {
    const onLoadTheirs = vi.fn();
    const onSaveMine = vi.fn();
    render(
      <MantineProvider>
        <StaleSaveAlert
          conflict={staleConflictOf(new ApiError(409, body.message, {}, 21, body))!}
          saving={false}
          onLoadTheirs={onLoadTheirs}
          onSaveMine={onSaveMine}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(body.message);
    const row = screen.getByRole('row', { name: /Address/ });
    expect(row.textContent).toContain('9 New Road');
    expect(row.textContent).toContain(M.none);
    fireEvent.click(screen.getByRole('button', { name: M.saveMine }));
    fireEvent.click(screen.getByRole('button', { name: M.loadTheirs }));
    expect(onSaveMine).toHaveBeenCalledOnce();
    expect(onLoadTheirs).toHaveBeenCalledOnce();
  });
});
