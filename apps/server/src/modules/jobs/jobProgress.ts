import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

type Expr = SQL | AnyColumn;
import { FinishedJobStatus, JobProgress, JobStatus, JobUserRole } from '@jobline/shared';

/** Work holds of the job `jobId` whose HOD approval state matches `condition` (on `ju`). */
const workHolds = (jobId: Expr, condition: SQL) =>
  sql`exists (select 1 from job_users ju where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK} and ${condition})`;

/**
 * The job's JobProgress as one SQL expression over its id and status columns: the one place the
 * status is derived, so the list shows and filters by the same rule (order as on JobProgress).
 */
export function jobProgressSql(jobId: Expr, jobStatus: Expr): SQL<number> {
  const { AWAITING, ACCEPTED, REJECTED } = FinishedJobStatus;
  return sql<number>`(case
    when ${jobStatus} = ${JobStatus.CANCELED} then ${JobProgress.CANCELED}
    when ${workHolds(jobId, sql`ju.finished_status = ${REJECTED}`)} then ${JobProgress.REJECTED}
    when ${workHolds(jobId, sql`ju.finished_status = ${AWAITING}`)} then ${JobProgress.WAITING_FOR_HOD}
    when ${workHolds(jobId, sql`true`)}
      and not ${workHolds(jobId, sql`ju.finished_status is distinct from ${ACCEPTED}`)}
      then ${JobProgress.FINISHED}
    when ${workHolds(jobId, sql`ju.finished_status = ${ACCEPTED}`)}
      or exists (select 1 from job_users ju join task_users tu on tu.job_user_id = ju.id
        where ju.job_id = ${jobId} and tu.started_at is not null)
      then ${JobProgress.IN_PROGRESS}
    else ${JobProgress.OPEN}
  end)::int`;
}
