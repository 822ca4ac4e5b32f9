import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Msg } from '@jobline/shared';
import type { Db } from '../db/client';
import { forbidden, unauthenticated } from '../errors';
import { allows } from '../policies/access';
import { twoFactorSetupRequired } from '../modules/auth/twoFactor/setupRequirement';
import { findSessionUser, type AuthUser, type SessionLimits } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** `Bearer <token>` and nothing more (RFC 6750's b64token); any other shape is no token at all. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Checks every API request against its route's declared access before anything else runs, so a
 * caller without a session gets 401 and one without the right gets 403 ahead of any validation.
 * A route with no declaration is refused: rights fail closed.
 */
export function registerRequestUser(app: FastifyInstance, db: Db, limits: SessionLimits): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === undefined) return; // not found: the 404 handler answers
    if (!request.routeOptions.url.startsWith('/api/')) return;
    const rule = request.routeOptions.config.access;
    if (!rule) throw forbidden();
    if (rule.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const user = await findSessionUser(db, token, limits);
    if (user === 'expired') throw unauthenticated(Msg.auth.sessionExpired);
    if (!user) throw unauthenticated(Msg.auth.sessionEnded);
    request.user = user;
    if (!allows(user, rule)) throw forbidden();
    const setupAllowed = rule.kind === 'user' && rule.beforeTwoFactor === true;
    if (!setupAllowed && (await twoFactorSetupRequired(db, user))) {
      throw forbidden(Msg.auth.twoFactorRequired);
    }
  });
}

/** The request's user, for handlers of routes that need a session. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
