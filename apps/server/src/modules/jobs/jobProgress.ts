import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FinishedJobStatus, JobProgress, JobStatus, JobUserRole } from '@jobline/shared';

type Expr = SQL | AnyColumn;

/** Work holds of the job `jobId` whose HOD approval state matches `condition` (on `ju`). */
const workHolds = (jobId: Expr, condition: SQL) =>
  sql`exists (select 1 from job_users ju where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK} and ${condition})`;

/**
 * Every work hold of the job is done: finished and awaiting the HOD or accepted, none rejected or
 * still at work, and at least one. The dashboard's "finished" and the list's last two statuses.
 */
export const jobDoneSql = (jobId: Expr) => {
  const { AWAITING, ACCEPTED } = FinishedJobStatus;
  return sql`(${workHolds(jobId, sql`true`)}
    and not ${workHolds(jobId, sql`(ju.finished_status is null or ju.finished_status not in (${AWAITING}, ${ACCEPTED}))`)})`;
};

/**
 * The job's JobProgress as one SQL expression over its id and status columns: the one place the
 * status is derived, so the list, the view panel and the dashboard agree (order as on JobProgress).
 * Waiting for HOD means all work is done and some of it awaits the decision.
 */
export function jobProgressSql(jobId: Expr, jobStatus: Expr): SQL<number> {
  const { AWAITING, ACCEPTED, REJECTED } = FinishedJobStatus;
  return sql<number>`(case
    when ${jobStatus} = ${JobStatus.CANCELED} then ${JobProgress.CANCELED}
    when ${workHolds(jobId, sql`ju.finished_status = ${REJECTED}`)} then ${JobProgress.REJECTED}
    when ${jobDoneSql(jobId)} and ${workHolds(jobId, sql`ju.finished_status = ${AWAITING}`)}
      then ${JobProgress.WAITING_FOR_HOD}
    when ${jobDoneSql(jobId)} then ${JobProgress.FINISHED}
    when ${workHolds(jobId, sql`ju.finished_status = ${ACCEPTED}`)}
      or ${workHolds(jobId, sql`ju.finished_status = ${AWAITING}`)}
      or exists (select 1 from job_users ju join task_users tu on tu.job_user_id = ju.id
        where ju.job_id = ${jobId} and tu.started_at is not null)
      then ${JobProgress.IN_PROGRESS}
    else ${JobProgress.OPEN}
  end)::int`;
}
