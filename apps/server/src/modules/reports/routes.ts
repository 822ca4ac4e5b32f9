import type { App, AppDeps } from '../../app';
import { jobReportRoutes } from './jobReportRoutes';
import { timeReportRoutes } from './timeReportRoutes';

/** The reports (spec 002 §2, screens §8.2–§8.8): JSON for the screen, Excel and PDF of the same rows. */
export async function reportRoutes(app: App, deps: AppDeps) {
  await jobReportRoutes(app, deps);
  await timeReportRoutes(app, deps);
}
