import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Msg, type SyncEntity, type SyncProgress } from '@jobline/shared';
import type { Database } from '../../../db/client';
import {
  agreements,
  auditLog,
  branches,
  customers,
  erpLinks,
  jobs,
  syncRuns,
  systems,
} from '../../../db/schema';
import { AppError } from '../../../errors';
import { EventBus, type RealtimeEvent } from '../../../realtime/bus';
import { createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/testDatabase';
import { applySync } from './syncApplier';
import type { SyncCaller, SyncDeps } from './syncDeps';
import { previewSync } from './syncPreviewer';
import { memoryErp } from './testErp';

let database: Database;
let deps: SyncDeps;
let caller: SyncCaller;
const erp = memoryErp();
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, { firstName: 'Sync' });
  caller = { actor: { actorId: user.id, ip: null }, userId: user.id, today: '2026-11-27' };
  deps = { db: database.db, bus: new EventBus(database), connector: erp, send: (e) => events.push(e) };
});
afterAll(() => database.close());
beforeEach(() => {
  events.length = 0;
});

let serial = 0;
/** Codes of their own for each test: the tests share one database. */
const code = (prefix: string) => `${prefix}${++serial}`;

const branch = (branchCode: string, extra: Record<string, unknown> = {}) => ({
  code: branchCode,
  name: `Branch ${branchCode}`,
  pos_count: 2,
  server_count: 1,
  terminal_count: 0,
  ...extra,
});
const customer = (customerCode: string, extra: Record<string, unknown> = {}) => ({
  erp_id: `E-${customerCode}`,
  code: customerCode,
  name: `Customer ${customerCode}`,
  address: '1 Main Street',
  mobile_no: '0771234567',
  branches: [branch(`${customerCode}-1`)],
  ...extra,
});

const preview = (entity: SyncEntity) => previewSync(deps, caller, entity);
const apply = (entity: SyncEntity, runId: number, takeErp: string[] = [], superAdmin = true) =>
  applySync(deps, caller, entity, { run_id: runId, take_erp: takeErp }, superAdmin);
/** Previews and applies, expecting success. */
async function synced(entity: SyncEntity) {
  const p = await preview(entity);
  return { preview: p, applied: await apply(entity, p.run.id) };
}
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      return { http: err.statusCode, ...err.body } as { http: number; status?: number; message: string };
    },
  );

async function customerRow(customerCode: string) {
  const [row] = await database.db.select().from(customers).where(eq(customers.code, customerCode));
  return row;
}
const branchesOf = async (customerId: number) =>
  database.db.select().from(branches).where(eq(branches.customerId, customerId)).orderBy(asc(branches.code));
/** What a dry run must leave as it found: every synced table, the links and the audit. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      database.db.select().from(customers).orderBy(asc(customers.id)),
      database.db.select().from(branches).orderBy(asc(branches.id)),
      database.db.select().from(agreements).orderBy(asc(agreements.id)),
      database.db.select().from(systems).orderBy(asc(systems.id)),
      database.db.select().from(jobs).orderBy(asc(jobs.id)),
      database.db.select().from(erpLinks).orderBy(asc(erpLinks.erpId)),
      database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
    ]),
  );

describe('a customers sync', () => {
  it('previews creates, updates, records left alone and conflicts, and a preview changes nothing', async () => {
    const [same, erpOnly, hereOnly, both, fresh, firstSeen] = ['S', 'E', 'H', 'B', 'N', 'F'].map(code);
    // The last sync: four customers, equal on both sides.
    erp.records.customers = [customer(same!), customer(erpOnly!), customer(hereOnly!), customer(both!)];
    const first = await synced('customers');
    expect(first.applied.run.counts).toMatchObject({ create: 4, update: 0, conflict: 0 });

    // Since then: a customer here before any sync, and changes on either side or both.
    await database.db.insert(customers).values({ code: firstSeen!, name: 'Old name' });
    await database.db.update(customers).set({ address: 'Changed here' }).where(eq(customers.code, hereOnly!));
    await database.db.update(customers).set({ owner: 'Owner here' }).where(eq(customers.code, both!));
    erp.records.customers = [
      customer(same!),
      customer(erpOnly!, { address: '2 Harbour Road' }),
      customer(hereOnly!),
      customer(both!, { owner: 'Owner in the ERP' }),
      customer(fresh!),
      customer(firstSeen!, { branches: [] }),
      customer(code('X'), { mobile_no: '12' }),
    ];
    const before = await snapshot();
    const p = await preview('customers');
    expect(await snapshot()).toBe(before);
    expect(p.run.counts).toEqual({ total: 7, create: 1, update: 2, unchanged: 2, conflict: 1, skipped: 1 });
    expect(p.status).toBe(1);
    expect(p.message).toBe(
      Msg.sync.previewReady('1 to create, 2 to update, 1 conflict, 1 skipped, 2 left alone'),
    );
    expect(p.create.map((i) => i.key)).toEqual([fresh]);
    expect(p.update.map((i) => i.key)).toEqual([erpOnly, firstSeen]);
    expect(p.update[0]!.differences).toEqual([
      { field: 'address', label: 'Address', ours: '1 Main Street', theirs: '2 Harbour Road' },
    ]);
    expect(p.conflicts).toEqual([
      expect.objectContaining({
        key: both,
        differences: [{ field: 'owner', label: 'Owner', ours: 'Owner here', theirs: 'Owner in the ERP' }],
      }),
    ]);
    expect(p.skipped[0]!.reason).toBe(Msg.sync.incomplete('mobile_no', Msg.customers.invalidMobile));
    expect(p.run).toMatchObject({ dry_run: true, state: 'done', counts: p.run.counts, applied_by: null });
    expect(p.run.conflicts.map((c) => c.key)).toEqual([both]);
    // Progress reached the one who runs it, to the last record.
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'sync.progress', userIds: [caller.userId] });
    expect(last.data as unknown as SyncProgress).toEqual({
      run_id: p.run.id,
      entity: 'customers',
      phase: 'preview',
      done: 7,
      total: 7,
    });

    // Applied: exactly the preview's creates and updates; the conflict and the change here stand.
    const applied = await apply('customers', p.run.id);
    expect(applied).toMatchObject({ status: 2, message: 'Sync successful' });
    expect(applied.run).toMatchObject({ dry_run: false, preview_id: p.run.id, state: 'done' });
    expect(applied.run.counts).toEqual({ ...p.run.counts, taken: 0 });
    expect(applied.run.conflicts.map((c) => c.key)).toEqual([both]);
    expect((await customerRow(fresh!))!.name).toBe(`Customer ${fresh}`);
    expect((await branchesOf((await customerRow(fresh!))!.id)).map((b) => b.code)).toEqual([`${fresh}-1`]);
    expect((await customerRow(erpOnly!))!.address).toBe('2 Harbour Road');
    expect((await customerRow(firstSeen!))!.name).toBe(`Customer ${firstSeen}`);
    expect((await customerRow(hereOnly!))!.address).toBe('Changed here');
    expect((await customerRow(both!))!.owner).toBe('Owner here');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String((await customerRow(erpOnly!))!.id)));
    expect(audits.find((a) => a.action === 'customer.sync_update')).toMatchObject({
      actorId: caller.userId,
      before: expect.objectContaining({ address: '1 Main Street' }),
      after: expect.objectContaining({ address: '2 Harbour Road' }),
    });
    const previewRun = (await database.db.select().from(syncRuns).where(eq(syncRuns.id, p.run.id)))[0]!;
    expect(previewRun.planHash).toBeTruthy();

    // Applied once only; the next preview finds the conflict and nothing else to do.
    expect(await refusalOf(apply('customers', p.run.id))).toMatchObject({
      http: 409,
      status: 7,
      message: Msg.sync.alreadyApplied,
    });
    const again = await preview('customers');
    expect(again.run.counts).toMatchObject({ create: 0, update: 0, conflict: 1, skipped: 1, unchanged: 5 });

    // The super admin takes the ERP's values for the conflict; nobody else may.
    expect(await refusalOf(apply('customers', again.run.id, [`E-${both}`], false))).toMatchObject({
      http: 403,
    });
    expect(await refusalOf(apply('customers', again.run.id, [`E-${same}`]))).toMatchObject({
      http: 400,
      message: `${Msg.sync.takeErpNotConflict}: E-${same}`,
    });
    const taken = await apply('customers', again.run.id, [`E-${both}`]);
    expect(taken.run.counts.taken).toBe(1);
    expect(taken.run.conflicts).toEqual([]);
    expect((await customerRow(both!))!.owner).toBe('Owner in the ERP');
  });

  it('keeps the branches the ERP does not list, adds and updates the ones it does', async () => {
    const c = code('BR');
    erp.records.customers = [customer(c, { branches: [branch(`${c}-1`), branch(`${c}-2`)] })];
    await synced('customers');
    const id = (await customerRow(c))!.id;
    await database.db.insert(branches).values({ customerId: id, code: `${c}-9`, name: 'Added here' });
    erp.records.customers = [
      customer(c, { branches: [branch(`${c}-1`, { pos_count: 7 }), branch(`${c}-2`), branch(`${c}-3`)] }),
    ];
    const { preview: p } = await synced('customers');
    expect(p.update[0]!.differences.map((d) => [d.label, d.ours, d.theirs])).toEqual([
      [`Branch ${c}-1: POS count`, '2', '7'],
      [`Branch ${c}-3`, null, `Branch ${c}-3 (new)`],
    ]);
    expect((await branchesOf(id)).map((b) => [b.code, b.posCount])).toEqual([
      [`${c}-1`, 7],
      [`${c}-2`, 2],
      [`${c}-3`, 2],
      [`${c}-9`, 0],
    ]);
    // A branch the ERP stops listing stays here; with another change of the ERP's it is a conflict.
    erp.records.customers = [
      customer(c, { branches: [branch(`${c}-1`, { pos_count: 8 }), branch(`${c}-3`)] }),
    ];
    expect((await preview('customers')).conflicts.map((i) => i.key)).toEqual([c]);
  });

  it('applies nothing when the ERP changed since the preview', async () => {
    const c = code('CH');
    erp.records.customers = [customer(c)];
    const p = await preview('customers');
    erp.records.customers = [customer(c, { name: 'Renamed meanwhile' })];
    expect(await refusalOf(apply('customers', p.run.id))).toMatchObject({
      http: 409,
      status: 7,
      message: Msg.sync.changedSincePreview,
    });
    expect(await customerRow(c)).toBeUndefined();
    const runs = await database.db.select().from(syncRuns).where(eq(syncRuns.previewId, p.run.id));
    expect(runs).toEqual([expect.objectContaining({ state: 'failed', error: Msg.sync.changedSincePreview })]);
  });

  it('leaves nothing half-done when a record fails midway', async () => {
    const [first, breaks, fine] = [code('OK'), code('BOOM'), code('OK')];
    await database.db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.code like 'BOOM%' then raise exception 'refused' using errcode = '23514'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql.raw(
        `create trigger refuse_boom before insert on customers for each row execute function refuse_boom()`,
      ),
    );
    try {
      erp.records.customers = [customer(first), customer(breaks), customer(fine)];
      const before = await snapshot();
      const p = await preview('customers');
      expect(p.run.counts.create).toBe(3);
      const refused = await refusalOf(apply('customers', p.run.id));
      expect(refused).toMatchObject({ http: 409, status: 7, message: Msg.sync.applyFailed });
      expect(JSON.parse(await snapshot()).slice(0, 6)).toEqual(JSON.parse(before).slice(0, 6));
      const [run] = await database.db.select().from(syncRuns).where(eq(syncRuns.previewId, p.run.id));
      expect(run).toMatchObject({ state: 'failed', error: Msg.sync.applyFailed });
      // A failed apply frees its preview: once the cause is gone, it applies.
      await database.db.execute(sql.raw('drop trigger refuse_boom on customers'));
      expect((await apply('customers', p.run.id)).run.counts.create).toBe(3);
    } finally {
      await database.db.execute(sql.raw('drop trigger if exists refuse_boom on customers'));
      await database.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });
});

describe('agreements, systems and jobs', () => {
  it('sync in order: an agreement or a job waits for its customer, a job for its system', async () => {
    const c = code('AG');
    const agreement = (extra: Record<string, unknown> = {}) => ({
      number: `AGR-${c}`,
      customer_code: c,
      branch_code: `${c}-1`,
      type: 'Hardware',
      status: 'Accepted',
      valid_from: '2026-01-01',
      valid_to: '31/12/2026',
      ...extra,
    });
    const job = (extra: Record<string, unknown> = {}) => ({
      job_no: `SO-${c}`,
      description: 'Install a printer',
      customer_code: c,
      branch_code: `${c}-1`,
      system: `Till ${c}`,
      due_date: '2027-01-31',
      priority: 2,
      ...extra,
    });
    erp.records.agreements = [agreement()];
    erp.records.jobs = [job()];
    erp.records.systems = [{ name: `Till ${c}`, code: 'T1' }];
    expect((await preview('agreements')).skipped[0]!.reason).toBe(Msg.sync.unknownCustomer(c));
    expect((await preview('jobs')).skipped[0]!.reason).toBe(Msg.sync.unknownCustomer(c));

    erp.records.customers = [customer(c)];
    await synced('customers');
    expect((await preview('jobs')).skipped[0]!.reason).toBe(Msg.sync.unknownSystem(`Till ${c}`));
    expect((await synced('systems')).applied.run.counts.create).toBe(1);
    expect((await synced('agreements')).applied.run.counts.create).toBe(1);
    const jobRun = await synced('jobs');
    expect(jobRun.applied.run.counts.create).toBe(1);

    const [a] = await database.db
      .select()
      .from(agreements)
      .where(eq(agreements.number, `AGR-${c}`));
    expect(a).toMatchObject({ type: 1, status: 'Accepted', validTo: '2026-12-31', visitsPerYear: 2 });
    const [j] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.jobNo, `SO-${c}`));
    expect(j).toMatchObject({
      status: 1,
      kind: 2,
      requestedFrom: 2,
      createdById: caller.userId,
      priority: 2,
      dueDate: '2027-01-31',
    });
    expect(j!.amcHardware).toBe(true);
    const jobAudit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.sync_create'), eq(auditLog.entityId, String(j!.id))));
    expect(jobAudit[0]!.customerId).toBe((await customerRow(c))!.id);

    // The ERP renews the agreement and moves the job's due date: shown as people read them.
    erp.records.agreements = [agreement({ type: 3, valid_to: '2027-12-31' })];
    erp.records.jobs = [job({ priority: 1 })];
    const renewal = await preview('agreements');
    expect(renewal.update[0]!.differences.map((d) => [d.label, d.ours, d.theirs])).toEqual([
      ['Type', 'Hardware', 'Software/Hardware'],
      ['Valid to', '2026-12-31', '2027-12-31'],
    ]);
    await apply('agreements', renewal.run.id);
    const moved = await preview('jobs');
    expect(moved.update[0]!.differences).toEqual([
      { field: 'priority', label: 'Priority', ours: 'Within a week', theirs: 'Urgent' },
    ]);
    const jobsChanged = await apply('jobs', moved.run.id);
    expect(jobsChanged.status).toBe(2);
    expect(
      (
        await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.jobNo, `SO-${c}`))
      )[0]!.priority,
    ).toBe(1);
    expect(
      events.some((e) => e.type === 'sync.progress' && (e.data as { phase: string }).phase === 'apply'),
    ).toBe(true);
  });
});
