import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm, RealtimeEventType, RoleId, type DueDateHistoryEntry } from '@jobline/shared';
import { jobDueDateChanges, jobs } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, daysFromToday, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { FORM_DUE_DATE_REASON } from '../jobs/jobUpdater';
import { eventAfter, insertJob } from './jobAdminTestKit';

const M = Msg.jobAdmin;
let t: TestApp;
let w: JobWorld;
let changer: Actor; // Job Details (33)
let lister: Actor; // Jobs (5): may read the history, not change the date
let creator: Actor; // New Job (7)

const change = (payload: unknown, who: Actor | null = changer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobs/change/due_date',
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const history = (jobId: number | string, who: Actor | null = changer) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/due-date-history`, headers: who?.headers ?? {} });
const newJob = async (dueInDays = 7) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: creator.headers,
    payload: w.draft({ due_date: daysFromToday(dueInDays) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job as { id: number; job_no: string };
};
const dueDateOf = async (id: number) =>
  (await t.database.db.select({ d: jobs.dueDate }).from(jobs).where(eq(jobs.id, id)))[0]!.d;
const versionOf = async (id: number) =>
  (await t.database.db.select({ version: jobs.version }).from(jobs).where(eq(jobs.id, id)))[0]!.version;
const changesOf = (id: number) =>
  t.database.db
    .select()
    .from(jobDueDateChanges)
    .where(eq(jobDueDateChanges.jobId, id))
    .orderBy(asc(jobDueDateChanges.id));

beforeAll(async () => {
  t = await createTestApp();
  w = await createJobWorld(t.database.db);
  changer = await signedIn(t, { roleId: null, permissions: [Perm.JOB_DETAILS], firstName: 'Dilini' });
  lister = await signedIn(t, { roleId: null, permissions: [Perm.JOBS] });
  creator = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB] });
});
afterAll(() => t.close());

describe('POST /api/jobs/change/due_date: access and input', () => {
  it('answers 401 without a session and 403 without Job Details (33)', async () => {
    const job = await newJob();
    const body = { job_id: job.id, due_date: daysFromToday(9), reason: 'Customer asked' };
    expect((await change(body, null)).statusCode).toBe(401);
    expect((await change(body, lister)).statusCode).toBe(403);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    expect((await change(body, employee)).statusCode).toBe(403);
    expect(await dueDateOf(job.id)).toBe(daysFromToday(7));
  });

  it.each([
    [{ due_date: '2030-01-01', reason: 'x' }, 'job_id', M.jobRequired],
    [{ job_id: 'abc', due_date: '2030-01-01', reason: 'x' }, 'job_id', M.jobRequired],
    [{ job_id: 99_999_999_999, due_date: '2030-01-01', reason: 'x' }, 'job_id', M.jobRequired],
    [{ job_id: 1, reason: 'Customer asked' }, 'due_date', M.dueDateRequired],
    [{ job_id: 1, due_date: '', reason: 'Customer asked' }, 'due_date', M.dueDateRequired],
    [{ job_id: 1, due_date: '2030-02-30', reason: 'Customer asked' }, 'due_date', M.dueDateRequired],
    [{ job_id: 1, due_date: '01/02/2030', reason: 'Customer asked' }, 'due_date', M.dueDateRequired],
    [{ job_id: 1, due_date: '2030-01-01' }, 'reason', M.reasonRequired],
    [{ job_id: 1, due_date: '2030-01-01', reason: '' }, 'reason', M.reasonRequired],
    [{ job_id: 1, due_date: '2030-01-01', reason: '   ' }, 'reason', M.reasonRequired],
    [{ job_id: 1, due_date: '2030-01-01', reason: 'x'.repeat(501) }, 'reason', M.reasonTooLong],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 404 for an unknown or deleted job', async () => {
    const body = { due_date: daysFromToday(9), reason: 'Customer asked' };
    const unknown = await change({ ...body, job_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.jobNotFound);
    const gone = await insertJob(t.database.db, { dueDate: daysFromToday(3), deletedAt: new Date() });
    expect((await change({ ...body, job_id: gone.id })).statusCode).toBe(404);
  });
});

describe('POST /api/jobs/change/due_date: the rules (R-076)', () => {
  it('refuses the date the job is already on, and changes nothing', async () => {
    const job = await newJob(7);
    const res = await change({ job_id: job.id, due_date: daysFromToday(7), reason: 'Customer asked' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.sameDueDate, errors: { due_date: M.sameDueDate } });
    expect(await changesOf(job.id)).toEqual([]);
  });

  it('refuses a day before today in the company time zone, but takes today', async () => {
    const job = await newJob(7);
    const past = await change({ job_id: job.id, due_date: daysFromToday(-1), reason: 'Customer asked' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ due_date: M.dueDateInPast });
    const today = await change({ job_id: job.id, due_date: w.today, reason: 'Needed sooner' });
    expect(today.statusCode, today.body).toBe(200);
    expect(await dueDateOf(job.id)).toBe(w.today);
  });

  it("lets an overdue job move forward, but refuses a canceled job's date", async () => {
    const overdue = await insertJob(t.database.db, { dueDate: daysFromToday(-4) });
    const moved = await change({
      job_id: overdue.id,
      due_date: daysFromToday(2),
      reason: 'Parts arrived late',
    });
    expect(moved.statusCode).toBe(200);
    const canceled = await insertJob(t.database.db, {
      dueDate: daysFromToday(3),
      status: JobStatus.CANCELED,
    });
    const res = await change({ job_id: canceled.id, due_date: daysFromToday(5), reason: 'Customer asked' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: JobStatus.CANCELED, message: M.canceledDueDate });
    expect(await dueDateOf(canceled.id)).toBe(daysFromToday(3));
  });

  it('moves the date, keeps the history, audits it and tells open screens', async () => {
    const job = await newJob(7);
    let res: Awaited<ReturnType<typeof change>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        res = await change({ job_id: job.id, due_date: daysFromToday(12), reason: '  Waiting for parts  ' });
      },
      (e) =>
        e.type === RealtimeEventType.JOBS_CHANGED && e.data?.id === job.id && e.data?.change === 'due_date',
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toEqual({
      message: 'Due date has been updated successfully',
      job: { id: job.id, job_no: job.job_no, due_date: daysFromToday(12) },
    });
    expect(event).toMatchObject({
      job: expect.objectContaining({ holderIds: expect.any(Array) }),
      data: { id: job.id, job_no: job.job_no, change: 'due_date' },
    });
    expect(await dueDateOf(job.id)).toBe(daysFromToday(12));
    const [row] = await changesOf(job.id);
    expect(row).toMatchObject({
      previousDueDate: daysFromToday(7),
      dueDate: daysFromToday(12),
      reason: 'Waiting for parts',
      changedById: changer.id,
    });
    const [audited] = await auditRows(t.database.db, 'job.due_date.change', job.id);
    expect(audited).toMatchObject({
      actorId: changer.id,
      before: { due_date: daysFromToday(7) },
      after: { due_date: daysFromToday(12), reason: 'Waiting for parts' },
    });
  });

  it('records two changes at once one after the other, each with the date it replaced', async () => {
    const job = await newJob(7);
    const results = await Promise.all([
      change({ job_id: job.id, due_date: daysFromToday(20), reason: 'First caller' }),
      change({ job_id: job.id, due_date: daysFromToday(30), reason: 'Second caller' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await changesOf(job.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.previousDueDate).toBe(daysFromToday(7));
    expect(rows[1]!.previousDueDate).toBe(rows[0]!.dueDate);
    expect(await dueDateOf(job.id)).toBe(rows[1]!.dueDate);
  });
});

describe('GET /api/jobs/{id}/due-date-history', () => {
  it('answers 401 without a session, 403 to an employee, 400 for a bad id, 404 for an unknown job', async () => {
    const job = await newJob();
    expect((await history(job.id, null)).statusCode).toBe(401);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    expect((await history(job.id, employee)).statusCode).toBe(403);
    expect((await history('abc')).statusCode).toBe(400);
    expect((await history('99999999999')).statusCode).toBe(400);
    expect((await history(2_000_000_000)).statusCode).toBe(404);
  });

  it('lists every change newest first, with who and why, including edits through the job form', async () => {
    const job = await newJob(7);
    expect((await history(job.id)).json()).toEqual([]);
    await change({ job_id: job.id, due_date: daysFromToday(10), reason: 'Customer on leave' });
    await change({ job_id: job.id, due_date: daysFromToday(14), reason: 'Parts delayed' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/jobs',
      headers: (await signedIn(t, { roleId: null, permissions: [Perm.JOB_DETAILS] })).headers,
      payload: { ...w.draft({ due_date: daysFromToday(15) }), id: job.id, version: await versionOf(job.id) },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Jobs (5) may read it as well, for the list's view panel.
    const res = await history(job.id, lister);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as DueDateHistoryEntry[];
    expect(entries.map((e) => [e.due_date, e.previous_due_date, e.reason])).toEqual([
      [daysFromToday(15), daysFromToday(14), FORM_DUE_DATE_REASON],
      [daysFromToday(14), daysFromToday(10), 'Parts delayed'],
      [daysFromToday(10), daysFromToday(7), 'Customer on leave'],
    ]);
    expect(entries[1]!.name).toMatch(/^Dilini /);
    expect(new Date(entries[1]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
