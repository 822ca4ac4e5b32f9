import path from 'node:path';
import { loadConfig } from '../config';
import { restoreDataDir } from '../db/backup';
import { readArgs } from './args';
import { exitWithMessage } from './fail';

/**
 * Brings a backup back into an empty data folder (DATA_DIR, or --into):
 *   npm run restore -- <backup file> [--into <folder>]
 * A folder that holds anything is refused. On PostgreSQL use pg_restore instead (README).
 */
const args = readArgs();
const file = process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--into');
if (!file) {
  console.error('Usage: npm run restore -- <backup file> [--into <empty data folder>]');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL && !args.into) {
  exitWithMessage(
    new Error(
      'DATABASE_URL is set: this Jobline keeps its data on PostgreSQL. Restore a pg_dump file with pg_restore, e.g.\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" jobline-….dump\n' +
        '(README, "Backups").',
    ),
  );
}
// npm runs this in apps/server: paths typed on the command line are read from where they were typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const dataDir = args.into ? path.resolve(typedFrom, args.into) : path.resolve(config.DATA_DIR);
try {
  await restoreDataDir(path.resolve(typedFrom, file), dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server with DATA_DIR=${dataDir} (npm start).`);
} catch (err) {
  exitWithMessage(err);
}
