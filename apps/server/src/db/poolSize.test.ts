import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { adminQuery, databaseUrl, testDatabaseKind } from '../test/testDatabaseServer';
import { openConfiguredDatabase } from './bootstrap';
import { queryRows } from './client';

describe('DATABASE_POOL_SIZE', () => {
  it('is a whole number of at least 1, named when it is not', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    for (const bad of ['0', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  // Four slow statements at once share the two connections the setting allows.
  it.runIf(testDatabaseKind() === 'postgres')('caps the connections the server opens', async () => {
    const name = `jobline_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${inject('testDatabaseTemplate')}`);
    const database = await openConfiguredDatabase(
      loadConfig({ DATABASE_URL: databaseUrl(name), DATABASE_POOL_SIZE: '2' }),
    );
    try {
      const pids = await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const [row] = await queryRows<{ pid: number }>(
            database.db,
            sql`select pg_backend_pid() as pid, pg_sleep(0.1)`,
          );
          return row!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
