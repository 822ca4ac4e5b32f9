import type { App, AppDeps } from '../../app';
import { boardRoutes } from './boardRoutes';
import { holdRoutes } from './holdRoutes';
import { moveRoutes } from './moveRoutes';
import { quickJobManagerRoutes } from './quickJobManagerRoutes';

/** Calls of the boards: cards, sections and tasks, moves, the task panel, holds, the quick job manager. */
export async function boardsRoutes(app: App, deps: AppDeps) {
  await boardRoutes(app, deps);
  await moveRoutes(app, deps);
  await holdRoutes(app, deps);
  await quickJobManagerRoutes(app, deps);
}
