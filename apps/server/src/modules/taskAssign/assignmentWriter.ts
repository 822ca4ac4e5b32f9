import { JobUserRole, TaskSection } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { taskUsers } from '../../db/schema';
import { holdOnJob } from '../jobs/jobHold';

export interface NewAssignments {
  jobId: number;
  taskIds: number[];
  assigneeId: number;
  qcId: number | null;
  priority: number;
  dueDate: string;
  assignedById: number;
}

export interface WrittenAssignment {
  taskId: number;
  taskUserId: number;
  qcTaskUserId: number | null;
}

/**
 * Assigns the tasks to the employee in Back Log (section 1) through their work hold on the job,
 * and, with a QC employee, one QC assignment per task through their QC hold that points at the
 * work it checks. Runs inside the caller's transaction, after the tasks are locked and checked free.
 */
export async function writeAssignments(tx: Tx, input: NewAssignments) {
  const common = {
    section: TaskSection.BACK_LOG,
    priority: input.priority,
    dueDate: input.dueDate,
    assignedById: input.assignedById,
  };
  const workHoldId = await holdOnJob(tx, input.jobId, input.assigneeId, JobUserRole.WORK);
  const work = await tx
    .insert(taskUsers)
    .values(
      input.taskIds.map((taskId) => ({ ...common, taskId, jobUserId: workHoldId, userId: input.assigneeId })),
    )
    .returning({ id: taskUsers.id, taskId: taskUsers.taskId });

  let qcHoldId: number | null = null;
  let checks: { id: number; checksId: number | null }[] = [];
  if (input.qcId !== null) {
    qcHoldId = await holdOnJob(tx, input.jobId, input.qcId, JobUserRole.QC);
    const qcUserId = input.qcId;
    checks = await tx
      .insert(taskUsers)
      .values(
        work.map((w) => ({
          ...common,
          taskId: w.taskId,
          jobUserId: qcHoldId!,
          userId: qcUserId,
          checksId: w.id,
        })),
      )
      .returning({ id: taskUsers.id, checksId: taskUsers.checksId });
  }
  const assignments: WrittenAssignment[] = work.map((w) => ({
    taskId: w.taskId,
    taskUserId: w.id,
    qcTaskUserId: checks.find((c) => c.checksId === w.id)?.id ?? null,
  }));
  return { workHoldId, qcHoldId, assignments };
}

export type WrittenAssignments = Awaited<ReturnType<typeof writeAssignments>>;

/** The wire form of written assignments, for the answer and the audit alike. */
export const assignmentRows = (assignments: WrittenAssignment[]) =>
  assignments.map((a) => ({
    task_id: a.taskId,
    task_user_id: a.taskUserId,
    qc_task_user_id: a.qcTaskUserId,
  }));
