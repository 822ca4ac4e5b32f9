import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock, lockHolder } from './lock';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';

/** A backup or restore that cannot go ahead, with what to do instead. */
export class BackupRefusal extends Error {}

/** The folder PGlite keeps its cluster in, inside the data folder (as openDatabase opens it). */
export const clusterDir = (dataDir: string) => path.join(dataDir, 'pg');

/** 20261127-143005: the moment in the file's name, on this machine's clock. */
function stamp(now: Date) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
}

export const backupFileName = (now = new Date()) => `jobline-backup-${stamp(now)}.tar.gz`;

function refuseWhileRunning(dataDir: string, doing: string) {
  const pid = lockHolder(dataDir);
  if (pid)
    throw new BackupRefusal(
      `Jobline (process ${pid}) has the data folder ${dataDir} open. Stop the server first (Ctrl+C where it ` +
        `runs), then ${doing} again: the embedded database is used by one process at a time, and a copy ` +
        'taken beside a running server could miss changes it is making.',
    );
}

/**
 * Copies the embedded database in `dataDir` to a gzipped tarball (PGlite's dumpDataDir), holding
 * the data folder's lock meanwhile so the server cannot start and write during the copy. The server
 * must be stopped: its lock refuses the copy while it runs. Answers the file written.
 */
export async function backupDataDir(
  dataDir: string,
  target: string,
): Promise<{ file: string; bytes: number }> {
  if (!fs.existsSync(path.join(clusterDir(dataDir), 'PG_VERSION')))
    throw new BackupRefusal(`There is no Jobline database in ${dataDir} to back up.`);
  refuseWhileRunning(dataDir, 'run npm run backup');
  const release = acquireLock(dataDir);
  try {
    const file =
      fs.existsSync(target) && fs.statSync(target).isDirectory()
        ? path.join(target, backupFileName())
        : target;
    if (fs.existsSync(file)) throw new BackupRefusal(`${file} already exists; choose another name.`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const client = new PGlite(clusterDir(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      await client.waitReady;
      // Everything committed goes into the data files, so the copy needs no log to replay.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      // Written beside its final name and renamed, so a copy cut short never looks complete.
      fs.writeFileSync(`${file}.part`, bytes);
      fs.renameSync(`${file}.part`, file);
      return { file, bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** True when the folder is missing or holds nothing (a lock file left behind aside). */
function isEmptyFolder(dir: string) {
  return !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => name === 'jobline.lock');
}

/**
 * Brings a backup back into an empty data folder: PGlite unpacks the tarball as it first opens the
 * folder. A folder that already holds anything is refused, so a restore never overwrites data.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new BackupRefusal(`There is no backup file ${file}.`);
  refuseWhileRunning(dataDir, 'run npm run restore');
  if (!isEmptyFolder(dataDir))
    throw new BackupRefusal(
      `The data folder ${dataDir} is not empty. A backup is restored into an empty folder only: move the ` +
        'folder aside (or set DATA_DIR to a new folder), then run npm run restore again.',
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(dataDir);
  try {
    const client = new PGlite(clusterDir(dataDir), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } catch (err) {
    // A half-unpacked folder would be refused by the next attempt: leave it empty again.
    fs.rmSync(clusterDir(dataDir), { recursive: true, force: true });
    throw new BackupRefusal(`${file} could not be restored: ${(err as Error).message}`);
  } finally {
    release();
  }
}
