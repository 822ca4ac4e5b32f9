import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { ResolvedFilters } from './activityFilters';

/**
 * A search matches the contents row by row, so it reads the filtered log (newest first) a slice of
 * this many rows at a time, and slices on while its time lasts: a page costs about the same however
 * rare the text is. A page that ran out of time before it filled says how far back it read, and
 * the next page reads on from there.
 */
export const SEARCH_SLICE = 2_000;
export const SEARCH_BUDGET_MS = 15;

/** One audit row with the names the log shows beside it. */
export interface AuditRow {
  id: number;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  customer_id: number | null;
  at: Date;
  actor_name: string | null;
  customer_name: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  nextCursor: number | null;
  hasMore: boolean;
  /** When a search stopped before the page filled: the moment of the oldest row it read. */
  searchedTo: Date | null;
}

const and = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The ids of the filtered log below the cursor, newest first, walking one index:
 * - an employee's or a customer's (column, id) index, the area's kinds checked row by row (an
 *   employee's rows are far fewer than an area's, whose index the planner would otherwise AND in);
 * - else an area's (entity, id) index once per kind, the short lists merged;
 * - else the primary key. A span of days bounds each walk by ids.
 */
function candidateIds(filters: ResolvedFilters, cursor: number | undefined, limit: number): SQL {
  const where = cursor ? [...filters.where, sql`a.id < ${cursor}`] : filters.where;
  const { entities } = filters;
  if (entities && filters.indexed)
    return walk(filters, where, limit, [sql`s.entity = any(${sql.param(entities)}::text[])`]);
  if (!entities) return walk(filters, where, limit);
  const parts = entities.map(
    (entity) => sql`(${walk(filters, [sql`a.entity = ${entity}`, ...where], limit)})`,
  );
  return sql`select id from (${sql.join(parts, sql` union all `)}) k order by id desc nulls last limit ${limit}`;
}

/**
 * One walk down an index, newest first, up to `limit` ids. Conditions the walk should not plan
 * around (the area's kinds, the days' exact edges) are checked on its rows as they come: "offset 0"
 * keeps them out of the walk's own plan, and the walk stops once the limit is met.
 */
function walk(filters: ResolvedFilters, where: SQL[], limit: number, checks: SQL[] = []): SQL {
  const order = newestFirst(filters);
  const after = [...filters.edges, ...checks];
  if (!after.length) return sql`select a.id from audit_log a ${and(where)} order by ${order} limit ${limit}`;
  return sql`select s.id from (select a.id, a.at, a.entity from audit_log a ${and(where)} order by ${order} offset 0) s
    ${and(after)} limit ${limit}`;
}

/**
 * Newest first, in the order the walked index keeps: the page indexes of an employee, a customer
 * and a kind hold id "desc nulls last", the primary key reads backwards as "desc" (nulls first).
 * An id is never null, so both give the same rows; the planner only matches the index's own words.
 */
const newestFirst = (filters: ResolvedFilters) =>
  filters.entities || filters.indexed ? sql`a.id desc nulls last` : sql`a.id desc`;

const COLUMNS = sql`a.id, a.actor_id, a.action, a.entity, a.entity_id, a.before, a.after, a.ip, a.customer_id, a.at,
  nullif(concat_ws(' ', u.first_name, u.last_name), '') as actor_name, c.name as customer_name`;
const NAMES = sql`left join users u on u.id = a.actor_id left join customers c on c.id = a.customer_id`;

type Raw = Omit<AuditRow, 'id' | 'at'> & { id: string | number; at: Date | string };
const typed = (row: Raw): AuditRow => ({ ...row, id: Number(row.id), at: new Date(row.at) });

/**
 * One page of the log, newest first, after `cursor` (the last id of the page before): keyset paging
 * on the id, so the thousandth page costs what the first does and no row is counted.
 */
export async function readAuditPage(
  db: Executor,
  filters: ResolvedFilters,
  cursor: number | undefined,
  limit: number,
  search: { slice?: number; budgetMs?: number } = {},
): Promise<AuditPage> {
  if (!filters.search) {
    const rows = (
      await queryRows<Raw>(
        db,
        sql`select ${COLUMNS} from (${candidateIds(filters, cursor, limit + 1)}) k
          join audit_log a on a.id = k.id ${NAMES} order by a.id desc`,
      )
    ).map(typed);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    return { rows: page, nextCursor: hasMore ? page.at(-1)!.id : null, hasMore, searchedTo: null };
  }

  const slice = search.slice ?? SEARCH_SLICE;
  const deadline = performance.now() + (search.budgetMs ?? SEARCH_BUDGET_MS);
  const rows: AuditRow[] = [];
  let from = cursor;
  for (;;) {
    const read = await searchSlice(db, filters, from, limit + 1 - rows.length, slice);
    rows.push(...read.rows);
    if (rows.length > limit) {
      const page = rows.slice(0, limit);
      return { rows: page, nextCursor: page.at(-1)!.id, hasMore: true, searchedTo: null };
    }
    // The slice reached the end of the filtered log: nothing further back.
    if (read.read < slice || read.oldest === null)
      return { rows, nextCursor: null, hasMore: false, searchedTo: null };
    from = read.oldest;
    if (performance.now() >= deadline)
      return { rows, nextCursor: from, hasMore: true, searchedTo: read.oldestAt };
  }
}

/**
 * The matches among the next `slice` rows of the filtered log below `cursor`, and how far the
 * slice reached. The slice's rows are fetched one by one by id ("limit 1" keeps the lookup a
 * lookup: flattened, the planner may hash the slice against a scan of the whole table), then matched.
 */
async function searchSlice(
  db: Executor,
  filters: ResolvedFilters,
  cursor: number | undefined,
  want: number,
  slice: number,
) {
  const answer = await queryRows<
    Raw & { read: number; oldest: string | number | null; oldest_at: Date | null }
  >(
    db,
    sql`with k as materialized (${candidateIds(filters, cursor, slice)}),
      o as (select min(id) as oldest, count(*)::int as read from k),
      hits as (select a.* from k cross join lateral (select * from audit_log x where x.id = k.id limit 1) a
        where ${filters.search} order by a.id desc limit ${want})
      select ${COLUMNS}, o.read, o.oldest, (select at from audit_log where id = o.oldest) as oldest_at
      from o left join (hits a ${NAMES}) on true order by a.id desc`,
  );
  const first = answer[0];
  return {
    rows: answer.filter((r) => r.id !== null).map(typed),
    read: Number(first?.read ?? 0),
    oldest: first?.oldest == null ? null : Number(first.oldest),
    oldestAt: first?.oldest_at ? new Date(first.oldest_at) : null,
  };
}
