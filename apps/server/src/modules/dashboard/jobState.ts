import { sql, type SQL } from 'drizzle-orm';
import { JobStatus } from '@jobline/shared';

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
