import type { App, AppDeps } from '../../../app';
import { watchFeatureSwitches } from './featureSwitches';

export async function featureRoutes(app: App, deps: AppDeps) {
  const db = deps.database.db;
  app.decorate('featureSwitchesDb', db);
  const stopWatching = watchFeatureSwitches(db, deps.bus);
  app.addHook('onClose', async () => stopWatching());
}
