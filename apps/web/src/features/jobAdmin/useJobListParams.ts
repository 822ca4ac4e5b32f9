import { useSearchParams } from 'react-router';
import {
  JobProgress,
  JOB_LIST_PAGE_SIZE,
  JOB_LIST_SORT_FIELDS,
  PAGE_SIZES,
  type JobListRequest,
  type JobListSortField,
  type SortType,
} from '@jobline/shared';

export interface JobListParams {
  page: number;
  perPage: number;
  keyword: string;
  sort: { field: JobListSortField; type: SortType } | null;
  /** Only jobs in this JobProgress (the Status filter); null: all. */
  progress: number | null;
  /** The job open in the view panel. */
  view: number | null;
}

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const PROGRESS_VALUES: readonly number[] = Object.values(JobProgress);

function parse(params: URLSearchParams): JobListParams {
  const size = positiveInt(params.get('size'));
  const field = params.get('sort') as JobListSortField | null;
  const type = params.get('dir') === 'asc' ? 'asc' : 'desc';
  return {
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
    perPage: PAGE_SIZES.find((s) => s === size) ?? JOB_LIST_PAGE_SIZE,
    keyword: params.get('q') ?? '',
    sort: field && JOB_LIST_SORT_FIELDS.includes(field) ? { field, type } : null,
    progress: PROGRESS_VALUES.find((v) => v === positiveInt(params.get('status'))) ?? null,
    view: positiveInt(params.get('view')),
  };
}

/** The request the address stands for. */
export const listRequest = (p: JobListParams): JobListRequest => ({
  page: p.page,
  records: p.perPage,
  keyword: p.keyword.trim() || null,
  sort: p.sort,
  progress: p.progress,
});

/**
 * The jobs list's page, size, search, status filter, sort and open view panel live in the address, so a reload or
 * a shared link shows the same thing. Changing the search, status, size or sort goes back to page 1.
 */
export function useJobListParams(): [JobListParams, (patch: Partial<JobListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = parse(params);
  const update = (patch: Partial<JobListParams>) =>
    setParams(
      (previous) => {
        const before = parse(previous);
        const resetsPage = 'keyword' in patch || 'perPage' in patch || 'sort' in patch || 'progress' in patch;
        const next = { ...before, ...(resetsPage ? { page: 1 } : {}), ...patch };
        const out = new URLSearchParams();
        if (next.keyword.trim()) out.set('q', next.keyword.trim());
        if (next.sort) {
          out.set('sort', next.sort.field);
          out.set('dir', next.sort.type);
        }
        if (next.progress !== null) out.set('status', String(next.progress));
        if (next.page > 1) out.set('page', String(next.page));
        if (next.perPage !== JOB_LIST_PAGE_SIZE) out.set('size', String(next.perPage));
        if (next.view !== null) out.set('view', String(next.view));
        return out;
      },
      // At once, not in a transition: the control that changed must show its new state now.
      { replace: true, flushSync: true },
    );
  return [current, update];
}
