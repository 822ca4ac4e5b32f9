import type {
  JobDetail,
  JobDraftInput,
  JobLookupResponse,
  JobRequestFormInput,
  JobRequestView,
  PendingApprovalView,
  RemovableTask,
  TaskRemovalCheck,
} from '@jobline/shared';
import { api } from '../../api/client';

/** Query keys of the intake screens; lists refresh on realtime events by these prefixes. */
export const intakeKeys = {
  requests: (mode: number) => ['job-requests', mode] as const,
  allRequests: ['job-requests'] as const,
  approvals: (scope: ApprovalScope, recentDays: number) => ['approvals', scope, recentDays] as const,
  allApprovals: ['approvals'] as const,
  job: (id: number) => ['job', id] as const,
  jobTasks: (id: number) => ['job-tasks', id] as const,
};

export type ApprovalScope = 'all' | 'mine';
type Saved = { message: string; job: { id: number; job_no: string } };
type RequestSaved = {
  message: string;
  request: { id: number; request_id: string; status: number; version?: number };
};

// Job requests
export const fetchRequests = (mode: number) =>
  api<{ requests: JobRequestView[] }>(`job/request/${mode}`).then((r) => r.requests);
export const createRequest = (body: JobRequestFormInput) =>
  api<RequestSaved>('job/request', { method: 'POST', body });
export const updateRequest = (
  body: JobRequestFormInput & { id: number; version: number; overwrite?: boolean },
) => api<RequestSaved>('job/request/update', { method: 'POST', body });
export const deleteRequest = (id: number) =>
  api<RequestSaved>('job/request/delete', { method: 'POST', body: { id } });

// Jobs waiting for approval
export const fetchApprovals = (scope: ApprovalScope, recentDays = 0) =>
  api<{ pending: PendingApprovalView[]; today: string }>(
    `job/pending${scope === 'mine' ? '/coordinator' : ''}${recentDays ? `?recent_days=${recentDays}` : ''}`,
  );
export const sendForApproval = (body: JobDraftInput & { reassign_from?: number | null }) =>
  api<{ message: string; pending: { id: number; pending_approval_id: string } }>('job/pending', {
    method: 'POST',
    body,
  });
export interface Decision {
  id: number;
  remark?: string | null;
  jobRemarks?: string | null;
  approved_with?: number | null;
  due_date?: string | null;
}
type Decided = { message: string; status: number; job: { id: number; job_no: string } | null };
export const approvePending = (body: Decision) =>
  api<Decided>('job/pending/approve', { method: 'POST', body });
export const rejectPending = (body: Decision) => api<Decided>('job/pending/reject', { method: 'POST', body });

// Jobs
export const fetchJob = (id: number) => api<{ job: JobDetail }>(`job/${id}`).then((r) => r.job);
export const createJob = (body: JobDraftInput) => api<Saved>('jobs', { method: 'POST', body });
export const updateJob = (body: JobDraftInput & { id: number; version: number; overwrite?: boolean }) =>
  api<Saved>('jobs', { method: 'PUT', body });
export const reassignJob = (body: JobDraftInput & { reassign_from: number }) =>
  api<Saved>('jobs/re-assign', { method: 'POST', body });
export const findJobByNumber = (searchText: string) =>
  api<JobLookupResponse>('jobs/getIdByJobNo', { method: 'POST', body: { searchText } });
export const deleteJob = (jobId: number) =>
  api<Saved>('jobs/delete', { method: 'POST', body: { job_id: jobId } });

// Tasks of Edit Job Details
export const fetchJobTasks = (jobId: number) =>
  api<{ tasks: RemovableTask[] }>(`job/${jobId}/tasks`).then((r) => r.tasks);
export const checkTaskRemoval = (taskId: number) =>
  api<TaskRemovalCheck>('tasks/remove/check', { method: 'POST', body: { task_id: taskId } });
export const removeTask = (taskId: number) =>
  api<{ message: string }>('tasks/remove', { method: 'POST', body: { task_id: taskId } });
