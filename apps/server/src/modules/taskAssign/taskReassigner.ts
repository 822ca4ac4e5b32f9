import { eq, sql } from 'drizzle-orm';
import {
  ActivityType,
  assignmentTitles,
  Msg,
  NotificationType,
  RealtimeEventType,
  reassignComment,
  TaskSection,
  type TaskAssignRequest,
  type TaskAssignResponse,
} from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { activities, users } from '../../db/schema';
import { fieldError, refusal } from '../../errors';
import { audit } from '../admin/auditLog';
import type { JobContext } from '../jobs/jobCreator';
import { addNotifications, type NewNotification } from '../notifications/notificationCreator';
import { assignableJob } from './assignableJob';
import { activePeople, distinct, lockJobTasks, openWorkOf, type Person } from './assignChecks';
import type { Assigner } from './assignPolicy';
import { fullName } from './assignmentSql';
import { assignmentRows, writeAssignments } from './assignmentWriter';
import { ALREADY_CHANGED_STATUS } from './taskAssigner';
import { closeAssignments, droppedChecksByUser } from './workCloser';

const M = Msg.taskAssign;
/** Refusal status of a section that allows no such change (design.md §4). */
const INVALID_SECTION_STATUS = 4;

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
    const job = await assignableJob(tx, user, body.job_id, true);
    if (body.task_due_date < ctx.today) throw fieldError('task_due_date', M.dueDateInPast);
    const from = await sourceEmployee(tx, body.employee!);
    const { assignee, qc } = await activePeople(tx, body);
    const locked = await lockJobTasks(tx, job.id, distinct(body.tasks));
    const held = await openWorkOf(
      tx,
      locked.map((t) => t.id),
    );
    for (const task of locked) {
      const work = held.find((h) => h.taskId === task.id);
      if (!work || work.userId !== from.id) {
        throw refusal(ALREADY_CHANGED_STATUS, `Task ${task.taskNo} is no longer assigned to ${from.name}`);
      }
      if (work.section === TaskSection.FINISHED) {
        throw refusal(INVALID_SECTION_STATUS, `Task ${task.taskNo} is finished and cannot be re-assigned`);
      }
    }

    const now = new Date();
    const closed = await closeAssignments(
      tx,
      held.map((h) => h.taskUserId),
      now,
    );
    const written = await writeAssignments(tx, {
      jobId: job.id,
      taskIds: locked.map((t) => t.id),
      assigneeId: assignee.id,
      qcId: qc?.id ?? null,
      priority: body.task_priority,
      dueDate: body.task_due_date,
      assignedById: ctx.userId,
    });
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

    await audit(tx, ctx.actor, {
      action: 'task.reassign',
      entity: 'job',
      entityId: job.id,
      before: {
        employee_id: from.id,
        closed: closed.map((c) => ({ task_user_id: c.id, user_id: c.userId, section: c.section })),
      },
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
      data: { job_id: job.id, change: 'reassigned' },
    });
    return {
      message: M.assigned,
      assigned_emp: assignee,
      job: { id: job.id, job_no: job.jobNo },
      tasks: assignmentRows(written.assignments),
    };
  });
}

/** The employee whose tasks are taken, active or not (someone who left may still hold work). */
async function sourceEmployee(tx: Tx, id: number): Promise<Person> {
  const [row] = await tx
    .select({ id: users.id, name: sql<string>`${fullName('users')}` })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw fieldError('employee', M.employeeRequired);
  return row;
}
