import { eq } from 'drizzle-orm';
import {
  ActivityType,
  assignmentRefusals,
  assignmentTitles,
  Msg,
  NotificationType,
  reassignComment,
  TaskSection,
  type TaskAssignRequest,
  type TaskAssignResponse,
} from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { activities, users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';
import { fieldError, INVALID_SECTION_STATUS, refusal, stateChanged } from '../../errors';
import type { JobContext } from '../jobs/jobCreator';
import { addNotifications, type NewNotification } from '../notifications/notificationCreator';
import type { Person } from './assignChecks';
import type { Assigner } from './assignPolicy';
import { closeAssignment, openAssignment } from './assignmentSteps';
import { closeAssignments, droppedChecksByUser } from './workCloser';

const M = Msg.taskAssign;

/**
 * POST tasks/assign, type 2 (001 §2.3): hands tasks an employee holds on one job to someone else,
 * in one transaction. The old assignments (and the QC checks on them) are closed, not deleted, so
 * the time already spent stays with whoever spent it; the new ones start in Back Log. A reassign
 * activity (13) names both people, both are notified, and the change is audited.
 */
export async function reassignTasks(
  db: Db,
  ctx: JobContext,
  user: Assigner,
  body: TaskAssignRequest,
): Promise<TaskAssignResponse> {
  return db.transaction(async (tx) => {
    const opened = await openAssignment(tx, ctx, user, body);
    const { job, assignee, qc, locked, held } = opened;
    const from = await sourceEmployee(tx, body.employee!);
    for (const task of locked) {
      const work = held.find((h) => h.taskId === task.id);
      if (!work || work.userId !== from.id) {
        throw stateChanged(assignmentRefusals.noLongerHeld(task.taskNo, from.name));
      }
      if (work.section === TaskSection.FINISHED) {
        throw refusal(INVALID_SECTION_STATUS, assignmentRefusals.finished(task.taskNo));
      }
    }

    const now = new Date();
    const closed = await closeAssignments(
      tx,
      held.map((h) => h.taskUserId),
      now,
    );
    const written = await opened.write();
    await tx.insert(activities).values(
      written.assignments.map((a) => ({
        taskUserId: a.taskUserId,
        jobId: job.id,
        userId: ctx.userId,
        type: ActivityType.REASSIGN,
        comment: reassignComment(from.name, assignee.name),
        createdAt: now,
      })),
    );

    const count = locked.length;
    const notes: NewNotification[] = [
      {
        userId: assignee.id,
        type: NotificationType.JOB,
        title: assignmentTitles.reassignedToYou(job.jobNo, count, from.name),
        jobId: job.id,
        jobUserId: written.workHoldId,
        taskUserId: written.assignments[0]!.taskUserId,
        assignedById: ctx.userId,
      },
      {
        userId: from.id,
        type: NotificationType.JOB,
        title: assignmentTitles.reassignedAway(job.jobNo, count, assignee.name),
        jobId: job.id,
        jobUserId: held[0]!.jobUserId,
        taskUserId: held[0]!.taskUserId,
        assignedById: ctx.userId,
      },
    ];
    if (qc) {
      notes.push({
        userId: qc.id,
        type: NotificationType.QC,
        title: assignmentTitles.qc(job.jobNo, count),
        jobId: job.id,
        jobUserId: written.qcHoldId,
        taskUserId: written.assignments[0]!.qcTaskUserId,
        assignedById: ctx.userId,
      });
    }
    for (const [userId, dropped] of droppedChecksByUser(closed)) {
      if (userId === qc?.id) continue; // they check the new assignments instead
      notes.push({
        userId,
        type: NotificationType.QC,
        title: assignmentTitles.qcDropped(job.jobNo, dropped.length),
        jobId: job.id,
        taskUserId: dropped[0]!.id,
        assignedById: ctx.userId,
      });
    }
    await addNotifications(tx, ctx.bus, notes);

    return closeAssignment(tx, ctx, body, opened, written, {
      action: 'task.reassign',
      event: 'reassigned',
      before: {
        employee_id: from.id,
        closed: closed.map((c) => ({ task_user_id: c.id, user_id: c.userId, section: c.section })),
      },
    });
  });
}

/** The employee whose tasks are taken, active or not (someone who left may still hold work). */
async function sourceEmployee(tx: Tx, id: number): Promise<Person> {
  const [row] = await tx
    .select({ id: users.id, name: fullNameSql(users) })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw fieldError('employee', M.employeeRequired);
  return row;
}
