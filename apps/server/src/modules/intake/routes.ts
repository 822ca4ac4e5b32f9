import type { App, AppDeps } from '../../app';
import { approvalRoutes } from './approvalRoutes';
import { removalRoutes } from './removalRoutes';
import { requestRoutes } from './requestRoutes';

/** Calls of job requests, jobs waiting for approval, New Job re-assignment and Edit Job deletions. */
export async function intakeRoutes(app: App, deps: AppDeps) {
  await requestRoutes(app, deps);
  await approvalRoutes(app, deps);
  await removalRoutes(app, deps);
}
