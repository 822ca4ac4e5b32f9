import { sql } from 'drizzle-orm';
import { JobStatus, Msg, type BoardTask } from '@jobline/shared';
import type { Db } from '../../db/client';
import { fieldError, forbidden, notFound, refusal, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import { assignPolicy, type Assigner } from '../taskAssign/assignPolicy';
import { lockAssignmentJob } from './assignmentJob';
import type { BoardContext } from './boardContext';
import { publishBoardChanged } from './boardEvents';
import { loadBoardTask } from './boardTaskQuery';

const M = Msg.boards;

/**
 * POST tasks/plan_date: the holder, or someone who manages the job (as for assignment), sets the
 * day an assignment is planned for; not a day before today. A task can be started only once it
 * has one.
 */
export async function setPlanDate(
  db: Db,
  ctx: BoardContext,
  user: Assigner,
  body: { task_user_id: number; plan_date: string },
): Promise<{ message: string; task: BoardTask }> {
  return db.transaction(async (tx) => {
    const row = await lockAssignmentJob(tx, body.task_user_id);
    if (!row) throw notFound(M.taskNotFound);
    if (row.userId !== user.id && !assignPolicy.mayAssignOn(user, row.job)) throw forbidden(M.accessDenied);
    if (row.closed) throw stateChanged(M.assignmentClosed);
    if (row.job.status === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, M.jobCanceled);
    if (body.plan_date < ctx.today) throw fieldError('plan_date', M.planDateInPast);

    await tx.execute(
      sql`update task_users set plan_date = ${body.plan_date}::date, updated_at = ${ctx.now.toISOString()}::timestamptz
          where id = ${row.id}`,
    );
    await audit(tx, ctx.actor, {
      action: 'task.plan_date',
      entity: 'task_user',
      entityId: row.id,
      before: { plan_date: row.planDate },
      after: { plan_date: body.plan_date },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: row.job.id,
      jobUserIds: [row.jobUserId],
      taskUserIds: [row.id],
      userId: row.userId,
    });
    const task = await loadBoardTask(tx, row.id, ctx.now);
    return { message: M.planDateAdded, task: task! };
  });
}
