import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import { DEFAULT_ROLE_PERMISSIONS } from '../db/seed/reference';
import { signedIn, type Actor } from '../test/helpers';
import { streamingApp, type StreamingApp } from '../test/streamingApp';
import type { TestApp } from '../test/testApp';

let s: StreamingApp;
let t: TestApp;
let base: string;
let admin: Actor;

beforeAll(async () => {
  s = await streamingApp();
  ({ t, base } = s);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
});
afterEach(() => s.closeStreams());
afterAll(() => t.close());

const subscribe = (who: Pick<Actor, 'headers'>) => s.subscribe(who);

const call = (method: 'GET' | 'POST', path: string, who: Actor, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/events', () => {
  it('answers 401 without a token or with a revoked one', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: Msg.common.unauthenticated });
    const bad = await fetch(`${base}/api/events`, { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });

  it('greets a logged-in user with a ready event naming them', async () => {
    const user = await signedIn(t);
    const stream = await subscribe(user);
    expect(stream.events[0]).toEqual({ event: RealtimeEventType.READY, data: { user_id: user.id } });
  });

  it("tells the holders of a role, and only them, when the role's rights change, and ends their streams", async () => {
    const hod = await signedIn(t, { roleId: RoleId.HOD });
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    const hodStream = await subscribe(hod);
    const employeeStream = await subscribe(employee);

    const opened = await call('GET', `/api/authorization/permissions/${RoleId.HOD}`, admin);
    const res = await call('POST', '/api/authorization/role/permissions', admin, {
      role_id: RoleId.HOD,
      allowed_permissions: [...DEFAULT_ROLE_PERMISSIONS[RoleId.HOD], 34],
      version: ((await opened.json()) as { version: number }).version,
    });
    expect(res.status).toBe(200);
    await hodStream.next(RealtimeEventType.RIGHTS_CHANGED, 5000);
    // Its events were chosen by the old rights: the browser opens another with the new ones.
    await withTimeout(hodStream.closed, 5000);
    await pause(300);
    expect(employeeStream.has(RealtimeEventType.RIGHTS_CHANGED)).toBe(false);
    expect(employeeStream.isEnded()).toBe(false);

    // And the HOD's next request already carries the new right.
    expect((await call('GET', '/api/authorization/permissions', hod)).status).toBe(200);
  });

  it('tells an employee when their direct permissions change', async () => {
    const user = await signedIn(t);
    const other = await signedIn(t);
    const stream = await subscribe(user);
    const otherStream = await subscribe(other);
    const opened = await call('GET', `/api/authorization/user/permissions/${user.id}`, admin);
    const res = await call('POST', '/api/authorization/user/permissions', admin, {
      user_id: user.id,
      allowed_permissions: [22],
      version: ((await opened.json()) as { version: number }).version,
    });
    expect(res.status).toBe(200);
    await stream.next(RealtimeEventType.RIGHTS_CHANGED, 5000);
    await pause(300);
    expect(otherStream.has(RealtimeEventType.RIGHTS_CHANGED)).toBe(false);
  });

  it('sends session.revoked and closes the stream after logout, leaving other sessions open', async () => {
    const user = await signedIn(t);
    const sameUserElsewhere = { ...user, ...(await relogin(user)) };
    const stream = await subscribe(user);
    const otherStream = await subscribe(sameUserElsewhere);

    const res = await call('POST', '/api/auth/logout', user);
    expect(res.status).toBe(200);
    await stream.next(RealtimeEventType.SESSION_REVOKED, 5000);
    await expect(withTimeout(stream.closed, 5000)).resolves.toBeUndefined();
    expect(stream.isEnded()).toBe(true);

    await pause(300);
    expect(otherStream.has(RealtimeEventType.SESSION_REVOKED)).toBe(false);
    expect(otherStream.isEnded()).toBe(false);
    expect((await fetch(`${base}/api/events`, { headers: user.headers })).status).toBe(401);
  });

  it("ends the employee's other streams when they change their password", async () => {
    const user = await signedIn(t);
    const elsewhere = { ...user, ...(await relogin(user)) };
    const here = await subscribe(user);
    const there = await subscribe(elsewhere);
    const res = await call('POST', '/api/profile/update', user, {
      old_password: user.password,
      password: 'another-secret',
    });
    expect(res.status).toBe(200);
    await there.next(RealtimeEventType.SESSION_REVOKED, 5000);
    await withTimeout(there.closed, 5000);
    await pause(300);
    expect(here.has(RealtimeEventType.SESSION_REVOKED)).toBe(false);
    expect(here.isEnded()).toBe(false);
  });
});

async function relogin(user: Actor): Promise<Pick<Actor, 'token' | 'headers'>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);
}
