import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RoleId } from '@jobline/shared';
import type { RegisteredRoute } from './app';
import { fieldWithNul } from './inputGuard';
import { createUser } from './test/factories';
import { expectNoInternals, multipart, signedIn, uniqueIp, type Actor } from './test/helpers';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
});
afterAll(() => t.close());

const NUL = 'x\u0000y';
const SKIPPED = (url: string) => url.startsWith('/api/docs') || url === '/api/events';
const apiRoutes = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !SKIPPED(r.url));
const fill = (url: string, value = '1') => url.replace(/:[A-Za-z_]+/g, value);
const takesBody = (method: string) => method !== 'GET' && method !== 'DELETE';

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The top-level field names of a zod request schema, looking through wrappers and unions. */
function fieldNames(schema: unknown): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return fieldNames(def.in);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
    return fieldNames(def.innerType);
  }
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldNames))];
  return [];
}

const isIdField = (name: string) => /(^id|_id|Id)$/.test(name);
/** Ids that are not numbers by design: a profile picture's random key. */
const TEXT_IDS = ['GET /api/profile-images/:id id'];

describe('a NUL character in any text', () => {
  it('finds the field that holds it, however deep', () => {
    expect(fieldWithNul({ a: 'ok', b: [{ c: 'ok' }, { d: NUL }] })).toBe('b.1.d');
    expect(fieldWithNul({ [NUL]: 1 })).toBe(NUL);
    expect(fieldWithNul({ a: 'fine', n: 1, z: null })).toBeUndefined();
  });

  it('answers 400 naming the login e-mail, without a session and without logging an error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueIp(),
      payload: { email: `a${NUL}@b.c`, password: 'secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Msg.common.forbiddenCharacter,
      errors: { email: Msg.common.forbiddenCharacter },
    });
  });

  it('answers 400 naming the field on every route, in the body, the query and the path', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const method = route.method as 'GET';
      const attempts: { url: string; payload?: unknown; field: string }[] = [
        { url: `${fill(route.url)}?search=${encodeURIComponent(NUL)}`, field: 'search' },
      ];
      if (takesBody(route.method)) {
        attempts.push({
          url: fill(route.url),
          payload: { name: NUL, nested: { keyword: NUL } },
          field: 'name',
        });
      }
      const param = /:([A-Za-z_]+)/.exec(route.url)?.[1];
      if (param) attempts.push({ url: fill(route.url, encodeURIComponent(NUL)), field: param });
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method,
          url: attempt.url,
          payload: attempt.payload as object,
          headers: admin.headers,
        });
        const body = res.json() as { errors?: Record<string, string> };
        if (res.statusCode !== 400 || body.errors?.[attempt.field] !== Msg.common.forbiddenCharacter) {
          failures.push(`${route.method} ${attempt.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        expectNoInternals(res.body);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused in a multipart profile field, which the route reads itself', async () => {
    const user = await signedIn(t);
    const form = multipart([{ name: 'fname', value: NUL }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/update',
      payload: form.payload,
      headers: { ...user.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ fname: Msg.common.forbiddenCharacter });
  });

  it('is refused in an uploaded file name', async () => {
    const form = multipart([
      { name: 'file', value: 'code,name\n', filename: `a${NUL}.csv`, contentType: 'text/csv' },
    ]);
    const importRoute = apiRoutes().find(
      (r) => r.method === 'POST' && /import/.test(r.url) && /preview/.test(r.url),
    );
    expect(importRoute, 'an import preview route').toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: fill(importRoute!.url),
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: Msg.common.forbiddenCharacter });
  });
});

/** Values a lenient parser reads as an id: a boolean, an array, hex, a fraction, an exponent. */
const BODY_VALUES: unknown[] = [true, [1], '0x1', 1.5, '1e0', ''];
const WIRE_VALUES = ['true', '0x1', '1.5', '1e0'];

describe('an id that is not a whole number', () => {
  const cases = () =>
    apiRoutes().flatMap((route: RegisteredRoute) => {
      const parts = [
        ['body', fieldNames(route.schema?.body)],
        ['querystring', fieldNames(route.schema?.querystring)],
        ['params', fieldNames(route.schema?.params)],
      ] as const;
      return parts.flatMap(([part, names]) =>
        names
          .filter((name) => isIdField(name) && !TEXT_IDS.includes(`${route.method} ${route.url} ${name}`))
          .map((field) => ({ route, part, field })),
      );
    });

  it('finds the id fields of the routes', () => {
    const found = cases().map((c) => `${c.route.method} ${c.route.url} ${c.field}`);
    expect(found.length).toBeGreaterThan(60);
    expect(found).toContain('POST /api/holiday/delete id');
  });

  it('answers 400 naming the field on every route, never acting on it', async () => {
    const failures: string[] = [];
    for (const { route, part, field } of cases()) {
      const requests: { url: string; payload?: object; shown: string }[] = [];
      if (part === 'body') {
        for (const value of BODY_VALUES) {
          requests.push({ url: fill(route.url), payload: { [field]: value }, shown: JSON.stringify(value) });
        }
      } else if (part === 'querystring') {
        for (const value of WIRE_VALUES)
          requests.push({ url: `${fill(route.url)}?${field}=${value}`, shown: value });
        requests.push({ url: `${fill(route.url)}?${field}=1&${field}=1`, shown: 'repeated' });
      } else {
        for (const value of WIRE_VALUES) {
          requests.push({
            url: route.url.replace(`:${field}`, value).replace(/:[A-Za-z_]+/g, '1'),
            shown: value,
          });
        }
      }
      for (const request of requests) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: request.url,
          payload: request.payload,
          headers: admin.headers,
        });
        const json = String(res.headers['content-type']).startsWith('application/json');
        const errors = (json ? (res.json() as { errors?: Record<string, string> }).errors : undefined) ?? {};
        if (res.statusCode !== 400 || typeof errors[field] !== 'string') {
          failures.push(`${route.method} ${route.url} ${part}.${field}=${request.shown} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still takes a JSON integer and a string of digits', async () => {
    const user = await createUser(t.database.db);
    for (const id of [user.id, String(user.id)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: admin.headers });
      expect(res.statusCode, String(id)).not.toBe(400);
    }
  });

  it('is documented as a whole number or a string of digits in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const body = res.json().paths['/api/holiday/delete'].post.requestBody.content['application/json'].schema;
    const text = JSON.stringify(body.properties.id);
    expect(text).toContain('"type":"integer"');
    expect(text).toContain('"minimum":1');
    expect(text).toContain('"pattern"');
    expect(text).not.toContain('boolean');
  });
});
