import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminQuery, databaseUrl, testDatabaseKind } from './testDatabaseServer';

let dump: Blob | undefined;

/**
 * A fresh database for one test file, copied from the run's migrated template (globalSetup.ts):
 * in-memory PGlite by default, or a new database on the PostgreSQL server when
 * JOBLINE_TEST_DB=postgres (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (testDatabaseKind() === 'pglite') {
    // A Blob cannot change, so the files of one worker share the one read of the dump.
    dump ??= new Blob([fs.readFileSync(template)]);
    return openDatabase({ loadDataDir: dump });
  }

  const name = `jobline_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
