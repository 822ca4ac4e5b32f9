import type {
  AssignedTasksQuery,
  AssignedTasksResponse,
  AssignJobsResponse,
  EmployeeJobsResponse,
  HeldTasksResponse,
  TaskAssignInput,
  TaskAssignResponse,
  UnassignedTasksResponse,
} from '@jobline/shared';
import { api } from '../../api/client';

/** GET all_jobs: the user's jobs with unassigned tasks, or every job they manage ('Show all jobs'). */
export const fetchAssignJobs = (all: boolean) => api<AssignJobsResponse>(`all_jobs?all=${all}`);

/** GET tasks/allTasks: a job's unassigned tasks that have an optimistic time. */
export const fetchUnassignedTasks = (jobId: number) =>
  api<UnassignedTasksResponse>(`tasks/allTasks?job_id=${jobId}`);

/** GET all_jobs/user/{id}: the jobs on which an employee holds open tasks. */
export const fetchEmployeeJobs = (userId: number) => api<EmployeeJobsResponse>(`all_jobs/user/${userId}`);

/** GET job/tasks/{jobId}/{userId}: the open tasks an employee holds on a job. */
export const fetchHeldTasks = (jobId: number, userId: number) =>
  api<HeldTasksResponse>(`job/tasks/${jobId}/${userId}`);

/** GET tasks/all-tasks/assigned: one page of open assignments on the jobs the user manages. */
export const fetchAssignedTasks = (query: AssignedTasksQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return api<AssignedTasksResponse>(`tasks/all-tasks/assigned?${params}`);
};

/** POST tasks/assign: type 1 assigns, type 2 re-assigns. */
export const postAssignment = (body: TaskAssignInput) =>
  api<TaskAssignResponse>('tasks/assign', { method: 'POST', body });
