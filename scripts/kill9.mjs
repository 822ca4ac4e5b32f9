// npm run crash:test -- [--db pglite|postgres|both] [--repeat N] [--port P] [--json]
// Kills the running server with SIGKILL in the middle of a burst of writes, N times per database, and
// checks that every acknowledged write survived each restart (scripts/kill9Lib.mjs says how).
import { readOptions } from './cliOptions.mjs';
import { runKill9 } from './kill9Lib.mjs';

const values = readOptions({
  db: { type: 'string', default: 'both' },
  repeat: { type: 'string', default: '20' },
  port: { type: 'string', default: '3330' },
  database: { type: 'string', default: 'jobline_kill9' },
  json: { type: 'boolean', default: false },
});
const dbs = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const repeat = Number(values.repeat);
const port = Number(values.port);
if (!dbs.every((d) => d === 'pglite' || d === 'postgres') || !(repeat >= 1) || !(port >= 1)) {
  console.error('--db is pglite, postgres or both; --repeat and --port are whole numbers above 0 (--help)');
  process.exit(2);
}

const log = values.json ? () => {} : (line) => console.log(line);
const results = [];
let failed = false;
for (const db of dbs) {
  try {
    const result = await runKill9({ db, repeat, port, database: values.database, log });
    results.push(result);
    const clean = result.runs.filter((r) => r.lost.length === 0 && r.refused.length === 0).length;
    const acked = result.runs.reduce((sum, r) => sum + r.acked, 0);
    log(`${db}: ${clean}/${repeat} runs kept every acknowledged write (${acked} writes acknowledged in all)`);
    const byKind = {};
    for (const r of result.runs)
      for (const [kind, n] of Object.entries(r.byKind)) byKind[kind] = (byKind[kind] ?? 0) + n;
    log(`${db}: acknowledged by kind: ${JSON.stringify(byKind)}`);
    if (result.lockRefusal)
      log(`${db}: a second server on the same data folder was refused: ${result.lockRefusal}`);
    for (const r of result.runs) {
      for (const lost of r.lost) log(`  run ${r.run}: LOST ${lost}`);
      for (const refusal of r.refused) log(`  run ${r.run}: REFUSED ${JSON.stringify(refusal)}`);
    }
    if (!result.ok) {
      failed = true;
      log(`${db}: data kept for inspection in ${result.where}`);
    }
  } catch (err) {
    failed = true;
    results.push({ db, ok: false, error: String(err?.stack ?? err) });
    console.error(`${db}: ${err?.stack ?? err}`);
  }
}
if (values.json) console.log(JSON.stringify(results));
process.exit(failed ? 1 : 0);
