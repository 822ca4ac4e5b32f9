import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg } from '@jobline/shared';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, createIntakeWorld, type IntakeWorld } from './intakeTestKit';

let t: TestApp;
let w: IntakeWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  api = caller(t);
});
afterAll(() => t.close());

const createJob = async (overrides: Record<string, unknown> = {}) => {
  const res = await api.post('/api/jobs', w.draft(overrides), w.coord);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job as { id: number; job_no: string };
};
const reassign = (payload: unknown) => api.post('/api/jobs/re-assign', payload, w.coord);
const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('POST jobs/re-assign (Assign Back)', () => {
  it('answers 401 without a session and 403 without New Job', async () => {
    const original = await createJob();
    const body = { ...w.draft(), reassign_from: original.id };
    expect((await api.post('/api/jobs/re-assign', body)).statusCode).toBe(401);
    expect((await api.post('/api/jobs/re-assign', body, w.staff)).statusCode).toBe(403);
  });

  it('needs the job it re-assigns and a valid draft', async () => {
    const res = await reassign(w.draft());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reassign_from: Msg.intake.reassignFromRequired });
    const empty = await reassign({ reassign_from: 1 });
    expect(empty.json().errors).toMatchObject({ job_title: Msg.jobs.titleRequired });
    const missing = await reassign({ ...w.draft(), reassign_from: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.jobs.jobNotFound);
  });

  it('creates a new job linked to the original and leaves the original as it was', async () => {
    const original = await createJob();
    const before = await jobRow(original.id);
    const res = await reassign({
      ...w.draft({ job_description: 'Fix what the first visit left', employee_id: w.requester.id }),
      reassign_from: original.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(Msg.intake.reassigned);
    const { job } = res.json();
    expect(job.job_no).not.toBe(original.job_no);
    const read = await api.get(`/api/job/${job.id}`, w.coord);
    expect(read.json().job).toMatchObject({
      reassign_from: original.id,
      status: JobStatus.ACTIVE,
      job_description: 'Fix what the first visit left',
    });
    expect(await jobRow(original.id)).toEqual(before);
  });

  it('passes an approval on while category and location stay, not otherwise', async () => {
    const original = await createJob();
    await t.database.db
      .update(jobs)
      .set({ status: JobStatus.APPROVED, categoryId: 30, approvedWithId: w.director.id })
      .where(eq(jobs.id, original.id));
    const same = await reassign({ ...w.draft({ job_category_id: 30 }), reassign_from: original.id });
    expect(same.statusCode, same.body).toBe(200);
    const inherited = await jobRow(same.json().job.id);
    expect(inherited).toMatchObject({ status: JobStatus.APPROVED, approvedWithId: w.director.id });

    const moved = await reassign({
      ...w.draft({ job_category_id: 30, location_id: w.branches.hardware.id }),
      reassign_from: original.id,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ status: 8, message: Msg.jobs.needsApproval });
  });

  it('answers 404 for a deleted original', async () => {
    const original = await createJob();
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, original.id));
    const res = await reassign({ ...w.draft(), reassign_from: original.id });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the link through an approval when the re-assigned job needs one', async () => {
    const original = await createJob();
    const sent = await api.post(
      '/api/job/pending',
      { ...w.draft({ job_category_id: 30 }), reassign_from: original.id },
      w.coord,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await api.post(
      '/api/job/pending/approve',
      { id: sent.json().pending.id, approved_with: w.director.id },
      w.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobRow(res.json().job.id)).reassignFromId).toBe(original.id);
  });
});
