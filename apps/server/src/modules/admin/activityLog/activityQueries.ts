import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { ResolvedFilters } from './activityFilters';

/**
 * Rows a search reads per page at most (newest first, within the other filters): the contents are
 * matched row by row, so a page costs the same however rare the text is. A page that found fewer
 * than it shows says how far back it read; the next page reads on from there.
 */
export const SEARCH_WINDOW = 20_000;

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
  /** When a search's slice ran out before the page filled: the moment of the oldest row read. */
  searchedTo: Date | null;
}

const and = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The ids of the filtered log below the cursor, newest first. An area walks the (entity, id) index
 * once per kind and merges the short lists, so a rare area costs as little as a common one.
 */
function candidateIds(filters: ResolvedFilters, cursor: number | undefined, limit: number): SQL {
  const where = cursor ? [...filters.where, sql`a.id < ${cursor}`] : filters.where;
  const entities = filters.entities;
  if (!entities) return sql`select a.id from audit_log a ${and(where)} order by a.id desc limit ${limit}`;
  const parts = entities.map(
    (entity) =>
      sql`(select a.id from audit_log a ${and([sql`a.entity = ${entity}`, ...where])} order by a.id desc limit ${limit})`,
  );
  return sql`select id from (${sql.join(parts, sql` union all `)}) k order by id desc limit ${limit}`;
}

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
  window = SEARCH_WINDOW,
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

  // One walk of the slice answers both the matches and how far the slice reached.
  const answer = await queryRows<
    Raw & { read: number; oldest: string | number | null; oldest_at: Date | null }
  >(
    db,
    sql`with k as materialized (${candidateIds(filters, cursor, window)}),
      o as (select min(id) as oldest, count(*)::int as read from k),
      hits as (select ${COLUMNS} from k join audit_log a on a.id = k.id ${NAMES}
        where ${filters.search} order by a.id desc limit ${limit + 1})
      select hits.*, o.read, o.oldest, (select at from audit_log where id = o.oldest) as oldest_at
      from o left join hits on true order by hits.id desc`,
  );
  const rows = answer.filter((r) => r.id !== null).map(typed);
  if (rows.length > limit) {
    const page = rows.slice(0, limit);
    return { rows: page, nextCursor: page.at(-1)!.id, hasMore: true, searchedTo: null };
  }
  const slice = answer[0];
  // Fewer matches than a page: the slice either reached the end of the filtered log or stopped short.
  const exhausted = !slice || Number(slice.read) < window;
  return {
    rows,
    nextCursor: exhausted ? null : Number(slice.oldest),
    hasMore: !exhausted,
    searchedTo: exhausted || !slice.oldest_at ? null : new Date(slice.oldest_at),
  };
}
