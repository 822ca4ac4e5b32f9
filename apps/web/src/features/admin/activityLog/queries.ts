import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityLogFilters } from '@jobline/shared';
import { activityLogKeys, fetchActivityPage } from './api';

/** The log under the filters, a page at a time; Load more asks for the page after the last one. */
export function useActivityLog(filters: ActivityLogFilters) {
  return useInfiniteQuery({
    queryKey: activityLogKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchActivityPage(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : undefined),
    staleTime: 30_000,
    // While new filters load, the rows shown stay in view (dimmed by the table's loader).
    placeholderData: keepPreviousData,
  });
}
