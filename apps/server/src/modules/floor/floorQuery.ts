import { sql } from 'drizzle-orm';
import { EmployeeStatus, FinishedJobStatus, TaskSection } from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { anyInt, constantSql } from '../../db/sqlText';

/** One employee of the division with their latest work-log row, ongoing task and counts. */
export interface FloorRow {
  id: number;
  first_name: string;
  last_name: string;
  image_id: string | null;
  division_id: number | null;
  state: number | null;
  at: string | Date | null;
  hold_type: number | null;
  last_login: string | Date | null;
  task_user_id: number | null;
  due_date: string | null;
  assign_date: string | Date | null;
  task_id: number | null;
  task_no: string | null;
  task_name: string | null;
  optimistic: string | null;
  most_likely: string | null;
  pessimistic: string | null;
  task_created_at: string | Date | null;
  job_id: number | null;
  job_no: string | null;
  job_user_id: number | null;
  customer_name: string | null;
  pending_tasks: number;
  pending_jobs: number;
}

/** Open assignments are pending until finished or passed (as the job cards count them). */
const DONE = [TaskSection.FINISHED, TaskSection.PASS];
/**
 * Section numbers are written into the SQL, not sent as parameters: a prepared statement's generic plan
 * (PostgreSQL's choice from the sixth call) can then still use the partial indexes they match,
 * task_users_open_user_idx and the one-ongoing key; with a parameter it scanned every assignment.
 */
const OPEN_SECTIONS_EXCLUDED = sql.raw(DONE.join(', '));
const ONGOING = constantSql(TaskSection.ONGOING);

/**
 * Every active employee of a division with what Home's card needs, in one query: each lateral part
 * reads one employee through an index ((user_id, at) of the work log, (user_id, section) of the
 * assignments, sessions by user), so the cost grows with the division, not with the history.
 * Built once (keptQuery).
 */
const floorOf = keptQuery<FloorRow, { divisionId: number }>(
  'floor_cards',
  sql`select u.id, u.first_name, u.last_name, u.image_id, u.division_id,
          w.state, w.at, w.hold_type, s.last_login,
          o.id as task_user_id, o.due_date::text as due_date, o.created_at as assign_date,
          t.id as task_id, t.task_no, t.name as task_name, t.optimistic, t.most_likely, t.pessimistic,
          t.created_at as task_created_at, j.id as job_id, j.job_no, o.job_user_id, c.name as customer_name,
          p.pending_tasks, p.pending_jobs
        from users u
        left join lateral (
          select x.state, x.at, x.hold_type from work_log x
          where x.user_id = u.id and x.superseded_at is null
          order by x.at desc, x.id desc limit 1
        ) w on true
        left join lateral (select max(created_at) as last_login from sessions where user_id = u.id) s on true
        left join lateral (
          select tu.id, tu.task_id, tu.job_user_id, tu.due_date, tu.created_at from task_users tu
          where tu.user_id = u.id and tu.section = ${ONGOING} and tu.closed_at is null
          order by tu.id limit 1
        ) o on true
        left join tasks t on t.id = o.task_id
        left join jobs j on j.id = t.job_id
        left join customers c on c.id = j.customer_id
        cross join lateral (
          select count(*)::int as pending_tasks, count(distinct tu.job_user_id)::int as pending_jobs
          from task_users tu
          join job_users ju on ju.id = tu.job_user_id
          join jobs pj on pj.id = ju.job_id
          where tu.user_id = u.id and tu.closed_at is null and tu.section not in (${OPEN_SECTIONS_EXCLUDED})
            and pj.deleted_at is null and ju.finished_status is distinct from ${FinishedJobStatus.ACCEPTED}
        ) p
        where u.division_id = ${sql.placeholder('divisionId')} and u.status = ${EmployeeStatus.ACTIVE}
        order by u.first_name, u.last_name, u.id`,
);

export function readFloor(db: Executor, divisionId: number): Promise<FloorRow[]> {
  return floorOf(db, { divisionId });
}

export interface FinishedRow {
  user_id: number;
  task_user_id: number;
  task_no: string;
  job_no: string;
  finished_at: string | Date;
}

/** Tasks the division's employees finished (or passed) since the company's midnight, newest first. */
const finishedOf = keptQuery<FinishedRow, { userIds: number[]; dayStart: string }>(
  'floor_finished_today',
  sql`select tu.user_id, tu.id as task_user_id, t.task_no, j.job_no, tu.finished_at
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        where tu.user_id = any(${sql.placeholder('userIds')}::int[]) and tu.section = ${anyInt(DONE)}
          and tu.finished_at >= ${sql.placeholder('dayStart')}::timestamptz
        order by tu.finished_at desc, tu.id desc`,
);

export function finishedSince(db: Executor, userIds: readonly number[], dayStart: Date) {
  return finishedOf(db, { userIds: [...userIds], dayStart: dayStart.toISOString() });
}
