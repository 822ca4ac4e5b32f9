import type { App, AppDeps } from '../../../app';

export async function syncRoutes(_app: App, _deps: AppDeps) {}
