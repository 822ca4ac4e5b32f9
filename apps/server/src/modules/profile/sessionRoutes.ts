import { z } from 'zod';
import { activeSessionList, idParam, Msg } from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { sessionLimits } from '../../auth/sessions';
import { access } from '../../policies/access';
import { actorOf } from '../admin/auditLog';
import { listActiveSessions } from './activeSessions';
import { revokeOtherSessions, revokeOwnSession } from './sessionRevoker';

const tags = ['profile'];

/** My Profile's list of the user's own logins, with signing out one or all the others. */
export async function profileSessionRoutes(app: App, { database, bus, config }: AppDeps) {
  const { db } = database;
  const limits = sessionLimits(config);

  app.get(
    '/profile/sessions',
    {
      config: { access: access.user },
      schema: {
        summary: "The user's own live sessions: device, address, sign-in and last use; this one marked",
        tags,
        response: { 200: activeSessionList },
      },
    },
    async (request) => ({ sessions: await listActiveSessions(db, currentUser(request), limits) }),
  );

  app.post(
    '/profile/sessions/:id/revoke',
    {
      config: { access: access.user, refusals: [404] },
      schema: {
        summary: 'Sign out one of the user’s own sessions (its next request answers 401)',
        tags,
        params: z.object({ id: idParam }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await revokeOwnSession(db, bus, user, actorOf(request), request.params.id, limits);
      return { message: Msg.auth.sessionRevoked };
    },
  );

  app.post(
    '/profile/sessions/revoke_others',
    {
      config: { access: access.user },
      schema: {
        summary: 'Sign out every session of the user except this one',
        tags,
        response: { 200: z.object({ message: z.string(), revoked: z.number() }) },
      },
    },
    async (request) => {
      const revoked = await revokeOtherSessions(db, bus, currentUser(request), actorOf(request), limits);
      return { message: Msg.auth.othersRevoked, revoked };
    },
  );
}
