import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminUrl, testDatabaseKind } from './test/testDatabaseServer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Kill9Result {
  db: string;
  ok: boolean;
  error?: string;
  lockRefusal: string | null;
  runs: { run: number; acked: number; lost: string[]; refused: unknown[] }[];
}

/** scripts/kill9.mjs on this run's database; its own port and database, apart from the script's default. */
function kill9(db: 'pglite' | 'postgres', repeat: number) {
  return new Promise<{ code: number | null; results: Kill9Result[]; output: string }>((resolve) => {
    const args = ['scripts/kill9.mjs', '--db', db, '--repeat', String(repeat), '--json'];
    args.push('--port', db === 'pglite' ? '3340' : '3344', '--database', 'jobline_kill9_test');
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, KILL9_ADMIN_URL: adminUrl() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      let results: Kill9Result[] = [];
      try {
        results = JSON.parse(last) as Kill9Result[];
      } catch {
        // answered by the assertions below, with the output
      }
      resolve({ code, results, output: `${out}\n${err}` });
    });
  });
}

describe('kill -9 in the middle of a burst of writes (scripts/kill9.mjs)', () => {
  // A server that cannot start fails this test: the script exits non-zero and says why.
  it('keeps every acknowledged write over three kills, and the database opens cleanly each time', async () => {
    const db = testDatabaseKind();
    const { code, results, output } = await kill9(db, 3);
    expect(code, output).toBe(0);
    const [result] = results;
    expect(result, output).toMatchObject({ db, ok: true });
    expect(result!.runs).toHaveLength(3);
    for (const run of result!.runs) {
      expect(run.lost, output).toEqual([]);
      expect(run.refused, output).toEqual([]);
    }
    // Each kill lands after the first answer of its burst, so every run has writes to check.
    expect(result!.runs.every((r) => r.acked > 0)).toBe(true);
    if (db === 'pglite') {
      // The lock: a second server on the same data folder stopped at once, and each restart took
      // over the lock the killed process left behind.
      expect(result!.lockRefusal).toMatch(/is in use by another Jobline process \(pid \d+\)/);
    }
  }, 240_000);
});
