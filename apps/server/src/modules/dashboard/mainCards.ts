import { sql } from 'drizzle-orm';
import { EmployeeStatus, JobKind, type CountSlice, type JobSummaryResponse } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { jobCanceledSql, jobsRaisedSql } from './jobState';
import { jobDoneSql } from '../jobs/jobProgress';

export interface CardsInput {
  division: number | null;
  /** The company's today (YYYY-MM-DD): the year and the agreements in force come from it. */
  today: string;
  timeZone: string;
}

/** Jobs the online card counts: raised on the online/urgent form, or typed 'On Line'. */
const ONLINE_JOB_TYPE = 'On Line';

const total = (slices: CountSlice[]) => slices.reduce((sum, s) => sum + s.count, 0);

/**
 * The three cards (spec 002 §2): active employees now, customers served this year and online jobs
 * raised this year, each with its breakdown. They follow the department but not the date range.
 */
export async function mainCards(db: Executor, input: CardsInput): Promise<JobSummaryResponse['main_card']> {
  const { division, today, timeZone } = input;
  const year = Number(today.slice(0, 4));
  const thisYear = jobsRaisedSql(`${year}-01-01`, `${year + 1}-01-01`, timeZone, division);

  const employees = await queryRows<CountSlice>(
    db,
    division === null
      ? sql`select d.id, coalesce(d.name, 'No department') as label, count(*)::int as count
            from users u left join divisions d on d.id = u.division_id
            where u.status = ${EmployeeStatus.ACTIVE}
            group by d.id, d.name order by count(*) desc, label`
      : sql`select p.id, coalesce(p.name, 'No position') as label, count(*)::int as count
            from users u left join positions p on p.id = u.position_id
            where u.status = ${EmployeeStatus.ACTIVE} and u.division_id = ${division}
            group by p.id, p.name order by count(*) desc, label`,
  );

  const [customers] = await queryRows<{ covered: number; total: number }>(
    db,
    sql`with served as (
          select distinct j.customer_id from jobs j where ${thisYear} and j.customer_id is not null)
        select count(*)::int as total,
               (count(*) filter (where exists (
                  select 1 from branches b join agreements a on a.branch_id = b.id
                  where b.customer_id = s.customer_id
                    and a.valid_from <= ${today}::date and a.valid_to >= ${today}::date)))::int as covered
        from served s`,
  );

  const [online] = await queryRows<{ finished: number; total: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where ${jobDoneSql(sql`j.id`)}))::int as finished
        from jobs j left join job_types jt on jt.id = j.job_type_id
        where ${thisYear} and not ${jobCanceledSql(sql`j.status`)}
          and (j.kind = ${JobKind.ONLINE_URGENT} or jt.name = ${ONLINE_JOB_TYPE})`,
  );

  const customerTotal = customers?.total ?? 0;
  const covered = customers?.covered ?? 0;
  const onlineTotal = online?.total ?? 0;
  const onlineFinished = online?.finished ?? 0;
  return {
    year,
    employee_count: total(employees),
    customer_count: customerTotal,
    online_jobs: onlineTotal,
    breakdowns: {
      employees,
      customers: [
        { id: null, label: 'Under agreement', count: covered },
        { id: null, label: 'No agreement in force', count: customerTotal - covered },
      ],
      online_jobs: [
        { id: null, label: 'Finished', count: onlineFinished },
        { id: null, label: 'Pending', count: onlineTotal - onlineFinished },
      ],
    },
  };
}
