import { sql } from 'drizzle-orm';
import {
  JOB_PROGRESS_LABELS,
  JobStatus,
  JobUserRole,
  TaskSection as S,
  type JobProgress,
  type SummaryJobRow,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { containing } from '../../db/sqlText';
import { jobProgressSql } from '../jobs/jobProgress';
import { pageOf, pageWindow, type PageInput } from './summaryPaging';

interface Row extends Omit<SummaryJobRow, 'is_qc_job' | 'job_status_label' | 'started_at'> {
  role: number;
  started_at: string | Date | null;
  total: number;
}

/**
 * POST summary: the employee's holds on live jobs with the counts of their open assignments, paged
 * and searched in SQL (job number, customer, system, description). Pending (the default) keeps the
 * holds with a task still to finish on a job not canceled; history keeps every hold. Ongoing first,
 * then by due date.
 */
export async function summaryJobs(
  db: Executor,
  userId: number,
  input: PageInput & { history?: boolean },
  pageSize?: number,
) {
  const window = pageWindow(input, pageSize);
  const pattern = window.keyword ? containing(window.keyword) : null;
  const rows = await queryRows<Row>(
    db,
    sql`select ju.id as job_user_id, j.id as job_id, j.job_no, ju.role, j.customer_id, c.name as customer_name,
          sy.name as system, j.description as job_description, j.due_date::text as due_date,
          n.plan_date, n.no_of_tasks, n.no_of_finished_tasks, n.no_of_remaining_tasks,
          ${jobProgressSql(sql`j.id`, sql`j.status`)} as job_status, n.started_at, n.ongoing,
          count(*) over ()::int as total
        from job_users ju
        join jobs j on j.id = ju.job_id and j.deleted_at is null
        left join customers c on c.id = j.customer_id
        left join systems sy on sy.id = j.system_id
        cross join lateral (
          select count(*)::int as no_of_tasks,
            count(*) filter (where tu.section in (${S.FINISHED}, ${S.PASS}))::int as no_of_finished_tasks,
            count(*) filter (where tu.section not in (${S.FINISHED}, ${S.PASS}))::int as no_of_remaining_tasks,
            min(tu.plan_date)::text as plan_date, min(tu.started_at) as started_at,
            coalesce(bool_or(tu.section = ${S.ONGOING}), false) as ongoing
          from task_users tu where tu.job_user_id = ju.id and tu.closed_at is null
        ) n
        where ju.user_id = ${userId} and n.no_of_tasks > 0
          ${input.history ? sql`` : sql`and n.no_of_remaining_tasks > 0 and j.status <> ${JobStatus.CANCELED}`}
          ${
            pattern
              ? sql`and (j.job_no ilike ${pattern} or c.name ilike ${pattern} or sy.name ilike ${pattern}
                  or j.description ilike ${pattern})`
              : sql``
          }
        order by n.ongoing desc, j.due_date nulls last, j.id desc, ju.role
        limit ${window.perPage} offset ${window.offset}`,
  );
  const data: SummaryJobRow[] = rows.map(({ role, total: _total, started_at, ...r }) => ({
    ...r,
    is_qc_job: role === JobUserRole.QC,
    job_status_label: JOB_PROGRESS_LABELS[r.job_status as JobProgress] ?? '',
    started_at: started_at === null ? null : new Date(started_at).toISOString(),
  }));
  return pageOf(data, rows[0]?.total ?? 0, window);
}
