import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, Msg, RoleId } from '@jobline/shared';
import { roles, sessions, workFromHomeDays } from '../../db/schema';
import { hashToken } from '../../auth/sessions';
import { bearer, createUser } from '../../test/factories';
import { auditRows, signedIn, uniqueIp } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const loginAs = (body: Record<string, unknown>, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

describe('POST /api/auth/login', () => {
  it('answers a bearer token for the right e-mail and password', async () => {
    const user = await createUser(t.database.db);
    const res = await loginAs({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.access_token.length).toBeGreaterThanOrEqual(32);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password with status 1', async () => {
    const user = await createUser(t.database.db);
    const res = await loginAs({ email: user.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 1, message: Msg.auth.invalidCredentials });
  });

  it('refuses an unknown e-mail with status 1, the same answer as a wrong password', async () => {
    const res = await loginAs({ email: 'nobody-here@test.local', password: 'secret123' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 1, message: Msg.auth.invalidCredentials });
  });

  it('refuses an inactive employee with the right password with status 2', async () => {
    const user = await createUser(t.database.db, { status: 0 });
    const res = await loginAs({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 2, message: Msg.auth.noAccess });
  });

  it('refuses an employee whose role grants nothing and who has no direct permissions', async () => {
    const [empty] = await t.database.db
      .insert(roles)
      .values({ name: `no rights ${uniqueIp()}` })
      .returning();
    for (const roleId of [empty!.id, null]) {
      const user = await createUser(t.database.db, { roleId });
      const res = await loginAs({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 2, message: Msg.auth.noAccess });
    }
    // A direct permission alone is enough to get in.
    const direct = await createUser(t.database.db, { roleId: empty!.id, permissions: [15] });
    expect((await loginAs({ email: direct.email, password: direct.password })).statusCode).toBe(200);
  });

  it('answers 400 with a message for each missing field', async () => {
    const res = await loginAs({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual({ email: Msg.auth.emailRequired, password: Msg.auth.passwordRequired });
    expect(body.message).toEqual(expect.any(String));

    const blank = await loginAs({ email: '  ', password: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      email: Msg.auth.emailRequired,
      password: Msg.auth.passwordRequired,
    });
  });

  it('records a work-from-home day in the company time zone when asked, and only then', async () => {
    const user = await createUser(t.database.db);
    const homeDays = () =>
      t.database.db.select().from(workFromHomeDays).where(eq(workFromHomeDays.userId, user.id));

    await loginAs({ email: user.email, password: user.password });
    expect(await homeDays()).toHaveLength(0);

    const res = await loginAs({ email: user.email, password: user.password, workfrom_home: true });
    expect(res.statusCode).toBe(200);
    const rows = await homeDays();
    expect(rows.map((r) => r.day)).toEqual([dayInZone(new Date(), 'Asia/Colombo')]);

    // A second login the same day keeps one row.
    await loginAs({ email: user.email, password: user.password, workfrom_home: true });
    expect(await homeDays()).toHaveLength(1);
  });

  it('stores only the hash of the token', async () => {
    const user = await createUser(t.database.db);
    const token = (await loginAs({ email: user.email, password: user.password })).json().access_token;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
  });

  it('audits the login with the actor', async () => {
    const user = await signedIn(t);
    const rows = (await auditRows(t.database.db, 'auth.login')).filter((r) => r.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entity).toBe('session');
    expect(rows[0]!.after).toMatchObject({ workfrom_home: false });
  });
});

describe('login throttling (LOGIN_MAX_FAILURES=3)', () => {
  const fail = (email: string, ip: string) => loginAs({ email, password: 'wrong-password' }, ip);

  it('refuses even the right password with 429 after too many failures from one address', async () => {
    const user = await createUser(t.database.db);
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) expect((await fail(user.email, ip)).statusCode).toBe(401);

    const blocked = await loginAs({ email: user.email, password: user.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(Msg.auth.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The same account from another address is not held back.
    expect((await loginAs({ email: user.email, password: user.password }, uniqueIp())).statusCode).toBe(200);
  });

  it('forgets the failures of an e-mail and address after a successful login', async () => {
    const user = await createUser(t.database.db);
    const ip = uniqueIp();
    for (let i = 0; i < 2; i++) await fail(user.email, ip);
    expect((await loginAs({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fail(user.email, ip)).statusCode).toBe(401);
    expect((await loginAs({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the logged user with roles, permissions and the picture', async () => {
    const user = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [34] });
    const res = await me(user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      roles: ['employee'],
      role_id: RoleId.EMPLOYEE,
      image_url: '/api/profile-images/default',
      emp_details: { image: null },
    });
    expect(body.name).toMatch(/^Test User /);
    expect(body.permissions).toEqual([11, 14, 15, 16, 20, 21, 34, 43]);
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('names the company time zone, which decides the client’s today', async () => {
    const user = await signedIn(t, {});
    expect((await me(user.token)).json().time_zone).toBe('Asia/Colombo');
    const elsewhere = await createTestApp({ COMPANY_TIME_ZONE: 'Europe/London' });
    try {
      const someone = await signedIn(elsewhere, {});
      const res = await elsewhere.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(someone.token),
      });
      expect(res.json().time_zone).toBe('Europe/London');
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 401 without a token, with a made-up token and with a malformed header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('made-up-token')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 401 to a bearer header with anything after the token', async () => {
    const user = await signedIn(t);
    const withHeader = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    expect((await withHeader(`Bearer ${user.token}`)).statusCode).toBe(200);
    for (const header of [`Bearer ${user.token} extra`, `Bearer ${user.token} ${user.token}`, 'Bearer a b']) {
      const res = await withHeader(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
    }
  });

  it('answers 401 once the session has expired', async () => {
    const user = await signedIn(t);
    expect((await me(user.token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const res = await me(user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Msg.auth.sessionExpired);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token for real and audits it', async () => {
    const user = await signedIn(t);
    const other = await signedIn(t, { email: `second-${user.email}`, password: user.password });
    const res = await logout(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(Msg.auth.loggedOut);

    expect((await me(user.token)).statusCode).toBe(401);
    expect((await logout(user.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);

    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id)));
    expect(session!.revokedAt).not.toBeNull();
    const rows = (await auditRows(t.database.db, 'auth.logout')).filter((r) => r.actorId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entityId).toBe(String(session!.id));
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
