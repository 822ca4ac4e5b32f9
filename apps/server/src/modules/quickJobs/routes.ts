import type { App, AppDeps } from '../../app';

/** Calls of quick, online/urgent and internal jobs from the add-job modal, the quick job monitor and the new-job bell. */
export async function quickJobRoutes(_app: App, _deps: AppDeps) {}
