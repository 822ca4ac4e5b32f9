import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { Perm, RoleId } from '@jobline/shared';
import type { RegisteredRoute } from './app';
import {
  fieldPaths,
  HOSTILE_TEXTS,
  HOSTILE_VALUES,
  jsonText,
  replacedAt,
  valueOf,
  type JsonSchema,
} from './test/fuzzInput';
import { multipart, signedIn, type Actor } from './test/helpers';
import { createTestApp } from './test/testApp';

/**
 * Every route, called with input drawn from its own schema and then broken (wrong types, limits,
 * huge or odd text, impossible days, prototype keys, deep nesting, bad JSON, a wrong content type),
 * as a super admin and as nobody. Whatever comes in, the answer is never a 5xx, never shows the
 * server's insides, and a 400 names the field. CI runs a fixed seed and a few draws per route;
 * FUZZ_RUNS (and FUZZ_SEED) run more: see docs/security.md.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
/** Nobody is turned away before the input is read on most routes, so fewer draws tell as much. */
const ANONYMOUS_RUNS = Math.max(1, Math.ceil(RUNS / 4));
/** A long run's draws (and a failure's shrinking) take longer than one test's usual 30 s. */
const TIMEOUT = 30_000 + RUNS * 1_000;

const cpuAtStart = process.cpuUsage();
const t = await createTestApp();
afterAll(() => t.close());
const document = t.app.swagger() as OpenAPIV3.Document;

type Operation = OpenAPIV3.OperationObject;
type Parameter = OpenAPIV3.ParameterObject;
const operationOf = (route: RegisteredRoute) =>
  document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[
    route.method.toLowerCase() as OpenAPIV3.HttpMethods
  ] as Operation | undefined;

const routes = t.app.registeredRoutes
  .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs' && !r.url.startsWith('/api/docs/'))
  .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
/** The event stream stays open for as long as it is listened to: only its refusal is fuzzed. */
const STREAMS = new Set(['GET /api/events']);

let admin: Actor | undefined;
let adminLogins = 0;
/** A super admin with every right; a new one when fuzzing ended the last one's session. */
async function superAdmin(fresh = false) {
  if (!admin || fresh) {
    adminLogins += 1;
    admin = await signedIn(t, {
      roleId: RoleId.SUPER_ADMIN,
      permissions: Object.values(Perm),
    });
  }
  return admin;
}

interface Call {
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Text that shows how the server is built, in any answer. */
const INSIDES = [/ {4}at /, /node_modules/, /\/work\//, /\/src\//, /file:\/\//];
/** What only an error from the database or the runtime would say, in an error answer. */
const ERROR_LEAKS = [
  // SQL, not a sentence such as 'Please select an area from the list'.
  /\bselect\b[^.!?]{0,200}\bfrom\b[^.!?]{0,200}\b(where|join|order by|group by|limit)\b/i,
  /failed query/i,
  /\binsert into\b/i,
  /syntax error at or near/i,
  /\bviolates\b/i,
  /duplicate key/i,
  /\brelation "/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /\bTypeError\b|\bRangeError\b|\bReferenceError\b/,
  /\bundefined\b/,
  /\[object Object\]/,
  /\bNaN\b/,
];

const decoded = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** Why the answer to the call is wrong, or undefined when it is fine. */
function fault(
  call: Call,
  status: number,
  headers: Record<string, unknown>,
  body: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  // What the caller sent may come back (a search echoing its words): only what it did not send counts.
  const sent = `${decoded(call.url)} ${String(call.payload ?? '')}`;
  const leaks = (patterns: RegExp[]) => patterns.find((p) => p.test(body) && !p.test(sent));
  const insides = leaks(INSIDES);
  if (insides) return `shows the server's insides (${insides})`;
  if (({} as Record<string, unknown>).polluted !== undefined) return 'polluted Object.prototype';
  if (status < 400) return undefined;
  if (!String(headers['content-type'] ?? '').startsWith('application/json')) return 'error is not JSON';
  const parsed = JSON.parse(body) as { message?: unknown; errors?: Record<string, unknown> };
  if (typeof parsed.message !== 'string' || !parsed.message) return 'error without a message';
  const leak = ERROR_LEAKS.find(
    (p) =>
      [parsed.message, ...Object.values(parsed.errors ?? {})].some((m) => p.test(String(m))) && !p.test(sent),
  );
  if (leak) return `error says what only the server should know (${leak})`;
  if (status === 400 && !Object.keys(parsed.errors ?? {}).length) return '400 names no field';
  return undefined;
}

async function send(route: RegisteredRoute, call: Call, who: 'admin' | 'anonymous') {
  const request = async () =>
    t.app.inject({
      method: route.method as 'GET',
      url: call.url,
      headers: {
        ...(who === 'admin' ? (await superAdmin()).headers : {}),
        ...(call.contentType ? { 'content-type': call.contentType } : {}),
      },
      payload: call.payload,
    });
  let res = await request();
  // The fuzz may have ended the super admin's session (a logout, a deactivation): go on as another.
  if (who === 'admin' && res.statusCode === 401) {
    await superAdmin(true);
    res = await request();
  }
  return res;
}

async function expectSound(route: RegisteredRoute, call: Call, who: 'admin' | 'anonymous') {
  const res = await send(route, call, who);
  requests += 1;
  const found = fault(call, res.statusCode, res.headers, res.body);
  if (found) {
    const shown = (text: string) =>
      text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
    throw new Error(
      `${route.method} ${route.url} as ${who} ${found}\n  url: ${shown(call.url)}\n  ` +
        `content-type: ${call.contentType}\n  body: ${shown(String(call.payload ?? ''))}\n  ` +
        `→ ${res.statusCode} ${shown(res.body)}`,
    );
  }
}
let requests = 0;

// ---- drawing a call from the route's schemas ----

const parametersIn = (operation: Operation | undefined, place: 'path' | 'query') =>
  ((operation?.parameters ?? []) as Parameter[]).filter((p) => p.in === place);
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A path parameter: a value that fits, or hostile text. */
const pathValue = (parameter: Parameter) =>
  fc.oneof(valueOf(parameter.schema as JsonSchema).map(asText), fc.constantFrom(...HOSTILE_TEXTS));

/** The query: each parameter left out, given, given twice, or hostile; and now and then a stray key. */
const queryOf = (parameters: Parameter[]) =>
  fc
    .tuple(
      ...parameters.map((p) =>
        fc.oneof(
          fc.constant<string[]>([]),
          valueOf(p.schema as JsonSchema).map((v) => [asText(v)]),
          fc.constantFrom(...HOSTILE_TEXTS).map((v) => [v]),
          fc
            .tuple(fc.constantFrom(...HOSTILE_TEXTS), fc.constantFrom(...HOSTILE_TEXTS))
            .map((pair) => [...pair]),
        ),
      ),
      fc.constantFrom<[string, string][]>(
        [],
        [],
        [['__proto__[polluted]', '1']],
        [['constructor[prototype][polluted]', '1']],
        [['x'.repeat(10_000), '1']],
      ),
    )
    .map(([...parts]) => {
      const stray = parts.pop() as [string, string][];
      const pairs = parameters.flatMap((p, i) =>
        (parts[i] as string[]).map((v) => [p.name, v] as [string, string]),
      );
      return [...pairs, ...stray]
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
    });

/** The body: one that fits, with one field (or the whole) replaced by a hostile value, or left whole. */
const bodyOf = (schema: JsonSchema) =>
  fc
    .tuple(valueOf(schema), fc.nat(), fc.constantFrom(...HOSTILE_VALUES), fc.nat(5))
    .map(([value, pick, hostile, keep]) => {
      if (keep === 0) return value;
      const paths = fieldPaths(value);
      return replacedAt(value, paths[pick % paths.length]!, hostile);
    });

function callsOf(route: RegisteredRoute): fc.Arbitrary<Call> {
  const operation = operationOf(route);
  const pathParameters = parametersIn(operation, 'path');
  const content = (operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
  const json = content['application/json']?.schema as JsonSchema | undefined;
  const form = content['multipart/form-data']?.schema as JsonSchema | undefined;
  const body: fc.Arbitrary<Omit<Call, 'url'>> = json
    ? bodyOf(json).map((value) => ({ contentType: 'application/json', payload: jsonText(value) }))
    : form
      ? formOf(form)
      : fc.constant({});
  return fc
    .tuple(fc.tuple(...pathParameters.map(pathValue)), queryOf(parametersIn(operation, 'query')), body)
    .map(([values, query, rest]) => {
      let i = 0;
      const path = route.url.replace(/:\w+/g, () => encodeURIComponent(values[i++]!)).replace(/\*$/, 'x');
      return { url: query ? `${path}?${query}` : path, ...rest };
    });
}

/** A multipart form: its text fields hostile or not, its files any bytes (a broken zip too) under any name. */
function formOf(schema: JsonSchema): fc.Arbitrary<Omit<Call, 'url'>> {
  const fields = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      ...fields.map(([name, field]) =>
        field.format === 'binary'
          ? fc
              .tuple(
                fc.oneof(
                  fc.uint8Array({ maxLength: 64 }),
                  fc.constant(Buffer.from('PK\u0003\u0004broken zip')),
                ),
                fc.constantFrom('x.png', 'x.xlsx', 'x.csv', '../../x.xlsx', ''),
              )
              .map(([bytes, filename]) => ({
                name,
                value: Buffer.from(bytes),
                filename,
                contentType: 'application/octet-stream',
              }))
          : fc
              .oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_TEXTS))
              .map((value) => ({ name, value })),
      ),
    )
    .chain((parts) => fc.subarray(parts))
    .map((parts) => {
      const { payload, headers } = multipart(parts);
      return { payload, contentType: headers['content-type'] };
    });
}

// ---- the bodies no schema would draw ----

const DEEP = 1000;
const HOSTILE_JSON_BODIES: [name: string, payload: string][] = [
  ['malformed JSON', '{"a": '],
  ['a JSON string "NaN"', '"NaN"'],
  ['an array', '[{}]'],
  ['deep nesting', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`],
  ['prototype keys', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'],
  ['a number past 2^63', '{"id": 9223372036854775808}'],
];
/** Fastify reads text/plain itself (a string where an object belongs); any other type it refuses. */
const WRONG_TYPES: [name: string, contentType: string, payload: string][] = [
  ['a wrong content type', 'text/plain', '{}'],
  ['an unknown content type', 'application/x-evil', 'x'],
];
/** For the uploads, besides. */
const MALFORMED_MULTIPART: [name: string, contentType: string, payload: string][] = [
  ['multipart without a boundary', 'multipart/form-data', 'x'],
  [
    'multipart cut short',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
  ],
  [
    'multipart with a nameless part',
    'multipart/form-data; boundary=zz',
    '--zz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zz--\r\n',
  ],
  ['multipart with no parts', 'multipart/form-data; boundary=zz', '--zz--\r\n'],
  ['a form as urlencoded', 'application/x-www-form-urlencoded', 'a=1&__proto__[polluted]=1'],
];
const readsParts = (route: RegisteredRoute) =>
  Boolean(
    (operationOf(route)?.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
      'multipart/form-data'
    ],
  );

const fill = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  (name, route) => {
    const seed = SEED + routes.indexOf(route);
    const stream = STREAMS.has(name);

    it.skipIf(stream)(
      'never fails or leaks, as a super admin',
      async () => {
        await fc.assert(
          fc.asyncProperty(callsOf(route), (call) => expectSound(route, call, 'admin')),
          { seed, numRuns: RUNS },
        );
        if (route.method === 'GET' || route.method === 'DELETE') return;
        for (const [, payload] of HOSTILE_JSON_BODIES)
          await expectSound(
            route,
            { url: fill(route.url), contentType: 'application/json', payload },
            'admin',
          );
        for (const [, contentType, payload] of [
          ...WRONG_TYPES,
          ...(readsParts(route) ? MALFORMED_MULTIPART : []),
        ])
          await expectSound(route, { url: fill(route.url), contentType, payload }, 'admin');
      },
      TIMEOUT,
    );

    it(
      'never fails or leaks, as nobody',
      async () => {
        await fc.assert(
          fc.asyncProperty(callsOf(route), (call) => expectSound(route, call, 'anonymous')),
          { seed, numRuns: ANONYMOUS_RUNS },
        );
      },
      TIMEOUT,
    );
  },
);

describe('the fuzz', () => {
  it('reached every route', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(requests).toBeGreaterThanOrEqual(
      routes.length * ANONYMOUS_RUNS + (routes.length - STREAMS.size) * RUNS,
    );
    const cpu = process.cpuUsage(cpuAtStart);
    console.info(
      `fuzz: ${routes.length} routes, ${requests} requests, ${adminLogins} super admin sign-ins, ` +
        `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
    );
  });
});
