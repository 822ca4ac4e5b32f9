import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { JobUserRole, TaskPriority, TaskSection } from '@jobline/shared';
import { queryRows, type Tx } from '../../db/client';
import { taskSheets, tasks, taskUsers } from '../../db/schema';
import { holdOnJob } from '../jobs/jobHold';

/** A task's short name: the first line of its description, cut to fit a card. */
export const taskNameOf = (description: string) => {
  const line = description.split(/\r?\n/, 1)[0]!.trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

export interface NewAssignment {
  jobId: number;
  description: string;
  assigneeId: number;
  assignedById: number;
  /** The day it is planned for: today, so the employee can start it at once. */
  planDate: string;
  dueDate: string | null;
}

export interface Assignment {
  taskId: number;
  taskNo: string;
  taskUserId: number;
  jobUserId: number;
  /** The assignee's Ongoing assignment when there is one (the client may offer to hold it). */
  oldTaskUserId: number | null;
}

/**
 * Adds one task to the job's latest task sheet (a first sheet when it has none) and assigns it to
 * the employee in Back Log, through their hold on the job (created when they have none). Moving it
 * on is the boards' work. Runs inside the caller's transaction; the sheet row lock orders task numbers.
 */
export async function addAssignedTask(tx: Tx, input: NewAssignment): Promise<Assignment> {
  const sheetId = await lockLatestSheet(tx, input.jobId, input.assignedById);
  const [numbers] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(case when task_no ~ '^[0-9]{1,9}$' then task_no::int end), 0) + 1 as next
        from tasks where sheet_id = ${sheetId}`,
  );
  const taskNo = String(numbers!.next);
  const [task] = await tx
    .insert(tasks)
    .values({
      sheetId,
      jobId: input.jobId,
      taskNo,
      name: taskNameOf(input.description),
      description: input.description,
    })
    .returning({ id: tasks.id });

  const jobUserId = await holdOnJob(tx, input.jobId, input.assigneeId, JobUserRole.WORK);

  const [taskUser] = await tx
    .insert(taskUsers)
    .values({
      taskId: task!.id,
      jobUserId,
      userId: input.assigneeId,
      section: TaskSection.BACK_LOG,
      priority: TaskPriority.MEDIUM,
      planDate: input.planDate,
      dueDate: input.dueDate,
      assignedById: input.assignedById,
    })
    .returning({ id: taskUsers.id });
  const [ongoing] = await tx
    .select({ id: taskUsers.id })
    .from(taskUsers)
    .where(
      and(
        eq(taskUsers.userId, input.assigneeId),
        eq(taskUsers.section, TaskSection.ONGOING),
        isNull(taskUsers.closedAt),
      ),
    );
  return {
    taskId: task!.id,
    taskNo,
    taskUserId: taskUser!.id,
    jobUserId,
    oldTaskUserId: ongoing?.id ?? null,
  };
}

/** The job's newest task sheet, locked; a first one (sheet 1) when the job has none yet. */
async function lockLatestSheet(tx: Tx, jobId: number, createdById: number): Promise<number> {
  const latest = () =>
    tx
      .select({ id: taskSheets.id })
      .from(taskSheets)
      .where(eq(taskSheets.jobId, jobId))
      .orderBy(desc(taskSheets.sheetNo))
      .limit(1)
      .for('update');
  const [sheet] = await latest();
  if (sheet) return sheet.id;
  // Two first tasks at once: the unique (job, sheet_no) lets one insert win; both then lock it.
  await tx.insert(taskSheets).values({ jobId, sheetNo: 1, createdById }).onConflictDoNothing();
  const [created] = await latest();
  return created!.id;
}
