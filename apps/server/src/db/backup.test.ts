import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, BackupRefusal, restoreDataDir } from './backup';
import { openDatabase, queryRows } from './client';
import { seedDemo } from './seed/demo';
import { ensureReferenceData } from './seed/reference';
import { testDatabaseKind } from '../test/testDatabaseServer';

let dir: string;
let dataDir: string;

/** What a database holds: each table's row count, and a few rows read in full. */
async function contents(folder: string) {
  const database = await openDatabase({ dataDir: folder });
  try {
    const db = database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${name}"`));
      counts[name] = row!.n;
    }
    return {
      counts,
      users: await queryRows(db, sql`select id, code, email, password_hash, role_id from users order by id`),
      customers: await queryRows(db, sql`select * from customers order by id limit 5`),
      audit: await queryRows(
        db,
        sql`select id, action, entity, entity_id, after, at from audit_log order by id desc limit 5`,
      ),
      nextJob: await queryRows(db, sql`select last_value from jobs_id_seq`),
    };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobline-backup-test-'));
  dataDir = path.join(dir, 'data');
  const database = await openDatabase({ dataDir });
  await ensureReferenceData(database.db);
  await seedDemo(database.db, { timeZone: 'Asia/Colombo', companyName: 'Backup Test Company' });
  await database.close();
});
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

// The embedded database's own files: the PostgreSQL run has nothing more to check here (pg_dump's job).
describe.skipIf(testDatabaseKind() === 'postgres')('npm run backup and npm run restore', () => {
  it('restores a demo database into an empty folder with every row of every table', async () => {
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups);
    const { file, bytes } = await backupDataDir(dataDir, backups);
    expect(path.basename(file)).toMatch(/^jobline-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.statSync(file).size).toBe(bytes);
    expect(fs.readdirSync(backups)).toEqual([path.basename(file)]);

    const restored = path.join(dir, 'restored');
    await restoreDataDir(file, restored);
    const [before, after] = [await contents(dataDir), await contents(restored)];
    expect(Object.keys(after.counts).length).toBeGreaterThan(30);
    expect(after.counts.users).toBeGreaterThan(20);
    expect(after.counts.audit_log).toBeGreaterThan(50);
    expect(after).toEqual(before);
  });

  it('refuses to restore into a folder that already holds something', async () => {
    const file = (await backupDataDir(dataDir, path.join(dir, 'second.tar.gz'))).file;
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(BackupRefusal);
    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(/is not empty/);
    await expect(restoreDataDir(path.join(dir, 'missing.tar.gz'), path.join(dir, 'x'))).rejects.toThrow(
      /no backup file/,
    );
  });

  it('refuses while a server holds the data folder, and where there is no database', async () => {
    const lock = path.join(dataDir, 'jobline.lock');
    fs.writeFileSync(lock, String(process.ppid)); // a process that runs: the one that started the tests
    try {
      await expect(backupDataDir(dataDir, path.join(dir, 'third.tar.gz'))).rejects.toThrow(
        /Stop the server first/,
      );
      expect(fs.existsSync(path.join(dir, 'third.tar.gz'))).toBe(false);
    } finally {
      fs.rmSync(lock, { force: true });
    }
    await expect(backupDataDir(path.join(dir, 'nothing-here'), dir)).rejects.toThrow(/no Jobline database/);
  });
});
