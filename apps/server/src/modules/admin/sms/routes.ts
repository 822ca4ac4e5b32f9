import type { App, AppDeps } from '../../../app';

export async function smsRoutes(_app: App, _deps: AppDeps) {}
