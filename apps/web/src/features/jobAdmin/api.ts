import type {
  DeveloperTasks,
  DueDateChangeRequest,
  DueDateHistoryEntry,
  JobDetail,
  JobListRequest,
  JobListResponse,
  JobLookupResponse,
  JobTaskRow,
  PendingFinishedJob,
  SpentTime,
} from '@jobline/shared';
import { api } from '../../api/client';

/** POST jobs/all?page={n}: the page goes in the address and the body alike (O-30). */
export const fetchJobPage = (request: JobListRequest, signal?: AbortSignal) =>
  api<JobListResponse>(`jobs/all?page=${request.page ?? 1}`, { method: 'POST', body: request, signal });

/** GET job/get-details/{id}: one job for the list's view panel. */
export const fetchJobSummary = (id: number) => api<{ job: JobDetail }>(`job/get-details/${id}`);

export const lookupJobNo = (searchText: string) =>
  api<JobLookupResponse>('jobs/getIdByJobNo', { method: 'POST', body: { searchText } });

export interface JobDetailsAnswer {
  job: JobDetail & { spent_time: SpentTime | null };
  global_allocated_time: number;
  total_spent_time: SpentTime;
  task_count: number;
  tasks: JobTaskRow[];
  developers?: DeveloperTasks[];
  today: string;
}

export const fetchJobDetails = (body: { selected_job: number; filter: number; showDeveloperWise: boolean }) =>
  api<JobDetailsAnswer>('jobs/details', { method: 'POST', body });

export const changeDueDate = (body: DueDateChangeRequest) =>
  api<{ message: string; job: { id: number; job_no: string; due_date: string } }>('jobs/change/due_date', {
    method: 'POST',
    body,
  });

export const fetchDueDateHistory = (jobId: number) =>
  api<DueDateHistoryEntry[]>(`jobs/${jobId}/due-date-history`);

export const fetchPendingFinishedJobs = () => api<PendingFinishedJob[]>('jobs/pending/finishedJobsForHOD');

interface Decision {
  message: string;
  job_user_id: number;
  finished_status: number;
}
export const acceptFinishedJob = (jobUserId: number) =>
  api<Decision>('jobs/hod/finished', { method: 'POST', body: { job_user_id: jobUserId } });
export const rejectFinishedJob = (jobUserId: number, reason: string) =>
  api<Decision>('jobs/hod/reject', { method: 'POST', body: { job_user_id: jobUserId, reason } });
