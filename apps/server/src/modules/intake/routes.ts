import type { App, AppDeps } from '../../app';

/** Calls of job requests, jobs waiting for approval, New Job re-assignment. */
export async function intakeRoutes(_app: App, _deps: AppDeps) {}
