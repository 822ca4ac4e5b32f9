import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feature, Msg, RoleId } from '@jobline/shared';
import { openDatabase, queryRows } from '../../../db/client';
import { features, syncRuns, systems } from '../../../db/schema';
import { databaseUrl, testDatabaseKind } from '../../../test/testDatabaseServer';
import { expectNoInternals, signedIn, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { forgetFeatureSwitches } from '../features/featureSwitches';
import { startRun } from './runStore';
import { startTestErp } from './testErp';

let t: TestApp;
let erp: Awaited<ReturnType<typeof startTestErp>>;
let superAdmin: Actor;
let quickJobManager: Actor; // role 7 holds the jobs list (5) and the quick job monitor (3)
let employee: Actor;

const customers = [1, 2, 3].map((n) => ({
  CustCode: `RT${n}`,
  name: `Route Shop ${n}`,
  branches: [{ code: `RT${n}-1`, name: 'Main', pos_count: 1, server_count: 1, terminal_count: 0 }],
}));

beforeAll(async () => {
  erp = await startTestErp();
  erp.serve('customers', () => customers);
  erp.serve('systems', () => [{ name: 'Route System', code: 'RS' }]);
  erp.serve('jobs', () => []);
  erp.serve('agreements', () => [
    {
      number: 'AGR-RT1',
      customer_code: 'RT1',
      branch_code: 'RT1-1',
      type: 'Software',
      status: 'Accepted',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    },
  ]);
  t = await createTestApp({
    ERP_BASE_URL: erp.url,
    ERP_TOKEN: 'route-token',
    ERP_PAGE_SIZE: '2',
    ERP_FIELD_MAP: '{"CustCode": "code"}',
  });
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  quickJobManager = await signedIn(t, { roleId: RoleId.QUICK_JOB_MANAGER });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(async () => {
  await t.close();
  await erp.close();
});

const call = (method: 'GET' | 'POST', url: string, who?: Actor | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, payload: payload as Record<string, unknown> });

const CALLS: [method: 'GET' | 'POST', url: string, superAdminOnly: boolean][] = [
  ['GET', '/api/customers/sync', true],
  ['POST', '/api/customers/sync/apply', true],
  ['GET', '/api/agreement/sync', true],
  ['POST', '/api/agreement/sync/apply', true],
  ['GET', '/api/systems/sync', true],
  ['POST', '/api/systems/sync/apply', true],
  ['GET', '/api/jobs/sync', false],
  ['POST', '/api/jobs/sync/apply', false],
  ['GET', '/api/admin/sync/runs', true],
];

describe('who may sync', () => {
  it('answers 401 without a session and 403 without the right', async () => {
    for (const [method, url, superAdminOnly] of CALLS) {
      expect((await call(method, url, null, {})).statusCode, url).toBe(401);
      expect((await call(method, url, employee, {})).statusCode, url).toBe(403);
      if (superAdminOnly) expect((await call(method, url, quickJobManager, {})).statusCode, url).toBe(403);
    }
  });

  it('lets whoever brings jobs in sync jobs (Job Sync), but not take the ERP’s side of a conflict', async () => {
    const preview = await call('GET', '/api/jobs/sync', quickJobManager);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ status: 1, message: Msg.sync.nothingToDo });
    const runId = preview.json().run.id as number;
    const taking = await call('POST', '/api/jobs/sync/apply', quickJobManager, {
      run_id: runId,
      take_erp: ['X'],
    });
    expect(taking.statusCode).toBe(403);
    expect(taking.json().message).toBe(Msg.sync.takeErpSuperAdmin);
    const applied = await call('POST', '/api/jobs/sync/apply', quickJobManager, { run_id: runId });
    expect(applied.json()).toMatchObject({ status: 2, message: 'Sync successful' });
  });

  it('refuses every sync call, 403 naming the feature, while ERP sync is switched off', async () => {
    await t.database.db.update(features).set({ enabled: false }).where(eq(features.key, Feature.ERP_SYNC));
    forgetFeatureSwitches(t.database.db);
    try {
      for (const [method, url] of CALLS) {
        const res = await call(method, url, superAdmin, { run_id: 1 });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(Msg.features.off.erp_sync);
      }
    } finally {
      await t.database.db.update(features).set({ enabled: true }).where(eq(features.key, Feature.ERP_SYNC));
      forgetFeatureSwitches(t.database.db);
    }
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    for (const [method, url] of CALLS.filter(([m]) => m === 'POST')) {
      const noRun = await call(method, url, superAdmin, { run_id: 'latest' });
      expect(noRun.statusCode, url).toBe(400);
      expect(noRun.json().errors).toEqual({ run_id: Msg.sync.runRequired });
    }
    const badList = await call('POST', '/api/customers/sync/apply', superAdmin, {
      run_id: 1,
      take_erp: 'all',
    });
    expect(badList.statusCode).toBe(400);
    expect(badList.json().errors).toEqual({ take_erp: Msg.sync.takeErpList });
    const badEntity = await call('GET', '/api/admin/sync/runs?entity=invoices', superAdmin);
    expect(badEntity.statusCode).toBe(400);
    expect(badEntity.json().errors).toEqual({ entity: Msg.sync.entityInvalid });
    const unknown = await call('POST', '/api/customers/sync/apply', superAdmin, { run_id: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Msg.sync.runNotFound);
  });
});

describe('a sync through the ERP’s API', () => {
  it('previews from every page with the token, applies on confirmation, and logs both runs', async () => {
    erp.requests.length = 0;
    const preview = await call('GET', '/api/customers/sync', superAdmin);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.run.counts).toEqual({
      total: 3,
      create: 3,
      update: 0,
      unchanged: 0,
      conflict: 0,
      skipped: 0,
    });
    expect(body.create.map((i: { key: string }) => i.key)).toEqual(['RT1', 'RT2', 'RT3']);
    expect(erp.requests.map((r) => [r.path, r.page, r.authorization])).toEqual([
      ['/api/v1/customers', 1, 'Bearer route-token'],
      ['/api/v1/customers', 2, 'Bearer route-token'],
    ]);
    const otherKind = await call('POST', '/api/systems/sync/apply', superAdmin, { run_id: body.run.id });
    expect(otherKind.statusCode).toBe(409);
    expect(otherKind.json().message).toBe(Msg.sync.otherEntity);

    const applied = await call('POST', '/api/customers/sync/apply', superAdmin, { run_id: body.run.id });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      status: 2,
      message: 'Sync successful',
      run: { preview_id: body.run.id },
    });

    const log = await call('GET', '/api/admin/sync/runs?entity=customers', superAdmin);
    expect(log.statusCode).toBe(200);
    const runs = log.json().runs as {
      id: number;
      dry_run: boolean;
      applied_by: number | null;
      started_by: unknown;
    }[];
    expect(runs.slice(0, 2)).toEqual([
      expect.objectContaining({ id: applied.json().run.id, dry_run: false, state: 'done' }),
      expect.objectContaining({ id: body.run.id, dry_run: true, applied_by: applied.json().run.id }),
    ]);
    expect(runs[0]!.started_by).toEqual({ id: superAdmin.id, name: expect.stringContaining('Test') });
    expect(log.json().next_before).toBeNull();

    // Agreements of those customers, and systems, through their own calls.
    for (const path of ['agreement', 'systems']) {
      const p = await call('GET', `/api/${path}/sync`, superAdmin);
      expect(p.statusCode, p.body).toBe(200);
      expect(p.json().run.counts).toMatchObject({ total: 1, create: 1 });
      const a = await call('POST', `/api/${path}/sync/apply`, superAdmin, { run_id: p.json().run.id });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toMatchObject({ status: 2, message: 'Sync successful' });
    }
  });

  it('answers 503 with the ERP’s failure, which the log keeps', async () => {
    erp.answers.set('/api/v1/agreements', () => ({ status: 500, body: { message: 'database down' } }));
    const res = await call('GET', '/api/agreement/sync', superAdmin);
    expect(res.statusCode).toBe(503);
    const reason = Msg.sync.erpStatus(500, `${erp.url}/agreements?page=1&per_page=2`);
    expect(res.json()).toEqual({ message: Msg.sync.failed(reason), run_id: expect.any(Number) });
    expectNoInternals(res.body);
    const log = (await call('GET', '/api/admin/sync/runs?entity=agreements', superAdmin)).json();
    expect(log.runs[0]).toMatchObject({ id: res.json().run_id, state: 'failed', error: reason });
  });
});

describe('a run its server left unfinished (a crash, a power cut)', () => {
  const stateOf = async (id: number) =>
    (await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, id)))[0]!;
  const logOf = async (id: number) => {
    const log = await call('GET', '/api/admin/sync/runs', superAdmin);
    expect(log.statusCode, log.body).toBe(200);
    return (log.json().runs as { id: number }[]).find((r) => r.id === id);
  };

  it('is ended as failed once its server has stopped, never while it runs', async () => {
    const db = t.database.db;
    const mine = await startRun(db, {
      entity: 'systems',
      dryRun: true,
      userId: superAdmin.id,
      server: t.database.instance,
    });
    // Another server: on PostgreSQL a second process on the same database, running, then stopped; the
    // embedded database has one server at a time, so a run of another is one of a server since stopped.
    let other: string;
    let stopOther = async () => {};
    if (testDatabaseKind() === 'postgres') {
      const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
      const second = await openDatabase({ url: databaseUrl(name), poolSize: 1 });
      await second.db.execute(sql`select 1`);
      other = second.instance;
      stopOther = () => second.close();
    } else {
      other = 'jobline an earlier start';
    }
    const theirs = await startRun(db, {
      entity: 'systems',
      dryRun: true,
      userId: superAdmin.id,
      server: other,
    });
    if (testDatabaseKind() === 'postgres') {
      expect(await logOf(theirs)).toMatchObject({ state: 'running', error: null });
      await stopOther();
    }

    expect(await logOf(theirs)).toMatchObject({
      state: 'failed',
      error: Msg.sync.interrupted,
      finished_at: expect.any(String),
    });
    expect(await logOf(mine)).toMatchObject({ state: 'running', finished_at: null });
    await db.delete(syncRuns).where(eq(syncRuns.id, mine));
  });

  it('ended while it still ran (its server not seen for a moment) is not logged as done: the apply writes nothing', async () => {
    const db = t.database.db;
    erp.serve('systems', () => [
      { name: 'Route System', code: 'RS' },
      { name: 'Late System', code: 'LS' },
    ]);
    const preview = await call('GET', '/api/systems/sync', superAdmin);
    expect(preview.json().run.counts).toMatchObject({ create: 1 });
    const previewId = preview.json().run.id as number;
    // The apply reads the ERP again, slowly; meanwhile a server that cannot see this one ends its run.
    const serve = erp.answers.get('/api/v1/systems')!;
    erp.answers.set('/api/v1/systems', (request) => ({ ...serve(request), delayMs: 300 }));
    const applying = call('POST', '/api/systems/sync/apply', superAdmin, { run_id: previewId });
    const applyRun = and(eq(syncRuns.previewId, previewId), eq(syncRuns.state, 'running'));
    for (let i = 0; i < 200 && !(await db.select().from(syncRuns).where(applyRun)).length; i++)
      await new Promise((resolve) => setImmediate(resolve));
    const ended = await db
      .update(syncRuns)
      .set({ state: 'failed', error: Msg.sync.interrupted })
      .where(applyRun)
      .returning({ id: syncRuns.id });
    expect(ended).toHaveLength(1);

    const res = await applying;
    erp.answers.set('/api/v1/systems', serve);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(Msg.sync.endedMeanwhile);
    expect(await stateOf(ended[0]!.id)).toMatchObject({ state: 'failed', error: Msg.sync.endedMeanwhile });
    expect(await db.select().from(systems).where(eq(systems.name, 'Late System'))).toEqual([]);
  });

  it('no longer holds its preview: the preview can be applied', async () => {
    const preview = await call('GET', '/api/systems/sync', superAdmin);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewId = preview.json().run.id as number;
    const left = await startRun(t.database.db, {
      entity: 'systems',
      dryRun: false,
      userId: superAdmin.id,
      previewId,
      server: 'jobline a server that stopped',
    });
    const applied = await call('POST', '/api/systems/sync/apply', superAdmin, { run_id: previewId });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 2, run: { preview_id: previewId, state: 'done' } });
    expect(await stateOf(left)).toMatchObject({ state: 'failed', error: Msg.sync.interrupted });
  });
});
