import { eq, sql, type SQL } from 'drizzle-orm';
import { SERVICE_PAGE_SIZE, type ServiceRecord } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { agreements } from '../../db/schema';
import { fullNameSql, optionalNameSql } from '../../db/sqlText';
import { pageOf, pageWindow } from '../summaries/summaryPaging';
import { presentServiceVisit, type ServiceVisitRow } from './presenter';

/** Visits matching `where` (on `service_visits v`), each with its names and employees, in one query. */
async function visitRows(db: Executor, where: SQL, tail: SQL) {
  return queryRows<ServiceVisitRow & { total: number }>(
    db,
    sql`select v.id, v.customer_id, c.name as customer_name, v.branch_id, b.name as branch_name,
               v.agreement_id, a.number as agreement_number, v.job_card_no,
               v.pos_count, v.server_count, v.terminal_count, v.service_date::text as service_date,
               v.created_at, v.created_by as created_by_id, ${optionalNameSql('cb')} as created_by_name,
               (select coalesce(json_agg(json_build_object('id', u.id, 'name', ${fullNameSql('u')})
                                         order by u.first_name, u.last_name, u.id), '[]'::json)
                  from service_visit_employees e join users u on u.id = e.user_id
                 where e.visit_id = v.id) as employees,
               count(*) over ()::int as total
        from service_visits v
        join customers c on c.id = v.customer_id
        join branches b on b.id = v.branch_id
        join agreements a on a.id = v.agreement_id
        left join users cb on cb.id = v.created_by
        where ${where}
        ${tail}`,
  );
}

/** POST service/load: the visits of the range (by service date), newest first, 15 a page unless asked (O-54). */
export async function loadServiceVisits(
  db: Executor,
  range: { start: string; end: string },
  paging: { page?: number; records?: number },
) {
  const window = pageWindow(paging, SERVICE_PAGE_SIZE);
  const rows = await visitRows(
    db,
    sql`v.service_date between ${range.start} and ${range.end}`,
    sql`order by v.service_date desc, v.id desc limit ${window.perPage} offset ${window.offset}`,
  );
  return pageOf(rows.map(presentServiceVisit), rows[0]?.total ?? 0, window);
}

export async function findServiceVisit(db: Executor, id: number): Promise<ServiceRecord | undefined> {
  const [row] = await visitRows(db, sql`v.id = ${id}`, sql``);
  return row ? presentServiceVisit(row) : undefined;
}

/** Every visit of one agreement, earliest first: its Service No 1, 2 and any after. */
export async function agreementServiceVisits(db: Executor, agreementId: number) {
  const rows = await visitRows(db, sql`v.agreement_id = ${agreementId}`, sql`order by v.service_date, v.id`);
  return rows.map(presentServiceVisit);
}

/** The agreement a set of service cards belongs to; undefined for an unknown id. */
export async function findServiceAgreement(db: Executor, agreementId: number) {
  const [agreement] = await db
    .select({
      id: agreements.id,
      agreement_number: agreements.number,
      branch_id: agreements.branchId,
      valid_from: agreements.validFrom,
      valid_to: agreements.validTo,
      visits_per_year: agreements.visitsPerYear,
    })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  return agreement;
}
