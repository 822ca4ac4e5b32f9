import { sql, type SQL } from 'drizzle-orm';
import { FinishedJobStatus, JobStatus, JobUserRole } from '@jobline/shared';

/**
 * A job is finished when it has work holds and every one of them is done (awaiting the HOD or
 * accepted); a rejection reopens it. The cards and charts share this one definition.
 */
export const jobFinishedSql = (jobId: SQL) => sql`(
  exists (select 1 from job_users ju where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK})
  and not exists (
    select 1 from job_users ju
    where ju.job_id = ${jobId} and ju.role = ${JobUserRole.WORK}
      and (ju.finished_status is null
           or ju.finished_status not in (${FinishedJobStatus.AWAITING}, ${FinishedJobStatus.ACCEPTED}))))`;

export const jobCanceledSql = (status: SQL) => sql`(${status} = ${JobStatus.CANCELED})`;

/** The instant a company day (YYYY-MM-DD) begins, in the company's time zone. */
export const dayStartSql = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** Jobs raised in [from, to) of company days, not deleted, of one division when one is given. */
export const jobsRaisedSql = (from: string, toExclusive: string, timeZone: string, division: number | null) =>
  sql`j.deleted_at is null
      and j.created_at >= ${dayStartSql(from, timeZone)} and j.created_at < ${dayStartSql(toExclusive, timeZone)}
      ${division === null ? sql`` : sql`and j.division_id = ${division}`}`;

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
