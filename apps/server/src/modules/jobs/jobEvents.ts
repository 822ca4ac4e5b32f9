import { Perm, RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { audienceFacts } from '../../realtime/audienceFacts';
import type { EventBus } from '../../realtime/bus';
import { JOB_READERS } from './jobReaders';

/**
 * Who sees a job change somewhere: the people on the job and its managers (cards, boards, Create
 * Task, assigning), whoever reads every job (the jobs list and its bell, details, approvals, job
 * reports), the quick-job monitor and the job dashboard.
 */
const SEE_EVERY_JOB = [...JOB_READERS, Perm.QUICK_JOB_MONITOR, Perm.DASHBOARD];

/** A job was created, changed or deleted (on commit): its lists, forms and bells refresh. */
export async function publishJobsChanged(
  db: Executor,
  bus: EventBus,
  job: { id: number; jobNo: string },
  change: string,
) {
  const { job: people } = await audienceFacts(db, { jobId: job.id });
  await bus.publish(db, {
    type: RealtimeEventType.JOBS_CHANGED,
    job: people,
    permissions: SEE_EVERY_JOB,
    data: { id: job.id, job_no: job.jobNo, change },
  });
}

/**
 * A job's tasks were estimated, assigned or re-assigned (on commit): the job's people and managers
 * refresh their task screens, and so do those who watch the day of `employeeId` (whose plan gained
 * a task), when given.
 */
export async function publishTasksChanged(
  db: Executor,
  bus: EventBus,
  change: { jobId: number; employeeId?: number | null; data: Record<string, unknown> },
) {
  const facts = await audienceFacts(db, { jobId: change.jobId, employeeId: change.employeeId });
  await bus.publish(db, {
    type: RealtimeEventType.TASKS_CHANGED,
    ...facts,
    data: { job_id: change.jobId, ...change.data },
  });
}
