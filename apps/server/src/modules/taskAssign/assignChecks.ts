import { inArray, sql } from 'drizzle-orm';
import { EmployeeStatus, Msg, type TaskAssignRequest } from '@jobline/shared';
import { queryRows, type Tx } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError, fieldErrors } from '../../errors';
import { openWorkSql } from './assignmentSql';
import { anyInt, fullNameSql } from '../../db/sqlText';

const M = Msg.taskAssign;

export interface Person {
  id: number;
  name: string;
}

/**
 * The assignee and the QC employee must be active employees; a refusal names the field. Answers
 * both with their names (the notifications and the activity say who).
 */
export async function activePeople(
  tx: Tx,
  body: Pick<TaskAssignRequest, 'task_assigned_employee' | 'task_assigned_qc_employee'>,
): Promise<{ assignee: Person; qc: Person | null }> {
  const ids = [body.task_assigned_employee, body.task_assigned_qc_employee].filter((v): v is number => !!v);
  const rows = await tx
    .select({ id: users.id, status: users.status, name: fullNameSql(users) })
    .from(users)
    .where(inArray(users.id, ids));
  const errors: Record<string, string> = {};
  const person = (field: string, id: number | null | undefined, missing: string) => {
    if (!id) return null;
    const row = rows.find((r) => r.id === id);
    if (!row) errors[field] = missing;
    else if (row.status !== EmployeeStatus.ACTIVE) errors[field] = M.inactiveEmployee;
    return row ? { id: row.id, name: row.name } : null;
  };
  const assignee = person('task_assigned_employee', body.task_assigned_employee, M.employeeRequired);
  const qc = person('task_assigned_qc_employee', body.task_assigned_qc_employee, M.qcEmployeeInvalid);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { assignee: assignee!, qc };
}

export interface LockedTask {
  id: number;
  taskNo: string;
  name: string;
  optimistic: number;
}

/**
 * Locks the tasks (in id order, so two assigners never deadlock) and checks they are all on the
 * job. Whoever locks second waits, then sees the first one's assignments: the check that a task is
 * still free runs after this lock.
 */
export async function lockJobTasks(tx: Tx, jobId: number, taskIds: number[]): Promise<LockedTask[]> {
  const rows = await queryRows<LockedTask & { job_id: number; task_no: string }>(
    tx,
    sql`select id, job_id, task_no, name, optimistic::float8 as optimistic from tasks
        where id = ${anyInt(taskIds)} order by id for update`,
  );
  if (rows.length !== taskIds.length || rows.some((r) => r.job_id !== jobId)) {
    throw fieldError('tasks', M.tasksNotOnJob);
  }
  return rows.map((r) => ({ id: r.id, taskNo: r.task_no, name: r.name, optimistic: r.optimistic }));
}

export interface OpenWork {
  taskUserId: number;
  taskId: number;
  userId: number;
  userName: string;
  section: number;
  jobUserId: number;
}

/** The open work assignment of each of these tasks (at most one each: assignment refuses a second). */
export const openWorkOf = (tx: Tx, taskIds: number[]) =>
  queryRows<OpenWork>(
    tx,
    sql`select tu.id as "taskUserId", tu.task_id as "taskId", tu.user_id as "userId",
          ${fullNameSql('u')} as "userName", tu.section, tu.job_user_id as "jobUserId"
        from task_users tu
        join job_users ju on ju.id = tu.job_user_id
        join users u on u.id = tu.user_id
        where tu.task_id = ${anyInt(taskIds)} and ${openWorkSql}
        order by tu.task_id`,
  );

/** The same ids once each, in the order first given. */
export const distinct = (ids: number[]) => [...new Set(ids)];
