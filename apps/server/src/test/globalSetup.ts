import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/seed/reference';
import { adminQuery, databaseUrl, testDatabaseKind } from './testDatabaseServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the migrated, reference-seeded cluster; PostgreSQL: the template database's name. */
    testDatabaseTemplate: string;
  }
}

/**
 * Migrates and seeds the reference data once per run; every test file then starts from a copy of
 * that template (a PostgreSQL TEMPLATE clone, or a PGlite data-directory dump) instead of applying
 * the migrations again.
 */
export default async function setup(project: TestProject) {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({});
    await ensureReferenceData(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(os.tmpdir(), `jobline-test-template-${suffix}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', file);
    return () => fs.rmSync(file, { force: true });
  }

  const name = `jobline_template_${suffix}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  await ensureReferenceData(database.db);
  await database.close();
  project.provide('testDatabaseTemplate', name);
  return () => adminQuery(`drop database if exists ${name} with (force)`);
}
