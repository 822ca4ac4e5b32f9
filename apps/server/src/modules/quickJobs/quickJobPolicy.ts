import { Perm } from '@jobline/shared';
import { access } from '../../policies/access';

/**
 * Who may use the quick-job calls. The add-job modal is for whoever may create jobs (New Job, 7)
 * and for quick job managers, who hold the Quick Job Monitor (3) but not New Job; the monitor needs
 * 3; the new-job bell belongs to the Jobs group (5).
 */
export const ADD_JOB_ACCESS = access.any(Perm.NEW_JOB, Perm.QUICK_JOB_MONITOR);
export const MONITOR_ACCESS = access.any(Perm.QUICK_JOB_MONITOR);
export const JOB_BELL_ACCESS = access.any(Perm.JOBS);

/** Four eyes: a quick job is approved or rejected by someone who neither raised nor works it. */
export const mayDecideQuickJob = (
  userId: number,
  job: { employeeId: number | null; createdById: number | null },
) => job.employeeId !== userId && job.createdById !== userId;
