import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_AREAS, shiftDay, zonedInstant, type ActivityLogFilters } from '@jobline/shared';
import { queryRows, type Executor } from '../../../db/client';
import { anyInt, containing } from '../../../db/sqlText';
import { actionsLabelled } from './actionLabels';

/**
 * A change is stamped with its transaction's start and numbered when it is written: a day's rows
 * have the ids between the last row stamped well before the day and the first stamped well after
 * it, as long as no transaction writing to the log runs longer than this.
 */
const LONGEST_TRANSACTION = '5 minutes';
/** People or customers a search term may name, at most (a short list keeps the lookup an index probe). */
const NAMED_MOST = 200;

/** The filters as SQL on `audit_log a`, ready to combine with a cursor. */
export interface ResolvedFilters {
  /** The area's record kinds, or null for every kind. */
  entities: string[] | null;
  /** Conditions on indexed columns (actor, customer, id and time bounds). */
  where: SQL[];
  /** An employee or a customer is asked for: a page walks its (column, id) index. */
  indexed: boolean;
  /**
   * The exact edges of a span of days, on the walked rows `s`: checked row by row as the walk goes,
   * since the id bounds already place it (the time index would only add a pass over the whole span).
   */
  edges: SQL[];
  /** The text search, checked row by row within a slice of the filtered log; null without one. */
  search: SQL | null;
}

/**
 * The id bounds of a span of time, read from the time index (two probes): they let a page walk the
 * id index of its filter from the right place instead of from the newest row.
 */
async function idBounds(db: Executor, from: Date | null, to: Date | null) {
  const [row] = await queryRows<{ low: string | number | null; high: string | number | null }>(
    db,
    sql`select
      ${from ? sql`(select id from audit_log where at < ${from.toISOString()}::timestamptz - ${LONGEST_TRANSACTION}::interval order by at desc limit 1)` : sql`null`} as low,
      ${to ? sql`(select id from audit_log where at >= ${to.toISOString()}::timestamptz + ${LONGEST_TRANSACTION}::interval order by at limit 1)` : sql`null`} as high`,
  );
  return {
    low: row?.low == null ? null : Number(row.low),
    high: row?.high == null ? null : Number(row.high),
  };
}

/** The text search: the action's words, the record's number, the people and customers it names, the change's contents. */
async function searchCondition(db: Executor, text: string): Promise<SQL> {
  const pattern = containing(text);
  const [people, customers] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select id from users where concat_ws(' ', first_name, last_name) ilike ${pattern}
        or code ilike ${pattern} limit ${NAMED_MOST}`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`select id from customers where name ilike ${pattern} or code ilike ${pattern} limit ${NAMED_MOST}`,
    ),
  ]);
  const actions = actionsLabelled(text);
  const any: SQL[] = [
    sql`a.action ilike ${pattern}`,
    sql`a.entity_id = ${text}`,
    sql`a.before::text ilike ${pattern}`,
    sql`a.after::text ilike ${pattern}`,
  ];
  if (actions.length) any.push(sql`a.action = any(${sql.param(actions)}::text[])`);
  if (people.length) any.push(sql`a.actor_id = ${anyInt(people.map((p) => p.id))}`);
  if (customers.length) any.push(sql`a.customer_id = ${anyInt(customers.map((c) => c.id))}`);
  return sql`(${sql.join(any, sql` or `)})`;
}

/** Turns the screen's filters into SQL: days are the company's (midnight to midnight in its zone). */
export async function resolveFilters(
  db: Executor,
  filters: ActivityLogFilters,
  timeZone: string,
): Promise<ResolvedFilters> {
  const where: SQL[] = [];
  const edges: SQL[] = [];
  if (filters.employee_id) where.push(sql`a.actor_id = ${filters.employee_id}`);
  if (filters.customer_id) where.push(sql`a.customer_id = ${filters.customer_id}`);
  const from = filters.from ? zonedInstant(filters.from, 0, timeZone) : null;
  const to = filters.to ? zonedInstant(shiftDay(filters.to, 1), 0, timeZone) : null;
  if (from || to) {
    const { low, high } = await idBounds(db, from, to);
    if (low !== null) where.push(sql`a.id > ${low}`);
    if (high !== null) where.push(sql`a.id < ${high}`);
    if (from) edges.push(sql`s.at >= ${from.toISOString()}::timestamptz`);
    if (to) edges.push(sql`s.at < ${to.toISOString()}::timestamptz`);
  }
  const area = filters.area ? ACTIVITY_AREAS.find((a) => a.key === filters.area) : undefined;
  const text = filters.search?.trim();
  return {
    entities: area ? [...area.entities] : null,
    where,
    indexed: Boolean(filters.employee_id || filters.customer_id),
    edges,
    search: text ? await searchCondition(db, text) : null,
  };
}
