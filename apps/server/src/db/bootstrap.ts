import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { users } from './schema';
import { ensureReferenceData } from './seed/reference';

/** Opens the configured database, applies migrations and makes sure the reference data exists. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { dataDir: path.resolve(config.DATA_DIR) },
  );
  await ensureReferenceData(database.db);
  return database;
}

export async function hasNoUsers(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
