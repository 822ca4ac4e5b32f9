import { asc, eq, sql } from 'drizzle-orm';
import { JobUserRole } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { jobUsers, taskSheets, tasks, taskUsers, users } from '../../db/schema';
import { fullNameSql } from '../../db/sqlText';

export interface TaskRecord {
  id: number;
  taskNo: string;
  name: string;
  description: string;
  mostLikely: string;
}

export interface AssignmentRecord {
  id: number;
  taskId: number;
  userId: number;
  userName: string;
  section: number;
  isQc: boolean;
  /** Closed by a re-assignment: its time stays, it is no longer anyone's current work. */
  closed: boolean;
}

/** A job's tasks in sheet order and every assignment of them, with the assignee's name. */
export async function loadJobTaskRecords(db: Executor, jobId: number) {
  const [taskRows, assignmentRows] = await Promise.all([
    db
      .select({
        id: tasks.id,
        taskNo: tasks.taskNo,
        name: tasks.name,
        description: tasks.description,
        mostLikely: tasks.mostLikely,
      })
      .from(tasks)
      .innerJoin(taskSheets, eq(taskSheets.id, tasks.sheetId))
      .where(eq(tasks.jobId, jobId))
      .orderBy(asc(taskSheets.sheetNo), asc(tasks.id)),
    db
      .select({
        id: taskUsers.id,
        taskId: taskUsers.taskId,
        userId: taskUsers.userId,
        userName: fullNameSql(users),
        section: taskUsers.section,
        // A QC assignment checks another one; a QC holder's rows are QC too.
        isQc: sql<boolean>`(${taskUsers.checksId} is not null or ${jobUsers.role} = ${JobUserRole.QC})`,
        closed: sql<boolean>`${taskUsers.closedAt} is not null`,
      })
      .from(taskUsers)
      .innerJoin(tasks, eq(tasks.id, taskUsers.taskId))
      .innerJoin(jobUsers, eq(jobUsers.id, taskUsers.jobUserId))
      .innerJoin(users, eq(users.id, taskUsers.userId))
      .where(eq(tasks.jobId, jobId))
      .orderBy(asc(taskUsers.id)),
  ]);
  return { tasks: taskRows as TaskRecord[], assignments: assignmentRows as AssignmentRecord[] };
}
