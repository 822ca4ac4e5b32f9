import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, RequestStatus } from '@jobline/shared';
import { jobRequests, jobs, pendingApprovals } from '../../db/schema';
import { auditRows, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
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

const send = async (overrides: Record<string, unknown> = {}, who: Actor = w.coord) => {
  const res = await api.post('/api/job/pending', w.draft({ job_category_id: 30, ...overrides }), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pending.id as number;
};
const approve = (payload: Record<string, unknown>, who: Actor = w.admin) =>
  api.post('/api/job/pending/approve', payload, who);
const reject = (payload: Record<string, unknown>, who: Actor = w.admin) =>
  api.post('/api/job/pending/reject', payload, who);
const approvalRow = async (id: number) =>
  (await t.database.db.select().from(pendingApprovals).where(eq(pendingApprovals.id, id)))[0]!;

describe('who may decide', () => {
  it('answers 401 without a session and 403 without Pending Approvals', async () => {
    const id = await send();
    for (const url of ['/api/job/pending/approve', '/api/job/pending/reject']) {
      expect((await api.post(url, { id, remark: 'x' })).statusCode).toBe(401);
      expect(
        (await api.post(url, { id, remark: 'x', approved_with: w.director.id }, w.lead)).statusCode,
      ).toBe(403);
      expect((await api.post(url, { id, remark: 'x' }, w.staff)).statusCode).toBe(403);
    }
    expect((await approvalRow(id)).status).toBe(9);
  });

  it('answers 400 for a missing or odd id, 404 for an unknown one', async () => {
    for (const id of [undefined, 0, 'x', 2 ** 40]) {
      const res = await approve({ id, approved_with: w.director.id });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().errors.id).toBe(Msg.intake.approvalRequired);
    }
    const missing = await approve({ id: 999_999, approved_with: w.director.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(Msg.intake.approvalNotFound);
  });
});

describe('POST job/pending/approve', () => {
  it('makes admins and super admins name an active director', async () => {
    const id = await send();
    for (const who of [w.admin, w.superAdmin]) {
      const res = await approve({ id }, who);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ approved_with: Msg.intake.approvedWithRequired });
    }
    for (const notDirector of [w.lead.id, w.inactiveDirector.id, 999_999]) {
      const res = await approve({ id, approved_with: notDirector });
      expect(res.json().errors).toEqual({ approved_with: Msg.intake.approvedWithNotDirector });
    }
    expect((await approvalRow(id)).status).toBe(9);
  });

  it('creates the approved job (status 10) in the same step, closing its request', async () => {
    const [request] = await t.database.db
      .insert(jobRequests)
      .values({
        requestNo: `REQ-A${Date.now()}`,
        customerId: w.customer.id,
        description: 'x',
        createdById: w.lead.id,
      })
      .returning();
    const id = await send({ job_request_id: request!.id, remarks: 'From the call' });
    const res = await approve({
      id,
      approved_with: w.director.id,
      remark: 'OK by phone',
      jobRemarks: 'Go ahead',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: Msg.intake.approved, status: 10 });
    const { job } = res.json();
    expect(job.job_no).toMatch(/^J\d{2}-\d{5}$/);

    const read = await api.get(`/api/job/${job.id}`, w.admin);
    expect(read.json().job).toMatchObject({
      status: JobStatus.APPROVED,
      job_category_id: 30,
      job_request_id: request!.id,
      job_pending_approval_id: id,
      remarks: 'From the call\nGo ahead',
      created_by: w.admin.id,
    });
    const [stored] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.approvedWithId).toBe(w.director.id);
    expect(await approvalRow(id)).toMatchObject({
      status: 10,
      remark: 'OK by phone',
      jobRemarks: 'Go ahead',
      approvedWithId: w.director.id,
      decidedById: w.admin.id,
      jobId: job.id,
    });
    const [after] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, request!.id));
    expect(after!.status).toBe(RequestStatus.JOB_CREATED);
    expect(await auditRows(t.database.db, 'pending_approval.approve', id)).toHaveLength(1);
    expect(await auditRows(t.database.db, 'job.create', job.id)).toHaveLength(1);
  });

  it('is final: a decided approval cannot be decided again', async () => {
    const id = await send();
    expect((await approve({ id, approved_with: w.director.id })).statusCode).toBe(200);
    for (const res of [
      await approve({ id, approved_with: w.director.id }),
      await reject({ id, remark: 'Too late' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 7, message: Msg.intake.approvalAlreadyDecided });
    }
  });

  it('lets a director approve without naming anyone, recorded as the director', async () => {
    const id = await send();
    const res = await approve({ id }, w.director);
    expect(res.statusCode, res.body).toBe(200);
    expect((await approvalRow(id)).approvedWithId).toBe(w.director.id);
  });

  it('does not let the sender approve their own job', async () => {
    const id = await send({}, w.admin);
    const res = await approve({ id, approved_with: w.director.id }, w.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Msg.intake.ownApproval);
  });

  it('asks for a new due date when the drafted one has passed, and takes it', async () => {
    const id = await send();
    const row = await approvalRow(id);
    await t.database.db
      .update(pendingApprovals)
      .set({ draft: { ...(row.draft as object), due_date: daysFromToday(-1) } })
      .where(eq(pendingApprovals.id, id));
    const stale = await approve({ id, approved_with: w.director.id });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ due_date: Msg.jobs.dueDateInPast });
    expect((await approvalRow(id)).status).toBe(9);
    const res = await approve({ id, approved_with: w.director.id, due_date: daysFromToday(4) });
    expect(res.statusCode, res.body).toBe(200);
    const read = await api.get(`/api/job/${res.json().job.id}`, w.admin);
    expect(read.json().job.due_date).toBe(daysFromToday(4));
  });

  it('lets exactly one of two approvers at once win', async () => {
    const id = await send();
    const other = await send();
    const results = await Promise.all([
      approve({ id, approved_with: w.director.id }, w.admin),
      approve({ id, approved_with: w.director.id }, w.superAdmin),
      approve({ id }, w.director),
      reject({ id: other, remark: 'No' }, w.admin),
      approve({ id: other }, w.director),
    ]);
    const first = results.slice(0, 3).map((r) => r.statusCode);
    expect(first.filter((s) => s === 200)).toHaveLength(1);
    expect(first.filter((s) => s === 409)).toHaveLength(2);
    expect(
      results
        .slice(3)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([200, 409]);
    const created = await t.database.db.select().from(jobs).where(eq(jobs.pendingApprovalId, id));
    expect(created).toHaveLength(1);
  });
});

describe('POST job/pending/reject', () => {
  it('needs a remark, then rejects the approval and its request', async () => {
    const [request] = await t.database.db
      .insert(jobRequests)
      .values({
        requestNo: `REQ-R${Date.now()}`,
        customerId: w.customer.id,
        description: 'x',
        createdById: w.lead.id,
      })
      .returning();
    const id = await send({ job_request_id: request!.id });
    for (const remark of [undefined, '', '   ']) {
      const res = await reject({ id, remark });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ remark: Msg.intake.remarkRequired });
    }
    const res = await reject({ id, remark: 'The customer has no agreement', jobRemarks: 'Quote first' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: Msg.intake.rejected, status: 11, job: null });
    expect(await approvalRow(id)).toMatchObject({ status: 11, remark: 'The customer has no agreement' });
    const [after] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, request!.id));
    expect(after!.status).toBe(RequestStatus.REJECTED);
    expect(await auditRows(t.database.db, 'pending_approval.reject', id)).toHaveLength(1);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.pendingApprovalId, id))).toHaveLength(0);
  });
});
