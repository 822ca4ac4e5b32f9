// Starts the real server on a fresh embedded database with the demo company, for browser tests.
// With E2E_SCALE="employees,jobs,customers" the database first gets that many more people, jobs and
// customers (the scale generator without work history): lists longer than any picker ever held whole.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './serverFlags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobline-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '3100', LOG_LEVEL: 'warn' };
const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SCALE) {
  const [employees, jobs, customers] = process.env.E2E_SCALE.split(',');
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/cli/seedScale.ts'),
      ...['--employees', employees, '--jobs', jobs, '--customers', customers, '--without-work'],
    ],
    { stdio: 'inherit', env: { ...env, DATABASE_URL: '' } },
  );
  if (seeded.status !== 0) {
    removeData();
    process.exit(seeded.status ?? 1);
  }
}

const child = spawn(
  process.execPath,
  [...serverNodeFlags(root), '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    stdio: 'inherit',
    env,
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  removeData();
  process.exit(code ?? 0);
});
