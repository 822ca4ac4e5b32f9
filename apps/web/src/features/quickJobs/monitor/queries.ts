import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideQuickJob, fetchPendingQuickJobs, quickJobKeys } from '../api';

/** One page of waiting quick jobs; the previous page stays on screen while the next loads. */
export const usePendingQuickJobs = (page: number, records: number, keyword: string) =>
  useQuery({
    queryKey: quickJobKeys.pendings(page, records, keyword),
    queryFn: () => fetchPendingQuickJobs(page, records, keyword),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Approves or rejects; the list reloads whatever the answer (someone may have decided first). */
export function useDecideQuickJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideQuickJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickJobKeys.allPendings }),
  });
}
