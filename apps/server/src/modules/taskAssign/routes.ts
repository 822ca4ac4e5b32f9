import type { App, AppDeps } from '../../app';

/** Calls of Task Assign and Task Re-assigning: unassigned tasks, assignment and re-assignment. */
export async function taskAssignRoutes(_app: App, _deps: AppDeps) {}
