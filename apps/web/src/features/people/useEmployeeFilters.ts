import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EMPLOYEE_PAGE_SIZE, PAGE_SIZES, type EmployeeListRequest } from '@jobline/shared';

export type StatusFilter = 'active' | 'inactive' | 'all';

export interface EmployeeFilters {
  department: number | null;
  status: StatusFilter;
  search: string;
  page: number;
  perPage: number;
}

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const STATUSES: readonly StatusFilter[] = ['active', 'inactive', 'all'];

function parse(params: URLSearchParams): EmployeeFilters {
  const status = params.get('status') as StatusFilter | null;
  const size = positiveInt(params.get('size'));
  return {
    department: positiveInt(params.get('department')),
    status: status && STATUSES.includes(status) ? status : 'active',
    search: params.get('q') ?? '',
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
    perPage: PAGE_SIZES.find((s) => s === size) ?? EMPLOYEE_PAGE_SIZE,
  };
}

/** The list request the filters stand for (status: 1 active, 0 inactive, null all). */
export const listRequest = (f: EmployeeFilters): EmployeeListRequest => ({
  division: f.department,
  status: f.status === 'all' ? null : f.status === 'active' ? 1 : 0,
  search: f.search.trim() || undefined,
  page: f.page,
  per_page: f.perPage,
});

/**
 * The list's filters live in the address, so a reload or a shared link shows the same page.
 * Changing any filter goes back to page 1. Each change builds on the one before it even when the
 * page has not drawn that one yet (the router's own updater would see the last drawn address, and a
 * settled search followed at once by a department pick would bring the old search back).
 */
export function useEmployeeFilters(): [EmployeeFilters, (patch: Partial<EmployeeFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const filters = parse(params);
  const update = (patch: Partial<EmployeeFilters>) => {
    const next = { ...parse(latest.current), page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.department !== null) out.set('department', String(next.department));
    if (next.status !== 'active') out.set('status', next.status);
    if (next.search) out.set('q', next.search);
    if (next.page > 1) out.set('page', String(next.page));
    if (next.perPage !== EMPLOYEE_PAGE_SIZE) out.set('size', String(next.perPage));
    latest.current = out;
    setParams(out, { replace: true });
  };
  return [filters, update];
}
