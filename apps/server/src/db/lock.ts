import fs from 'node:fs';
import path from 'node:path';

/**
 * Guards an embedded data directory against a second process: PGlite is single-process, and two
 * writers would corrupt it. A lock left by a process that no longer runs is taken over.
 */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'jobline.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another Jobline process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another directory.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** The process that holds the data directory's lock, if it still runs (another than this one). */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'jobline.lock'), 'utf8'));
  } catch {
    return null;
  }
  return pid && pid !== process.pid && isRunning(pid) ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
