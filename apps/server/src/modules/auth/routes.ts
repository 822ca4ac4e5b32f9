import { z } from 'zod';
import {
  loggedUser,
  loginRequest,
  loginResponse,
  Msg,
  RealtimeEventType,
  twoFactorChallenge,
  twoFactorLoginRequest,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { revokeSession } from '../../auth/sessions';
import { unauthenticated } from '../../errors';
import { access } from '../../policies/access';
import { actorOf, audit } from '../admin/auditLog';
import { loadLoggedUser } from './loggedUser';
import { logIn } from './logIn';
import { completeTwoFactorLogin } from './twoFactor/twoFactorLogIn';
import { audienceFacts } from '../../realtime/audienceFacts';

const statusMessage = z.object({ status: z.number(), message: z.string() });

export async function authRoutes(app: App, { database, config, bus }: AppDeps) {
  const { db } = database;

  app.post(
    '/auth/login',
    {
      config: { access: access.public, refusals: [429] },
      schema: {
        summary: 'Log in; answers the bearer token, or a challenge when two-factor sign-in is on',
        tags: ['auth'],
        security: [],
        body: loginRequest,
        response: {
          200: z.union([loginResponse, twoFactorChallenge]),
          401: statusMessage,
          403: statusMessage,
        },
      },
    },
    async (request) => {
      const result = await logIn(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if ('twoFactorChallenge' in result) {
        return { two_factor_required: true as const, challenge: result.twoFactorChallenge };
      }
      return answerSession(result);
    },
  );

  app.post(
    '/auth/login/two_factor',
    {
      config: { access: access.public, refusals: [429] },
      schema: {
        summary: 'The second step of a login with two-factor sign-in on: the challenge and a code',
        description:
          'code: the 6-digit code of the authenticator app, or one of the recovery codes. A wrong code ' +
          'counts as a failed login; the challenge lasts 5 minutes (status 3 once it is over).',
        tags: ['auth'],
        security: [],
        body: twoFactorLoginRequest,
        response: { 200: loginResponse, 401: statusMessage },
      },
    },
    async (request) =>
      answerSession(
        await completeTwoFactorLogin(db, config, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  /** A new session's answer; live views (Home's cards) of those who watch this employee learn that their day has begun. */
  async function answerSession(session: { userId: number; token: string; expiresAt: Date }) {
    await bus.publish(db, {
      type: RealtimeEventType.FLOOR_CHANGED,
      ...(await audienceFacts(db, { employeeId: session.userId })),
      data: { user_id: session.userId },
    });
    return {
      access_token: session.token,
      token_type: 'Bearer' as const,
      expires_at: session.expiresAt.toISOString(),
    };
  }

  app.get(
    '/auth/me',
    {
      config: { access: access.beforeTwoFactor },
      schema: {
        summary: 'The logged-in user with roles and permissions',
        tags: ['auth'],
        response: { 200: loggedUser },
      },
    },
    async (request) => {
      const user = await loadLoggedUser(db, currentUser(request).id, config.COMPANY_TIME_ZONE);
      if (!user) throw unauthenticated();
      return user;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.beforeTwoFactor },
      schema: {
        summary: 'Revoke the token of this session',
        tags: ['auth'],
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await db.transaction(async (tx) => {
        await revokeSession(tx, user.sessionId);
        await audit(tx, actorOf(request), {
          action: 'auth.logout',
          entity: 'session',
          entityId: user.sessionId,
        });
        await bus.publish(tx, { type: RealtimeEventType.SESSION_REVOKED, sessionId: user.sessionId });
      });
      return { message: Msg.auth.loggedOut };
    },
  );
}
