import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FinishedJobStatus, JobProgress, JobStatus, JobUserRole } from '@jobline/shared';

type Expr = SQL | AnyColumn;

/** Work holds of the job `jobId` whose HOD approval state matches `condition` (on `ju`). */
const workHolds = (jobId: Expr, condition: SQL) =>
  sql`exists (select 1 from job_users ju where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK} and ${condition})`;

/** A work hold (`ju`) that is done: finished and awaiting the HOD or accepted. */
const holdDone = sql`coalesce(ju.finished_status in (${FinishedJobStatus.AWAITING}, ${FinishedJobStatus.ACCEPTED}), false)`;

/**
 * Every work hold of the job is done, none rejected or still at work, and there is at least one.
 * The dashboard's "finished" and the list's last two statuses.
 */
export const jobDoneSql = (jobId: Expr) =>
  sql`(${workHolds(jobId, sql`true`)} and not ${workHolds(jobId, sql`not ${holdDone}`)})`;

/**
 * The job's JobProgress as one SQL expression over its id and status columns: the one place the
 * status is derived, so the list, the view panel and the dashboard agree (order as on JobProgress).
 * Waiting for HOD means all work is done and some of it awaits the decision.
 *
 * The job's work holds are read once, in one subquery run for each job. Written as a row of
 * `exists`, PostgreSQL 18 (the embedded database) hashed the holds of the whole company for each of
 * them, even for a page of ten jobs (docs/performance.md).
 */
export function jobProgressSql(jobId: Expr, jobStatus: Expr): SQL<number> {
  const { AWAITING, ACCEPTED, REJECTED } = FinishedJobStatus;
  return sql<number>`(case when ${jobStatus} = ${JobStatus.CANCELED} then ${JobProgress.CANCELED} else (
    select case
      when bool_or(ju.finished_status = ${REJECTED}) then ${JobProgress.REJECTED}
      when bool_and(${holdDone}) and bool_or(ju.finished_status = ${AWAITING})
        then ${JobProgress.WAITING_FOR_HOD}
      when bool_and(${holdDone}) then ${JobProgress.FINISHED}
      when bool_or(ju.finished_status in (${ACCEPTED}, ${AWAITING}))
        or exists (select 1 from job_users h join task_users tu on tu.job_user_id = h.id
          where h.job_id = ${jobId} and tu.started_at is not null)
        then ${JobProgress.IN_PROGRESS}
      else ${JobProgress.OPEN}
    end
    from job_users ju where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK}) end)::int`;
}
