// npm test: lint, type checks, unit tests, server integration tests on PGlite and PostgreSQL,
// and browser tests in Chromium. A suite whose database or browser is missing is skipped with a
// loud notice locally, and fails when JOBLINE_REQUIRE_ALL_SUITES=1 (as CI sets it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireAll =
  ['1', 'true'].includes(process.env.JOBLINE_REQUIRE_ALL_SUITES ?? '') || process.env.CI === 'true';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const results = [];

function run(name, command, args, options = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const began = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  results.push({ name, outcome: result.status === 0 ? 'passed' : 'FAILED', seconds });
}

function skip(name, why) {
  if (only.length && !only.includes(name)) return;
  const outcome = requireAll ? 'FAILED' : 'SKIPPED';
  console.log(`\n━━ ${name}: ${outcome} — ${why}`);
  results.push({ name, outcome, seconds: '0.0', why });
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
run('unit', npx, ['vitest', 'run', '--project', 'shared', '--project', 'web']);
run('server (PGlite)', npx, ['vitest', 'run', '--project', 'server'], { env: { JOBLINE_TEST_DB: 'pglite' } });
if (await postgresReachable()) {
  run('server (PostgreSQL)', npx, ['vitest', 'run', '--project', 'server'], {
    env: { JOBLINE_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
  });
} else {
  skip('server (PostgreSQL)', `no PostgreSQL at ${postgresUrl} (set TEST_DATABASE_URL)`);
}
if (fs.existsSync(chromium)) {
  run('build', 'npm', ['run', 'build']);
  run('browser', npx, ['playwright', 'test'], {
    cwd: path.join(root, 'apps/web'),
    env: { CHROMIUM_PATH: chromium },
  });
} else {
  skip('browser', `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `  ${r.outcome.padEnd(8)} ${r.name.padEnd(22)} ${r.seconds.padStart(6)} s${r.why ? `  (${r.why})` : ''}`,
  );
const failed = results.filter((r) => r.outcome === 'FAILED');
const skipped = results.filter((r) => r.outcome === 'SKIPPED');
if (skipped.length) {
  console.log(
    `\n!! ${skipped.length} suite(s) SKIPPED: ${skipped.map((r) => r.name).join(', ')}. Not every test ran.`,
  );
}
if (failed.length) {
  console.log(`\n✗ ${failed.length} suite(s) failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('\n✓ all suites that ran passed');
