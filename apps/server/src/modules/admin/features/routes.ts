import { z } from 'zod';
import {
  allFeaturesResponse,
  changeFeatureStatusRequest,
  loginFeaturesResponse,
  Msg,
  Perm,
} from '@jobline/shared';
import type { App, AppDeps } from '../../../app';
import { access } from '../../../policies/access';
import { actorOf } from '../auditLog';
import { applyBreakLogsOutSetting } from './featureEnvSeed';
import { listFeatures } from './featureQueries';
import { changeFeatureStatus } from './featureStatusChanger';
import { featureStates, watchFeatureSwitches } from './featureSwitches';

const tags = ['admin'];
const superAdmin = access.any(Perm.SUPER_ADMIN);

/** Features Management (spec 002 §2): GET admin/allFeatures, POST admin/changeFeatureStatus. */
export async function featureRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  app.decorate('featureSwitchesDb', db);
  const stopWatching = watchFeatureSwitches(db, deps.bus);
  app.addHook('onClose', async () => stopWatching());
  await applyBreakLogsOutSetting(db, deps.bus, deps.config);

  app.get(
    '/admin/allFeatures',
    {
      config: { access: superAdmin },
      schema: {
        summary: 'Every feature switch: id, feature (its key), status (1 on, 0 off), name and description',
        tags,
        response: { 200: allFeaturesResponse },
      },
    },
    async () => ({ features: await listFeatures(db) }),
  );

  app.post(
    '/admin/changeFeatureStatus',
    {
      config: { access: superAdmin },
      schema: {
        summary: 'Switch features on or off (the list of {id, feature, status} to set)',
        description:
          'One transaction; each switch that changes is audited and a features.changed event tells every ' +
          'browser and server at once. An id that is not the feature named answers 400 on that field.',
        tags,
        body: changeFeatureStatusRequest,
        response: { 200: z.object({ message: z.string(), features: allFeaturesResponse.shape.features }) },
      },
    },
    async (request) => {
      await changeFeatureStatus(db, deps.bus, actorOf(request), request.body.features);
      return { message: Msg.features.updated, features: await listFeatures(db) };
    },
  );

  app.get(
    '/features/login',
    {
      config: { access: access.public },
      schema: {
        summary: 'What the login page offers before anyone is logged in (the working-from-home tick)',
        tags,
        security: [],
        response: { 200: loginFeaturesResponse },
      },
    },
    async () => ({ work_from_home: (await featureStates(db)).work_from_home }),
  );
}
