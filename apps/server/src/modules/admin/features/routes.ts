import type { App, AppDeps } from '../../../app';

export async function featureRoutes(_app: App, _deps: AppDeps) {}
