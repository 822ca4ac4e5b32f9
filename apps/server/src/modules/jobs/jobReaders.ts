import { Perm } from '@jobline/shared';

/**
 * Who may read any job: the jobs list and its bell, the New Job form, approvals, the details pages
 * and the job reports. The job routes check it, and job events go to its holders.
 */
export const JOB_READERS: readonly number[] = [
  Perm.JOBS,
  Perm.NEW_JOB,
  Perm.PENDING_APPROVALS,
  Perm.JOB_DETAILS,
  Perm.PENDING_JOBS,
  Perm.CREATED_JOBS,
  Perm.DAILY_JOB_ALLOCATIONS,
];
