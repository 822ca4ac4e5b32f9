import { sql } from 'drizzle-orm';
import { JobStatus, JobUserRole } from '@jobline/shared';

/**
 * SQL pieces the assign and re-assign reads share, so "assigned" means the same everywhere: a task
 * is assigned while it has an open (not closed) work assignment, i.e. one that checks nothing and
 * is held through a work hold on the job. QC assignments never make a task assigned.
 */

/** On `task_users tu` joined to `job_users ju`: an open work assignment. */
export const openWorkSql = sql`tu.closed_at is null and tu.checks_id is null and ju.role = ${JobUserRole.WORK}`;

/**
 * On `tasks t`: the task has no open work assignment. The set is kept by triggers on tasks and
 * task_users (migration 0011, the same condition as openWorkSql), so finding the few waiting tasks
 * does not weigh every task against its assignments.
 */
export const unassignedSql = sql`t.id in (select u.task_id from unassigned_tasks u)`;

/** On `jobs j`: a job whose tasks may still be assigned (not deleted, not canceled). */
export const liveJobSql = sql`j.deleted_at is null and j.status <> ${JobStatus.CANCELED}`;

/** The estimate columns of `tasks t` in hours, as the spec's Time01..03. */
export const estimateColumnsSql = sql`t.optimistic::float8 as "Time01", t.most_likely::float8 as "Time02",
  t.pessimistic::float8 as "Time03"`;

/** A lateral subquery on `task_users tu`: its open QC check (the latest, should there be several). */
export const openCheckSql = sql`(
  select q.user_id, q.section from task_users q
  where q.checks_id = tu.id and q.closed_at is null
  order by q.id desc limit 1)`;
