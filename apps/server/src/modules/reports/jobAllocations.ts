import { sql } from 'drizzle-orm';
import {
  AllocationFilter,
  Msg,
  REPORT_MAX_ROWS,
  type JobAllocationRow,
  type JobAllocationsResponse,
  type JobAllocationTasksResponse,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { fullNameSql } from '../../db/sqlText';
import { reportDivision } from './reportScope';

const M = Msg.reports;

/** The open work assignments of a job's tasks (a QC check is not an allocation). */
const openWork = sql`from tasks k join task_users tu on tu.task_id = k.id join users u on u.id = tu.user_id
  where k.job_id = j.id and tu.checks_id is null and tu.closed_at is null`;

/**
 * POST reports/job_allocations (25): the jobs created in the range, each with the people its tasks
 * are allocated to and how many tasks it has; Filter 1 keeps only jobs with or without an allocation.
 */
export async function jobAllocations(
  db: Executor,
  f: { created: { from: Date; to: Date }; divisionId: number | null; filter: AllocationFilter },
): Promise<JobAllocationsResponse> {
  const rows = await queryRows<JobAllocationRow & { total: number; created_at: unknown }>(
    db,
    sql`select x.*, count(*) over ()::int as total from (
          select j.id, j.job_no, j.description as job_description, cu.name as customer_name, j.customer_id,
                 s.name as system, j.due_date::text as due_date,
                 (select string_agg(distinct ${fullNameSql('u')}, ', ') ${openWork}) as name,
                 (select count(*)::int from tasks k where k.job_id = j.id) as task_count,
                 j.created_at
          from jobs j
          left join customers cu on cu.id = j.customer_id
          left join systems s on s.id = j.system_id
          where j.deleted_at is null and j.created_at >= ${f.created.from} and j.created_at < ${f.created.to}
            and (${f.divisionId}::int is null or j.division_id = ${f.divisionId})
        ) x
        where ${
          f.filter === AllocationFilter.ASSIGNED
            ? sql`x.name is not null`
            : f.filter === AllocationFilter.NOT_ASSIGNED
              ? sql`x.name is null`
              : sql`true`
        }
        order by x.created_at desc, x.id desc
        limit ${REPORT_MAX_ROWS}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, created_at: _created, ...r }) => r),
  };
}

/** POST reports/job_allocations/tasks: one job's tasks with their estimates, within the caller's scope. */
export async function jobAllocationTasks(
  db: Executor,
  user: AuthUser,
  jobId: number,
): Promise<JobAllocationTasksResponse> {
  const [job] = await queryRows<{ id: number; job_no: string; division_id: number | null }>(
    db,
    sql`select id, job_no, division_id from jobs where id = ${jobId} and deleted_at is null`,
  );
  if (!job) throw notFound(M.jobNotFound);
  const division = await reportDivision(db, user, null);
  if (division !== null && job.division_id !== division) throw forbidden(M.onlyOwnDivision);
  const tasks = await queryRows<JobAllocationTasksResponse['tasks'][number]>(
    db,
    sql`select k.task_no, k.name as task_name, k.optimistic::float as "Time01", k.most_likely::float as "Time02",
               k.pessimistic::float as "Time03",
               (select string_agg(${fullNameSql('u')}, ', ' order by tu.id) from task_users tu join users u on u.id = tu.user_id
                 where tu.task_id = k.id and tu.checks_id is null and tu.closed_at is null) as assignee
        from tasks k where k.job_id = ${jobId}
        order by k.id`,
  );
  return { job: { id: job.id, job_no: job.job_no }, tasks };
}
