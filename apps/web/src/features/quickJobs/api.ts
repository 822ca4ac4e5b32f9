import {
  ADD_JOB_CALLS,
  type AddJobRequestInput,
  type AddJobResult,
  type JobKind,
  type JobNotificationsResponse,
  type PickableJob,
  type QuickJobDecision,
  type QuickJobPendingPage,
} from '@jobline/shared';
import { api } from '../../api/client';

/** Query keys of the quick-job screens; realtime events refresh them by these prefixes. */
export const quickJobKeys = {
  allPendings: ['quick-jobs', 'pending'] as const,
  pendings: (page: number, records: number, keyword: string) =>
    ['quick-jobs', 'pending', page, records, keyword] as const,
  pickable: (scope: string, search: string, presales: boolean, category: number | null) =>
    ['pickable-jobs', scope, search, presales, category] as const,
  bell: ['job-bell'] as const,
  // Shared with the intake screens: the same calls, the same cache.
  branches: (customerId: number) => ['customer-branches', customerId] as const,
};

export const addJob = (kind: JobKind, body: AddJobRequestInput) =>
  api<AddJobResult>(ADD_JOB_CALLS[kind], { method: 'POST', body });

/** Where a job picker looks: a division's jobs, every online job, or the caller's online jobs. */
export type PickerScope = { divisionId: number } | 'online' | 'online-mine';

const PICKER_PATHS = { online: 'jobs/online/0', 'online-mine': 'jobs/online/user/0' } as const;

/** GET jobs/division/{id} (tasking), GET jobs/online/0 or jobs/online/user/0 (online / urgent). */
export const fetchPickableJobs = (
  scope: PickerScope,
  search: string,
  presales: boolean,
  category: number | null,
) => {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (presales) query.set('presales', '1');
  if (category) query.set('category', String(category));
  const path = typeof scope === 'string' ? PICKER_PATHS[scope] : `jobs/division/${scope.divisionId}`;
  const qs = query.toString();
  return api<{ jobs: PickableJob[] }>(qs ? `${path}?${qs}` : path).then((r) => r.jobs);
};

export const fetchPendingQuickJobs = (page: number, records: number, keyword: string) => {
  const query = new URLSearchParams({ page: String(page), records: String(records) });
  if (keyword) query.set('keyword', keyword);
  return api<QuickJobPendingPage>(`jobs/approval/quick_job?${query}`);
};

export const decideQuickJob = (body: QuickJobDecision) =>
  api<{ message: string; job: { id: number; job_no: string; auth_status: number } }>(
    'jobs/approval/quick_job',
    {
      method: 'POST',
      body,
    },
  );

export const fetchJobBell = () => api<JobNotificationsResponse>('jobNotifications');

/** Seen up to the newest entry the bell showed, so a job arriving meanwhile stays new. */
export const markJobBellSeen = (until?: string) =>
  api<{ seen_at: string }>('jobNotifications/seen', { method: 'POST', body: until ? { until } : {} });
