import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, type JobListRow } from '@jobline/shared';
import { customers, jobs, systems } from '../../db/schema';
import { createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { insertJob } from './jobAdminTestKit';
import { listJobs } from './jobList';

const M = Msg.jobAdmin;
let t: TestApp;
let reader: Actor;
const JOBS = 23;
/** The fixture jobs by index: index 0 is the newest. */
const made: (typeof jobs.$inferSelect)[] = [];
let deletedId: number;

const list = (body: Record<string, unknown> = {}, who: Actor | null = reader, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/all${query}`,
    headers: who?.headers ?? {},
    payload: body,
  });
const rows = async (body: Record<string, unknown>) => {
  const res = await list(body);
  expect(res.statusCode).toBe(200);
  return res.json().jobs.data as JobListRow[];
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  reader = await signedIn(t, { roleId: null, permissions: [Perm.JOBS] });
  const [alpha, beta, gamma] = await db
    .insert(customers)
    .values([
      { code: 'JL-A', name: 'Alpha Traders' },
      { code: 'JL-B', name: 'Beta Foods' },
      { code: 'JL-G', name: 'Gamma 50% Stores' },
    ])
    .returning();
  const [pos, server] = await db
    .insert(systems)
    .values([{ name: 'POS Suite' }, { name: 'Server Care' }])
    .returning();
  const kasun = await createUser(db, { firstName: 'Kasun' });
  const ruwan = await createUser(db, { firstName: 'Ruwan' });
  const now = Date.now();
  for (let i = 0; i < JOBS; i++) {
    made.push(
      await insertJob(db, {
        customerId: [alpha, beta, gamma][i % 3]!.id,
        employeeId: [kasun.id, ruwan.id, null][i % 3],
        systemId: [pos!.id, server!.id, null][i % 3],
        priority: [1, 2, 3, 5][i % 4],
        dueDate: i % 7 === 0 ? null : daysFromToday(i - 10),
        description: i % 5 === 0 ? `Fix the receipt printer ${i}` : `Install terminals ${i}`,
        createdAt: new Date(now - i * 60_000),
      }),
    );
  }
  const deleted = await insertJob(db, {
    customerId: beta!.id,
    description: 'Fix the receipt printer (deleted)',
    deletedAt: new Date(),
  });
  deletedId = deleted.id;
});
afterAll(() => t.close());

describe('POST /api/jobs/all: who may call it', () => {
  it('answers 401 without a session and 403 without Jobs (5)', async () => {
    expect((await list({}, null)).statusCode).toBe(401);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    const res = await list({}, employee);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });
});

describe('POST /api/jobs/all: validation', () => {
  it.each([
    [{ records: 7 }, 'records', M.recordsInvalid],
    [{ records: 'ten' }, 'records', M.recordsInvalid],
    [{ page: 0 }, 'page', M.pageInvalid],
    [{ page: 1.5 }, 'page', M.pageInvalid],
    [{ page: 99_999_999_999 }, 'page', M.pageInvalid],
    [{ keyword: 'x'.repeat(101) }, 'keyword', M.keywordTooLong],
    [{ keyword: 42 }, 'keyword', M.keywordTooLong],
    [{ sort: { field: 'password_hash', type: 'asc' } }, 'sort.field', M.sortFieldInvalid],
    [{ sort: { field: 'job_no', type: 'up' } }, 'sort.type', M.sortTypeInvalid],
  ])('%o answers 400 on %s', async (body, field, message) => {
    const res = await list(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('checks the page in the address too', async () => {
    const res = await list({}, reader, '?page=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.page).toBe(M.pageInvalid);
  });
});

describe('POST /api/jobs/all: paging', () => {
  it('answers the first 10 jobs, newest first, with the total count', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(JOBS);
    expect(body.jobs).toMatchObject({
      current_page: 1,
      per_page: 10,
      last_page: 3,
      from: 1,
      to: 10,
      total: JOBS,
    });
    expect(body.jobs.data.map((r: JobListRow) => r.id)).toEqual(made.slice(0, 10).map((j) => j.id));
  });

  it('walks every job exactly once, page by page, and never the deleted one', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = (await list({ page, records: 5, sort: { field: 'due_date', type: 'asc' } })).json();
      expect(body.jobs.current_page).toBe(page);
      seen.push(...body.jobs.data.map((r: JobListRow) => r.id));
    }
    expect(seen).toHaveLength(JOBS);
    expect(new Set(seen).size).toBe(JOBS);
    expect(seen).not.toContain(deletedId);
  });

  it('answers the last partial page and an empty page past the end', async () => {
    const last = (await list({ page: 3 })).json();
    expect(last.jobs).toMatchObject({ from: 21, to: 23 });
    expect(last.jobs.data).toHaveLength(3);
    const past = (await list({ page: 9 })).json();
    expect(past.jobs).toMatchObject({ data: [], from: null, to: null, total: JOBS, last_page: 3 });
  });

  it('takes the page from the address when the body has none, and the body when both do', async () => {
    expect((await list({}, reader, '?page=2')).json().jobs.current_page).toBe(2);
    expect((await list({ page: 3 }, reader, '?page=2')).json().jobs.current_page).toBe(3);
  });

  it('offers every page size of the spec', async () => {
    for (const records of [5, 10, 15, 50, 100]) {
      const body = (await list({ records })).json();
      expect(body.jobs.data).toHaveLength(Math.min(records, JOBS));
    }
  });
});

describe('POST /api/jobs/all: sorting', () => {
  const all = (field: string, type: 'asc' | 'desc') => rows({ records: 100, sort: { field, type } });

  it('sorts by due date, days without a due date last either way', async () => {
    for (const type of ['asc', 'desc'] as const) {
      const dates = (await all('due_date', type)).map((r) => r.due_date);
      const days = dates.filter((d): d is string => d !== null);
      expect(dates.slice(days.length).every((d) => d === null)).toBe(true);
      expect(days).toEqual(
        [...days].sort((a, b) => (type === 'asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    }
  });

  it('sorts by priority, ties by id, both ways', async () => {
    const asc = await all('priority', 'asc');
    expect(asc.map((r) => r.priority)).toEqual([...asc.map((r) => r.priority)].sort((a, b) => a - b));
    const desc = await all('priority', 'desc');
    expect(desc.map((r) => r.id)).toEqual([...asc].reverse().map((r) => r.id));
  });

  it('sorts by customer, employee and system name', async () => {
    const byCustomer = await all('customer_name', 'asc');
    expect(byCustomer[0]!.customer_name).toBe('Alpha Traders');
    expect(byCustomer.at(-1)!.customer_name).toBe('Gamma 50% Stores');
    const byEmployee = await all('employee', 'desc');
    expect(byEmployee[0]!.employee).toMatch(/^Ruwan /);
    expect(byEmployee.at(-1)!.employee).toBeNull();
    const bySystem = await all('system', 'asc');
    expect(bySystem[0]!.system).toBe('POS Suite');
    expect(bySystem.at(-1)!.system).toBeNull();
  });

  it('sorts by job number and by description', async () => {
    const byNo = (await all('job_no', 'asc')).map((r) => r.job_no);
    expect(byNo).toEqual(made.map((j) => j.jobNo));
    const byText = (await all('job_description', 'asc')).map((r) => r.job_description);
    expect(byText[0]).toMatch(/^Fix the receipt printer/);
    expect(byText.at(-1)).toMatch(/^Install terminals/);
  });
});

describe('POST /api/jobs/all: keyword search', () => {
  const search = async (keyword: string, extra: Record<string, unknown> = {}) => {
    const body = (await list({ keyword, records: 100, ...extra })).json();
    return { ids: (body.jobs.data as JobListRow[]).map((r) => r.id), count: body.count as number };
  };
  const indexes = (ids: number[]) =>
    ids.map((id) => made.findIndex((j) => j.id === id)).sort((a, b) => a - b);

  it('finds by customer name, ignoring case', async () => {
    const { ids, count } = await search('beta foods');
    expect(indexes(ids)).toEqual([1, 4, 7, 10, 13, 16, 19, 22]);
    expect(count).toBe(8);
  });

  it('finds by employee name, first name or full name', async () => {
    expect(indexes((await search('KASUN')).ids)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    const fullName = (await rows({ keyword: 'ruwan', records: 5 }))[0]!.employee!;
    expect(fullName).toMatch(/^Ruwan User /);
    expect((await search(fullName.toLowerCase())).count).toBe(8);
  });

  it('finds by description and by job number, trimming the keyword', async () => {
    expect(indexes((await search('  RECEIPT printer ')).ids)).toEqual([0, 5, 10, 15, 20]);
    const job = made[13]!;
    expect((await search(job.jobNo.toLowerCase())).ids).toEqual([job.id]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('50%')).count).toBe(7);
    expect((await search('%')).count).toBe(7);
    expect((await search('_')).count).toBe(0);
  });

  it('answers the same pages whether it finds them from the matches or by walking the sort order', async () => {
    const today = daysFromToday(0);
    const asks = [
      { keyword: 'alpha', page: 1, records: 5 },
      { keyword: 'alpha', page: 2, records: 5, sort: { field: 'job_no' as const, type: 'desc' as const } },
      { keyword: 'KASUN', page: 1, records: 100, sort: { field: 'due_date' as const, type: 'asc' as const } },
      { keyword: 'receipt', page: 1, records: 3 },
      { keyword: '(deleted)', page: 1, records: 10 },
    ];
    for (const ask of asks) {
      const fromMatches = await listJobs(t.database.db, ask, today, Number.MAX_SAFE_INTEGER);
      const walking = await listJobs(t.database.db, ask, today, 0);
      expect(walking, JSON.stringify(ask)).toEqual(fromMatches);
    }
    expect((await listJobs(t.database.db, asks[0]!, today, 0)).jobs.data).toHaveLength(5);
  });

  it('never finds a deleted job', async () => {
    const { ids } = await search('(deleted)');
    expect(ids).toEqual([]);
  });

  it('pages and sorts within the matches', async () => {
    const body = (
      await list({ keyword: 'alpha', records: 5, page: 2, sort: { field: 'job_no', type: 'desc' } })
    ).json();
    expect(body.count).toBe(8);
    const expected = made
      .filter((_, i) => i % 3 === 0)
      .reverse()
      .slice(5, 10);
    expect(body.jobs.data.map((r: JobListRow) => r.id)).toEqual(expected.map((j) => j.id));
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const body = (await list({ keyword: 'no such job anywhere' })).json();
    expect(body).toMatchObject({ count: 0, jobs: { data: [], from: null, last_page: 1 } });
  });
});

describe('POST /api/jobs/all: the row', () => {
  it('carries the names, the priority label and the overdue flag (R-119: one day of grace)', async () => {
    const data = await rows({ records: 100 });
    const byId = new Map(data.map((r) => [r.id, r]));
    // Index 5: due 5 days ago, priority 2, the third customer, nobody and no system.
    expect(byId.get(made[5]!.id)).toMatchObject({
      customer_name: 'Gamma 50% Stores',
      employee: null,
      system: null,
      due_date: daysFromToday(-5),
      priority: 2,
      priority_label: 'Within a week',
      status: 1,
      kind: 2,
      isJobExpired: true,
    });
    // Index 9 is due yesterday: still within the grace day.
    expect(byId.get(made[9]!.id)).toMatchObject({ due_date: daysFromToday(-1), isJobExpired: false });
    // Index 7 has no due date; index 3 has priority 5.
    expect(byId.get(made[7]!.id)).toMatchObject({ due_date: null, isJobExpired: false });
    expect(byId.get(made[3]!.id)).toMatchObject({ priority: 5, priority_label: 'Not specified' });
  });

  it('shows a job again after it is undeleted (the filter is live, not cached)', async () => {
    await t.database.db.update(jobs).set({ deletedAt: null }).where(eq(jobs.id, deletedId));
    expect((await list()).json().count).toBe(JOBS + 1);
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deletedId));
    expect((await list()).json().count).toBe(JOBS);
  });
});
