import fs from 'node:fs';
import path from 'node:path';

/**
 * Guards an embedded data directory against a second process: PGlite is single-process, and two
 * writers would corrupt it. A lock left by a process that no longer runs is taken over, e.g. after
 * a kill -9 or a power cut.
 *
 * The file holds the pid and, where the system tells (Linux), which incarnation of that pid it was:
 * the boot and the process's start time. After a reboot or a long uptime the same pid can belong to
 * an unrelated process, which must not keep the data directory locked for ever.
 */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'jobline.lock');
  const mine = lockText(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holderOf(fs.readFileSync(file, 'utf8'));
      if (pid) {
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
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, 'jobline.lock'), 'utf8');
  } catch {
    return null;
  }
  return holderOf(text);
}

/** `pid` or `pid incarnation` (files written before the incarnation was kept hold the pid alone). */
function holderOf(text: string): number | null {
  const [pidText = '', written] = text.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return null;
  // Unreadable (another user's process): trusted, as the pid alone was.
  const now = incarnation(pid);
  if (written && now && now !== written) return null;
  return pid;
}

function lockText(pid: number): string {
  const id = incarnation(pid);
  return id ? `${pid} ${id}` : String(pid);
}

/**
 * Which process a pid names right now: the boot and its start time (in clock ticks since boot), read
 * from /proc. Undefined where there is no /proc; the pid alone is then trusted.
 */
function incarnation(pid: number): string | undefined {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${boot}:${fields[19]}`;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process whose parent has not collected it yet still answers signals, but holds nothing.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}
