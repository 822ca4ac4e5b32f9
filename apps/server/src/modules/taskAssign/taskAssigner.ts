import {
  assignmentTitles,
  Msg,
  NotificationType,
  RealtimeEventType,
  type TaskAssignRequest,
  type TaskAssignResponse,
} from '@jobline/shared';
import type { Db } from '../../db/client';
import { fieldError, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { addNotifications } from '../notifications/notificationCreator';
import { assignableJob } from './assignableJob';
import { activePeople, distinct, lockJobTasks, openWorkOf } from './assignChecks';
import type { Assigner } from './assignPolicy';
import { assignmentRows, writeAssignments } from './assignmentWriter';

const M = Msg.taskAssign;
/** Refusal status when the record moved on since the screen loaded it (as a decided approval). */
export const ALREADY_CHANGED_STATUS = 7;

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
    const job = await assignableJob(tx, user, body.job_id, true);
    if (body.task_due_date < ctx.today) throw fieldError('task_due_date', M.dueDateInPast);
    const { assignee, qc } = await activePeople(tx, body);
    const locked = await lockJobTasks(tx, job.id, distinct(body.tasks));
    if (locked.some((t) => t.optimistic <= 0)) throw fieldError('tasks', M.noEstimate);
    const taken = await openWorkOf(
      tx,
      locked.map((t) => t.id),
    );
    if (taken.length) {
      const first = taken[0]!;
      const taskNo = locked.find((t) => t.id === first.taskId)!.taskNo;
      throw refusal(ALREADY_CHANGED_STATUS, `Task ${taskNo} is already assigned to ${first.userName}`);
    }

    const written = await writeAssignments(tx, {
      jobId: job.id,
      taskIds: locked.map((t) => t.id),
      assigneeId: assignee.id,
      qcId: qc?.id ?? null,
      priority: body.task_priority,
      dueDate: body.task_due_date,
      assignedById: ctx.userId,
    });
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
    await audit(tx, ctx.actor, {
      action: 'task.assign',
      entity: 'job',
      entityId: job.id,
      before: null,
      after: {
        job_no: job.jobNo,
        employee_id: assignee.id,
        qc_employee_id: qc?.id ?? null,
        priority: body.task_priority,
        due_date: body.task_due_date,
        tasks: assignmentRows(written.assignments),
      },
    });
    await ctx.bus.publish(tx, {
      type: RealtimeEventType.TASKS_CHANGED,
      all: true,
      data: { job_id: job.id, change: 'assigned' },
    });
    return {
      message: M.assigned,
      assigned_emp: assignee,
      job: { id: job.id, job_no: job.jobNo },
      tasks: assignmentRows(written.assignments),
    };
  });
}
