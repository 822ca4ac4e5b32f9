import { z } from 'zod/mini';
import { Msg } from '../messages';
import { MAX_ID, wireInteger } from './common';

/** How many matches a picker's search answers at once; typing narrows it. */
export const SEARCH_LIMIT = 20;
export const SEARCH_LIMIT_MAX = 50;

/**
 * The query of a picker's search (GET customers, users, jobs/user/tasking): `q` searches number or
 * code and name (case and accents aside), `ids` fetches the values a form already holds, `limit`
 * caps the answer (20 unless given, 50 at most). Without any of them the call answers its whole list.
 */
export const lookupSearchQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: Msg.lookups.searchTooLong }))),
  ids: z.optional(
    z.string().check(
      z.regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: Msg.lookups.idsInvalid }),
      // Ten digits reach past the database's integer ids, which the query would fail on.
      z.refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_ID), {
        error: Msg.lookups.idsInvalid,
      }),
    ),
  ),
  limit: z.optional(wireInteger({ min: 1, max: SEARCH_LIMIT_MAX }, Msg.lookups.limitInvalid)),
});
export type LookupSearchQuery = z.infer<typeof lookupSearchQuery>;

/** Whether a query asks for a search (or given ids) rather than the whole list. */
export const isSearch = (q: LookupSearchQuery) =>
  q.q !== undefined || q.ids !== undefined || q.limit !== undefined;
