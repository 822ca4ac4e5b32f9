// npm test: lint, type checks, unit tests, server integration tests on PGlite and PostgreSQL,
// and browser tests in Chromium. A suite whose database or browser is missing is skipped with a
// loud notice locally, and fails when JOBLINE_REQUIRE_ALL_SUITES=1 (as CI sets it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireAll =
  ['1', 'true'].includes(process.env.JOBLINE_REQUIRE_ALL_SUITES ?? '') || process.env.CI === 'true';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const results = [];
const startedAt = Date.now();

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

/**
 * Steps that read the code but share nothing run side by side, each on a core of its own: their
 * output is held and printed whole when they end, one after the other.
 */
async function runTogether(steps) {
  const chosen = steps.filter(([name]) => !only.length || only.includes(name));
  const ended = await Promise.all(
    chosen.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const began = Date.now();
          const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (status) =>
            resolve({
              name,
              command,
              args,
              status,
              output,
              seconds: ((Date.now() - began) / 1000).toFixed(1),
            }),
          );
        }),
    ),
  );
  for (const { name, command, args, status, output, seconds } of ended) {
    console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    results.push({ name, outcome: status === 0 ? 'passed' : 'FAILED', seconds });
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
await runTogether([
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
]);
const reports = path.join(root, 'tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
/**
 * vitest with its usual output and a JSON report that the digest at the end reads. In CI a failed
 * test runs once more, as the browser tests do; one that then passes is listed as flaky.
 */
const vitest = (report, ...projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...(requireAll ? ['--retry=1'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${report}.json`)}`,
];
run('unit', npx, vitest('unit', 'shared', 'web'));
run('server (PGlite)', npx, vitest('server-pglite', 'server'), { env: { JOBLINE_TEST_DB: 'pglite' } });
if (await postgresReachable()) {
  run('server (PostgreSQL)', npx, vitest('server-postgres', 'server'), {
    env: { JOBLINE_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
  });
} else {
  skip('server (PostgreSQL)', `no PostgreSQL at ${postgresUrl} (set TEST_DATABASE_URL)`);
}
if (fs.existsSync(chromium)) {
  run('build', 'npm', ['run', 'build']);
  fs.rmSync(path.join(root, 'apps/web/playwright-report/results.json'), { force: true });
  run('browser', npx, ['playwright', 'test'], {
    cwd: path.join(root, 'apps/web'),
    env: { CHROMIUM_PATH: chromium },
  });
} else {
  skip('browser', `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

/** The failed and flaky browser tests with the first lines of their errors, so a long log's tail explains itself. */
function browserDigest() {
  const file = path.join(root, 'apps/web/playwright-report/results.json');
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const lines = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        lines.push(
          `  ${t.status === 'flaky' ? 'FLAKY ' : 'FAILED'} [${t.projectName}] ${[...titles, spec.title].join(' › ')}`,
        );
        const error = (t.results ?? []).map((r) => r.error).find(Boolean) ?? {};
        if (error.location)
          lines.push(`      at ${path.basename(error.location.file)}:${error.location.line}`);
        lines.push(...firstLines(error.message));
      }
    }
  };
  walk(report, []);
  if (lines.length) console.log(`\n━━ browser tests that failed or needed a second run\n${lines.join('\n')}`);
}
/** The failed unit and server tests (vitest JSON reports) with the first lines of their errors. */
function vitestDigest() {
  if (!fs.existsSync(reports)) return;
  const lines = [];
  for (const name of fs.readdirSync(reports).sort()) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      const suite = name.replace('.json', '');
      const failing = (file.assertionResults ?? []).filter((a) => a.failureMessages?.length);
      if (!failing.length && file.status === 'failed')
        lines.push(`  FAILED [${suite}] ${where}`, ...firstLines(file.message));
      for (const a of failing) {
        lines.push(`  ${a.status === 'passed' ? 'FLAKY ' : 'FAILED'} [${suite}] ${where} › ${a.fullName}`);
        lines.push(...firstLines(a.failureMessages.join('\n')));
      }
    }
  }
  if (lines.length)
    console.log(`\n━━ unit and server tests that failed or needed a second run\n${lines.join('\n')}`);
}
function firstLines(text) {
  return stripVTControlCharacters(text ?? '')
    .split('\n')
    .filter((l) => l.trim() && !/node_modules|\(<anonymous>\)|node:internal/.test(l))
    .slice(0, 8)
    .map((l) => `      ${l}`);
}
vitestDigest();
if (results.some((r) => r.name === 'browser')) browserDigest();

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `  ${r.outcome.padEnd(8)} ${r.name.padEnd(22)} ${r.seconds.padStart(6)} s${r.why ? `  (${r.why})` : ''}`,
  );
const total = (Date.now() - startedAt) / 1000;
console.log(`  ${''.padEnd(8)} ${'total'.padEnd(22)} ${total.toFixed(1).padStart(6)} s`);
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
