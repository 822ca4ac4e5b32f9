import { sql, type SQL } from 'drizzle-orm';
import { isSearch, type LookupSearchQuery, type TaskableJob } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { mayTaskJobSql, openJobSql } from './taskingPolicy';
import { optionalNameSql } from '../../db/sqlText';
import { pickerPage, pickerSearch } from '../../db/pickerSearch';

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

/**
 * Open jobs matching the condition on `j`, with what a job picker shows: with a search (number,
 * customer or title; pickerSearch) its first matches, an exact number first, then the newest; without
 * one, every such job, newest first.
 */
async function openJobs(db: Executor, condition: SQL, query: LookupSearchQuery = {}) {
  const searching = isSearch(query);
  const search = pickerSearch(query, {
    id: sql`j.id`,
    keys: [sql`j.job_no`],
    texts: [sql`j.title`],
    // Customers are few: their names fold accents too, and their jobs are found through the index.
    related: (inside) =>
      sql`j.customer_id = any(array(select cu.id from customers cu where jobline_fold(cu.name) like ${inside}))`,
  });
  const rows = await queryRows<JobRow>(
    db,
    sql`select j.id, j.job_no, j.title, j.description as job_description, c.name as customer_name,
          j.due_date::text as due_date,
          ${optionalNameSql('e')} as employee_name,
          (select count(*)::int from task_sheets s where s.job_id = j.id) as sheet_count
        from jobs j
        left join customers c on c.id = j.customer_id
        left join users e on e.id = j.employee_id
        where ${openJobSql} and ${condition} and ${search.where}
        order by ${search.rankFirst} j.created_at desc nulls last, j.id desc
        ${searching ? sql`limit ${search.limit}` : sql``}`,
  );
  const jobs: TaskableJob[] = rows.map((r) => ({ ...r, sheet_count: Number(r.sheet_count) }));
  if (!searching) return { jobs };
  const page = pickerPage(jobs, search.size);
  return { jobs: page.items, more: page.more };
}

/** GET jobs/user/tasking: the open jobs the user may create tasks for (searched, or all of them). */
export const taskableJobs = (db: Executor, user: AuthUser, query: LookupSearchQuery) =>
  openJobs(db, mayTaskJobSql(user), query);

/** GET jobs/user: the user's own open jobs: those they own or hold a task of (work or QC). */
export const userJobs = (db: Executor, userId: number) =>
  openJobs(
    db,
    sql`(j.employee_id = ${userId}
      or exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${userId}))`,
  );
