import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { jobs } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, daysFromToday, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, quickJobBody } from './quickJobTestKit';

const M = Msg.quickJobs;
const LIST = '/api/jobs/approval/quick_job';

let t: TestApp;
let w: JobWorld;
let maker: Actor; // raises quick jobs (New Job)
let monitor: Actor; // admin: holds 3
let manager: Actor; // quick job manager: holds 3, raises their own
let employee: Actor;
let api: ReturnType<typeof caller>;

const raise = async (overrides: Parameters<typeof quickJobBody>[1] = {}, who: Actor = maker) => {
  const res = await api.post('/api/jobs/assign/quick_job', quickJobBody(w, overrides), who);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().job as { id: number; job_no: string };
};
const listed = async (query = '', who: Actor = monitor) => {
  const res = await api.get(`${LIST}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { pendings: { id: number; job_no: string; can_decide: boolean }[]; count: number };
};
const decide = (job_id: unknown, auth_status: unknown, auth_remark: unknown, who: Actor = monitor) =>
  api.post(LIST, { job_id, auth_status, auth_remark }, who);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  w = await createJobWorld(t.database.db);
  maker = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB] });
  monitor = await signedIn(t, { roleId: RoleId.ADMIN });
  manager = await signedIn(t, { roleId: RoleId.QUICK_JOB_MANAGER, divisionId: w.division.id });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

describe('who may use the monitor', () => {
  it('answers 401 without a session and 403 without Quick Job Monitor (3)', async () => {
    expect((await api.get(LIST)).statusCode).toBe(401);
    expect((await api.post(LIST, { job_id: 1, auth_status: 16, auth_remark: 'ok' })).statusCode).toBe(401);
    for (const who of [employee, maker]) {
      expect((await api.get(LIST, who)).statusCode).toBe(403);
      const res = await decide(1, 16, 'ok', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    }
  });
});

describe('GET jobs/approval/quick_job', () => {
  it('lists waiting quick jobs only, newest first, with what the table shows', async () => {
    const older = await raise({ job_description: 'Cash drawer stuck' });
    const newer = await raise({ job_description: 'Scanner needs pairing' });
    const internal = (
      await api.post(
        '/api/jobs/assign/quick_job',
        { job_type: 3, job_assign_by: w.employee.id, job_description: 'Tidy the store room' },
        maker,
      )
    ).json().job;
    const deleted = await raise();
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted.id));
    const page = await listed();
    const ids = page.pendings.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(internal.id);
    expect(ids).not.toContain(deleted.id);
    expect(page.count).toBe(ids.length);
    expect(page.pendings.find((p) => p.id === newer.id)).toEqual({
      id: newer.id,
      job_no: newer.job_no,
      employee: expect.stringContaining('Worker'),
      customer: w.customer.name,
      branch: 'Branch none',
      system: w.system.name,
      job_description: 'Scanner needs pairing',
      due_date: expect.any(String),
      isJobExpired: false,
      created_at: expect.any(String),
      can_decide: true,
    });
  });

  it('marks an overdue quick job expired (R-119)', async () => {
    const late = await raise();
    await t.database.db
      .update(jobs)
      .set({ dueDate: daysFromToday(-3) })
      .where(eq(jobs.id, late.id));
    const row = (await listed(`?keyword=${late.job_no}`)).pendings[0];
    expect(row).toMatchObject({ id: late.id, isJobExpired: true });
  });

  it('searches job number, description, customer, branch, system and employee, and pages in SQL', async () => {
    const unique = await raise({ job_description: 'Zebra label printer offline' });
    for (let i = 0; i < 8; i++) await raise({ job_description: `Till ${i} needs a restart` });
    expect((await listed('?keyword=zebra LABEL')).pendings.map((p) => p.id)).toEqual([unique.id]);
    expect((await listed(`?keyword=${encodeURIComponent(w.customer.name)}`)).count).toBeGreaterThan(1);
    expect((await listed('?keyword=Worker')).count).toBeGreaterThan(1);
    expect((await listed('?keyword=%25')).count).toBe(0);
    const all = await listed('?records=100');
    const first = await listed('?records=5&page=1');
    const second = await listed('?records=5&page=2');
    expect(first.pendings).toHaveLength(5);
    expect(second.pendings.map((p) => p.id)).toEqual(all.pendings.slice(5, 10).map((p) => p.id));
    expect(first.count).toBe(all.count);
  });

  it('refuses odd paging with a message, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['?records=7', 'records', M.pageSizeInvalid],
      ['?page=0', 'page', M.pageInvalid],
      ['?page=abc', 'page', M.pageInvalid],
      [`?keyword=${'x'.repeat(101)}`, 'keyword', M.keywordTooLong],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get(`${LIST}${query}`, monitor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field], query).toBe(message);
    }
  });

  it('tells a monitor which quick jobs are their own to leave to someone else', async () => {
    const own = await raise({ job_assign_by: manager.id }, maker);
    const row = (await listed(`?keyword=${own.job_no}`, manager)).pendings[0];
    expect(row).toMatchObject({ id: own.id, can_decide: false });
    expect((await listed(`?keyword=${own.job_no}`, monitor)).pendings[0]!.can_decide).toBe(true);
  });
});

describe('POST jobs/approval/quick_job', () => {
  it('needs a remark and a decision of 16 or 17', async () => {
    const job = await raise();
    for (const remark of [undefined, '', '   ']) {
      const res = await decide(job.id, 16, remark);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ auth_remark: M.remarkRequired });
    }
    const wrong = await decide(job.id, 10, 'fine');
    expect(wrong.json().errors).toEqual({ auth_status: M.authStatusInvalid });
    const tooLong = await decide(job.id, 16, 'x'.repeat(1001));
    expect(tooLong.json().errors).toEqual({ auth_remark: M.remarkTooLong });
    for (const id of ['abc', 0, 99_999_999_999]) {
      expect((await decide(id, 16, 'fine')).statusCode).toBe(400);
    }
  });

  it('approves once: the job leaves the list and a second decision is refused with what was decided', async () => {
    const job = await raise();
    const res = await decide(job.id, 16, 'Checked with the branch');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: M.approved,
      job: { id: job.id, job_no: job.job_no, auth_status: 16 },
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      authStatus: 16,
      authRemark: 'Checked with the branch',
      authById: monitor.id,
    });
    expect((await listed(`?keyword=${job.job_no}`)).count).toBe(0);
    const again = await decide(job.id, 17, 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 16, message: M.alreadyApproved });
    const [audited] = await auditRows(t.database.db, 'quickJob.approve', job.id);
    expect(audited).toMatchObject({ actorId: monitor.id });
  });

  it('rejects with a remark, also decided once', async () => {
    const job = await raise();
    const res = await decide(job.id, 17, 'Not a quick job: raise it through New Job');
    expect(res.json().message).toBe(M.rejected);
    const again = await decide(job.id, 16, 'ok');
    expect(again.json()).toEqual({ status: 17, message: M.alreadyRejected });
    expect(await auditRows(t.database.db, 'quickJob.reject', job.id)).toHaveLength(1);
  });

  it('lets exactly one of two monitors deciding at once win', async () => {
    const job = await raise();
    const other = await signedIn(t, { roleId: RoleId.DIRECTOR });
    const results = await Promise.all([decide(job.id, 16, 'first'), decide(job.id, 17, 'second', other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const decisions = [
      ...(await auditRows(t.database.db, 'quickJob.approve', job.id)),
      ...(await auditRows(t.database.db, 'quickJob.reject', job.id)),
    ];
    expect(decisions).toHaveLength(1);
  });

  it('leaves a quick job to someone who neither raised nor works it', async () => {
    const worked = await raise({ job_assign_by: manager.id }, maker);
    const res = await decide(worked.id, 16, 'my own', manager);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 11, message: M.ownQuickJob });
    const raisedByMonitor = await raise({}, monitor);
    expect((await decide(raisedByMonitor.id, 16, 'mine', monitor)).statusCode).toBe(403);
    expect((await decide(raisedByMonitor.id, 16, 'not mine', manager)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown job, a deleted quick job and a job that is not a quick job', async () => {
    const normal = (
      await api.post('/api/jobs', w.draft(), await signedIn(t, { roleId: RoleId.ADMIN }))
    ).json().job;
    const deleted = await raise();
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted.id));
    for (const id of [999_999, normal.id, deleted.id]) {
      const res = await decide(id, 16, 'fine');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.quickJobNotFound);
    }
  });
});
