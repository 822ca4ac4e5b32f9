import type { App, AppDeps } from '../../app';
import { activityLogRoutes } from './activityLog/routes';
import { featureRoutes } from './features/routes';
import { smsRoutes } from './sms/routes';
import { syncRoutes } from './sync/routes';

/** The super admin area: the activity log, feature switches, SMS and ERP data synchronization. */
export async function adminRoutes(app: App, deps: AppDeps) {
  await activityLogRoutes(app, deps);
  await featureRoutes(app, deps);
  await smsRoutes(app, deps);
  await syncRoutes(app, deps);
}
