import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Perm, RealtimeEventType, type JobSummaryRequest, type JobSummaryResponse } from '@jobline/shared';
import { api } from '../../api/client';
import { useRealtimeEvent } from '../../api/realtime';
import { useAuth } from '../auth/AuthProvider';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  jobSummary: (request: JobSummaryRequest) => ['dashboard', 'job-summary', request] as const,
};

export const fetchJobSummary = (request: JobSummaryRequest, signal?: AbortSignal) =>
  api<JobSummaryResponse>('jobs/summary', { body: request, signal });

/** The job dashboard's one call; the previous numbers stay while another range loads. */
export const useJobSummary = (request: JobSummaryRequest | null) =>
  useQuery({
    queryKey: dashboardKeys.jobSummary(request ?? { start: '', end: '' }),
    queryFn: ({ signal }) => fetchJobSummary(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Permission 42: the dashboard reloads when jobs change or work moves on a board (spec 000 §6). */
export function useDashboardLive() {
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => {
    if (can(Perm.DASHBOARD_LIVE)) void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, refresh);
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, refresh);
}
