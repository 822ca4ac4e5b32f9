import { eq } from 'drizzle-orm';
import { ActivityType, Msg } from '@jobline/shared';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { forbidden, stateChanged } from '../../errors';
import { audit } from '../admin/auditLog';
import type { BoardContext } from './boardContext';
import type { Assigner } from '../taskAssign/assignPolicy';
import { viewableAssignment } from './boardAccess';
import { mayChangeEstimate, openBoardTask } from './taskPanelQuery';
import { publishBoardChanged } from './boardEvents';
import { recordActivity } from './workTimeline';
import { publishTasksChanged } from '../jobs/jobEvents';

const M = Msg.boards;

/** Hours as people write them: 2, 2.5, 0.25. */
const hours = (value: number) => `${Number(value.toFixed(2))} h`;

/**
 * The three points after a new most-likely estimate: optimistic lowered and pessimistic raised
 * only as far as needed, so O ≤ M ≤ P still holds.
 */
export function keepOrdered(current: { optimistic: number; pessimistic: number }, mostLikely: number) {
  return {
    optimistic: Math.min(current.optimistic, mostLikely),
    mostLikely,
    pessimistic: Math.max(current.pessimistic, mostLikely),
  };
}

/**
 * POST tasks/estimate_time/change (R-103, O-10): a manager of the job in the estimate roles sets
 * the task's most-likely hours, with a reason written to the feed as 'time changed' (12).
 */
export async function changeEstimate(
  db: Db,
  ctx: BoardContext,
  viewer: Assigner,
  body: { task_id: number; estimate_time: number; reason: string },
) {
  return db.transaction(async (tx) => {
    const view = await viewableAssignment(tx, viewer, body.task_id, true);
    if (!mayChangeEstimate(viewer, view)) throw forbidden(M.estimateNotAllowed);
    if (view.closed_at !== null) throw stateChanged(M.assignmentClosed);
    const [task] = await tx
      .select({ optimistic: tasks.optimistic, mostLikely: tasks.mostLikely, pessimistic: tasks.pessimistic })
      .from(tasks)
      .where(eq(tasks.id, view.task_id))
      .for('update');
    const before = {
      optimistic: Number(task!.optimistic),
      mostLikely: Number(task!.mostLikely),
      pessimistic: Number(task!.pessimistic),
    };
    const after = keepOrdered(before, body.estimate_time);
    await tx
      .update(tasks)
      .set({
        optimistic: String(after.optimistic),
        mostLikely: String(after.mostLikely),
        pessimistic: String(after.pessimistic),
        updatedAt: ctx.now,
      })
      .where(eq(tasks.id, view.task_id));
    const comment = `Estimate changed from ${hours(before.mostLikely)} to ${hours(after.mostLikely)}: ${body.reason}`;
    await recordActivity(
      tx,
      {
        userId: ctx.userId,
        type: ActivityType.TIME_CHANGED,
        taskUserId: view.id,
        jobId: view.job_id,
        comment,
        isQc: view.checks_id !== null,
      },
      ctx.now,
    );
    await audit(tx, ctx.actor, {
      action: 'task.estimate',
      entity: 'task',
      entityId: view.task_id,
      before,
      after: { ...after, reason: body.reason, task_user_id: view.id },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: view.job_id,
      jobUserIds: [view.job_user_id],
      taskUserIds: [view.id],
      userId: view.user_id,
    });
    await publishTasksChanged(tx, ctx.bus, { jobId: view.job_id, data: { change: 'estimated' } });
    return { message: M.estimateChanged, task: await openBoardTask(tx, view.id, ctx.now) };
  });
}
