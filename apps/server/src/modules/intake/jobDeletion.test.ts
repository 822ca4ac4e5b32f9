import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, TaskSection } from '@jobline/shared';
import { jobs, workLog } from '../../db/schema';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addTasks, caller, createIntakeWorld, type IntakeWorld } from './intakeTestKit';

let t: TestApp;
let w: IntakeWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  api = caller(t);
});
afterAll(() => t.close());

const createJob = async () => {
  const res = await api.post('/api/jobs', w.draft(), w.coord);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().job as { id: number; job_no: string };
};
const remove = (jobId: unknown, who: Actor = w.director) =>
  api.post('/api/jobs/delete', { job_id: jobId }, who);

describe('POST jobs/delete', () => {
  it('answers 401 without a session and 403 without Job Details', async () => {
    const job = await createJob();
    expect((await api.post('/api/jobs/delete', { job_id: job.id })).statusCode).toBe(401);
    expect((await remove(job.id, w.staff)).statusCode).toBe(403);
    expect((await remove(job.id, w.coord)).statusCode).toBe(403);
  });

  it('is for a super admin or a director only, even with Job Details', async () => {
    const job = await createJob();
    const hod = await signedIn(t, { roleId: RoleId.HOD, permissions: [Perm.JOB_DETAILS] });
    for (const who of [w.admin, hod]) {
      const res = await remove(job.id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: Msg.intake.deleteJobRoles });
    }
    expect((await api.get(`/api/job/${job.id}`, w.admin)).statusCode).toBe(200);
  });

  it('deletes softly: the job leaves every read, its record and audit stay', async () => {
    for (const who of [w.director, w.superAdmin]) {
      const job = await createJob();
      await addTasks(t.database.db, job.id, w.employee.id, [TaskSection.BACK_LOG, TaskSection.PICKED, null]);
      const res = await remove(job.id, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: Msg.intake.jobDeleted, job });
      expect((await api.get(`/api/job/${job.id}`, w.admin)).statusCode).toBe(404);
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row!.deletedById).toBe(who.id);
      expect(row!.deletedAt).toBeInstanceOf(Date);
      const [entry] = await auditRows(t.database.db, 'job.delete', job.id);
      expect(entry).toMatchObject({ actorId: who.id });
      // Deleted once is gone: a second delete finds nothing.
      expect((await remove(job.id, who)).statusCode).toBe(404);
    }
  });

  it('refuses a job somebody has started on', async () => {
    const ongoing = await createJob();
    await addTasks(t.database.db, ongoing.id, w.employee.id, [TaskSection.BACK_LOG, TaskSection.HOLD]);
    const worked = await createJob();
    const [task] = await addTasks(t.database.db, worked.id, w.requester.id, [TaskSection.PICKED]);
    await t.database.db
      .insert(workLog)
      .values({ userId: w.requester.id, at: new Date(), state: 1, taskUserId: task!.taskUserId });
    for (const job of [ongoing, worked]) {
      const res = await remove(job.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 7, message: Msg.intake.jobStarted });
      expect((await api.get(`/api/job/${job.id}`, w.admin)).statusCode).toBe(200);
    }
  });

  it('answers 400 for odd ids and 404 for unknown ones, never 500', async () => {
    for (const id of [undefined, 0, -3, 'J26-00001', 2 ** 40, {}]) {
      const res = await remove(id);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors.job_id).toBe(Msg.intake.jobRequired);
      expectNoInternals(res.body);
    }
    const res = await remove(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(Msg.jobs.jobNotFound);
  });
});
