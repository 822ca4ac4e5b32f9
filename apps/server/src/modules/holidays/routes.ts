import type { App, AppDeps } from '../../app';

/** Calls of the holidays area. */
export async function holidayRoutes(_app: App, _deps: AppDeps) {}
