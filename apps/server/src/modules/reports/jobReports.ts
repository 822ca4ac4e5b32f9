import { sql, type SQL } from 'drizzle-orm';
import {
  CreatedJobStatus,
  JOB_PROGRESS_LABELS,
  JobProgress,
  JobUserRole,
  ON_THE_SPOT_JOB_KINDS,
  REPORT_MAX_ROWS,
  ReportJobScope,
  TaskSection,
  MyPendingStatus,
  type JobProgress as JobProgressValue,
  type ReportJobRow,
  type ReportJobsResponse,
} from '@jobline/shared';
import { queryKeptShape, queryRows, type Executor } from '../../db/client';
import { anyInt, optionalNameSql } from '../../db/sqlText';
import { jobProgressSql } from '../jobs/jobProgress';

/** What narrows a job report; every part is optional but the scope. */
export interface JobReportFilter {
  /** Created within [from, to). */
  created?: { from: Date; to: Date };
  /** null: every division (only for company-wide viewers: reportDivision decides). */
  divisionId: number | null;
  /** The job's owner or anyone holding it. */
  employeeId?: number | null;
  customerId?: number | null;
  scope: ReportJobScope;
  /** Only jobs not finished (and not canceled). */
  pendingOnly?: boolean;
  createdStatus?: CreatedJobStatus | null;
  /** My Pending Jobs: jobs the person works, picked or not. */
  holder?: { userId: number; status: MyPendingStatus };
}

const PENDING: readonly JobProgressValue[] = [JobProgress.FINISHED, JobProgress.CANCELED];

/** A job counts as assigned while one of its tasks has an open work assignment (not a QC check). */
const assignedSql = sql`exists (select 1 from tasks k join task_users tu on tu.task_id = k.id
  where k.job_id = j.id and tu.checks_id is null and tu.closed_at is null)`;

/** Picked: one of the holder's tasks of the job has left the Back Log. */
const pickedSql = (
  userId: number,
) => sql`exists (select 1 from job_users ju join task_users tu on tu.job_user_id = ju.id
  where ju.job_id = j.id and ju.user_id = ${userId} and tu.closed_at is null and tu.section <> ${TaskSection.BACK_LOG})`;

/**
 * Columns worked out for each job `j` on its own (`p.…`): a lateral subquery kept apart (offset 0)
 * runs its tests once per job, through the job's own index entries. In the select list the planner
 * turned an EXISTS test into a hash of every row of its table, built again where the outer query
 * filters on the result: half a second for a month of jobs on the scale data (when JobProgress was
 * a row of EXISTS tests), against a few milliseconds per hundred jobs this way.
 */
export const perJob = (columns: SQL) => sql`cross join lateral (select ${columns} offset 0) p`;

function conditions(f: JobReportFilter): SQL[] {
  const where: SQL[] = [sql`j.deleted_at is null`];
  if (f.created) where.push(sql`j.created_at >= ${f.created.from} and j.created_at < ${f.created.to}`);
  if (f.divisionId !== null) where.push(sql`j.division_id = ${f.divisionId}`);
  if (f.customerId != null) where.push(sql`j.customer_id = ${f.customerId}`);
  if (f.employeeId != null)
    where.push(sql`(j.employee_id = ${f.employeeId} or exists (select 1 from job_users ju
      where ju.job_id = j.id and ju.user_id = ${f.employeeId}))`);
  if (f.scope === ReportJobScope.REGULAR) where.push(sql`not (j.kind = ${anyInt(ON_THE_SPOT_JOB_KINDS)})`);
  if (f.holder) {
    where.push(sql`exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${f.holder.userId}
      and ju.role = ${JobUserRole.WORK} and ju.finished_at is null)`);
    if (f.holder.status === MyPendingStatus.PICKED) where.push(pickedSql(f.holder.userId));
    if (f.holder.status === MyPendingStatus.NOT_PICKED) where.push(sql`not ${pickedSql(f.holder.userId)}`);
  }
  return where;
}

type JobReportRow = Omit<ReportJobRow, 'job_status' | 'created_at'> & {
  created_at: string | Date;
  progress: JobProgressValue;
  assigned: boolean;
  total: number;
};

/**
 * The job reports' one query (Pending Jobs, Created Jobs, My Pending Jobs): the jobs the filter
 * matches, newest first, each with where it stands (JobProgress, derived as the jobs list derives
 * it) and its Created Jobs status. At most REPORT_MAX_ROWS rows; `total` counts them all.
 */
export async function jobReport(db: Executor, f: JobReportFilter): Promise<ReportJobsResponse> {
  const status: SQL[] = [];
  if (f.pendingOnly || f.holder) status.push(sql`not (x.progress = ${anyInt(PENDING)})`);
  if (f.createdStatus === CreatedJobStatus.FINISHED) status.push(sql`x.progress = ${JobProgress.FINISHED}`);
  if (f.createdStatus === CreatedJobStatus.ASSIGNED)
    status.push(sql`x.progress <> ${JobProgress.FINISHED} and x.assigned`);
  if (f.createdStatus === CreatedJobStatus.NOT_ASSIGNED)
    status.push(sql`x.progress <> ${JobProgress.FINISHED} and not x.assigned`);
  const query = sql`select x.*, (case when x.progress = ${JobProgress.FINISHED} then ${CreatedJobStatus.FINISHED}
                         when x.assigned then ${CreatedJobStatus.ASSIGNED}
                         else ${CreatedJobStatus.NOT_ASSIGNED} end)::int as created_status,
               count(*) over ()::int as total
        from (
          select j.id, j.created_at, j.job_no, cu.name as customer_name, ${optionalNameSql('rq')} as requested_emp,
                 j.title as job_title, j.description as job_description, ${optionalNameSql('em')} as employee,
                 d.name as division, jt.name as job_type, j.due_date::text as due_date,
                 p.progress, p.assigned
          from jobs j
          ${perJob(sql`${jobProgressSql(sql`j.id`, sql`j.status`)} as progress, ${assignedSql} as assigned`)}
          left join customers cu on cu.id = j.customer_id
          left join users rq on rq.id = j.requested_by_id
          left join users em on em.id = j.employee_id
          left join divisions d on d.id = j.division_id
          left join job_types jt on jt.id = j.job_type_id
          where ${sql.join(conditions(f), sql` and `)}
        ) x
        ${status.length ? sql`where ${sql.join(status, sql` and `)}` : sql``}
        order by x.created_at desc, x.id desc
        limit ${REPORT_MAX_ROWS}`;
  // My Pending Jobs (one person's jobs) keeps its statement: planning it took 9 of its 12 ms. The
  // reports over a date range plan each call, for the range it is: a plan kept for any range was
  // slower for a day (33 against 20 ms) and for a year (+10 %) on the scale data.
  const rows = f.holder
    ? await queryKeptShape<JobReportRow>(db, 'my_pending_jobs', query)
    : await queryRows<JobReportRow>(db, query);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, assigned: _assigned, ...r }) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      job_status: JOB_PROGRESS_LABELS[r.progress],
    })),
  };
}
