import { and, eq, isNull } from 'drizzle-orm';
import {
  ActivityType,
  boardNoticeTitles,
  EmployeeStatus,
  JobUserRole,
  Msg,
  NotificationType,
  TaskSection,
} from '@jobline/shared';
import type { Db, Tx } from '../../db/client';
import { jobs, taskUsers, users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';
import { fieldError, forbidden, INVALID_SECTION_STATUS, notFound, refusal, stateChanged } from '../../errors';
import { taskPlanPolicy } from '../../policies/taskPlanning';
import { audit } from '../admin/auditLog';
import type { BoardContext } from './boardContext';
import { holdOnJob } from '../jobs/jobHold';
import { addNotifications } from '../notifications/notificationCreator';
import type { Assigner } from '../taskAssign/assignPolicy';
import { viewableAssignment } from './boardAccess';
import { publishBoardChanged } from './boardEvents';
import { openBoardTask } from './taskPanelQuery';
import { recordActivity } from './workTimeline';

const M = Msg.boards;
/** A check still waiting: for the work (Back Log) or ready but untouched (QC). Passing or sending back from QC starts it too. */
const WAITING_CHECK: readonly number[] = [TaskSection.BACK_LOG, TaskSection.QC];

async function activeChecker(tx: Tx, employeeId: number, holderId: number) {
  const [person] = await tx
    .select({ id: users.id, status: users.status, name: fullNameSql(users) })
    .from(users)
    .where(eq(users.id, employeeId));
  if (!person) throw fieldError('employee_id', M.qcEmployeeRequired);
  if (person.status !== EmployeeStatus.ACTIVE)
    throw fieldError('employee_id', Msg.taskAssign.inactiveEmployee);
  if (person.id === holderId) throw fieldError('employee_id', M.qcIsHolder);
  return { id: person.id, name: person.name };
}

/**
 * POST tasks/updateQcEmployee: a manager of the job in a planning role (taskPlanPolicy) hands
 * someone else's work task's check to another checker, which the feed shows (19). A
 * check not yet started is closed and opened anew for the new checker in the same section; a
 * started check stays (status 7); a task without a check gets one (in QC when the work already
 * waits there, else waiting in Back Log) and the job becomes a QC job.
 */
export async function changeQcEmployee(
  db: Db,
  ctx: BoardContext,
  viewer: Assigner,
  body: { task_id: number; job_id?: number | null; employee_id: number },
) {
  return db.transaction(async (tx) => {
    const work = await viewableAssignment(tx, viewer, body.task_id, true);
    if (work.checks_id !== null) throw notFound(M.taskNotFound);
    if (body.job_id && body.job_id !== work.job_id) throw notFound(M.taskNotFound);
    if (!taskPlanPolicy.mayReplan(viewer, work)) throw forbidden(M.qcNotAllowed);
    if (work.closed_at !== null) throw stateChanged(M.assignmentClosed);
    if (work.section === TaskSection.FINISHED) throw refusal(INVALID_SECTION_STATUS, M.taskLocked);
    const checker = await activeChecker(tx, body.employee_id, work.user_id);

    const [current] = await tx
      .select({
        id: taskUsers.id,
        userId: taskUsers.userId,
        section: taskUsers.section,
        startedAt: taskUsers.startedAt,
        jobUserId: taskUsers.jobUserId,
      })
      .from(taskUsers)
      .where(
        and(eq(taskUsers.taskId, work.task_id), eq(taskUsers.checksId, work.id), isNull(taskUsers.closedAt)),
      )
      .for('update');
    if (current && (current.startedAt || !WAITING_CHECK.includes(current.section))) {
      throw stateChanged(M.qcAlreadyChecking);
    }
    if (current?.userId === checker.id) {
      return { message: M.qcChanged, task: await openBoardTask(tx, work.id, ctx.now) };
    }
    if (current) {
      await tx
        .update(taskUsers)
        .set({ closedAt: ctx.now, updatedAt: ctx.now })
        .where(eq(taskUsers.id, current.id));
    } else {
      await tx.update(jobs).set({ qcEnabled: true, updatedAt: ctx.now }).where(eq(jobs.id, work.job_id));
    }
    const section =
      current?.section ?? (work.section === TaskSection.QC ? TaskSection.QC : TaskSection.BACK_LOG);
    const qcHoldId = await holdOnJob(tx, work.job_id, checker.id, JobUserRole.QC);
    const [created] = await tx
      .insert(taskUsers)
      .values({
        taskId: work.task_id,
        jobUserId: qcHoldId,
        userId: checker.id,
        section,
        priority: work.priority,
        dueDate: work.due_date,
        checksId: work.id,
        assignedById: ctx.userId,
      })
      .returning({ id: taskUsers.id });
    await recordActivity(
      tx,
      {
        userId: ctx.userId,
        type: ActivityType.QC_CHANGED,
        taskUserId: work.id,
        jobId: work.job_id,
        comment: boardNoticeTitles.qcCheckerChanged(current ? work.partner_name : null, checker.name),
      },
      ctx.now,
    );
    await addNotifications(tx, ctx.bus, [
      {
        userId: checker.id,
        type: NotificationType.QC,
        title: boardNoticeTitles.qcAssigned(work.task_no, work.job_no),
        jobId: work.job_id,
        jobUserId: qcHoldId,
        taskUserId: created!.id,
        assignedById: ctx.userId,
      },
    ]);
    await audit(tx, ctx.actor, {
      action: 'task.qc_employee',
      entity: 'task_user',
      entityId: work.id,
      before: current ? { qc_employee_id: current.userId, qc_task_user_id: current.id } : null,
      after: { qc_employee_id: checker.id, qc_task_user_id: created!.id, section },
    });
    await publishBoardChanged(tx, ctx.bus, {
      jobId: work.job_id,
      jobUserIds: [work.job_user_id, qcHoldId, ...(current ? [current.jobUserId] : [])],
      taskUserIds: [work.id, created!.id, ...(current ? [current.id] : [])],
      userId: work.user_id,
    });
    return { message: M.qcChanged, task: await openBoardTask(tx, work.id, ctx.now) };
  });
}
