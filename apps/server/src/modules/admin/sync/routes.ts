import {
  Feature,
  SYNC_ENTITIES,
  SYNC_PATHS,
  SYNC_ENTITY_LABELS,
  syncApplyRequest,
  syncApplyResponse,
  syncPreviewResponse,
  syncRunsQuery,
  syncRunsResponse,
  type SyncEntity,
} from '@jobline/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../../app';
import { currentUser } from '../../../auth/requestUser';
import { companyToday } from '../../../companyToday';
import { actorOf } from '../auditLog';
import { requireFeature } from '../features/featureSwitches';
import { connectorOf } from './connectorOf';
import { listRuns } from './runQueries';
import { endInterruptedRuns } from './runStore';
import { mayTakeErp, SYNC_ACCESS, SYNC_LOG_ACCESS } from './syncAccess';
import { applySync } from './syncApplier';
import { publishRunsChanged, type SyncDeps } from './syncDeps';
import { previewSync } from './syncPreviewer';
import { progressSender } from './syncProgress';

const tags = ['erp sync'];

/**
 * ERP data synchronization (spec GET customers/sync, agreement/sync, systems/sync, jobs/sync): a GET
 * changes nothing and answers the preview (a dry run, kept in the log); POST <the same>/apply applies
 * that preview. GET admin/sync/runs is the log. docs/decisions.md, "ERP sync".
 */
export async function syncRoutes(app: App, deps: AppDeps) {
  const { database, bus, config } = deps;
  const syncDeps = (): SyncDeps => ({
    db: database.db,
    bus,
    connector: connectorOf(config),
    send: progressSender(database, bus),
    server: database.instance,
  });
  const callerOf = (request: FastifyRequest) => ({
    actor: actorOf(request),
    userId: currentUser(request).id,
    today: companyToday(config),
  });
  const gate = requireFeature(Feature.ERP_SYNC);
  /** Runs whose server stopped are ended, and every open sync log told. */
  const endRunsOfStoppedServers = async () => {
    for (const run of await endInterruptedRuns(database)) await publishRunsChanged(database.db, bus, run);
  };

  for (const entity of SYNC_ENTITIES) routesOf(entity);

  function routesOf(entity: SyncEntity) {
    const label = SYNC_ENTITY_LABELS[entity].toLowerCase();
    app.get(
      `/${SYNC_PATHS[entity]}`,
      {
        config: { access: SYNC_ACCESS[entity], refusals: [503] },
        onRequest: gate,
        schema: {
          summary: `Preview a sync of ${label} from the ERP (a dry run: nothing changes)`,
          description:
            'Reads the ERP, compares, and answers what an apply would create, update, leave alone, the conflicts ' +
            '(changed here and in the ERP since the last sync) and the records it cannot apply. The run is kept in ' +
            'the sync log; its id is what POST …/apply takes. 503 when the ERP cannot be read (the failed run is logged).',
          tags,
          response: { 200: syncPreviewResponse },
        },
      },
      async (request) => previewSync(syncDeps(), callerOf(request), entity),
    );

    app.post(
      `/${SYNC_PATHS[entity]}/apply`,
      {
        config: { access: SYNC_ACCESS[entity], refusals: [503] },
        onRequest: gate,
        schema: {
          summary: `Apply a preview of ${label}: 'Sync successful' (status 2)`,
          description:
            'Applies the preview run_id in one transaction, after reading the ERP again: 409 (nothing applied) ' +
            'if the ERP or the records here changed since the preview, or the preview was applied already. ' +
            'Conflicts are left alone unless listed in take_erp (the super admin only).',
          tags,
          body: syncApplyRequest,
          response: { 200: syncApplyResponse },
        },
      },
      async (request) => {
        // An apply its server left unfinished no longer holds its preview.
        await endRunsOfStoppedServers();
        return applySync(
          syncDeps(),
          callerOf(request),
          entity,
          request.body,
          mayTakeErp(currentUser(request)),
        );
      },
    );
  }

  app.get(
    '/admin/sync/runs',
    {
      config: { access: SYNC_LOG_ACCESS },
      onRequest: gate,
      schema: {
        summary: 'The sync log: every preview and apply, newest first',
        tags,
        querystring: syncRunsQuery,
        response: { 200: syncRunsResponse },
      },
    },
    async (request) => {
      await endRunsOfStoppedServers();
      return listRuns(database.db, request.query);
    },
  );
}
