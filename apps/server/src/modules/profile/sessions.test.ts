import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { sessions } from '../../db/schema';
import { bearer } from '../../test/factories';
import { auditRows, signedIn, uniqueIp, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Another login of the same user, from a phone. */
async function phoneLogin(user: Actor) {
  const ip = uniqueIp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': ANDROID },
    remoteAddress: ip,
  });
  const token = res.json().access_token as string;
  return { token, headers: bearer(token), ip };
}
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/profile/sessions', headers });
const revoke = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/profile/sessions/${id}/revoke`, headers });
const revokeOthers = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/profile/sessions/revoke_others', headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('the session routes need a login', () => {
  it('answers 401 without a token', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await revoke({}, 1)).statusCode).toBe(401);
    expect((await revokeOthers({})).statusCode).toBe(401);
  });
});

describe('GET /api/profile/sessions', () => {
  it("lists only the user's own live sessions, this one marked, with device and address", async () => {
    const user = await signedIn(t);
    const phone = await phoneLogin(user);
    const stranger = await signedIn(t);
    const ended = await phoneLogin(user);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });

    const res = await list(user.headers);
    expect(res.statusCode).toBe(200);
    const rows = res.json().sessions as { id: number; device: string; ip: string; current: boolean }[];
    expect(rows).toHaveLength(2);
    const current = rows.find((r) => r.current)!;
    const other = rows.find((r) => !r.current)!;
    expect(other).toMatchObject({ device: 'Chrome on Android', ip: phone.ip });
    expect(current.device).toBe('Unknown device'); // inject's own user agent names no browser
    expect(rows.every((r) => typeof r.id === 'number')).toBe(true);
    const strangers = (await list(stranger.headers)).json().sessions as { id: number }[];
    expect(strangers.map((r) => r.id)).not.toContain(current.id);
    expect(strangers).toHaveLength(1);
  });

  it('leaves out a session past its idle time', async () => {
    const user = await signedIn(t);
    const phone = await phoneLogin(user);
    await t.database.db.execute(
      sql`update sessions set last_used_at = now() - interval '13 hours'
          where user_id = ${user.id} and user_agent = ${ANDROID}`,
    );
    const rows = (await list(user.headers)).json().sessions;
    expect(rows).toHaveLength(1);
    expect(rows[0].current).toBe(true);
    expect((await me(phone.headers)).statusCode).toBe(401);
  });
});

describe('POST /api/profile/sessions/{id}/revoke', () => {
  it('signs out one own session: its next request is 401, the others go on, and it is audited', async () => {
    const user = await signedIn(t);
    const phone = await phoneLogin(user);
    const phoneId = (await list(user.headers))
      .json()
      .sessions.find((r: { current: boolean }) => !r.current).id;
    const res = await revoke(user.headers, phoneId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(Msg.auth.sessionRevoked);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
    const rows = (await auditRows(t.database.db, 'auth.session_revoke', phoneId)).filter(
      (r) => r.actorId === user.id,
    );
    expect(rows).toHaveLength(1);
    // Twice is "already ended".
    expect((await revoke(user.headers, phoneId)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's session and leaves it signed in", async () => {
    const user = await signedIn(t);
    const victim = await signedIn(t);
    const [victimSession] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    const res = await revoke(user.headers, victimSession!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(Msg.auth.sessionNotFound);
    expect((await me(victim.headers)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a number', async () => {
    const user = await signedIn(t);
    expect((await revoke(user.headers, 'abc')).statusCode).toBe(400);
  });
});

describe('POST /api/profile/sessions/revoke_others', () => {
  it("signs out every other session of the user, and nobody else's", async () => {
    const user = await signedIn(t);
    const phones = [await phoneLogin(user), await phoneLogin(user)];
    const stranger = await signedIn(t);
    const res = await revokeOthers(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: Msg.auth.othersRevoked, revoked: 2 });
    for (const phone of phones) expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(stranger.headers)).statusCode).toBe(200);
    const rows = (await list(user.headers)).json().sessions;
    expect(rows).toHaveLength(1);
    expect(rows[0].current).toBe(true);
    expect((await revokeOthers(user.headers)).json().revoked).toBe(0);
  });
});
