import { sql, type SQL } from 'drizzle-orm';
import type { TaskableJob } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { mayTaskJobSql, openJobSql } from './taskingPolicy';
import { optionalNameSql } from '../../db/sqlText';

/** A generous cap: a person tasks or holds far fewer open jobs; the list stays one quick query. */
const MAX_JOBS = 2000;

interface JobRow {
  id: number;
  job_no: string;
  title: string | null;
  job_description: string;
  customer_name: string | null;
  due_date: string | null;
  employee_name: string | null;
  sheet_count: number;
}

/** Open jobs matching the condition on `j`, newest first, with what a job picker shows. */
async function openJobs(db: Executor, condition: SQL): Promise<TaskableJob[]> {
  const rows = await queryRows<JobRow>(
    db,
    sql`select j.id, j.job_no, j.title, j.description as job_description, c.name as customer_name,
          j.due_date::text as due_date,
          ${optionalNameSql('e')} as employee_name,
          (select count(*)::int from task_sheets s where s.job_id = j.id) as sheet_count
        from jobs j
        left join customers c on c.id = j.customer_id
        left join users e on e.id = j.employee_id
        where ${openJobSql} and ${condition}
        order by j.created_at desc, j.id desc
        limit ${MAX_JOBS}`,
  );
  return rows.map((r) => ({ ...r, sheet_count: Number(r.sheet_count) }));
}

/** GET jobs/user/tasking: the open jobs the user may create tasks for. */
export const taskableJobs = (db: Executor, user: AuthUser) => openJobs(db, mayTaskJobSql(user));

/** GET jobs/user: the user's own open jobs: those they own or hold a task of (work or QC). */
export const userJobs = (db: Executor, userId: number) =>
  openJobs(
    db,
    sql`(j.employee_id = ${userId}
      or exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${userId}))`,
  );
