import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { sessions } from '../../db/schema';
import { createUser } from '../../test/factories';
import { uniqueIp } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { BUSY_ADDRESS_DELAY_MS } from './loginThrottle';

const LIMIT = 3;
const ADDRESS_LIMIT = LIMIT * 10;

let direct: TestApp;
let oneHop: TestApp;
let listed: TestApp;
beforeAll(async () => {
  const limit = { LOGIN_MAX_FAILURES: String(LIMIT) };
  [direct, oneHop, listed] = await Promise.all([
    createTestApp(limit),
    createTestApp({ ...limit, TRUST_PROXY: '1' }),
    createTestApp({ ...limit, TRUST_PROXY: '10.200.0.0/16, 10.201.0.9' }),
  ]);
});
afterAll(() => Promise.all([direct, oneHop, listed].map((t) => t.close())));

const login = (
  t: TestApp,
  body: { email: string; password: string },
  remoteAddress: string,
  forwardedFor?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const timed = async <T>(call: () => Promise<T>) => {
  const started = Date.now();
  const result = await call();
  return { result, ms: Date.now() - started };
};

describe('client addresses behind a proxy', () => {
  const PROXY = '10.200.0.1';
  const CLIENT = '203.0.113.7';
  let spoofed = 0;
  /** What the client sent (a new made-up address each time), with the proxy's entry appended. */
  const rotating = () => `198.51.100.${++spoofed % 250}, ${CLIENT}`;

  it('with one hop trusted, a client rotating X-Forwarded-For is still counted at its real address', async () => {
    const user = await createUser(oneHop.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(oneHop, wrong, PROXY, rotating())).statusCode).toBe(401);
    }
    const res = await login(oneHop, { email: user.email, password: user.password }, PROXY, rotating());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(Msg.auth.tooManyAttempts);

    const other = await createUser(oneHop.database.db);
    const ok = await login(oneHop, other, PROXY, rotating());
    expect(ok.statusCode).toBe(200);
    const [session] = await oneHop.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, other.id));
    expect(session?.ip).toBe(CLIENT);
  });

  it('with proxy addresses listed, trusts only those proxies', async () => {
    const user = await createUser(listed.database.db);
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(listed, wrong, '10.200.3.4', rotating())).statusCode).toBe(401);
    }
    const right = { email: user.email, password: user.password };
    expect((await login(listed, right, '10.201.0.9', rotating())).statusCode).toBe(429);
    // A caller that is not a listed proxy is taken at its own address, whatever it claims.
    expect((await login(listed, right, '192.0.2.50', `${CLIENT}`)).statusCode).toBe(200);
  });
});

describe('an address over its limit (LOGIN_MAX_FAILURES=3, so 30 failures)', () => {
  it('still signs in accounts that never failed there, slowly, while the attacked account stays locked', async () => {
    const ip = uniqueIp();
    const attacked = await createUser(direct.database.db);
    for (let i = 0; i < LIMIT; i++) {
      await login(direct, { email: attacked.email, password: 'wrong-password' }, ip);
    }
    for (let i = LIMIT; i < ADDRESS_LIMIT; i++) {
      const res = await login(direct, { email: `sprayed-${i}-${ip}@test.local`, password: 'guess' }, ip);
      expect(res.statusCode).toBe(401);
    }

    const admin = await createUser(direct.database.db);
    const signIn = await timed(() => login(direct, admin, ip));
    expect(signIn.result.statusCode).toBe(200);
    expect(signIn.ms).toBeGreaterThanOrEqual(BUSY_ADDRESS_DELAY_MS - 50);

    // One guess per account: a wrong password is refused slowly, and the account then waits it out.
    const guessed = await createUser(direct.database.db);
    const guess = await timed(() => login(direct, { email: guessed.email, password: 'guess' }, ip));
    expect(guess.result.statusCode).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(BUSY_ADDRESS_DELAY_MS - 50);
    const after = await login(direct, guessed, ip);
    expect(after.statusCode).toBe(429);
    expect(after.json().message).toBe(Msg.auth.tooManyAttempts);

    // The attacked account is locked at this address, even with its right password...
    expect((await login(direct, attacked, ip)).statusCode).toBe(429);
    // ...and nowhere else, and other addresses are not slowed.
    const elsewhere = await timed(() => login(direct, attacked, uniqueIp()));
    expect(elsewhere.result.statusCode).toBe(200);
    expect(elsewhere.ms).toBeLessThan(BUSY_ADDRESS_DELAY_MS);
  });
});
