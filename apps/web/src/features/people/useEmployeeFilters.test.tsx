import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEmployeeFilters } from './useEmployeeFilters';

const inRouter = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

describe('useEmployeeFilters', () => {
  it('builds each change on the one before, even before the page draws it', () => {
    const { result } = renderHook(() => ({ hook: useEmployeeFilters(), location: useLocation() }), {
      wrapper: inRouter('/employee?q=Kumara&status=inactive&page=3'),
    });
    expect(result.current.hook[0]).toMatchObject({ search: 'Kumara', status: 'inactive', page: 3 });

    // The settled empty search, then a department picked before anything redraws.
    act(() => {
      const [, update] = result.current.hook;
      update({ search: '' });
      update({ department: 6 });
    });
    expect(result.current.hook[0]).toMatchObject({ search: '', department: 6, status: 'inactive', page: 1 });
    expect(result.current.location.search).toBe('?department=6&status=inactive');
  });
});
