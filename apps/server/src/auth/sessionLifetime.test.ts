import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { loadConfig } from '../config';
import { sessions } from '../db/schema';
import { signedIn, type Actor } from '../test/helpers';
import { createTestApp, type TestApp } from '../test/testApp';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '3' });
});
afterAll(() => t.close());

const me = (user: Actor) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
const sessionOf = async (user: Actor) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(user.token)));
  return row!;
};
/** Moves the session's clocks back, as if that much time had passed. */
const age = (user: Actor, set: { lastUsedAgo?: string; expiresIn?: string }) =>
  t.database.db.execute(sql`
    update sessions set
      last_used_at = ${set.lastUsedAgo ? sql`now() - ${set.lastUsedAgo}::interval` : sql`last_used_at`},
      expires_at = ${set.expiresIn ? sql`now() + ${set.expiresIn}::interval` : sql`expires_at`}
    where token_hash = ${hashToken(user.token)}`);

describe('session lifetimes', () => {
  it('defaults to 12 idle hours and 30 days in all', () => {
    const config = loadConfig({});
    expect(config.SESSION_IDLE_HOURS).toBe(12);
    expect(config.SESSION_MAX_DAYS).toBe(30);
  });

  it('gives a login its absolute end from SESSION_MAX_DAYS', async () => {
    const user = await signedIn(t);
    const session = await sessionOf(user);
    const days = (session.expiresAt.getTime() - session.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);
  });

  it('ends a session left unused past SESSION_IDLE_HOURS, saying it expired', async () => {
    const user = await signedIn(t);
    await age(user, { lastUsedAgo: '1 hour 50 minutes' });
    expect((await me(user)).statusCode).toBe(200);
    await age(user, { lastUsedAgo: '2 hours 1 minute' });
    const res = await me(user);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.auth.sessionExpired });
  });

  it('ends a session at its absolute end however recently it was used', async () => {
    const user = await signedIn(t);
    await age(user, { expiresIn: '-1 second' });
    const res = await me(user);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Msg.auth.sessionExpired);
  });

  it('says a revoked session ended rather than expired', async () => {
    const user = await signedIn(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect((await me(user)).json().message).toBe(Msg.auth.sessionEnded);
  });

  it('writes last_used_at only when it is more than a minute old', async () => {
    const user = await signedIn(t);
    await age(user, { lastUsedAgo: '30 seconds' });
    const recent = (await sessionOf(user)).lastUsedAt;
    for (let i = 0; i < 3; i++) expect((await me(user)).statusCode).toBe(200);
    expect((await sessionOf(user)).lastUsedAt).toEqual(recent);

    await age(user, { lastUsedAgo: '90 minutes' });
    expect((await me(user)).statusCode).toBe(200);
    const touched = (await sessionOf(user)).lastUsedAt;
    expect(Date.now() - touched.getTime()).toBeLessThan(30_000);
    // Used again, the idle clock restarts: 90 more minutes would have ended the untouched session.
    await age(user, { lastUsedAgo: '61 seconds' });
    expect((await me(user)).statusCode).toBe(200);
  });
});
