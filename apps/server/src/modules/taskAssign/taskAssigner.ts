import {
  assignmentRefusals,
  assignmentTitles,
  Msg,
  NotificationType,
  type TaskAssignRequest,
  type TaskAssignResponse,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { fieldError, stateChanged } from '../../errors';
import type { JobContext } from '../jobs/jobCreator';
import { addNotifications } from '../notifications/notificationCreator';
import type { Assigner } from './assignPolicy';
import { closeAssignment, openAssignment } from './assignmentSteps';

const M = Msg.taskAssign;

/**
 * POST tasks/assign, type 1: assigns unassigned tasks of one job to an employee in
 * Back Log, with an optional QC checker, in one transaction: holds on the job, one work (and QC)
 * assignment per task, an audit row, a notification to each person, and an event for task screens.
 */
export async function assignTasks(
  db: Db,
  ctx: JobContext,
  user: Assigner,
  body: TaskAssignRequest,
): Promise<TaskAssignResponse> {
  return db.transaction(async (tx) => {
    const opened = await openAssignment(tx, ctx, user, body);
    const { job, assignee, qc, locked, held } = opened;
    if (locked.some((t) => t.optimistic <= 0)) throw fieldError('tasks', M.noEstimate);
    const taken = held[0];
    if (taken) {
      const taskNo = locked.find((t) => t.id === taken.taskId)!.taskNo;
      throw stateChanged(assignmentRefusals.alreadyAssigned(taskNo, taken.userName));
    }

    const written = await opened.write();
    const first = written.assignments[0]!;
    const count = written.assignments.length;
    await addNotifications(tx, ctx.bus, [
      {
        userId: assignee.id,
        type: NotificationType.JOB,
        title: assignmentTitles.assigned(job.jobNo, count),
        jobId: job.id,
        jobUserId: written.workHoldId,
        taskUserId: first.taskUserId,
        assignedById: ctx.userId,
      },
      ...(qc
        ? [
            {
              userId: qc.id,
              type: NotificationType.QC,
              title: assignmentTitles.qc(job.jobNo, count),
              jobId: job.id,
              jobUserId: written.qcHoldId,
              taskUserId: first.qcTaskUserId,
              assignedById: ctx.userId,
            },
          ]
        : []),
    ]);
    return closeAssignment(tx, ctx, body, opened, written, {
      action: 'task.assign',
      event: 'assigned',
      before: null,
    });
  });
}
