import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The V8 settings `npm start` gives the server (apps/server's start script), for whatever else starts
 * a server or its twin, so they run the way an installation does.
 */
export function serverNodeFlags(root) {
  const start = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')).scripts.start;
  return start.split(' ').filter((word) => word.startsWith('--max-'));
}
