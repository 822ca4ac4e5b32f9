import type { App, AppDeps } from '../../app';

/** Calls of the customers, branches, agreements area. */
export async function customerRoutes(_app: App, _deps: AppDeps) {}
