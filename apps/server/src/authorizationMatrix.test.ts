import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsAny, JobKind, Msg, Perm } from '@jobline/shared';
import type { RegisteredRoute } from './app';
import { queryRows } from './db/client';
import { roles, userPermissions } from './db/schema';
import { seedDemo } from './db/seed/demo';
import { DEMO_LOGINS } from './db/seed/demo';
import { DEMO_PASSWORD } from './db/seed/demoData';
import { bearer, createUser, login } from './test/factories';
import { signedIn, uniqueIp } from './test/helpers';
import { todayInColombo } from './test/jobWorld';
import { sampleInput } from './test/sampleInput';
import { createTestApp, type TestApp } from './test/testApp';

/**
 * Every registered route × every demo role and a user without rights: the answer the route's
 * declared access promises, computed from the roles' permissions in the database. A route added
 * later is in the matrix without a line here; one without a declared access fails it.
 */

let t: TestApp;
const today = todayInColombo();

interface Caller {
  name: string;
  id: number;
  headers: Record<string, string>;
  permissions: number[];
}
const callers: Caller[] = [];
let scratch: {
  userId: number;
  roleId: number;
  loginEmail: string;
  loginPassword: string;
  revokedSessionId: number;
};
let revokedHeaders: Record<string, string>;

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Inputs the generator cannot find, and those that would wreck later cases: a route that changes
 * someone's rights, password or record works on a scratch user and role made for the matrix, so
 * the demo users keep the rights the expectations were computed from.
 */
const SAMPLES: Record<string, () => Input> = {
  'POST /api/auth/login': () => ({ body: { email: scratch.loginEmail, password: scratch.loginPassword } }),
  'POST /api/authorization/role/permissions': () => ({
    body: { role_id: scratch.roleId, allowed_permissions: [], version: 1 },
  }),
  'POST /api/authorization/user/permissions': () => ({
    body: { role_id: scratch.roleId, user_id: scratch.userId, allowed_permissions: [], version: 1 },
  }),
  // Someone else's session (already ended): revoking one's own would end the caller's run here.
  'POST /api/profile/sessions/:id/revoke': () => ({ params: { id: scratch.revokedSessionId } }),
  'POST /api/employee/update/:id': () => ({ params: { id: scratch.userId } }),
  'POST /api/employee/reset-password/:id': () => ({ params: { id: scratch.userId } }),
  'POST /api/jobs/assign/quick_job': () => ({ body: quickJob }),
  'POST /api/jobs/assign/quick_job/tasking': () => ({ body: quickJob }),
  'POST /api/jobs/assign/online': () => ({
    body: { ...quickJob, job_type: JobKind.ONLINE_URGENT, selected_job: 1 },
  }),
  'POST /api/activity/change/qc': () => ({ body: { taskUserId: 1, newSection: 8, previousSection: 6 } }),
  'POST /api/tasks/change/dashboard': () => ({ body: { type: 1, comment: 'A matrix remark' } }),
  'POST /api/reports/job_in_detail': () => ({ body: { job_no: 'JOB-1' } }),
  'POST /api/reports/job_in_detail/download': () => ({
    body: { filters: { job_no: 'JOB-1' }, format: 'xlsx' },
  }),
  'POST /api/reports/job_type_report': () => ({ body: jobTypeReport() }),
  'POST /api/reports/job_type_report/download': () => ({
    body: { filters: jobTypeReport(), format: 'xlsx' },
  }),
  'POST /api/comment/custom/add': () => ({
    body: { preset_id: 1, comment_type: 6, start_time: '09:00', end_time: '10:00' },
  }),
  'POST /api/activity/custom/add': () => ({
    body: { preset_id: 1, task_user_id: 1, start_time: '09:00', end_time: '10:00' },
  }),
  'POST /api/activity/custom/update': () => ({
    body: { preset_id: 1, line_id: 1, start_time: '09:00', end_time: '10:00' },
  }),
  'PUT /api/user/task_plan': () => ({ body: { id: 1, user_id: 1, plan_date: `${today} 09:00` } }),
  'POST /api/activity-plan': () => ({
    body: { title: 'Meeting', description: 'A matrix meeting', start: `${today} 09:00`, user_id: 1 },
  }),
  'PUT /api/leave/allowance': () => ({ body: { user_id: scratch.userId } }),
};

/** Row rules that refuse with the gate's own words; any other row rule names itself. */
const GENERIC_ROW_RULES = new Set(['GET /api/leave/get/:id']);

const quickJob = {
  job_type: JobKind.QUICK,
  job_assign_by: 1,
  selected_division: 1,
  category: 1,
  selected_customer: 1,
  selected_location: 1,
  selected_system: 1,
  job_description: 'A matrix quick job',
};
const jobTypeReport = () => ({ customer: 1, dateRange: { start: today, end: today } });

/** Routes that end the caller's own session: called after every other allowed call. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isStream = (route: RegisteredRoute) =>
  Boolean(
    (route.schema as { response?: Record<number, { content?: Record<string, unknown> }> } | undefined)
      ?.response?.[200]?.content?.['text/event-stream'],
  );

/** The API's routes; the documentation pages under /api/docs are the OpenAPI plugin's, public by design. */
const routes = () =>
  t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** A route's input: the generated minimal one, with the sample's fields laid over it. */
function inputOf(route: RegisteredRoute): Input {
  const sample = SAMPLES[keyOf(route)]?.() ?? {};
  const generated = (schema: unknown) => sampleInput(schema, today).value as Record<string, unknown>;
  const over = (base: unknown, given: unknown) =>
    isPlainObject(base) && isPlainObject(given) ? { ...base, ...given } : (given ?? base);
  return {
    params: over(generated(route.schema?.params), sample.params) as Record<string, unknown>,
    query: over(generated(route.schema?.querystring), sample.query) as Record<string, unknown>,
    body: over(generated(route.schema?.body), sample.body),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function urlOf(route: RegisteredRoute, params: Record<string, unknown> = {}) {
  return route.url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 1)))
    .replace(/\*$/, 'x');
}

async function call(route: RegisteredRoute, headers: Record<string, string>) {
  const input = inputOf(route);
  const stream = isStream(route);
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, input.params),
    query: input.query as Record<string, string> | undefined,
    headers,
    remoteAddress: uniqueIp(),
    ...(input.body === undefined ? {} : { payload: input.body as object }),
    ...(stream ? { payloadAsStream: true } : {}),
  });
  // An event stream stays open: its status is all this test reads.
  if (stream) res.stream().destroy();
  return res;
}

/**
 * Whether the gate refused: its 401 carries a message only, while a handler's own 401 (a login's
 * wrong password, a timed-out sign-in) carries the spec's status code; its 403 says the generic
 * words, while a row rule (own task, own division, holder only), which this matrix leaves to the
 * IDOR table, names its rule.
 */
const isStreamAnswer = (res: object) => {
  try {
    return typeof (res as { body: unknown }).body !== 'string';
  } catch {
    return true;
  }
};

const gateRefused = (route: RegisteredRoute, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 401 && res.statusCode !== 403) return false;
  // An event stream's refusal is read as a stream: its status alone then counts as the gate's.
  const body = (isStreamAnswer(res) ? {} : JSON.parse(res.body)) as { status?: unknown; message?: string };
  if (res.statusCode === 401) return body.status === undefined;
  return GENERIC_ROW_RULES.has(keyOf(route)) ? false : body.message === Msg.common.forbidden;
};

const allowed = (route: RegisteredRoute, permissions: number[]) => {
  const rule = route.access!;
  return rule.kind !== 'any' || holdsAny(permissions, rule.permissions);
};

async function permissionsOf(userIds: number[]) {
  const rows = await queryRows<{ id: number; permissions: number[] }>(
    t.database.db,
    sql`select u.id, array(
          select permission_id from role_permissions where role_id = u.role_id
          union select permission_id from user_permissions where user_id = u.id
        ) as permissions
        from users u where u.id in ${userIds}`,
  );
  return new Map(rows.map((r) => [r.id, r.permissions.map(Number)]));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
  const db = t.database.db;
  const [role, noRights] = await db
    .insert(roles)
    .values([{ name: 'Matrix scratch role' }, { name: 'Matrix role without rights' }])
    .returning();
  const target = await createUser(db);
  const loginUser = await createUser(db, { roleId: noRights!.id, permissions: [Perm.MY_JOBS_MENU] });
  const revoked = await signedIn(t);
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked.headers });
  revokedHeaders = revoked.headers;
  const [ended] = await queryRows<{ id: number }>(
    db,
    sql`select id from sessions where user_id = ${revoked.id} order by id desc limit 1`,
  );
  scratch = {
    userId: target.id,
    roleId: role!.id,
    loginEmail: loginUser.email,
    loginPassword: loginUser.password,
    revokedSessionId: ended!.id,
  };

  const ids = await queryRows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email in ${DEMO_LOGINS}`,
  );
  for (const email of DEMO_LOGINS) {
    const id = ids.find((r) => r.email === email)!.id;
    const token = await login(t, { email, password: DEMO_PASSWORD }, uniqueIp());
    callers.push({ name: email.split('@')[0]!, id, headers: bearer(token), permissions: [] });
  }
  // Login refuses a user without any right, so this one loses its only right once logged in.
  const nobody = await signedIn(t, { roleId: noRights!.id, permissions: [Perm.MY_JOBS_MENU] });
  await db.delete(userPermissions).where(eq(userPermissions.userId, nobody.id));
  callers.push({ name: 'no rights', id: nobody.id, headers: nobody.headers, permissions: [] });
  const granted = await permissionsOf(callers.map((c) => c.id));
  for (const caller of callers) caller.permissions = granted.get(caller.id)!;
}, 60_000);
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a declared access on every route and a valid sample input for each', () => {
    const missing = routes()
      .filter((r) => !r.access)
      .map(keyOf);
    expect(missing).toEqual([]);
    const invalid = routes().flatMap((route) => {
      const input = inputOf(route);
      return (['params', 'querystring', 'body'] as const)
        .filter((part) => {
          const schema = route.schema?.[part] as { safeParse(v: unknown): { success: boolean } } | undefined;
          const value = part === 'querystring' ? input.query : input[part];
          return schema !== undefined && !schema.safeParse(value).success;
        })
        .map((part) => `${keyOf(route)} ${part}`);
    });
    expect(invalid).toEqual([]);
  });

  it('answers every role as its permissions say, and 401 without a live session', async () => {
    const failures: string[] = [];
    let checked = 0;
    const all = routes();
    const protectedRoutes = all.filter((r) => r.access?.kind !== 'public');

    // Refusals first: the gate answers before any handler runs, so they change nothing.
    // They run side by side per route: nothing they do can depend on another.
    for (const route of protectedRoutes) {
      const anonymous = [
        ['no token', {}],
        ['a bad token', bearer('not-a-session')],
        ['a revoked token', revokedHeaders],
      ] as const;
      const denied = callers.filter((c) => !allowed(route, c.permissions));
      const answers = await Promise.all([
        ...anonymous.map(([, headers]) => call(route, headers)),
        ...denied.map((caller) => call(route, caller.headers)),
      ]);
      anonymous.forEach(([who], i) => {
        if (answers[i]!.statusCode !== 401)
          failures.push(`${keyOf(route)} with ${who} → ${answers[i]!.statusCode}`);
      });
      denied.forEach((caller, i) => {
        const status = answers[anonymous.length + i]!.statusCode;
        checked += 1;
        if (status !== 403) failures.push(`${keyOf(route)} as ${caller.name} → ${status}, not 403`);
      });
    }
    for (const route of all.filter((r) => r.access?.kind === 'public')) {
      const res = await call(route, {});
      if (gateRefused(route, res) || res.statusCode >= 500)
        failures.push(`public ${keyOf(route)} → ${res.statusCode}`);
    }

    // Then the allowed calls: reads, then changes, then the calls that end the caller's session.
    const order = (r: RegisteredRoute) => (ENDS_SESSION.has(keyOf(r)) ? 2 : r.method === 'GET' ? 0 : 1);
    const permitted = [...all].sort((a, b) => order(a) - order(b));
    for (const route of permitted) {
      for (const caller of callers.filter((c) => allowed(route, c.permissions))) {
        const res = await call(route, caller.headers);
        checked += 1;
        if (gateRefused(route, res) || res.statusCode >= 500)
          failures.push(
            `${keyOf(route)} as ${caller.name} → ${res.statusCode} ${isStream(route) ? '' : res.body.slice(0, 120)}`,
          );
      }
    }

    expect(failures).toEqual([]);
    expect(checked).toBe(all.length * callers.length);
    expect(checked).toBeGreaterThanOrEqual(all.length * 9);
    // The count is printed for the record in docs/security.md.
    console.info(
      `authorization matrix: ${all.length} routes × ${callers.length} callers = ${checked} checks`,
    );
    // About 2,900 requests: well under the time limit on a quiet machine, which a shared CI one is not.
  }, 180_000);
});
