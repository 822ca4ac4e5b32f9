import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FinishedJobStatus,
  Msg,
  Perm,
  RealtimeEventType,
  RoleId,
  type PendingFinishedJob,
} from '@jobline/shared';
import { customers, jobUsers } from '../../db/schema';
import { createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { eventAfter, insertJob } from './jobAdminTestKit';

const M = Msg.jobAdmin;
let t: TestApp;
let lead: Actor; // team leader given Job Details (33) directly
let admin: Actor; // admin: holds 33 by role
let worker: { id: number };
let customerId: number;

const list = (who: Actor | null = lead) =>
  t.app.inject({ method: 'GET', url: '/api/jobs/pending/finishedJobsForHOD', headers: who?.headers ?? {} });
const decide = (what: 'finished' | 'reject', payload: unknown, who: Actor | null = lead) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/hod/${what}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

/** A job whose holder finished it at `finishedAt` and (by default) waits for approval. */
async function finishedHold(options: { finishedAt?: Date; status?: number | null; deleted?: boolean } = {}) {
  const job = await insertJob(t.database.db, {
    customerId,
    deletedAt: options.deleted ? new Date() : null,
  });
  const [hold] = await t.database.db
    .insert(jobUsers)
    .values({
      jobId: job.id,
      userId: worker.id,
      finishedStatus: options.status === undefined ? FinishedJobStatus.AWAITING : options.status,
      finishedAt: options.finishedAt ?? new Date(),
    })
    .returning();
  return { job, hold: hold! };
}
const holdRow = async (id: number) =>
  (await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  lead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, permissions: [Perm.JOB_DETAILS] });
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  worker = await createUser(t.database.db, { firstName: 'Nuwan' });
  const [customer] = await t.database.db
    .insert(customers)
    .values({ code: 'FJ-1', name: 'Finished Foods' })
    .returning();
  customerId = customer!.id;
});
afterAll(() => t.close());

describe('who may review finished jobs (R-080)', () => {
  it('answers 401 without a session and 403 without Job Details (33)', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await decide('finished', { job_user_id: 1 }, null)).statusCode).toBe(401);
    const employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
    expect((await list(employee)).statusCode).toBe(403);
  });

  it('refuses the list to roles other than team leader, admin, director and super admin, even holding 33', async () => {
    for (const roleId of [RoleId.HOD, RoleId.COORDINATOR, RoleId.EMPLOYEE]) {
      const other = await signedIn(t, { roleId, permissions: [Perm.JOB_DETAILS] });
      const res = await list(other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: M.reviewersOnly });
    }
  });

  it('lets an HOD decide from the notification without 33, and refuses other roles even holding it', async () => {
    const hod = await signedIn(t, { roleId: RoleId.HOD });
    expect((await decide('finished', {}, hod)).statusCode).toBe(400);
    const { hold } = await finishedHold();
    expect((await decide('finished', { job_user_id: hold.id }, hod)).statusCode).toBe(200);
    for (const roleId of [RoleId.COORDINATOR, RoleId.EMPLOYEE]) {
      const other = await signedIn(t, { roleId, permissions: [Perm.JOB_DETAILS] });
      // The role is checked before the body, so a refused caller learns nothing about input.
      const res = await decide('finished', {}, other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 11, message: M.reviewersOnly });
      expect((await decide('reject', { job_user_id: 'x' }, other)).statusCode).toBe(403);
    }
  });

  it('lets each reviewing role read the list', async () => {
    const director = await signedIn(t, { roleId: RoleId.DIRECTOR });
    const superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
    for (const who of [lead, admin, director, superAdmin]) expect((await list(who)).statusCode).toBe(200);
  });
});

describe('GET /api/jobs/pending/finishedJobsForHOD', () => {
  it('lists only holds awaiting approval of jobs not deleted, the longest-waiting first', async () => {
    const older = await finishedHold({ finishedAt: new Date(Date.now() - 3 * 3_600_000) });
    const newer = await finishedHold({ finishedAt: new Date(Date.now() - 3_600_000) });
    const accepted = await finishedHold({ status: FinishedJobStatus.ACCEPTED });
    const working = await finishedHold({ status: null });
    const deleted = await finishedHold({ deleted: true });
    const entries = (await list()).json() as PendingFinishedJob[];
    const ids = entries.map((e) => e.job_user_id);
    expect(ids.indexOf(older.hold.id)).toBeLessThan(ids.indexOf(newer.hold.id));
    for (const gone of [accepted, working, deleted]) expect(ids).not.toContain(gone.hold.id);
    expect(entries.find((e) => e.job_user_id === older.hold.id)).toEqual({
      job_user_id: older.hold.id,
      job: { id: older.job.id, job_no: older.job.jobNo, customer_name: 'Finished Foods' },
      employee: { id: worker.id, name: expect.stringMatching(/^Nuwan /) },
      finished_at: older.hold.finishedAt!.toISOString(),
    });
  });
});

describe('POST /api/jobs/hod/finished', () => {
  it.each([[{}], [{ job_user_id: 'abc' }], [{ job_user_id: 0 }], [{ job_user_id: 99_999_999_999 }]])(
    'answers 400 for %o',
    async (body) => {
      const res = await decide('finished', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.job_user_id).toBe(M.jobUserRequired);
    },
  );

  it('answers 404 for an unknown hold or one on a deleted job', async () => {
    expect((await decide('finished', { job_user_id: 2_000_000_000 })).statusCode).toBe(404);
    const deleted = await finishedHold({ deleted: true });
    const res = await decide('finished', { job_user_id: deleted.hold.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.finishedJobNotFound);
  });

  it('accepts it (10): it leaves the list, is audited and announced, and cannot be decided again', async () => {
    const { job, hold } = await finishedHold();
    let res: Awaited<ReturnType<typeof decide>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        res = await decide('finished', { job_user_id: hold.id });
      },
      (e) => e.type === RealtimeEventType.JOBS_CHANGED && e.data?.id === job.id,
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toEqual({
      message: 'Job has been finished successfully!',
      job_user_id: hold.id,
      finished_status: FinishedJobStatus.ACCEPTED,
    });
    expect(event?.data).toEqual({ id: job.id, job_no: job.jobNo, change: 'finished-accepted' });
    expect(await holdRow(hold.id)).toMatchObject({
      finishedStatus: FinishedJobStatus.ACCEPTED,
      reviewedById: lead.id,
      reviewReason: null,
    });
    const [audited] = await auditRows(t.database.db, 'job_user.finish.accept', hold.id);
    expect(audited).toMatchObject({ actorId: lead.id, after: { finished_status: 10, job_id: job.id } });
    const ids = ((await list()).json() as PendingFinishedJob[]).map((e) => e.job_user_id);
    expect(ids).not.toContain(hold.id);

    const again = await decide('reject', { job_user_id: hold.id, reason: 'Too late to reject' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: FinishedJobStatus.ACCEPTED, message: M.finishedJobNotFound });
  });
});

describe('POST /api/jobs/hod/reject', () => {
  it.each([
    [{ reason: 'Not done properly' }, 'job_user_id', M.jobUserRequired],
    [{ job_user_id: 1 }, 'reason', M.rejectReasonTooShort],
    [{ job_user_id: 1, reason: '' }, 'reason', M.rejectReasonTooShort],
    [{ job_user_id: 1, reason: '12345' }, 'reason', M.rejectReasonTooShort],
    [{ job_user_id: 1, reason: '   abcde    ' }, 'reason', M.rejectReasonTooShort],
    [{ job_user_id: 1, reason: 'x'.repeat(501) }, 'reason', M.reasonTooLong],
  ])('answers 400 for %o (O-11: said, not silent)', async (body, field, message) => {
    const res = await decide('reject', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('rejects it (11) with a reason of six characters or more, which is kept', async () => {
    const { job, hold } = await finishedHold();
    const res = await decide('reject', { job_user_id: hold.id, reason: ' 123456 ' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Job has been rejected successfully!',
      job_user_id: hold.id,
      finished_status: FinishedJobStatus.REJECTED,
    });
    expect(await holdRow(hold.id)).toMatchObject({
      finishedStatus: FinishedJobStatus.REJECTED,
      reviewedById: admin.id,
      reviewReason: '123456',
    });
    const [audited] = await auditRows(t.database.db, 'job_user.finish.reject', hold.id);
    expect(audited).toMatchObject({
      after: { finished_status: 11, review_reason: '123456', job_id: job.id },
    });
    const ids = ((await list()).json() as PendingFinishedJob[]).map((e) => e.job_user_id);
    expect(ids).not.toContain(hold.id);
  });

  it('lets only one of two heads deciding at once win', async () => {
    const { hold } = await finishedHold();
    const results = await Promise.all([
      decide('finished', { job_user_id: hold.id }, lead),
      decide('reject', { job_user_id: hold.id, reason: 'Missing the report' }, admin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audits = await auditRows(t.database.db, 'job_user.finish.accept', hold.id);
    const rejects = await auditRows(t.database.db, 'job_user.finish.reject', hold.id);
    expect(audits.length + rejects.length).toBe(1);
  });
});
