import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType, type JobListRequest } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import {
  acceptFinishedJob,
  changeDueDate,
  fetchDueDateHistory,
  fetchJobDetails,
  fetchJobPage,
  fetchJobSummary,
  fetchPendingFinishedJobs,
  rejectFinishedJob,
} from './api';

/** Every job administration query starts with this key, so a job change refreshes them together. */
export const jobAdminKeys = {
  all: ['job-admin'] as const,
  page: (request: JobListRequest) => ['job-admin', 'page', request] as const,
  summary: (id: number) => ['job-admin', 'summary', id] as const,
  details: (id: number, filter: number, developerWise: boolean) =>
    ['job-admin', 'details', id, filter, developerWise] as const,
  history: (id: number) => ['job-admin', 'history', id] as const,
  pendingFinished: ['job-admin', 'pending-finished'] as const,
};

export const useJobPage = (request: JobListRequest) =>
  useQuery({
    queryKey: jobAdminKeys.page(request),
    queryFn: ({ signal }) => fetchJobPage(request, signal),
    // Keep the rows on screen while the next page, sort or search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useJobSummary = (id: number | null) =>
  useQuery({
    queryKey: jobAdminKeys.summary(id ?? 0),
    queryFn: () => fetchJobSummary(id as number),
    enabled: id !== null,
    staleTime: 0,
    select: (data) => data.job,
  });

export const useJobDetails = (id: number | null, filter: number, developerWise: boolean) =>
  useQuery({
    queryKey: jobAdminKeys.details(id ?? 0, filter, developerWise),
    queryFn: () => fetchJobDetails({ selected_job: id as number, filter, showDeveloperWise: developerWise }),
    enabled: id !== null,
    placeholderData: (previous, query) =>
      // While another filter loads, keep showing the same job (never another job's data).
      previous && query?.queryKey[2] === id ? previous : undefined,
    staleTime: 0,
  });

export const useDueDateHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: jobAdminKeys.history(id),
    queryFn: () => fetchDueDateHistory(id),
    enabled,
    staleTime: 0,
  });

export const usePendingFinishedJobs = (enabled: boolean) =>
  useQuery({
    queryKey: jobAdminKeys.pendingFinished,
    queryFn: fetchPendingFinishedJobs,
    enabled,
    staleTime: 0,
  });

/** Any job change anywhere (created, edited, due date, finished-job decision) refreshes these screens. */
export function useJobsChangedRefresh() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: jobAdminKeys.all });
  });
}

export function useChangeDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDueDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAdminKeys.all }),
  });
}

export function useFinishedJobDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      d: { jobUserId: number; accept: true } | { jobUserId: number; accept: false; reason: string },
    ) => (d.accept ? acceptFinishedJob(d.jobUserId) : rejectFinishedJob(d.jobUserId, d.reason)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAdminKeys.all }),
  });
}
