import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feature, Msg, RoleId } from '@jobline/shared';
import { features, sessions, twoFactorRecoveryCodes, twoFactorSecrets } from '../../../db/schema';
import { bearer } from '../../../test/factories';
import { signedIn, uniqueIp, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { forgetFeatureSwitches } from '../../admin/features/featureSwitches';
import { totpCodeAt } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', TWO_FACTOR_KEY: 'a-test-key-of-some-length' });
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip?: string,
) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress: ip ?? uniqueIp() });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
const STEP = 30_000;

/** Sets up an authenticator app for the user; answers its secret and recovery codes. */
async function enrol(user: Actor) {
  const started = await post('profile/two_factor/start', {}, user.headers);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  // The code of the step before: the one of this step stays unused for the login tests.
  const confirmed = await post(
    'profile/two_factor/confirm',
    { code: totpCodeAt(secret, Date.now() - STEP) },
    user.headers,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

describe('enrolment on My Profile', () => {
  it('shows the secret once as a QR code and text, confirms with a code, and answers ten recovery codes', async () => {
    const user = await signedIn(t);
    const started = await post('profile/two_factor/start', {}, user.headers);
    const body = started.json();
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Jobline:/);
    expect(body.otpauth_url).toContain(`secret=${body.secret}`);

    const wrong = await post('profile/two_factor/confirm', { code: '000000' }, user.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: Msg.auth.wrongCode });
    expect((await get('auth/me', user.headers)).json().two_factor).toEqual({
      enabled: false,
      setup_required: false,
    });

    const confirmed = await post(
      'profile/two_factor/confirm',
      { code: totpCodeAt(body.secret, Date.now()) },
      user.headers,
    );
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await get('auth/me', user.headers)).json().two_factor.enabled).toBe(true);

    // Stored encrypted, recovery codes hashed; never shown again.
    const [row] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    expect(row!.secret).toMatch(/^v1:/);
    expect(row!.secret).not.toContain(body.secret);
    const hashes = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);
    const again = await post('profile/two_factor/start', {}, user.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 1, message: Msg.auth.twoFactorAlreadyOn });
  });

  it('answers 401 without a login and 400 without a code', async () => {
    expect((await post('profile/two_factor/start', {})).statusCode).toBe(401);
    const user = await signedIn(t);
    const res = await post('profile/two_factor/confirm', {}, user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: Msg.auth.codeRequired });
  });
});

describe('login with two-factor sign-in on', () => {
  it('asks for a code instead of opening a session, and accepts each code once', async () => {
    const user = await signedIn(t);
    const { secret } = await enrol(user);
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));

    const first = await post('auth/login', { email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect(first.json()).not.toHaveProperty('access_token');
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toHaveLength(before.length);

    const code = totpCodeAt(secret, Date.now());
    const done = await post('auth/login/two_factor', { challenge: first.json().challenge, code });
    expect(done.statusCode).toBe(200);
    expect((await get('auth/me', bearer(done.json().access_token))).statusCode).toBe(200);
    // The challenge is spent, and the same code does not open a second login.
    expect(
      (await post('auth/login/two_factor', { challenge: first.json().challenge, code })).json().status,
    ).toBe(3);
    const second = await post('auth/login', { email: user.email, password: user.password });
    const replay = await post('auth/login/two_factor', { challenge: second.json().challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 1, message: Msg.auth.wrongCode });
  });

  it('takes a recovery code once', async () => {
    const user = await signedIn(t);
    const { recoveryCodes } = await enrol(user);
    const challenge = async () =>
      (await post('auth/login', { email: user.email, password: user.password })).json().challenge as string;
    const typed = recoveryCodes[0]!.toUpperCase();
    expect(
      (await post('auth/login/two_factor', { challenge: await challenge(), code: typed })).statusCode,
    ).toBe(200);
    expect(
      (await post('auth/login/two_factor', { challenge: await challenge(), code: typed })).statusCode,
    ).toBe(401);
  });

  it('counts wrong codes as failed logins: the throttle answers 429', async () => {
    const user = await signedIn(t);
    const { secret } = await enrol(user);
    const ip = uniqueIp();
    const { challenge } = (
      await post('auth/login', { email: user.email, password: user.password }, {}, ip)
    ).json();
    for (let i = 0; i < 3; i++) {
      expect((await post('auth/login/two_factor', { challenge, code: '123456' }, {}, ip)).statusCode).toBe(
        401,
      );
    }
    const blocked = await post(
      'auth/login/two_factor',
      { challenge, code: totpCodeAt(secret, Date.now()) },
      {},
      ip,
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('turns off with the password (not a wrong one), and the login asks for no code again', async () => {
    const user = await signedIn(t);
    await enrol(user);
    const wrong = await post('profile/two_factor/disable', { password: 'not-my-password' }, user.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: Msg.auth.wrongPassword });
    expect((await post('profile/two_factor/disable', {}, user.headers)).json().errors).toEqual({
      code: Msg.auth.twoFactorProofRequired,
    });
    const res = await post('profile/two_factor/disable', { password: user.password }, user.headers);
    expect(res.statusCode).toBe(200);
    expect(
      (await post('auth/login', { email: user.email, password: user.password })).json().access_token,
    ).toEqual(expect.any(String));
  });
});

describe('the switch "Two-factor required for super admins"', () => {
  it('sends a super admin without it to the set-up, and lets them do nothing else until done', async () => {
    await t.database.db
      .update(features)
      .set({ enabled: sql`true` })
      .where(eq(features.key, Feature.TWO_FACTOR_SUPER_ADMINS));
    forgetFeatureSwitches(t.database.db);
    try {
      const admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
      const employee = await signedIn(t);
      expect((await get('auth/me', admin.headers)).json().two_factor).toEqual({
        enabled: false,
        setup_required: true,
      });
      const refused = await get('profile/sessions', admin.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(Msg.auth.twoFactorRequired);
      expect((await get('profile/sessions', employee.headers)).statusCode).toBe(200);

      await enrol(admin);
      expect((await get('profile/sessions', admin.headers)).statusCode).toBe(200);
      expect((await get('auth/me', admin.headers)).json().two_factor).toEqual({
        enabled: true,
        setup_required: false,
      });
    } finally {
      await t.database.db
        .update(features)
        .set({ enabled: sql`false` })
        .where(eq(features.key, Feature.TWO_FACTOR_SUPER_ADMINS));
      forgetFeatureSwitches(t.database.db);
    }
  });
});
