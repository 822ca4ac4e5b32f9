import type { App, AppDeps } from '../../app';

/** Calls of the Create Task screen: task sheets with their estimated tasks, sub tasks and the estimation export. */
export async function taskingRoutes(_app: App, _deps: AppDeps) {}
