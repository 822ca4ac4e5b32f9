import type { App, AppDeps } from '../../../app';

export async function activityLogRoutes(_app: App, _deps: AppDeps) {}
