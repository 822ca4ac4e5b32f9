import { holdsAny, RoleId } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';

/**
 * What a route needs. Every /api route declares one (a test walks them all): public routes are
 * listed explicitly, everything else needs a session and, usually, one of some permission ids.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'user'; beforeTwoFactor?: boolean }
  | { kind: 'any'; permissions: readonly number[] };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  /** Any logged-in user (lookups, own profile, the event stream). */
  user: { kind: 'user' } as RouteAccess,
  /**
   * Any logged-in user, even a super admin who must still set up two-factor sign-in: only who am I,
   * log out and the set-up itself.
   */
  beforeTwoFactor: { kind: 'user', beforeTwoFactor: true } as RouteAccess,
  /** A logged-in user holding at least one of these permission ids. */
  any: (...permissions: number[]): RouteAccess => ({ kind: 'any', permissions }),
};

export function allows(user: AuthUser, rule: RouteAccess): boolean {
  if (rule.kind !== 'any') return true;
  return holdsAny(user.permissions, rule.permissions);
}

export const isSuperAdmin = (user: Pick<AuthUser, 'roleId'>) => user.roleId === RoleId.SUPER_ADMIN;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
