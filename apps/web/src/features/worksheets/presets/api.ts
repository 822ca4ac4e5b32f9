import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditingJobsResponse, EditingTasksResponse } from '@jobline/shared';
import { api } from '../../../api/client';
import { worksheetKeys } from '../api';
import type { OpenedPreset, PresetLine, WaitingPreset } from './types';

export const presetKeys = {
  all: ['presets'] as const,
  waiting: ['presets', 'waiting'] as const,
  jobs: (userId: number, date: string) => ['presets', 'jobs', userId, date] as const,
  tasks: (jobId: number, userId: number) => ['presets', 'tasks', jobId, userId] as const,
};

/** A day's draft correction, opened (or created from the work log) for the edit modal. */
export const openPreset = (day: string) =>
  api<OpenedPreset>('reports/activity/edit', { body: { range: { start: day, end: day } } });

export interface TaskLineInput {
  task_user_id: number;
  start_time: string;
  end_time: string;
}
export interface CommentLineInput {
  comment_type: number;
  task_description: string;
  start_time: string;
  end_time: string;
}
export type LineUpdate = Partial<TaskLineInput & CommentLineInput> & { start_time: string; end_time: string };

/** Each line call answers with the stored line; the modal keeps the list itself. */
export const presetLineCalls = {
  addTask: (presetId: number, line: TaskLineInput) =>
    api<{ line: PresetLine }>('activity/custom/add', { body: { preset_id: presetId, ...line } }),
  addComment: (presetId: number, line: CommentLineInput) =>
    api<{ line: PresetLine }>('comment/custom/add', { body: { preset_id: presetId, ...line } }),
  update: (presetId: number, lineId: number, change: LineUpdate) =>
    api<{ line: PresetLine }>('activity/custom/update', {
      body: { preset_id: presetId, line_id: lineId, ...change },
    }),
  remove: (presetId: number, line: PresetLine) =>
    api<{ ok: true }>(line.kind === 1 ? 'activity/custom/delete' : 'comment/edit/delete', {
      body: { preset_id: presetId, line_id: line.id },
    }),
  validate: (presetId: number) =>
    api<{ valid: true; message: string }>('activity/custom/save', { body: { preset_id: presetId } }),
  send: (presetId: number) =>
    api<unknown>('reports/emp_daily_activity/request', { body: { preset_id: presetId } }),
};

/** Reloads every worksheet and the waiting list after a correction changed. */
export function useAfterPresetChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: worksheetKeys.all }),
      queryClient.invalidateQueries({ queryKey: presetKeys.all }),
    ]);
}

/** Deletes the owner's draft or waiting correction of a day (Cancel and Delete preset). */
export function useDeletePreset() {
  const after = useAfterPresetChange();
  return useMutation({
    mutationFn: (day: string) =>
      api<unknown>('reports/activity/preset/delete', { body: { range: { start: day, end: day } } }),
    onSuccess: after,
  });
}

/** The jobs a person holds an assignment on, for a task line's job picker. */
export const useEditJobs = (userId: number, date: string, enabled: boolean) =>
  useQuery({
    queryKey: presetKeys.jobs(userId, date),
    queryFn: () =>
      api<EditingJobsResponse>('all_jobs/user/activity/editing', { body: { user_id: userId, date } }),
    select: (d) => d.jobs,
    enabled,
    staleTime: 60_000,
  });

/** The person's assignments on one job, for a task line's task picker. */
export const useEditTasks = (jobId: number | null, userId: number) =>
  useQuery({
    queryKey: presetKeys.tasks(jobId ?? 0, userId),
    queryFn: () => api<EditingTasksResponse>(`job/tasks/worksheet/edit/${jobId}/${userId}`),
    select: (d) => d.tasks,
    enabled: jobId !== null,
    staleTime: 60_000,
  });

/** Corrections waiting for the caller's review (permission 40). */
export const useWaitingPresets = (enabled: boolean) =>
  useQuery({
    queryKey: presetKeys.waiting,
    queryFn: () =>
      api<WaitingPreset[] | { presets: WaitingPreset[] }>('reports/activity/presets', { body: {} }),
    // The contract gives a bare list; a wrapped one is read the same way.
    select: (d) => (Array.isArray(d) ? d : d.presets),
    enabled,
  });

/** Approve or reject a waiting correction; the worksheet and the list reload after. */
export function useDecidePreset() {
  const after = useAfterPresetChange();
  return useMutation({
    mutationFn: ({
      id,
      remark,
      version,
      overwrite,
    }: {
      id: number;
      remark?: string;
      /** The version of the correction on screen; a decision on a changed one is refused. */
      version: number;
      overwrite?: boolean;
    }) =>
      remark === undefined
        ? api<unknown>('reports/activity/preset/approve', { body: { preset: id, version, overwrite } })
        : api<unknown>('reports/activity/preset/reject', {
            body: { preset: id, remark, version, overwrite },
          }),
    onSuccess: after,
  });
}

/** Lock (40) or unlock (1) a person's month against corrections. */
export function useMonthLock() {
  const after = useAfterPresetChange();
  return useMutation({
    mutationFn: ({ userId, month, lock }: { userId: number; month: string; lock: boolean }) =>
      api<unknown>(lock ? 'reports/activity/period/lock' : 'reports/activity/period/unlock', {
        body: { user_id: userId, month },
      }),
    onSuccess: after,
  });
}
