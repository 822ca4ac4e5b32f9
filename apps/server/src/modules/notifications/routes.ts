import type { App, AppDeps } from '../../app';

/** Calls of the notifications bell: the list, search and marking one viewed. */
export async function notificationRoutes(_app: App, _deps: AppDeps) {}
