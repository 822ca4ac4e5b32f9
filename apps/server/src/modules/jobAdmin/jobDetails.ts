import { Msg, spentFromMinutes } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { findJobDetail } from '../jobs/jobDetail';
import { assignmentTimes } from './assignmentTime';
import { loadJobTaskRecords } from './jobTaskRecords';
import { buildTaskView } from './taskView';

export interface JobDetailsInput {
  jobId: number;
  filter: number;
  developerWise: boolean;
}

/**
 * POST jobs/details: the job (as GET job/{id} gives it) with its spent and allocated time, and its
 * tasks filtered and, if asked, grouped by developer. Totals cover every task whatever the filter.
 */
export async function findJobDetails(db: Executor, input: JobDetailsInput, today: string, now = new Date()) {
  const job = await findJobDetail(db, input.jobId, today);
  if (!job) throw notFound(Msg.jobAdmin.jobNotFound);
  const [records, times] = await Promise.all([
    loadJobTaskRecords(db, job.id),
    assignmentTimes(db, job.id, now),
  ]);
  const view = buildTaskView({ ...records, times, filter: input.filter, developerWise: input.developerWise });
  const total = spentFromMinutes(view.totalMinutes);
  return {
    job: { ...job, spent_time: view.hasTime ? total : null },
    global_allocated_time: view.allocatedMinutes,
    total_spent_time: total,
    task_count: records.tasks.length,
    tasks: view.tasks,
    ...(view.developers ? { developers: view.developers } : {}),
    today,
  };
}
