import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryId, Msg, Perm, RequestStatus, RoleId } from '@jobline/shared';
import { auditLog, jobEstimates, jobRequests, jobs } from '../../db/schema';
import { actor } from '../../test/factories';
import { createJobWorld, daysFromToday, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('POST /api/jobs (New Job)', () => {
  let t: TestApp;
  let w: JobWorld;
  let maker: Awaited<ReturnType<typeof actor>>;
  const post = (body: unknown, headers = maker.headers) =>
    t.app.inject({ method: 'POST', url: '/api/jobs', headers, payload: body as object });

  beforeAll(async () => {
    t = await createTestApp();
    w = await createJobWorld(t.database.db);
    maker = await actor(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOBS] });
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 without New Job, whatever the body says', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs', payload: w.draft() })).statusCode).toBe(
      401,
    );
    const employee = await actor(t, { roleId: RoleId.EMPLOYEE });
    const res = await post({ ...w.draft(), is_super_admin: true }, employee.headers);
    expect(res.statusCode).toBe(403);
  });

  it('names every missing field with the spec message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      customer_id: Msg.jobs.customerRequired,
      location_id: Msg.jobs.locationRequired,
      system_id: Msg.jobs.systemRequired,
      contact_person: Msg.jobs.contactPersonRequired,
      contact_number: Msg.jobs.contactNumberRequired,
      division_id: Msg.jobs.divisionRequired,
      employee_id: Msg.jobs.employeeRequired,
      requested_by: Msg.jobs.requestedByRequired,
      job_category_id: Msg.jobs.categoryRequired,
      job_type: Msg.jobs.jobTypeRequired,
      job_coordinator_id: Msg.jobs.coordinatorRequired,
      due_date: Msg.jobs.dueDateRequired,
      job_description: Msg.jobs.descriptionRequired,
      job_title: Msg.jobs.titleRequired,
    });
  });

  it('creates the job with a readable number, readable back with its names', async () => {
    const res = await post(w.draft());
    expect(res.statusCode).toBe(200);
    const { job } = res.json();
    expect(job.job_no).toMatch(/^J\d{2}-\d{5}$/);
    const read = await t.app.inject({ method: 'GET', url: `/api/job/${job.id}`, headers: maker.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().job).toMatchObject({
      job_no: job.job_no,
      customer_name: w.customer.name,
      branch_name: 'Branch none',
      employee: expect.stringContaining('Worker'),
      status: 1,
      payment_mode: 'freeOfCharge',
      estimates: null,
      AMC_software: false,
      AMC_hardware: false,
      isJobExpired: false,
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, String(job.id))));
    expect(row).toMatchObject({ action: 'job.create', actorId: maker.id });
  });

  it('refuses a job that needs approval with status 8, and takes it once the agreement exists', async () => {
    const software = 30;
    const hardware = 29;
    for (const [category, location] of [
      [software, w.branches.none.id],
      [software, w.branches.expired.id],
      [software, w.branches.hardware.id],
      [hardware, w.branches.software.id],
      [21, w.branches.software.id],
      [26, w.branches.hardware.id],
    ]) {
      const res = await post(w.draft({ job_category_id: category, location_id: location }));
      expect(res.statusCode, `category ${category}`).toBe(409);
      expect(res.json()).toEqual({ status: 8, message: Msg.jobs.needsApproval });
    }
    expect(
      (await post(w.draft({ job_category_id: software, location_id: w.branches.software.id }))).statusCode,
    ).toBe(200);
    expect(
      (await post(w.draft({ job_category_id: hardware, location_id: w.branches.hardware.id }))).statusCode,
    ).toBe(200);
  });

  it('requires the estimate of a chargeable job (category 25) and stores it', async () => {
    const missing = await post(w.draft({ job_category_id: 25 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'estimates.estimate_no': Msg.jobs.fieldRequired });
    const badAmount = await post(
      w.draft({
        job_category_id: 25,
        estimates: { estimate_no: 'E1', estimate_amount: -5, billed_amount: 0, collector: w.collector.id },
      }),
    );
    expect(badAmount.json().errors).toEqual({ 'estimates.estimate_amount': Msg.jobs.amountInvalid });

    const estimates = {
      estimate_no: 'EST-77',
      estimate_amount: 125000.5,
      confired_date: daysFromToday(1),
      billed_amount: 0,
      collector: w.collector.id,
    };
    const res = await post(w.draft({ job_category_id: 25, estimates }));
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/job/${res.json().job.id}`,
      headers: maker.headers,
    });
    expect(read.json().job).toMatchObject({ payment_mode: 'chargeable', estimates });
    // A free-of-charge category ignores any estimate sent with it.
    const free = await post(w.draft({ estimates }));
    const [stored] = await t.database.db
      .select()
      .from(jobEstimates)
      .where(eq(jobEstimates.jobId, free.json().job.id));
    expect(stored).toBeUndefined();
  });

  it('checks what only the server knows', async () => {
    const cases: [Parameters<JobWorld['draft']>[0], string, string][] = [
      [{ location_id: w.branches.foreign.id }, 'location_id', Msg.jobs.locationNotOfCustomer],
      [{ employee_id: w.outsider.id }, 'employee_id', Msg.jobs.employeeNotInDivision],
      [{ due_date: daysFromToday(-1) }, 'due_date', Msg.jobs.dueDateInPast],
      [{ system_id: 999_999 }, 'system_id', Msg.jobs.unknownReference],
      [{ job_type: 999 }, 'job_type', Msg.jobs.unknownReference],
      [{ job_category_id: CategoryId.COMPANY_INTERNAL_24 }, 'customer_id', Msg.quickJobs.companyCustomerOnly],
      [{ requested_by: 999_999 }, 'requested_by', Msg.jobs.unknownReference],
    ];
    for (const [override, field, message] of cases) {
      const res = await post(w.draft(override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
  });

  it('never answers 500 for odd input', async () => {
    for (const body of [
      w.draft({ customer_id: 99_999_999_999 }),
      w.draft({ due_date: '2026-02-30' }),
      w.draft({ priority: 9 as never }),
      w.draft({ contact_number: 'call me' }),
      { ...w.draft(), estimates: 'lots' },
    ]) {
      expect((await post(body)).statusCode).toBe(400);
    }
  });

  it('gives concurrent jobs distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => post(w.draft())));
    const numbers = results.map((r) => r.json().job.job_no);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(numbers).size).toBe(8);
  });

  it('closes the job request it came from', async () => {
    const [request] = await t.database.db
      .insert(jobRequests)
      .values({
        requestNo: `REQ-T${Date.now()}`,
        customerId: w.customer.id,
        description: 'x',
        createdById: maker.id,
      })
      .returning();
    const res = await post(w.draft({ job_request_id: request!.id }));
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(jobRequests).where(eq(jobRequests.id, request!.id));
    expect(after!.status).toBe(RequestStatus.JOB_CREATED);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, res.json().job.id));
    expect(job!.jobRequestId).toBe(request!.id);
  });

  it('answers 404 for an unknown or deleted job', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job/999999', headers: maker.headers })).statusCode,
    ).toBe(404);
    const created = (await post(w.draft())).json().job;
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, created.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/job/get-details/${created.id}`,
      headers: maker.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
