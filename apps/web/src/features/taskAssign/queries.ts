import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType, type AssignedTasksQuery } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import {
  fetchAssignedTasks,
  fetchAssignJobs,
  fetchEmployeeJobs,
  fetchHeldTasks,
  fetchUnassignedTasks,
  postAssignment,
} from './api';

/** Every query of these screens starts with this key, so one assignment refreshes them together. */
export const taskAssignKeys = {
  all: ['task-assign'] as const,
  jobs: (all: boolean) => ['task-assign', 'jobs', all] as const,
  unassigned: (jobId: number) => ['task-assign', 'unassigned', jobId] as const,
  employeeJobs: (userId: number) => ['task-assign', 'employee-jobs', userId] as const,
  held: (jobId: number, userId: number) => ['task-assign', 'held', jobId, userId] as const,
  assigned: (query: AssignedTasksQuery) => ['task-assign', 'assigned', query] as const,
};

export const useAssignJobs = (all: boolean) =>
  useQuery({ queryKey: taskAssignKeys.jobs(all), queryFn: () => fetchAssignJobs(all), staleTime: 0 });

export const useUnassignedTasks = (jobId: number | null) =>
  useQuery({
    queryKey: taskAssignKeys.unassigned(jobId ?? 0),
    queryFn: () => fetchUnassignedTasks(jobId as number),
    enabled: jobId !== null,
    staleTime: 0,
  });

export const useEmployeeJobs = (userId: number | null) =>
  useQuery({
    queryKey: taskAssignKeys.employeeJobs(userId ?? 0),
    queryFn: () => fetchEmployeeJobs(userId as number),
    enabled: userId !== null,
    staleTime: 0,
  });

export const useHeldTasks = (jobId: number | null, userId: number | null) =>
  useQuery({
    queryKey: taskAssignKeys.held(jobId ?? 0, userId ?? 0),
    queryFn: () => fetchHeldTasks(jobId as number, userId as number),
    enabled: jobId !== null && userId !== null,
    staleTime: 0,
  });

export const useAssignedTasks = (query: AssignedTasksQuery, enabled: boolean) =>
  useQuery({
    queryKey: taskAssignKeys.assigned(query),
    queryFn: () => fetchAssignedTasks(query),
    enabled,
    // Keep the rows on screen while the next page loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Tasks assigned or re-assigned anywhere (by anyone) refresh these screens. */
export function useTasksChangedRefresh() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.TASKS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: taskAssignKeys.all });
  });
}

export function useAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskAssignKeys.all }),
  });
}
