import { and, eq, isNull, or } from 'drizzle-orm';
import { ActivityType, boardNoticeTitles, CONFIRMATION_NEEDED_STATUS, Msg } from '@jobline/shared';
import type { Db } from '../../db/client';
import { jobs, taskUsers } from '../../db/schema';
import { fieldError, forbidden, refusal, stateChanged } from '../../errors';
import { taskPlanPolicy } from '../../policies/taskPlanning';
import { audit } from '../admin/auditLog';
import type { BoardContext } from './boardContext';
import type { Assigner } from '../taskAssign/assignPolicy';
import { viewableAssignment } from './boardAccess';
import { publishBoardChanged } from './boardEvents';
import { openBoardTask } from './taskPanelQuery';
import { recordActivity } from './workTimeline';

const M = Msg.boards;

/**
 * POST tasks/due_date/change: a manager of the job in a planning role moves someone else's task's
 * due date (not into the past; past the job's own due date only when confirmed). The work
 * assignment and its open QC checks share the date; the feed says what changed and who did (12).
 */
export async function changeTaskDueDate(
  db: Db,
  ctx: BoardContext,
  viewer: Assigner,
  body: { task_user_id: number; new_due_date: string; confirm_after_job_due?: boolean },
) {
  return db.transaction(async (tx) => {
    const view = await viewableAssignment(tx, viewer, body.task_user_id);
    if (!taskPlanPolicy.mayReplan(viewer, view)) throw forbidden(M.dueDateNotAllowed);
    if (view.closed_at !== null) throw stateChanged(M.assignmentClosed);
    if (body.new_due_date < ctx.today) throw fieldError('new_due_date', M.dueDateInPast);
    const [job] = await tx.select({ dueDate: jobs.dueDate }).from(jobs).where(eq(jobs.id, view.job_id));
    const afterJob = job?.dueDate != null && body.new_due_date > job.dueDate;
    if (afterJob && body.confirm_after_job_due !== true) {
      throw refusal(CONFIRMATION_NEEDED_STATUS, M.dueDateAfterJobDue(job.dueDate!));
    }
    const workId = view.checks_id ?? view.id;
    // Work first, then its checks: the order the moves lock a QC pair in, so neither waits on the other forever.
    const [work] = await tx
      .select({ dueDate: taskUsers.dueDate, userId: taskUsers.userId })
      .from(taskUsers)
      .where(eq(taskUsers.id, workId))
      .for('update');
    await tx
      .select({ id: taskUsers.id })
      .from(taskUsers)
      .where(
        and(eq(taskUsers.taskId, view.task_id), eq(taskUsers.checksId, workId), isNull(taskUsers.closedAt)),
      )
      .orderBy(taskUsers.id)
      .for('update');
    const changed = await tx
      .update(taskUsers)
      .set({ dueDate: body.new_due_date, updatedAt: ctx.now })
      .where(
        and(
          eq(taskUsers.taskId, view.task_id),
          isNull(taskUsers.closedAt),
          or(eq(taskUsers.id, workId), eq(taskUsers.checksId, workId)),
        ),
      )
      .returning({ id: taskUsers.id, jobUserId: taskUsers.jobUserId });
    const comment = boardNoticeTitles.dueDateMoved(
      work!.dueDate,
      body.new_due_date,
      afterJob ? (job!.dueDate ?? undefined) : undefined,
    );
    await recordActivity(
      tx,
      {
        userId: ctx.userId,
        type: ActivityType.TIME_CHANGED,
        taskUserId: workId,
        jobId: view.job_id,
        comment,
      },
      ctx.now,
    );
    await audit(tx, ctx.actor, {
      action: 'task.due_date',
      entity: 'task_user',
      entityId: workId,
      before: { due_date: work!.dueDate },
      after: {
        due_date: body.new_due_date,
        task_user_ids: changed.map((c) => c.id),
        after_job_due: afterJob,
      },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: view.job_id,
      jobUserIds: changed.map((c) => c.jobUserId),
      taskUserIds: changed.map((c) => c.id),
      userId: work!.userId,
    });
    return { message: M.dueDateChanged, task: await openBoardTask(tx, view.id, ctx.now) };
  });
}
