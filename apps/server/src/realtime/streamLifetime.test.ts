import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { signedIn, type Actor } from '../test/helpers';
import { streamingApp, type StreamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from './streamSlots';

let s: StreamingApp;
let t: TestApp;
let base: string;

beforeAll(async () => {
  s = await streamingApp();
  ({ t, base } = s);
});
afterEach(() => s.closeStreams());
afterAll(() => t.close());

const subscribe = (who: Pick<Actor, 'headers'>) => s.subscribe(who);
const openStream = (who: Pick<Actor, 'headers'>) => s.openStream(who);

async function relogin(user: Actor): Promise<Pick<Actor, 'headers'>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { headers: { authorization: `Bearer ${token}` } };
}

/** Waits for a condition the server reaches on its own (a closed socket, a released slot). */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a stream lives no longer than its session', () => {
  it('ends at the moment its session expires by time', async () => {
    const user = await signedIn(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 second' where user_id = ${user.id}`,
    );
    const stream = await subscribe(user);
    await stream.next(RealtimeEventType.SESSION_REVOKED, 5000);
    await stream.closed;
    expect(stream.isEnded()).toBe(true);
    expect((await openStream(user)).status).toBe(401);
  });

  it('never keeps a stream opened while a logout commits', async () => {
    const user = await signedIn(t);
    const opens = Array.from({ length: STREAMS_PER_SESSION }, () => openStream(user));
    const logout = fetch(`${base}/api/auth/logout`, { method: 'POST', headers: user.headers });
    const answers = await Promise.all(opens);
    expect((await logout).status).toBe(200);
    for (const res of answers) {
      expect([200, 401]).toContain(res.status);
      if (res.status !== 200) continue;
      const stream = s.read(res);
      await stream.closed; // each one that opened is told and ended
      expect(stream.has(RealtimeEventType.SESSION_REVOKED)).toBe(true);
    }
  });

  it('refuses a stream of a session revoked after authentication but before it subscribed', async () => {
    const user = await signedIn(t);
    // A revocation committed without its event reaching this server: only the re-check can see it.
    await t.database.db.execute(sql`update users set status = 0 where id = ${user.id}`);
    const res = await openStream(user);
    expect(res.status).toBe(401);
  });
});

describe('caps', () => {
  it('answers 429 past the streams of one session, and frees a slot when a stream closes', async () => {
    const user = await signedIn(t);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i++) streams.push(await subscribe(user));
    const refused = await openStream(user);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: Msg.realtime.tooManyStreams });
    await streams[0]!.cancel();
    await until(async () => {
      const res = await openStream(user);
      if (res.status === 200) s.read(res);
      else await res.body?.cancel();
      return res.status === 200;
    }, 'a closed stream frees its slot');
  });

  it('answers 429 past the streams of one user across sessions', async () => {
    const user = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    let opened = 0;
    while (opened < STREAMS_PER_USER) {
      const session = await relogin(user);
      for (let i = 0; i < STREAMS_PER_SESSION && opened < STREAMS_PER_USER; i++, opened++) {
        await subscribe(session);
      }
    }
    const refused = await openStream(await relogin(user));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: Msg.realtime.tooManyStreams });
  });
});
