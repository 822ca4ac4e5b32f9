import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { fetchSheets, fetchSheetTasks, fetchTaskableJobs } from './api';

/** Every Create Task query starts with this key. */
export const taskingKeys = {
  all: ['tasking'] as const,
  jobs: ['tasking', 'jobs'] as const,
  sheets: (jobId: number) => ['tasking', 'sheets', jobId] as const,
  sheet: (jobId: number, sheetId: number) => ['tasking', 'sheet', jobId, sheetId] as const,
};

/** The jobs the user may task; a job created or changed anywhere refreshes the list. */
export function useTaskableJobs() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: taskingKeys.jobs });
  });
  return useQuery({
    queryKey: taskingKeys.jobs,
    queryFn: fetchTaskableJobs,
    select: (data) => data.jobs,
    staleTime: 0,
  });
}

export const useSheets = (jobId: number | null) =>
  useQuery({
    queryKey: taskingKeys.sheets(jobId ?? 0),
    queryFn: () => fetchSheets(jobId as number),
    enabled: jobId !== null,
    select: (data) => data.sheets,
    staleTime: 0,
  });

export const useSheetTasks = (jobId: number | null, sheetId: number | null) =>
  useQuery({
    queryKey: taskingKeys.sheet(jobId ?? 0, sheetId ?? 0),
    queryFn: () => fetchSheetTasks(jobId as number, sheetId as number),
    enabled: jobId !== null && sheetId !== null,
    staleTime: 0,
  });

/**
 * Someone else saved tasks or assigned them: the job list and the sheet list refresh; the open
 * sheet refreshes only when `mayReload` says nothing unsaved would be lost.
 */
export function useTasksChangedRefresh(jobId: number | null, mayReload: () => boolean) {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.TASKS_CHANGED, (data) => {
    void queryClient.invalidateQueries({ queryKey: taskingKeys.jobs });
    if (jobId === null || data.job_id !== jobId) return;
    void queryClient.invalidateQueries({ queryKey: taskingKeys.sheets(jobId) });
    if (mayReload()) void queryClient.invalidateQueries({ queryKey: ['tasking', 'sheet', jobId] });
  });
}
