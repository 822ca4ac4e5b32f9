import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
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
    expect(fs.readFileSync(path.join(dir, 'jobline.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'jobline.lock'))).toBe(false);
  });
});
