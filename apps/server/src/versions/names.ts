import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { fullNameSql } from '../db/sqlText';

/** id → name of the rows of one table, for showing references in a comparison. */
export async function namesOf(
  db: Executor,
  table: PgTable & { id: PgColumn },
  name: PgColumn | SQL<string>,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((v): v is number => typeof v === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: table.id, name })
    .from(table as PgTable)
    .where(inArray(table.id, wanted));
  return new Map(rows.map((r) => [r.id as number, String(r.name)]));
}

/** Employees' full names by id. */
export const userNames = (db: Executor, ids: Iterable<number | null | undefined>) =>
  namesOf(db, users, fullNameSql(users), ids);
