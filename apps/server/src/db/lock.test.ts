import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock } from './lock';

describe('acquireLock (one process per embedded data directory)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobline-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('refuses a directory another running process holds', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'jobline.lock'), String(other.pid));
    try {
      expect(() => acquireLock(dir)).toThrow(/in use by another Jobline process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'jobline.lock'), '999999');
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, 'jobline.lock'), 'utf8')).toMatch(
      new RegExp(`^${process.pid}( |$)`),
    );
    release();
    expect(fs.existsSync(path.join(dir, 'jobline.lock'))).toBe(false);
  });

  it('refuses a second process while the first holds the lock, and lets the next start in after a kill -9', async () => {
    const dir = tempDir();
    // The holder takes the lock through this module, as a server does, then waits to be killed.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(import.meta.dirname, 'lock.ts')}').then((m) => { m.acquireLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(holder, 'exit');
    try {
      await once(holder.stdout, 'data');
      expect(() => acquireLock(dir)).toThrow(
        new RegExp(`${dir} is in use by another Jobline process \\(pid ${holder.pid}\\)`),
      );
    } finally {
      holder.kill('SIGKILL');
    }
    await exited;
    // Its lock file stays behind, naming a pid that no longer runs.
    expect(fs.readFileSync(path.join(dir, 'jobline.lock'), 'utf8')).toMatch(
      new RegExp(`^${holder.pid}( |$)`),
    );
    const release = acquireLock(dir);
    release();
  }, 20_000);

  it.runIf(process.platform === 'linux')('takes over a lock whose pid now names another process', () => {
    const dir = tempDir();
    // The pid of a running process (this one's parent), written by an incarnation long gone.
    fs.writeFileSync(
      path.join(dir, 'jobline.lock'),
      `${process.ppid} 00000000-0000-0000-0000-000000000000:1`,
    );
    acquireLock(dir)();
  });
});
