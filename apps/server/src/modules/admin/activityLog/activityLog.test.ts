import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RoleId, type ActivityLogEntry, type ActivityLogPage } from '@jobline/shared';
import { auditLog, customers } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { signedIn, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { audit } from '../auditLog';
import { resolveFilters } from './activityFilters';
import { exportActivities } from './activityExport';
import { readAuditPage } from './activityQueries';

let t: TestApp;
let superAdmin: Actor;
let employee: Actor;
let alice: { id: number }; // the people whose changes the tests write
let bob: { id: number };
let customer: { id: number; name: string };
let otherCustomer: { id: number };

const get = (url: string, who?: Actor) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
const page = async (query: string): Promise<ActivityLogPage> => {
  const res = await get(`/api/admin/allActivities?${query}`, superAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Writes one audit row as the app does, optionally stamped at a given instant. */
async function wrote(
  actorId: number | null,
  entry: Parameters<typeof audit>[2],
  at?: string,
): Promise<number> {
  await audit(t.database.db, { actorId, ip: '10.1.2.3' }, entry);
  const [row] = await t.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  if (at)
    await t.database.db
      .update(auditLog)
      .set({ at: new Date(at) })
      .where(eq(auditLog.id, row!.id));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  alice = await createUser(t.database.db, { firstName: 'Alicia' });
  bob = await createUser(t.database.db, { firstName: 'Roberto' });
  const [c1, c2] = await t.database.db
    .insert(customers)
    .values([
      { code: 'ALC001', name: 'Lanka Mart' },
      { code: 'ALC002', name: 'Other Traders' },
    ])
    .returning();
  customer = c1!;
  otherCustomer = c2!;
});
afterAll(() => t.close());

describe('who may read the activity log', () => {
  const urls = ['/api/admin/allActivities', '/api/admin/allActivities/export'];

  it.each(urls)('%s answers 401 without a token', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
  });

  it.each(urls)('%s answers 403 to someone without Super Admin (permission 1)', async (url) => {
    const res = await get(url, employee);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });

  const invalid: [string, string, string][] = [
    ['area=nowhere', 'area', Msg.activityLog.areaInvalid],
    ['customer_id=abc', 'customer_id', Msg.activityLog.customerInvalid],
    ['employee_id=0', 'employee_id', Msg.activityLog.employeeInvalid],
    ['from=2030-02-30', 'from', Msg.activityLog.fromInvalid],
    ['from=2030-03-02&to=2030-03-01', 'to', Msg.activityLog.rangeEndBeforeStart],
    [`search=${'x'.repeat(101)}`, 'search', Msg.activityLog.searchTooLong],
    ['cursor=-4', 'cursor', Msg.activityLog.cursorInvalid],
  ];
  it.each(invalid)('refuses %s with 400 naming %s', async (query, field, message) => {
    for (const url of urls) {
      const res = await get(`${url}?${query}`, superAdmin);
      expect(res.statusCode, `${url}?${query}`).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
  });
});

describe('GET /api/admin/allActivities', () => {
  it('shows who changed which record, with a readable diff and no secrets', async () => {
    const id = await wrote(alice.id, {
      action: 'customer.update',
      entity: 'customer',
      entityId: customer.id,
      before: { name: 'Lanka Mart', active: true, address: '1 Main St', version: 3 },
      after: { name: 'Lanka Mart', active: false, address: '2 Galle Rd', version: 4 },
    });
    const [entry] = (await page(`employee_id=${alice.id}&customer_id=${customer.id}`)).data;
    expect(entry).toMatchObject({
      id,
      log_name: 'Customers',
      name: expect.stringContaining('Alicia'),
      description: 'Updated a customer: Customer Lanka Mart (ALC001)',
      action: 'customer.update',
      action_label: 'Updated a customer',
      area: 'customers',
      who: { id: alice.id, name: expect.stringContaining('Alicia') },
      record: { entity: 'customer', id: String(customer.id), label: 'Customer Lanka Mart (ALC001)' },
      customer: { id: customer.id, name: 'Lanka Mart' },
      ip: '10.1.2.3',
    });
    // Only what changed, as people read it; the version counter is bookkeeping.
    expect(entry!.changes).toEqual([
      { field: 'active', label: 'Active', old: 'Yes', new: 'No', secret: false },
      { field: 'address', label: 'Address', old: '1 Main St', new: '2 Galle Rd', secret: false },
    ]);
    expect(entry!.properties).toEqual({
      old: { active: true, address: '1 Main St' },
      attributes: { active: false, address: '2 Galle Rd' },
    });
    expect(new Date(entry!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('says a password changed but never shows a hash, old or new', async () => {
    await wrote(bob.id, {
      action: 'employee.update',
      entity: 'user',
      entityId: bob.id,
      before: { first_name: 'Roberto', password_hash: '$argon2id$v=19$old', nested: { api_key: 'k-1' } },
      after: { first_name: 'Rob', password_hash: '$argon2id$v=19$new', nested: { api_key: 'k-2' } },
    });
    const res = await get(`/api/admin/allActivities?employee_id=${bob.id}`, superAdmin);
    expect(res.body).not.toContain('argon2id');
    expect(res.body).not.toContain('k-1');
    const [entry] = (res.json() as ActivityLogPage).data;
    expect(entry!.changes).toEqual([
      { field: 'first_name', label: 'First name', old: 'Roberto', new: 'Rob', secret: false },
      { field: 'nested.api_key', label: 'Nested › Api key', old: 'hidden', new: 'hidden', secret: true },
      { field: 'password_hash', label: 'Password hash', old: 'hidden', new: 'hidden', secret: true },
    ]);
    expect(entry!.properties.attributes).toEqual({
      first_name: 'Rob',
      password_hash: 'hidden',
      'nested.api_key': 'hidden',
    });
  });

  it('filters by employee, customer and area, alone and together', async () => {
    const who = await createUser(t.database.db);
    const a = await wrote(who.id, {
      action: 'job.update',
      entity: 'job',
      entityId: 999_001,
      customerId: customer.id,
    });
    const b = await wrote(who.id, { action: 'leave.request', entity: 'leave_request', entityId: 5 });
    const c = await wrote(who.id, {
      action: 'customer.update',
      entity: 'customer',
      entityId: otherCustomer.id,
    });
    const ids = async (query: string) => (await page(query)).data.map((e) => e.id);
    expect(await ids(`employee_id=${who.id}`)).toEqual([c, b, a]);
    expect(await ids(`employee_id=${who.id}&area=leave`)).toEqual([b]);
    expect(await ids(`employee_id=${who.id}&area=customers`)).toEqual([c]);
    expect(await ids(`employee_id=${who.id}&customer_id=${customer.id}`)).toEqual([a]);
    expect(await ids(`employee_id=${who.id}&customer_id=${customer.id}&area=jobs`)).toEqual([a]);
    expect(await ids(`employee_id=${who.id}&customer_id=${customer.id}&area=leave`)).toEqual([]);
    expect(await ids(`customer_id=${otherCustomer.id}`)).toEqual([c]);
    const leave = await page('area=leave');
    expect(leave.data.every((e) => e.area === 'leave')).toBe(true);
  });

  it('filters by company days: midnight to midnight in Colombo, both ends included', async () => {
    const who = await createUser(t.database.db);
    const entry = { action: 'holiday.create', entity: 'holiday', entityId: 1 };
    // 18:29 UTC is 23:59 in Colombo (UTC+05:30); 18:31 UTC is already the next day there.
    const lateFirst = await wrote(who.id, entry, '2031-01-01T18:29:00Z');
    const earlySecond = await wrote(who.id, entry, '2031-01-01T18:31:00Z');
    const third = await wrote(who.id, entry, '2031-01-03T06:00:00Z');
    const ids = async (query: string) => (await page(`employee_id=${who.id}&${query}`)).data.map((e) => e.id);
    expect(await ids('from=2031-01-01&to=2031-01-01')).toEqual([lateFirst]);
    expect(await ids('from=2031-01-02&to=2031-01-02')).toEqual([earlySecond]);
    expect(await ids('from=2031-01-02')).toEqual([third, earlySecond]);
    expect(await ids('to=2031-01-02')).toEqual([earlySecond, lateFirst]);
    expect((await page('from=2031-01-01&to=2031-01-03&area=planning')).data.map((e) => e.id)).toEqual([
      third,
      earlySecond,
      lateFirst,
    ]);
  });

  it('searches the action’s words, the record number, the people and customers named, and the contents', async () => {
    const who = await createUser(t.database.db, { firstName: 'Zenobia' });
    const moved = await wrote(who.id, { action: 'task.move', entity: 'task_user', entityId: 424_242 });
    const noted = await wrote(who.id, {
      action: 'job.update',
      entity: 'job',
      entityId: 77,
      after: { remarks: 'Replaced the Epson printer' },
      customerId: customer.id,
    });
    const ids = async (search: string) =>
      (await page(`employee_id=${who.id}&search=${encodeURIComponent(search)}`)).data.map((e) => e.id);
    expect(await ids('moved a task')).toEqual([moved]);
    expect(await ids('424242')).toEqual([moved]);
    expect(await ids('epson')).toEqual([noted]);
    expect(await ids('lanka mart')).toEqual([noted]);
    expect(await ids('zenobia')).toEqual([noted, moved]);
    expect(await ids('nothing like this')).toEqual([]);
    const inArea = await page(`employee_id=${who.id}&area=jobs&search=epson`);
    expect(inArea.data.map((e) => e.id)).toEqual([noted]);
    expect((await page(`employee_id=${who.id}&area=tasks&search=epson`)).data).toEqual([]);
    expect((await page('search=zenobia')).data.map((e) => e.id)).toEqual([noted, moved]);
  });

  it('pages by cursor, 50 a page, newest first, without duplicates or gaps', async () => {
    const who = await createUser(t.database.db);
    const written: number[] = [];
    for (let i = 0; i < 123; i++) {
      written.push(await wrote(who.id, { action: 'task.comment', entity: 'task_user', entityId: i + 1 }));
    }
    const seen: number[] = [];
    const sizes: number[] = [];
    let cursor: number | null = null;
    do {
      const answer: ActivityLogPage = await page(`employee_id=${who.id}${cursor ? `&cursor=${cursor}` : ''}`);
      sizes.push(answer.data.length);
      seen.push(...answer.data.map((e) => e.id));
      expect(answer.has_more).toBe(answer.next_cursor !== null);
      if (answer.has_more) expect(answer.next_cursor).toBe(answer.data.at(-1)!.id);
      cursor = answer.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 23]);
    expect(seen).toEqual([...written].reverse());
  });

  it('names a record by a join, else by what its row says, else by its kind and number', async () => {
    const who = await createUser(t.database.db);
    await wrote(who.id, {
      action: 'role.create',
      entity: 'role',
      entityId: 987_654,
      after: { name: 'Auditors' },
    });
    await wrote(who.id, { action: 'sub_task.add', entity: 'sub_task', entityId: 31 });
    const labels = (await page(`employee_id=${who.id}`)).data.map((e: ActivityLogEntry) => e.record.label);
    expect(labels).toEqual(['Sub-task #31', 'Role Auditors']);
  });
});

describe('a search reads the filtered log a slice at a time', () => {
  it('answers how far back it read, and the next slice continues without gaps', async () => {
    const who = await createUser(t.database.db);
    const hits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await wrote(who.id, {
        action: 'task.comment',
        entity: 'task_user',
        entityId: i,
        after: { comment: i % 3 === 0 ? 'needle here' : 'hay' },
      });
      if (i % 3 === 0) hits.push(id);
    }
    const filters = await resolveFilters(
      t.database.db,
      { employee_id: who.id, search: 'needle' },
      'Asia/Colombo',
    );
    const found: number[] = [];
    const slices: { n: number; more: boolean; searched: boolean }[] = [];
    let cursor: number | undefined;
    for (;;) {
      const slice = await readAuditPage(t.database.db, filters, cursor, 50, { slice: 8, budgetMs: 0 });
      found.push(...slice.rows.map((r) => r.id));
      slices.push({ n: slice.rows.length, more: slice.hasMore, searched: slice.searchedTo !== null });
      if (!slice.hasMore) break;
      cursor = slice.nextCursor!;
    }
    expect(found).toEqual([...hits].reverse());
    // 30 rows in slices of 8: three full slices that say how far they read, then the rest.
    expect(slices.map((s) => s.more)).toEqual([true, true, true, false]);
    expect(slices.map((s) => s.searched)).toEqual([true, true, true, false]);
    expect(slices.reduce((sum, s) => sum + s.n, 0)).toBe(10);
  });
});

describe('GET /api/admin/allActivities/export', () => {
  async function workbook(body: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push(
        (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
      ),
    );
    return rows;
  }

  it('writes the filtered log, its filters and its cap into an Excel file', async () => {
    const who = await createUser(t.database.db, { firstName: 'Exportia' });
    await wrote(who.id, {
      action: 'customer.update',
      entity: 'customer',
      entityId: customer.id,
      before: { address: 'Old Road' },
      after: { address: 'New Road' },
    });
    await wrote(who.id, { action: 'leave.request', entity: 'leave_request', entityId: 8 });
    const res = await get(`/api/admin/allActivities/export?employee_id=${who.id}&area=customers`, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="activity-log-\d{8}-\d{4}\.xlsx"/,
    );
    const rows = await workbook(res.rawPayload);
    expect(rows[0]).toEqual(['Employee Activity Log']);
    expect(rows).toContainEqual(['Employee', expect.stringContaining('Exportia')]);
    expect(rows).toContainEqual(['Area', 'Customers']);
    expect(rows).toContainEqual(['At most', Msg.activityLog.exportCap('10,000')]);
    const header = rows.findIndex((r) => r[0] === 'Time');
    expect(rows[header]).toEqual(['Time', 'Who', 'Area', 'Action', 'Record', 'Customer', 'Changes', 'IP']);
    expect(rows[header + 1]).toEqual([
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      expect.stringContaining('Exportia'),
      'Customers',
      'Updated a customer',
      'Customer Lanka Mart (ALC001)',
      'Lanka Mart',
      'Address: Old Road → New Road',
      '10.1.2.3',
    ]);
    expect(rows).toContainEqual(['Rows', '1']);
  });

  it('stops at the cap and says so in the file', async () => {
    const who = await createUser(t.database.db);
    for (let i = 0; i < 5; i++)
      await wrote(who.id, { action: 'task.comment', entity: 'task_user', entityId: i });
    const file = await exportActivities(t.database.db, t.config, { employee_id: who.id }, 3);
    const rows = await workbook(Buffer.concat((await file.body.toArray()) as Buffer[]));
    expect(rows).toContainEqual(['Rows', '3']);
    expect(rows).toContainEqual(['Cut', Msg.activityLog.exportCut('3')]);
  });
});
