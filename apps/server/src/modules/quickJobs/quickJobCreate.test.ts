import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, TaskSection } from '@jobline/shared';
import { jobs, jobUsers, taskSheets, tasks, taskUsers } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, todayInColombo, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, ensureCompanyCustomer, quickJobBody } from './quickJobTestKit';

const M = Msg.quickJobs;
const URL = '/api/jobs/assign/quick_job';

let t: TestApp;
let w: JobWorld;
let maker: Actor; // New Job (7)
let manager: Actor; // quick job manager: holds 3, not 7
let employee: Actor;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  w = await createJobWorld(t.database.db);
  maker = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB] });
  manager = await signedIn(t, { roleId: RoleId.QUICK_JOB_MANAGER, divisionId: w.division.id });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const jobOf = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('who may add jobs from the modal', () => {
  const calls: [string, string][] = [
    ['POST', '/api/jobs/assign/quick_job'],
    ['POST', '/api/jobs/assign/quick_job/tasking'],
    ['POST', '/api/jobs/assign/online'],
    ['GET', '/api/jobs/division/1'],
    ['GET', '/api/jobs/online/0'],
  ];
  it.each(calls)('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
  });
  it.each(calls)('%s %s answers 403 to an employee, whatever flags are sent', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: employee.headers,
      payload: method === 'POST' ? { ...quickJobBody(w), is_super_admin: true } : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });
  it('a quick job manager (role 7, permission 3 without 7) may add one', async () => {
    const res = await api.post(URL, quickJobBody(w), manager);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST jobs/assign/quick_job: quick jobs (1)', () => {
  it('names every missing field of an empty quick job with the spec message', async () => {
    const res = await api.post(URL, { job_type: 1 }, maker);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      job_assign_by: M.employeeRequired,
      category: M.categoryRequired,
      selected_customer: M.customerRequired,
      selected_location: M.locationRequired,
      selected_system: M.systemRequired,
      job_description: M.descriptionRequired,
    });
    const none = await api.post(URL, {}, maker);
    expect(none.json().errors).toEqual({ job_type: M.jobTypeRequired });
  });

  it('creates the job, its one task and a Back Log assignment planned for today', async () => {
    const res = await api.post(URL, quickJobBody(w, { qc: true, is_temp_job: true }), maker);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: M.quickJobAdded, old_task_user: null });
    expect(body.job.job_no).toMatch(/^J\d{2}-\d{5}$/);
    const today = todayInColombo();
    expect(await jobOf(body.job.id)).toMatchObject({
      kind: 1,
      status: 1,
      authStatus: null,
      customerId: w.customer.id,
      branchId: w.branches.none.id,
      systemId: w.system.id,
      categoryId: w.category.id,
      employeeId: w.employee.id,
      divisionId: w.division.id,
      requestedById: maker.id,
      createdById: maker.id,
      contactPerson: 'Kumari Perera',
      contactNumber: '0771234567',
      dueDate: today,
      requestedFrom: 1,
      chargeable: false,
      qcEnabled: true,
      isTemporary: true,
      amcStatus: 'not in agreement',
    });
    const [sheet] = await t.database.db.select().from(taskSheets).where(eq(taskSheets.jobId, body.job.id));
    expect(sheet!.sheetNo).toBe(1);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.jobId, body.job.id));
    expect(task).toMatchObject({ taskNo: '1', description: 'Printer not responding at the counter' });
    const [jobUser] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.jobId, body.job.id));
    expect(jobUser).toMatchObject({ id: body.new_job_user, userId: w.employee.id, role: 1 });
    const [taskUser] = await t.database.db
      .select()
      .from(taskUsers)
      .where(eq(taskUsers.id, body.task_user_id));
    expect(taskUser).toMatchObject({
      taskId: task!.id,
      jobUserId: jobUser!.id,
      userId: w.employee.id,
      section: TaskSection.BACK_LOG,
      planDate: today,
      assignedById: maker.id,
    });
    const [audited] = await auditRows(t.database.db, 'quickJob.create', body.job.id);
    expect(audited).toMatchObject({ actorId: maker.id, entity: 'job' });
    // The job reads back like any other.
    const read = await api.get(`/api/job/${body.job.id}`, maker);
    expect(read.json().job).toMatchObject({
      job_no: body.job.job_no,
      kind: 1,
      customer_name: w.customer.name,
    });
  });

  it("answers the employee's ongoing assignment so the client can offer to hold it, and moves nothing", async () => {
    const first = (await api.post(URL, quickJobBody(w), maker)).json();
    await t.database.db
      .update(taskUsers)
      .set({ section: TaskSection.ONGOING })
      .where(eq(taskUsers.id, first.task_user_id));
    const second = (await api.post(URL, quickJobBody(w), maker)).json();
    expect(second.old_task_user).toBe(first.task_user_id);
    const [still] = await t.database.db.select().from(taskUsers).where(eq(taskUsers.id, first.task_user_id));
    expect(still!.section).toBe(TaskSection.ONGOING);
    await t.database.db
      .update(taskUsers)
      .set({ section: TaskSection.BACK_LOG })
      .where(eq(taskUsers.id, first.task_user_id));
  });

  it('a customer phone call needs the caller and is worked by the user who took it (R-045)', async () => {
    const body = quickJobBody(w, { job_requested_from: 2, job_assign_by: null });
    const missing = await api.post(URL, body, manager);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ job_requested_by: M.requestedByRequired });
    const res = await api.post(URL, { ...body, job_requested_by: 'Saman Silva' }, manager);
    expect(res.statusCode).toBe(200);
    expect(await jobOf(res.json().job.id)).toMatchObject({
      employeeId: manager.id,
      requestedFrom: 2,
      requestedById: null,
      remarks: 'Requested by phone: Saman Silva',
    });
  });

  it('category 24 is for the company itself: customer 212 only (R-059)', async () => {
    const company = await ensureCompanyCustomer(t.database.db);
    const elsewhere = await api.post(URL, quickJobBody(w, { category: 24 }), maker);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ selected_customer: M.companyCustomerOnly });
    const res = await api.post(
      URL,
      quickJobBody(w, { category: 24, selected_customer: 212, selected_location: company.branch.id }),
      maker,
    );
    expect(res.statusCode).toBe(200);
    expect((await jobOf(res.json().job.id)).customerId).toBe(212);
  });

  it('category 23 needs no system (R-061)', async () => {
    const res = await api.post(URL, quickJobBody(w, { category: 23, selected_system: null }), maker);
    expect(res.statusCode).toBe(200);
    expect((await jobOf(res.json().job.id)).systemId).toBeNull();
  });

  it('is chargeable exactly when its category is 25, whatever the flag says (R-058, R-062)', async () => {
    const free = await api.post(URL, quickJobBody(w, { chargeable: true }), maker);
    expect((await jobOf(free.json().job.id)).chargeable).toBe(false);
    const charged = await api.post(URL, quickJobBody(w, { category: 25, chargeable: false }), maker);
    expect((await jobOf(charged.json().job.id)).chargeable).toBe(true);
  });

  it('needs no approval first: the monitor approves quick jobs afterwards', async () => {
    const res = await api.post(URL, quickJobBody(w, { category: 21 }), maker);
    expect(res.statusCode).toBe(200);
    expect((await jobOf(res.json().job.id)).authStatus).toBeNull();
  });

  it('checks what only the server knows', async () => {
    const cases: [Parameters<typeof quickJobBody>[1], string, string][] = [
      [{ selected_location: w.branches.foreign.id }, 'selected_location', M.locationNotOfCustomer],
      [{ selected_customer: 999_999 }, 'selected_customer', M.unknownReference],
      [{ selected_system: 999_999 }, 'selected_system', M.unknownReference],
      [{ category: 999_999 }, 'category', M.unknownReference],
      [{ job_assign_by: 999_999 }, 'job_assign_by', M.unknownReference],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.post(URL, quickJobBody(w, override), maker);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
    }
  });

  it('never answers 500 for odd input', async () => {
    for (const body of [
      quickJobBody(w, { selected_customer: 99_999_999_999 }),
      quickJobBody(w, { job_type: 'quick' as never }),
      quickJobBody(w, { job_type: 5 }),
      quickJobBody(w, { job_requested_from: 3 }),
      quickJobBody(w, { branch_mobile_no: 'call me' }),
      quickJobBody(w, { qc: 'yes' as never }),
      quickJobBody(w, { job_description: 'x'.repeat(5000) }),
      quickJobBody(w, { selected_location: '' as never }),
      [1, 2, 3],
    ]) {
      const res = await api.post(URL, body, maker);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('refuses job types that another call adds', async () => {
    for (const job_type of [2, 4, 6]) {
      const body = {
        job_type,
        selected_division: w.division.id,
        selected_job: 1,
        selected_system: w.system.id,
      };
      const res = await api.post(URL, { ...body, job_assign_by: w.employee.id, job_description: 'x' }, maker);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ job_type: M.wrongCall });
    }
  });
});

describe('POST jobs/assign/quick_job: internal office work (3)', () => {
  it('needs the employee and a description, nothing about a customer', async () => {
    const empty = await api.post(URL, { job_type: 3 }, maker);
    expect(empty.json().errors).toEqual({
      job_assign_by: M.employeeRequired,
      job_description: M.descriptionRequired,
    });
    const res = await api.post(
      URL,
      {
        job_type: 3,
        job_assign_by: w.employee.id,
        job_description: 'Clean up the demo laptops',
        is_temp_job: true,
      },
      maker,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.internalWorkAdded);
    expect(await jobOf(res.json().job.id)).toMatchObject({
      kind: 3,
      customerId: null,
      branchId: null,
      employeeId: w.employee.id,
      isTemporary: true,
      authStatus: null,
    });
    const [audited] = await auditRows(t.database.db, 'internalWork.create', res.json().job.id);
    expect(audited).toBeDefined();
  });
});
