import { sql } from 'drizzle-orm';
import {
  JOB_PROGRESS_LABELS,
  Msg,
  REPORT_MAX_ROWS,
  type JobProgress,
  type JobTypeJob,
  type JobTypeResponse,
  type ReportRange,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { notFound } from '../../errors';
import { spentOn } from '../boards/workTimeline';
import { jobProgressSql } from '../jobs/jobProgress';
import { perJob } from './jobReports';

const NO_CATEGORY = 'No category';

/** The period of Customer Wise Job Type with report type Agreement: the agreement's validity. */
export async function agreementPeriod(
  db: Executor,
  customerId: number,
  agreementId: number,
): Promise<ReportRange> {
  const [row] = await queryRows<{ start: string; end: string }>(
    db,
    sql`select a.valid_from::text as start, a.valid_to::text as "end"
        from agreements a join branches b on b.id = a.branch_id
        where a.id = ${agreementId} and b.customer_id = ${customerId}`,
  );
  if (!row) throw notFound(Msg.reports.agreementNotFound);
  return row;
}

/**
 * Jobs by category (Customer Wise and Employee Wise Job Type): the jobs created in the period that
 * the filters match, each with the minutes worked on it as the boards count them (spentOn over its
 * assignments: the chosen employee's only, when one is chosen), their total, and per category the
 * job count and time.
 */
export async function jobTypeReport(
  db: Executor,
  f: {
    range: ReportRange;
    created: { from: Date; to: Date };
    divisionId: number | null;
    customerId?: number | null;
    employeeId?: number | null;
  },
  now: Date,
): Promise<JobTypeResponse> {
  const matches = sql`j.deleted_at is null and j.created_at >= ${f.created.from} and j.created_at < ${f.created.to}
    and (${f.divisionId}::int is null or j.division_id = ${f.divisionId})
    and (${f.customerId ?? null}::int is null or j.customer_id = ${f.customerId ?? null})
    and (${f.employeeId ?? null}::int is null or j.employee_id = ${f.employeeId ?? null}
         or exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${f.employeeId ?? null}))`;
  // The jobs on one connection; on another their assignments, then the work log summed over them
  // (the longest part), so the two run side by side.
  const [jobs, { assignments, spent }] = await Promise.all([
    queryRows<
      Omit<JobTypeJob, 'spent_minutes' | 'job_status' | 'created_at'> & { created_at: string | Date }
    >(
      db,
      sql`select j.id, j.job_no, j.created_at, cu.name as customer_name, c.name as category,
                 j.description as job_description, p.progress
          from jobs j
          ${perJob(sql`${jobProgressSql(sql`j.id`, sql`j.status`)} as progress`)}
          left join customers cu on cu.id = j.customer_id
          left join categories c on c.id = j.category_id
          where ${matches}
          order by j.created_at desc, j.id desc`,
    ),
    // Job by job through the tasks' index: a hash join would read all of tasks in parallel workers.
    queryRows<{ job_id: number; id: number }>(
      db,
      sql`select j.id as job_id, a.id from jobs j
          cross join lateral (select tu.id from tasks k join task_users tu on tu.task_id = k.id
            where k.job_id = j.id ${f.employeeId != null ? sql`and tu.user_id = ${f.employeeId}` : sql``}
            offset 0) a
          where ${matches}`,
    ).then(async (assignments) => ({
      assignments,
      spent: await spentOn(
        db,
        assignments.map((a) => a.id),
        now,
      ),
    })),
  ]);
  const minutesOf = new Map<number, number>();
  for (const a of assignments)
    minutesOf.set(a.job_id, (minutesOf.get(a.job_id) ?? 0) + (spent.get(a.id)?.minutes ?? 0));
  const rows: JobTypeJob[] = jobs.map((j) => ({
    ...j,
    created_at: new Date(j.created_at).toISOString(),
    job_status: JOB_PROGRESS_LABELS[j.progress as JobProgress],
    spent_minutes: minutesOf.get(j.id) ?? 0,
  }));
  const byCategory = new Map<string, { job_count: number; spent_minutes: number }>();
  for (const job of rows) {
    const name = job.category ?? NO_CATEGORY;
    const entry = byCategory.get(name) ?? { job_count: 0, spent_minutes: 0 };
    entry.job_count += 1;
    entry.spent_minutes += job.spent_minutes;
    byCategory.set(name, entry);
  }
  return {
    range: f.range,
    jobs: rows.slice(0, REPORT_MAX_ROWS),
    total: rows.length,
    total_spent_time: rows.reduce((n, j) => n + j.spent_minutes, 0),
    category_wise: [...byCategory]
      .map(([category_name, e]) => ({
        category_name,
        ...e,
        hours: Math.round((e.spent_minutes / 60) * 100) / 100,
      }))
      .sort((a, b) => b.spent_minutes - a.spent_minutes || a.category_name.localeCompare(b.category_name)),
  };
}

/** The jobs as a report table: the same columns as on screen. */
export function jobTypeTable(result: JobTypeResponse, timeZoneDay: (iso: string) => string) {
  return {
    columns: [
      { header: 'Created', width: 'narrow' as const },
      { header: 'Job No', width: 'normal' as const },
      { header: 'Customer', width: 'normal' as const },
      { header: 'Category', width: 'normal' as const },
      { header: 'Description', width: 'wide' as const },
      { header: 'Status', width: 'narrow' as const },
      { header: 'Spent', width: 'narrow' as const, minutes: true },
    ],
    rows: result.jobs.map((j) => [
      timeZoneDay(j.created_at),
      j.job_no,
      j.customer_name,
      j.category,
      j.job_description,
      j.job_status,
      j.spent_minutes,
    ]),
    totals: ['Total', `${result.total} jobs`, null, null, null, null, result.total_spent_time],
  };
}
