import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { ensureReferenceData } from '../db/seed/reference';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server when JOBLINE_TEST_DB=postgres (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const kind = process.env.JOBLINE_TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await ensureReferenceData(database.db);
    return database;
  }
  if (kind !== 'postgres') throw new Error(`JOBLINE_TEST_DB must be pglite or postgres, not ${kind}`);

  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `jobline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  await ensureReferenceData(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
