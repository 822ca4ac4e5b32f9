import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import type { TaskableJob } from '@jobline/shared';
import { searchCall } from '../../api/lookups';
import { fetchSheets, fetchSheetTasks } from './api';

/** Every Create Task query starts with this key. */
export const taskingKeys = {
  all: ['tasking'] as const,
  jobs: ['tasking', 'jobs'] as const,
  sheets: (jobId: number) => ['tasking', 'sheets', jobId] as const,
  sheet: (jobId: number, sheetId: number) => ['tasking', 'sheet', jobId, sheetId] as const,
};

export const searchTaskableJobs = searchCall<TaskableJob>('jobs/user/tasking', 'jobs');

/** A job created or changed anywhere refreshes every answer about the jobs the user may task. */
export function useTaskableJobsRefresh() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: taskingKeys.jobs });
  });
}

/** The open job the address names, by id or by number (?job=), if the user may task it. */
export const useTaskableJob = (jobId: number | null, jobNo: string | undefined) =>
  useQuery({
    queryKey: [...taskingKeys.jobs, 'id', jobId ?? `no ${jobNo}`],
    queryFn: ({ signal }) => searchTaskableJobs(jobId !== null ? { ids: [jobId] } : { q: jobNo }, signal),
    enabled: jobId !== null || Boolean(jobNo),
    select: (page) =>
      page.items.find((j) => (jobId !== null ? j.id === jobId : j.job_no.toLowerCase() === jobNo)) ?? null,
    staleTime: 0,
  });

/** The newest jobs the user may task (the picker's first page): none means there is nothing to task. */
export const useFirstTaskableJobs = () =>
  useQuery({
    queryKey: [...taskingKeys.jobs, 'search', ''],
    queryFn: ({ signal }) => searchTaskableJobs({ q: '' }, signal),
    staleTime: 30_000,
  });

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
