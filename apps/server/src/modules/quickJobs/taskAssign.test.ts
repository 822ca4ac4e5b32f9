import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, TaskSection } from '@jobline/shared';
import { jobs, tasks, taskUsers } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, todayInColombo, type JobWorld } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, quickJobBody } from './quickJobTestKit';

const M = Msg.quickJobs;
const TASKING = '/api/jobs/assign/quick_job/tasking';
const ONLINE = '/api/jobs/assign/online';

let t: TestApp;
let w: JobWorld;
let maker: Actor;
let manager: Actor;
let api: ReturnType<typeof caller>;
const made: Record<string, { id: number; job_no: string }> = {};

const newJob = async (overrides: Parameters<JobWorld['draft']>[0] = {}) => {
  const res = await api.post('/api/jobs', w.draft(overrides), maker);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().job as { id: number; job_no: string };
};
const jobOf = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const tasking = (overrides: Record<string, unknown> = {}) => ({
  job_type: 2,
  job_requested_from: 1,
  job_assign_by: w.employee.id,
  selected_division: w.division.id,
  selected_job: made.normal!.id,
  job_description: 'Check the receipt layout',
  ...overrides,
});
const online = (overrides: Record<string, unknown> = {}) => ({
  job_type: 4,
  job_requested_from: 1,
  selected_job: made.online!.id,
  category: w.category.id,
  selected_customer: w.customer.id,
  selected_system: w.system.id,
  job_description: 'Customer cannot log in to the web shop',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  w = await createJobWorld(t.database.db);
  maker = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.JOBS] });
  manager = await signedIn(t, { roleId: RoleId.QUICK_JOB_MANAGER, divisionId: w.division.id });
  made.normal = await newJob({ job_type: 4 });
  made.presales = await newJob({ job_category_id: 27, job_type: 3 });
  made.online = await newJob({ job_type: 2 });
  made.urgent = await newJob({ job_type: 1 });
  made.elsewhere = await newJob({ division_id: w.otherDivision.id, employee_id: w.outsider.id });
  made.canceled = await newJob();
  made.deleted = await newJob();
  await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, made.canceled.id));
  await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, made.deleted.id));
  made.quick = (await api.post('/api/jobs/assign/quick_job', quickJobBody(w), maker)).json().job;
});
afterAll(() => t.close());

describe('GET jobs/division/{id} and GET jobs/online/0 (the job pickers)', () => {
  const numbers = async (url: string) => {
    const res = await api.get(url, manager);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().jobs as { job_no: string }[]).map((j) => j.job_no);
  };

  it("lists a division's open New Job jobs, newest first, and nothing else", async () => {
    const listed = await numbers(`/api/jobs/division/${w.division.id}`);
    expect(listed).toEqual([made.urgent, made.online, made.presales, made.normal].map((j) => j!.job_no));
    for (const hidden of ['elsewhere', 'canceled', 'deleted', 'quick']) {
      expect(listed, hidden).not.toContain(made[hidden]!.job_no);
    }
  });

  it('narrows to pre-sales jobs, a category, or a search', async () => {
    expect(await numbers(`/api/jobs/division/${w.division.id}?presales=1`)).toEqual([made.presales!.job_no]);
    expect(await numbers(`/api/jobs/division/${w.division.id}?category=27`)).toEqual([made.presales!.job_no]);
    const no = made.normal!.job_no.toLowerCase();
    expect(await numbers(`/api/jobs/division/${w.division.id}?search=${no}`)).toEqual([made.normal!.job_no]);
    expect(await numbers(`/api/jobs/division/${w.division.id}?search=${encodeURIComponent('%_')}`)).toEqual(
      [],
    );
  });

  it('answers the fields the modal fills from a job', async () => {
    const res = await api.get('/api/jobs/online/0', manager);
    const job = res.json().jobs.find((j: { id: number }) => j.id === made.online!.id);
    expect(job).toMatchObject({
      job_no: made.online!.job_no,
      customer_name: w.customer.name,
      cus_id: w.customer.id,
      job_category_id: w.category.id,
      division_id: w.division.id,
      location_id: w.branches.none.id,
      system_id: w.system.id,
      system: w.system.name,
      contact_person: 'Saman Perera',
    });
  });

  it("lists online and urgent jobs (stored types 'On Line', 'Urgent') only", async () => {
    expect(await numbers('/api/jobs/online/0')).toEqual([made.urgent!.job_no, made.online!.job_no]);
  });

  it('answers 404 for an unknown division and 400 for odd input', async () => {
    expect((await api.get('/api/jobs/division/999999', manager)).statusCode).toBe(404);
    expect((await api.get('/api/jobs/division/abc', manager)).statusCode).toBe(400);
    expect((await api.get('/api/jobs/division/99999999999', manager)).statusCode).toBe(400);
    expect((await api.get(`/api/jobs/online/0?presales=yes`, manager)).statusCode).toBe(400);
    expect((await api.get(`/api/jobs/online/0?search=${'x'.repeat(101)}`, manager)).statusCode).toBe(400);
  });
});

describe('POST jobs/assign/quick_job/tasking (2 and 6)', () => {
  it('names the missing division, job and employee; the description is optional', async () => {
    const res = await api.post(TASKING, { job_type: 2 }, maker);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      job_assign_by: M.employeeRequired,
      selected_division: M.divisionRequired,
      selected_job: M.jobRequired,
    });
  });

  it('adds a task to the job on a first sheet, then the next number on the same sheet', async () => {
    const first = await api.post(TASKING, tasking({ job_description: '', qc: true }), maker);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ message: M.taskAdded, job: made.normal, old_task_user: null });
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.jobId, made.normal!.id));
    // No description: the task takes the job's.
    expect(task).toMatchObject({ taskNo: '1', description: 'Install the new POS terminals' });
    const [assignment] = await t.database.db
      .select()
      .from(taskUsers)
      .where(eq(taskUsers.id, body.task_user_id));
    expect(assignment).toMatchObject({
      userId: w.employee.id,
      section: TaskSection.BACK_LOG,
      planDate: todayInColombo(),
      dueDate: (await jobOf(made.normal!.id)).dueDate,
    });
    expect((await jobOf(made.normal!.id)).qcEnabled).toBe(true);

    const second = (await api.post(TASKING, tasking(), maker)).json();
    expect(second.new_job_user).toBe(body.new_job_user);
    const [next] = await t.database.db
      .select()
      .from(tasks)
      .where(
        eq(
          tasks.id,
          (await t.database.db.select().from(taskUsers).where(eq(taskUsers.id, second.task_user_id)))[0]!
            .taskId,
        ),
      );
    expect(next).toMatchObject({ taskNo: '2', description: 'Check the receipt layout' });
    const [audited] = await auditRows(t.database.db, 'job.task.add', made.normal!.id);
    expect(audited).toMatchObject({ actorId: maker.id });
  });

  it('numbers tasks added at once without a gap or a clash', async () => {
    const target = await newJob();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post(TASKING, tasking({ selected_job: target.id }), maker)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.jobId, target.id));
    expect(rows.map((r) => r.taskNo).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('a phone request is worked by the user who took it, and the task says who called', async () => {
    const res = await api.post(
      TASKING,
      tasking({ job_requested_from: 2, job_assign_by: null, job_requested_by: 'Nilmini Dias' }),
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [assignment] = await t.database.db
      .select()
      .from(taskUsers)
      .where(eq(taskUsers.id, res.json().task_user_id));
    expect(assignment!.userId).toBe(manager.id);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, assignment!.taskId));
    expect(task!.description).toBe('Check the receipt layout\n\nRequested by phone: Nilmini Dias');
  });

  it('picks only open New Job jobs of the chosen division', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ selected_job: made.elsewhere!.id }, 'selected_job', M.jobNotInDivision],
      [{ selected_job: made.quick!.id }, 'selected_job', M.notTaskingJob],
      [{ selected_job: made.canceled!.id }, 'selected_job', M.jobClosed],
      [{ selected_job: made.deleted!.id }, 'selected_job', M.unknownReference],
      [{ selected_job: 999_999 }, 'selected_job', M.unknownReference],
      [{ selected_division: 999_999 }, 'selected_division', M.unknownReference],
      [{ job_assign_by: 999_999 }, 'job_assign_by', M.unknownReference],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.post(TASKING, tasking(override), maker);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors, JSON.stringify(override)).toEqual({ [field]: message });
    }
  });

  it('pre-sales tasking (6) takes pre-sales jobs and categories only (R-060)', async () => {
    const presales = (overrides: Record<string, unknown>) => tasking({ job_type: 6, ...overrides });
    const ordinary = await api.post(TASKING, presales({}), maker);
    expect(ordinary.json().errors).toEqual({ selected_job: M.presalesJobOnly });
    const category = await api.post(TASKING, presales({ category: 24 }), maker);
    expect(category.json().errors).toEqual({ category: M.presalesCategoryOnly });
    const res = await api.post(TASKING, presales({ selected_job: made.presales!.id, category: 27 }), maker);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('POST jobs/assign/online (4)', () => {
  it('names the missing job, system and description; never an employee', async () => {
    const res = await api.post(ONLINE, { job_type: 4 }, manager);
    expect(res.json().errors).toEqual({
      selected_job: M.jobRequired,
      selected_system: M.systemRequired,
      job_description: M.descriptionRequired,
    });
  });

  it('adds the task for the user who takes it, with the job as it is whatever the client says (R-072)', async () => {
    const before = await jobOf(made.online!.id);
    const res = await api.post(
      ONLINE,
      online({ category: 23, selected_customer: 212, selected_system: 999, job_assign_by: w.employee.id }),
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [assignment] = await t.database.db
      .select()
      .from(taskUsers)
      .where(eq(taskUsers.id, res.json().task_user_id));
    expect(assignment!.userId).toBe(manager.id);
    const after = await jobOf(made.online!.id);
    expect([after.categoryId, after.customerId, after.systemId]).toEqual([
      before.categoryId,
      before.customerId,
      before.systemId,
    ]);
  });

  it('checks the system rule against the job: one without a system takes the one picked', async () => {
    await t.database.db.update(jobs).set({ systemId: null }).where(eq(jobs.id, made.urgent!.id));
    const missing = await api.post(
      ONLINE,
      online({ selected_job: made.urgent!.id, selected_system: null, category: 23 }),
      manager,
    );
    expect(missing.json().errors).toEqual({ selected_system: M.systemRequired });
    const res = await api.post(ONLINE, online({ selected_job: made.urgent!.id }), manager);
    expect(res.statusCode, res.body).toBe(200);
    expect((await jobOf(made.urgent!.id)).systemId).toBe(w.system.id);
  });

  it('refuses a job that is not online or urgent', async () => {
    for (const id of [made.normal!.id, made.quick!.id]) {
      const res = await api.post(ONLINE, online({ selected_job: id }), manager);
      expect(res.json().errors).toEqual({ selected_job: M.notOnlineJob });
    }
  });
});
