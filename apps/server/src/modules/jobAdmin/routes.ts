import type { App, AppDeps } from '../../app';

/** Calls of job administration: the jobs list, job details, due dates, deleting jobs and tasks. */
export async function jobAdminRoutes(_app: App, _deps: AppDeps) {}
