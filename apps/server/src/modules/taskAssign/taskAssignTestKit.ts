import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { openWorkSql } from './assignmentSql';
import { jobUsers, notifications, taskSheets, tasks, taskUsers } from '../../db/schema';
import type { Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { insertJob } from '../jobAdmin/jobAdminTestKit';

/** Calls the API as an actor (or without a session). */
export const caller = (t: TestApp) => ({
  get: (url: string, who: Actor | null) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} }),
  post: (url: string, payload: unknown, who: Actor | null) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object }),
});

/** Three-point hours of a task: [optimistic, most likely, pessimistic]. */
export type Estimate = [number, number, number];

/** A job (straight in the table) with one sheet of tasks with these estimates; answers the ids. */
export async function jobWithTasks(
  db: Executor,
  job: Partial<Parameters<typeof insertJob>[1]>,
  estimates: Estimate[],
) {
  const created = await insertJob(db, job);
  const [sheet] = await db
    .insert(taskSheets)
    .values({ jobId: created.id, sheetNo: 1 })
    .returning({ id: taskSheets.id });
  const rows = await db
    .insert(tasks)
    .values(
      estimates.map(([o, m, p], i) => ({
        sheetId: sheet!.id,
        jobId: created.id,
        taskNo: String(i + 1),
        name: `Task ${i + 1}`,
        description: `Step ${i + 1} of ${created.jobNo}`,
        optimistic: String(o),
        mostLikely: String(m),
        pessimistic: String(p),
      })),
    )
    .returning({ id: tasks.id });
  return { job: created, taskIds: rows.map((r) => r.id) };
}

/** Every assignment of these tasks, oldest first. */
export const assignmentsOf = (db: Executor, taskIds: number[]) =>
  db
    .select({
      id: taskUsers.id,
      taskId: taskUsers.taskId,
      userId: taskUsers.userId,
      section: taskUsers.section,
      priority: taskUsers.priority,
      dueDate: taskUsers.dueDate,
      checksId: taskUsers.checksId,
      assignedById: taskUsers.assignedById,
      closedAt: taskUsers.closedAt,
      role: jobUsers.role,
      jobUserId: taskUsers.jobUserId,
    })
    .from(taskUsers)
    .innerJoin(jobUsers, eq(jobUsers.id, taskUsers.jobUserId))
    .where(inArray(taskUsers.taskId, taskIds))
    .orderBy(asc(taskUsers.id));

/** The open assignments among them. */
export const openAssignmentsOf = (db: Executor, taskIds: number[]) =>
  db
    .select({ id: taskUsers.id, taskId: taskUsers.taskId, userId: taskUsers.userId })
    .from(taskUsers)
    .where(and(inArray(taskUsers.taskId, taskIds), isNull(taskUsers.closedAt)))
    .orderBy(asc(taskUsers.id));

/** A user's notifications, oldest first. */
export const notificationsOf = (db: Executor, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

/**
 * The unassigned set the triggers keep (migration 0011) against its definition, recomputed over every
 * task: after a file's assignments, re-assignments, closes and deletions the two must agree.
 */
export async function unassignedSetDrift(db: Executor) {
  return queryRows<{ task_id: number; kept: boolean }>(
    db,
    sql`select coalesce(k.task_id, d.task_id) as task_id, k.task_id is not null as kept
        from (select task_id from unassigned_tasks) k
        full join (
          select t.id as task_id from tasks t
          where not exists (select 1 from task_users tu join job_users ju on ju.id = tu.job_user_id
                            where tu.task_id = t.id and ${openWorkSql})
        ) d on d.task_id = k.task_id
        where k.task_id is null or d.task_id is null`,
  );
}
