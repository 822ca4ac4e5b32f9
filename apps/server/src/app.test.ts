import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RoleId } from '@jobline/shared';
import { expectNoInternals, signedIn } from './test/helpers';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The only /api routes anyone may call without a session (besides the API docs under /api/docs). */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/auth/login',
  // The second step of a two-factor sign-in: its challenge stands in for the session.
  'POST /api/auth/login/two_factor',
  'GET /api/profile-images/:id',
  'GET /api/calendar/:file',
  // The login page asks whether to offer the working-from-home tick (feature switches).
  'GET /api/features/login',
];

const apiRoutes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('route access declarations', () => {
  it('finds the routes of every module', () => {
    const urls = apiRoutes().map((r) => r.url);
    for (const url of ['/api/auth/me', '/api/authorization/roles', '/api/users', '/api/events']) {
      expect(urls).toContain(url);
    }
  });

  it('has an access declaration on every /api route', () => {
    const missing = apiRoutes()
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('makes public exactly the listed routes and the API docs', () => {
    const publicRoutes = apiRoutes().filter((r) => r.access?.kind === 'public');
    const docs = publicRoutes.filter((r) => isDocs(r.url));
    expect(docs.map((r) => r.url)).toContain('/api/docs');
    const others = publicRoutes.filter((r) => !isDocs(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(others.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('declares permission ids on every permission-gated route', () => {
    for (const route of apiRoutes()) {
      if (route.access?.kind !== 'any') continue;
      expect(route.access.permissions.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      for (const id of route.access.permissions) expect(Number.isInteger(id) && id > 0).toBe(true);
    }
  });
});

describe('every non-public /api route without a session', () => {
  it('answers 401 with a message, never 500', async () => {
    const routes = apiRoutes().filter((r) => r.access?.kind !== 'public' && !isDocs(r.url));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      else expect(res.json().message).toBe(Msg.common.unauthenticated);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for a token that is not a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(Msg.auth.sessionEnded);
  });
});

describe('bad requests', () => {
  it('answers 400 to malformed JSON, without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['message', 'errors']);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual({ body: body.message });
    expectNoInternals(res.body);
  });

  it('answers 415 to a body of an unsupported type, without details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-something' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json())).toEqual(['message']);
    expectNoInternals(res.body);
  });

  it('answers 415 to a body of an unknown type on a POST that reads none, as its document says', async () => {
    const admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/singleToday',
      headers: { ...admin.headers, 'content-type': 'application/x-evil' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json())).toEqual(['message']);
    // The test app's close fails the file if an answer's status is not in the document.
    const document = t.app.swagger() as OpenAPIV3.Document;
    expect(Object.keys(document.paths['/api/tasks/singleToday']?.post?.responses ?? {})).toContain('415');
  });

  it('says a field left out is required, naming it, in the house words rather than zod’s', async () => {
    const admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/all-job/download',
      headers: admin.headers,
      payload: { a: { a: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.filters).toBe(Msg.common.required);
    expect(res.body).not.toContain('undefined');
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: Msg.common.tooLarge });
  });

  it('answers 404 JSON for an unknown /api path, with or without a session', async () => {
    for (const url of ['/api/nothing-here', '/api/auth/me/extra', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: Msg.common.notFound });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the OpenAPI document without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/login');
  });
});
