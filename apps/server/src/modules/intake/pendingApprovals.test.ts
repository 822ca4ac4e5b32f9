import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RequestStatus } from '@jobline/shared';
import { jobRequests, pendingApprovals } from '../../db/schema';
import { auditRows, type Actor } from '../../test/helpers';
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

/** Software support at the branch without any agreement: needs approval. */
const needing = (overrides: Record<string, unknown> = {}) => w.draft({ job_category_id: 30, ...overrides });
const send = async (who: Actor, overrides: Record<string, unknown> = {}) => {
  const res = await api.post('/api/job/pending', needing(overrides), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pending as { id: number; pending_approval_id: string };
};
const waiting = async (url: string, who: Actor) => {
  const res = await api.get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pending as Record<string, unknown>[];
};

describe('POST job/pending', () => {
  it('answers 401 without a session and 403 without New Job', async () => {
    expect((await api.post('/api/job/pending', needing())).statusCode).toBe(401);
    expect((await api.post('/api/job/pending', needing(), w.staff)).statusCode).toBe(403);
  });

  it('validates exactly like New Job', async () => {
    const res = await api.post('/api/job/pending', {}, w.coord);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      customer_id: Msg.jobs.customerRequired,
      location_id: Msg.jobs.locationRequired,
      job_title: Msg.jobs.titleRequired,
      job_coordinator_id: Msg.jobs.coordinatorRequired,
    });
    const foreign = await api.post(
      '/api/job/pending',
      needing({ location_id: w.branches.foreign.id }),
      w.coord,
    );
    expect(foreign.json().errors.location_id).toBe(Msg.jobs.locationNotOfCustomer);
  });

  it('refuses a job that does not need approval, with a clear message', async () => {
    for (const draft of [w.draft(), needing({ location_id: w.branches.software.id })]) {
      const res = await api.post('/api/job/pending', draft, w.coord);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: Msg.intake.approvalNotNeeded,
        errors: { job_category_id: Msg.intake.approvalNotNeeded },
      });
    }
  });

  it('stores the draft as waiting, marks its request sent for approval, audits and lists it', async () => {
    const [request] = await t.database.db
      .insert(jobRequests)
      .values({
        requestNo: `REQ-P${Date.now()}`,
        customerId: w.customer.id,
        description: 'x',
        createdById: w.lead.id,
      })
      .returning();
    const res = await api.post('/api/job/pending', needing({ job_request_id: request!.id }), w.coord);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(Msg.intake.approvalSent);
    const { pending } = res.json();
    expect(pending.pending_approval_id).toMatch(/^PA-\d{5}$/);
    const [row] = await t.database.db
      .select()
      .from(pendingApprovals)
      .where(eq(pendingApprovals.id, pending.id));
    expect(row).toMatchObject({ status: 9, jobRequestId: request!.id, createdById: w.coord.id });
    const [after] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, request!.id));
    expect(after!.status).toBe(RequestStatus.SENT_FOR_APPROVAL);
    expect(await auditRows(t.database.db, 'pending_approval.create', pending.id)).toHaveLength(1);

    // The same request cannot be sent twice.
    const again = await api.post('/api/job/pending', needing({ job_request_id: request!.id }), w.coord);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 7, message: Msg.intake.requestNotOpen });

    const listed = (await waiting('/api/job/pending', w.admin)).find((p) => p.id === pending.id);
    expect(listed).toMatchObject({
      pending_approval_id: pending.pending_approval_id,
      status: 9,
      job_request_id: request!.id,
      request_id: request!.requestNo,
      user: { id: w.coord.id },
      customer: { customer_name: w.customer.name },
      branch_name: 'Branch none',
      job_category: 'Software Support',
      employee: expect.stringContaining('Worker'),
      lights: { software: 'none', hardware: 'none' },
      estimates: null,
      job_id: null,
    });
  });

  it('keeps an estimate only for a chargeable draft', async () => {
    const estimates = {
      estimate_no: 'E-1',
      estimate_amount: 10,
      billed_amount: 0,
      collector: w.collector.id,
    };
    const sent = await send(w.coord, { job_category_id: 21, estimates });
    const [row] = await t.database.db.select().from(pendingApprovals).where(eq(pendingApprovals.id, sent.id));
    expect((row!.draft as { estimates: unknown }).estimates).toBeNull();
  });
});

describe('GET job/pending and job/pending/coordinator', () => {
  it('answers 401 and 403 by the route rights', async () => {
    expect((await api.get('/api/job/pending')).statusCode).toBe(401);
    expect((await api.get('/api/job/pending', w.staff)).statusCode).toBe(403);
    // Team leaders create jobs (7) but do not approve (8).
    expect((await api.get('/api/job/pending', w.lead)).statusCode).toBe(403);
    expect((await api.get('/api/job/pending/coordinator', w.lead)).statusCode).toBe(200);
    expect((await api.get('/api/job/pending/coordinator', w.staff)).statusCode).toBe(403);
  });

  it('gives coordinators the ones they coordinate or sent', async () => {
    const sentByLead = await send(w.lead, { job_coordinator_id: w.coord.id });
    const other = await send(w.lead, { job_coordinator_id: w.raiser.id });
    const forCoordinator = (await waiting('/api/job/pending/coordinator', w.coord)).map((p) => p.id);
    expect(forCoordinator).toContain(sentByLead.id);
    expect(forCoordinator).not.toContain(other.id);
    const forLead = (await waiting('/api/job/pending/coordinator', w.lead)).map((p) => p.id);
    expect(forLead).toEqual(expect.arrayContaining([sentByLead.id, other.id]));
  });

  it('adds recently approved ones only when asked', async () => {
    const sent = await send(w.coord);
    const ok = await api.post(
      '/api/job/pending/approve',
      { id: sent.id, approved_with: w.director.id },
      w.admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await waiting('/api/job/pending', w.admin)).map((p) => p.id)).not.toContain(sent.id);
    const recent = await waiting('/api/job/pending?recent_days=7', w.admin);
    expect(recent.find((p) => p.id === sent.id)).toMatchObject({
      status: 10,
      job_no: ok.json().job.job_no,
      approved_with: w.director.id,
    });
    for (const bad of ['31', '-1', 'x']) {
      expect((await api.get(`/api/job/pending?recent_days=${bad}`, w.admin)).statusCode, bad).toBe(400);
    }
  });
});
