import type {
  ActivityPlanItem,
  ActivityPlanRequest,
  CalendarFeedCreated,
  CalendarFeedStatus,
  PlanJob,
  PlanTasksResponse,
  TaskPlanRequest,
} from '@jobline/shared';
import { api } from '../../api/client';

/** An inclusive range of days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export const fetchPlan = (userId: number, { from, to }: DayRange, signal?: AbortSignal) =>
  api<PlanTasksResponse>(`user/${userId}/tasks?from=${from}&to=${to}`, { signal });

export const fetchPlanJobs = (userId: number, signal?: AbortSignal) =>
  api<{ jobs: PlanJob[] }>(`user/${userId}/jobs`, { signal });

export interface TaskPlanResult {
  message: string;
  data: { task: { id: number; plan_date: string; end_date: { date: string }; all_day: boolean } };
}

export const putTaskPlan = (body: TaskPlanRequest) =>
  api<TaskPlanResult>('user/task_plan', { method: 'PUT', body });

export const postActivity = (body: ActivityPlanRequest) =>
  api<{ message: string; activity: ActivityPlanItem }>('activity-plan', { method: 'POST', body });

export const deleteActivity = (id: number) =>
  api<{ message: string }>(`activity-plan/${id}`, { method: 'DELETE' });

export const fetchFeedStatus = (signal?: AbortSignal) => api<CalendarFeedStatus>('calendar/feed', { signal });
export const createFeed = () => api<CalendarFeedCreated>('calendar/feed', { method: 'POST' });
export const revokeFeed = () => api<{ message: string }>('calendar/feed', { method: 'DELETE' });
