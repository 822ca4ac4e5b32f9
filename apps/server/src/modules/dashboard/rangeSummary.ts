import { sql } from 'drizzle-orm';
import { TOP_CUSTOMERS, type JobSummaryResponse } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { jobCanceledSql, jobsRaisedSql, nextDay } from './jobState';
import { jobDoneSql } from '../jobs/jobProgress';

export interface RangeInput {
  division: number | null;
  start: string;
  end: string;
  timeZone: string;
}

type RangeSummary = Pick<JobSummaryResponse, 'jobs' | 'job_types' | 'top_customers' | 'totals'>;

interface Row {
  jobs: unknown;
  job_types: unknown;
  top_customers: unknown;
  totals: unknown;
}

/** json columns arrive parsed from pg and PGlite alike; a driver that hands back text is parsed here. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The charts of the job dashboard in one statement: the range's jobs are read once (through the
 * created_at or the division/created_at index), each job's state is decided once, and every day of
 * the range gets a row even when nothing was raised on it. Days are the company's calendar days.
 */
export async function summarizeRange(db: Executor, input: RangeInput): Promise<RangeSummary> {
  const { division, start, end, timeZone } = input;
  const [row] = await queryRows<Row>(
    db,
    sql`with raised as materialized (
          select j.id, j.customer_id, j.job_type_id,
                 (j.created_at at time zone ${timeZone})::date as day,
                 case when ${jobCanceledSql(sql`j.status`)} then 'canceled'
                      when ${jobDoneSql(sql`j.id`)} then 'finished'
                      else 'pending' end as state
          from jobs j
          where ${jobsRaisedSql(start, nextDay(end), timeZone, division)}
        )
        select
          (select coalesce(json_agg(d order by d.date), '[]'::json) from (
             select to_char(g.day, 'YYYY-MM-DD') as date,
                    count(r.id)::int as created,
                    (count(*) filter (where r.state = 'finished'))::int as finished,
                    (count(*) filter (where r.state = 'pending'))::int as pending
             from generate_series(${start}::date, ${end}::date, interval '1 day') as g(day)
             left join raised r on r.day = g.day::date
             group by g.day) d) as jobs,
          (select coalesce(json_agg(t order by t.count desc, t.name), '[]'::json) from (
             select jt.id as job_type_id, coalesce(jt.name, 'Not set') as name, count(*)::int as count
             from raised r left join job_types jt on jt.id = r.job_type_id
             group by jt.id, jt.name) t) as job_types,
          (select coalesce(json_agg(c order by c.count desc, c.customer_name), '[]'::json) from (
             select cu.id as customer_id, cu.name as customer_name, count(*)::int as count
             from raised r join customers cu on cu.id = r.customer_id
             group by cu.id, cu.name
             order by count(*) desc, cu.name
             limit ${TOP_CUSTOMERS}) c) as top_customers,
          (select json_build_object(
             'created', count(*)::int,
             'finished', (count(*) filter (where state = 'finished'))::int,
             'pending', (count(*) filter (where state = 'pending'))::int,
             'canceled', (count(*) filter (where state = 'canceled'))::int)
           from raised) as totals`,
  );
  return {
    jobs: json(row!.jobs),
    job_types: json(row!.job_types),
    top_customers: json(row!.top_customers),
    totals: json(row!.totals),
  };
}
