import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, SEARCH_LIMIT, type LookupSearchQuery } from '@jobline/shared';
import { anyInt, escapeLike } from './sqlText';

/** How a picker's search call is described in the API document. */
export const SEARCH_DESCRIPTION =
  'q searches codes or numbers and names, case and accents aside, at their start or inside (an exact ' +
  'code first, then those that begin with q); ids (comma-separated) answers those rows, for the values ' +
  'a form already holds; limit caps the answer (20 unless given, 50 at most) and more says whether ' +
  'more matched. Without q, ids or limit the call answers its whole list.';

/**
 * Where a picker searches: the row's id, its keys (numbers and codes, compared in lower case) and its
 * names (with accents folded too, through jobline_fold: meant for tables of a few thousand rows; a
 * big table lists its texts under `texts`, compared in lower case only, which a scan does quickly),
 * and any further condition on the folded pattern (e.g. the job's customer by name).
 */
export interface SearchColumns {
  id: SQL;
  keys: SQL[];
  names?: SQL[];
  texts?: SQL[];
  related?: (inside: string) => SQL;
}

/**
 * The condition and order of a picker's search (lookupSearchQuery): with ids, those rows; with a
 * term, rows whose key, name or text holds it, a key equal to it first, then those that begin with
 * it, then the rest. Rows are asked one past the limit, so `pickerPage` can say whether more match.
 */
export function pickerSearch(query: LookupSearchQuery, columns: SearchColumns) {
  const limit = query.limit ?? SEARCH_LIMIT;
  const conditions: SQL[] = [];
  if (query.ids) conditions.push(sql`${columns.id} = ${anyInt(query.ids.split(',').map(Number))}`);
  // The search's own order goes before the caller's (nothing without a term).
  let rankFirst = sql``;
  const folded = query.q ? foldForSearch(query.q) : '';
  if (folded) {
    const term = escapeLike(folded);
    const starts = `${term}%`;
    const inside = `%${term}%`;
    const keys = columns.keys.map((c) => sql`lower(${c})`);
    const all = [
      ...keys,
      ...(columns.names ?? []).map((c) => sql`jobline_fold(${c})`),
      ...(columns.texts ?? []).map((c) => sql`lower(${c})`),
    ];
    const any = (parts: SQL[]) => sql.join(parts, sql` or `);
    conditions.push(
      sql`(${any([...all.map((c) => sql`${c} like ${inside}`), ...(columns.related ? [columns.related(inside)] : [])])})`,
    );
    rankFirst = sql`case
      when ${any(keys.map((c) => sql`${c} = ${folded}`))} then 0
      when ${any(all.map((c) => sql`${c} like ${starts}`))} then 1
      else 2 end,`;
  }
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  return { where, rankFirst, limit: sql`${limit + 1}`, size: limit };
}

/** The first `size` rows and whether more matched (pickerSearch asks for one more). */
export const pickerPage = <T>(rows: T[], size: number) => ({
  items: rows.slice(0, size),
  more: rows.length > size,
});
