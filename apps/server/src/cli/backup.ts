import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir } from '../db/backup';
import { readArgs } from './args';
import { exitWithMessage } from './fail';

/**
 * A copy of the embedded database, named with the moment it was taken:
 *   npm run backup [-- --out <folder, or file.tar.gz>]     (default folder: backups/ in the repository)
 * The server must be stopped. On PostgreSQL (DATABASE_URL set) use pg_dump instead (README).
 */
const args = readArgs();
const config = loadConfig();
if (config.DATABASE_URL) {
  exitWithMessage(
    new Error(
      'DATABASE_URL is set: this Jobline keeps its data on PostgreSQL. Back it up with pg_dump, e.g.\n' +
        '  pg_dump --format=custom --file=jobline-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"\n' +
        '(README, "Backups").',
    ),
  );
}
// npm runs this in apps/server: a path typed on the command line is read from where it was typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const target = args.out ? path.resolve(typedFrom, args.out) : path.join(config.repoRoot, 'backups');
// A name ending in .tar.gz is the file to write; anything else is a folder for a dated file.
if (!target.endsWith('.tar.gz')) fs.mkdirSync(target, { recursive: true });
const dataDir = path.resolve(config.DATA_DIR);
try {
  const { file, bytes } = await backupDataDir(dataDir, target);
  console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  console.log(`Bring it back into an empty data folder with: npm run restore -- ${file}`);
} catch (err) {
  exitWithMessage(err);
}
