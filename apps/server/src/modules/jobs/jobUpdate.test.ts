import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm, RoleId } from '@jobline/shared';
import { jobDueDateChanges, jobEstimates, jobs } from '../../db/schema';
import { actor } from '../../test/factories';
import { createJobWorld, daysFromToday, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { FORM_DUE_DATE_REASON } from './jobUpdater';

describe('PUT /api/jobs (Edit Job Details, New Job update)', () => {
  let t: TestApp;
  let w: JobWorld;
  let editor: Awaited<ReturnType<typeof actor>>;
  /** A save from a form opened just now: the job's current version unless the body names one. */
  const put = async (body: Record<string, unknown>, headers = editor.headers) => {
    const [row] = await t.database.db
      .select({ version: jobs.version })
      .from(jobs)
      .where(eq(jobs.id, body.id as number));
    const payload = { version: row?.version ?? 1, ...body };
    return t.app.inject({ method: 'PUT', url: '/api/jobs', headers, payload });
  };
  const create = async (overrides: Parameters<JobWorld['draft']>[0] = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: editor.headers,
      payload: w.draft(overrides),
    });
    return res.json().job.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await createJobWorld(t.database.db);
    editor = await actor(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOB_DETAILS] });
  });
  afterAll(() => t.close());

  it('answers 401, 403 without New Job or Job Details, and 404 for an unknown job', async () => {
    const id = await create();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/jobs', payload: { ...w.draft(), id, version: 1 } }))
        .statusCode,
    ).toBe(401);
    const employee = await actor(t, { roleId: RoleId.EMPLOYEE });
    expect((await put({ ...w.draft(), id }, employee.headers)).statusCode).toBe(403);
    expect((await put({ ...w.draft(), id: 999_999 })).statusCode).toBe(404);
  });

  it('changes the details; the title is optional here', async () => {
    const id = await create();
    const res = await put({
      ...w.draft({ job_title: undefined, job_description: 'Replace the server', priority: 5 }),
      id,
    });
    expect(res.statusCode).toBe(200);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ description: 'Replace the server', priority: 5, title: null });
  });

  it('records a new due date in the history and refuses one in the past', async () => {
    const id = await create();
    const later = daysFromToday(20);
    expect((await put({ ...w.draft({ due_date: later }), id })).statusCode).toBe(200);
    const history = await t.database.db
      .select()
      .from(jobDueDateChanges)
      .where(eq(jobDueDateChanges.jobId, id))
      .orderBy(asc(jobDueDateChanges.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      dueDate: later,
      previousDueDate: daysFromToday(7),
      reason: FORM_DUE_DATE_REASON,
    });
    const past = await put({ ...w.draft({ due_date: daysFromToday(-2) }), id });
    expect(past.json().errors).toEqual({ due_date: Msg.jobs.dueDateInPast });
  });

  it('keeps an overdue due date when only other fields change', async () => {
    const id = await create();
    await t.database.db
      .update(jobs)
      .set({ dueDate: daysFromToday(-5) })
      .where(eq(jobs.id, id));
    const res = await put({
      ...w.draft({ due_date: daysFromToday(-5), remarks: 'Called the customer' }),
      id,
    });
    expect(res.statusCode).toBe(200);
  });

  it('adds the estimate when the category becomes chargeable and clears it when free again', async () => {
    const id = await create();
    const estimates = {
      estimate_no: 'E-9',
      estimate_amount: 10,
      billed_amount: 5,
      collector: w.collector.id,
    };
    expect((await put({ ...w.draft({ job_category_id: 25 }), id })).json().errors).toEqual({
      'estimates.estimate_no': Msg.jobs.fieldRequired,
    });
    expect((await put({ ...w.draft({ job_category_id: 25, estimates }), id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(jobEstimates).where(eq(jobEstimates.jobId, id))).toHaveLength(1);
    expect((await put({ ...w.draft(), id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(jobEstimates).where(eq(jobEstimates.jobId, id))).toHaveLength(0);
  });

  it('locks the category of an approved job and refuses moving a job into one that needs approval', async () => {
    const id = await create();
    await t.database.db.update(jobs).set({ status: JobStatus.APPROVED }).where(eq(jobs.id, id));
    const locked = await put({ ...w.draft({ job_category_id: 30 }), id });
    expect(locked.json().errors).toEqual({ job_category_id: Msg.jobs.approvedCategoryLocked });

    const other = await create();
    const res = await put({ ...w.draft({ job_category_id: 21 }), id: other });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 8, message: Msg.jobs.needsApproval });
  });
});
