import { and, eq, isNull } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs, tasks, taskUsers } from '../../db/schema';
import { notFound, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { findTaskVerdict } from './taskRemovalRule';
import { publishJobsChanged } from '../jobs/jobEvents';

/**
 * POST tasks/remove: deletes a task and its assignments after checking the rule again with the job
 * locked, so two removals at once cannot take a job's last two tasks, nor a task someone just picked.
 */
export async function removeTask(db: Db, ctx: JobContext, taskId: number) {
  return db.transaction(async (tx) => {
    const [task] = await tx.select({ jobId: tasks.jobId }).from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw notFound(Msg.intake.taskNotFound);
    const [job] = await tx
      .select({ id: jobs.id, jobNo: jobs.jobNo })
      .from(jobs)
      .where(and(eq(jobs.id, task.jobId), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw notFound(Msg.intake.taskNotFound);
    // A board move of one of its assignments waits for us, or we for it.
    await tx.select({ id: taskUsers.id }).from(taskUsers).where(eq(taskUsers.taskId, taskId)).for('update');
    const verdict = await findTaskVerdict(tx, taskId);
    if (!verdict) throw notFound(Msg.intake.taskNotFound);
    if (verdict.reason) throw stateChanged(verdict.reason);

    const assignments = await tx.select().from(taskUsers).where(eq(taskUsers.taskId, taskId));
    const [removed] = await tx.delete(tasks).where(eq(tasks.id, taskId)).returning();
    await audit(tx, ctx.actor, {
      action: 'task.remove',
      entity: 'task',
      entityId: taskId,
      before: { ...removed, job_no: job.jobNo, assignments },
    });
    await publishJobsChanged(tx, ctx.bus, { id: job.id, jobNo: job.jobNo }, 'task-removed');
    return { id: taskId, job_id: job.id };
  });
}
