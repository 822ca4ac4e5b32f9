import { sql } from 'drizzle-orm';
import { Msg, TaskSection, type AssignJob, type EmployeeJobsResponse } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { assignPolicy, type Assigner } from './assignPolicy';
import { liveJobSql, openWorkSql } from './assignmentSql';
import { fullNameSql } from '../../db/sqlText';

const M = Msg.taskAssign;

/**
 * GET all_jobs: the jobs whose tasks wait to be assigned, newest first. By default the user's own
 * jobs; with `all`, every job the user manages (every job for super admins, admins and
 * directors; their division's for HODs and team leaders). Only jobs with at least one unassigned
 * task that has an optimistic time are offered, so the picker stays short. It starts from
 * the unassigned set (assignmentSql.ts), so its cost follows the waiting tasks, not the history.
 */
export async function listAssignableJobs(db: Executor, user: Assigner, all: boolean): Promise<AssignJob[]> {
  if (all && !assignPolicy.mayListAllJobs(user)) throw forbidden(M.allJobsNotAllowed);
  const scope = all ? assignPolicy.assignableJobsSql(user) : assignPolicy.ownJobsSql(user);
  return queryRows<AssignJob>(
    db,
    sql`select j.id, j.job_no, j.title as job_title, c.name as customer_name, j.due_date::text as due_date,
          count(*)::int as open_tasks
        from unassigned_tasks u
        join tasks t on t.id = u.task_id and t.optimistic > 0
        join jobs j on j.id = u.job_id
        left join customers c on c.id = j.customer_id
        where ${liveJobSql} and ${scope}
        group by j.id, c.name
        order by j.id desc`,
  );
}

interface EmployeeRow {
  id: number;
  name: string;
  status: number;
}

/** The employee a re-assignment starts from, active or not (someone who left still holds tasks). */
export async function findEmployee(db: Executor, employeeId: number) {
  const [row] = await queryRows<EmployeeRow>(
    db,
    sql`select u.id, ${fullNameSql('u')} as name, u.status from users u where u.id = ${employeeId}`,
  );
  if (!row) throw notFound(M.employeeNotFound);
  return { id: row.id, name: row.name, active: row.status === 1 };
}

/**
 * GET all_jobs/user/{id}: the jobs on which the employee holds open work (not finished) that the
 * caller may re-assign, newest first, each with how many such tasks the employee holds there.
 */
export async function listEmployeeJobs(
  db: Executor,
  user: Assigner,
  employeeId: number,
): Promise<Omit<EmployeeJobsResponse, 'today'>> {
  const employee = await findEmployee(db, employeeId);
  const jobs = await queryRows<AssignJob>(
    db,
    sql`select j.id, j.job_no, j.title as job_title, c.name as customer_name, j.due_date::text as due_date,
          count(*)::int as open_tasks
        from task_users tu
        join job_users ju on ju.id = tu.job_user_id
        join jobs j on j.id = ju.job_id
        left join customers c on c.id = j.customer_id
        where tu.user_id = ${employeeId} and ${openWorkSql} and tu.section <> ${TaskSection.FINISHED}
          and ${liveJobSql} and ${assignPolicy.assignableJobsSql(user)}
        group by j.id, c.name
        order by j.id desc`,
  );
  return { employee, jobs };
}
