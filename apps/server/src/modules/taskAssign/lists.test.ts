import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm, RoleId, TaskSection } from '@jobline/shared';
import { taskUsers } from '../../db/schema';
import { createDivision, createUser } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, jobWithTasks } from './taskAssignTestKit';

const M = Msg.taskAssign;
let t: TestApp;
let api: ReturnType<typeof caller>;
let lead: Actor; // team leader of division A
let admin: Actor; // manages every job
let owner: Actor; // no role; holds 10 and 12 and owns one job
let worker: { id: number; name?: string };
let checker: { id: number };
const made: Record<string, { id: number; jobNo: string; taskIds: number[] }> = {};

const ids = (res: { json(): { jobs: { id: number }[] } }) => res.json().jobs.map((j) => j.id);
const assign = async (who: Actor, name: string, tasks: number[], qc: number | null = checker.id) => {
  const res = await api.post(
    '/api/tasks/assign',
    {
      job_id: made[name]!.id,
      tasks,
      task_assigned_employee: worker.id,
      task_assigned_qc_employee: qc,
      task_priority: 1,
      task_due_date: daysFromToday(3),
    },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tasks as { task_user_id: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  const db = t.database.db;
  const a = await createDivision(db);
  const b = await createDivision(db);
  lead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, divisionId: a.id });
  admin = await signedIn(t, { roleId: RoleId.ADMIN, divisionId: b.id });
  owner = await signedIn(t, { roleId: null, permissions: [Perm.TASK_ASSIGNING, Perm.TASK_REASSIGNING] });
  worker = await createUser(db, { divisionId: a.id, firstName: 'Chathura' });
  checker = await createUser(db, { divisionId: a.id });
  const job = async (
    name: string,
    values: Record<string, unknown>,
    estimates: [number, number, number][],
  ) => {
    const { job: j, taskIds } = await jobWithTasks(db, values, estimates);
    made[name] = { id: j.id, jobNo: j.jobNo, taskIds };
  };
  await job('leads', { employeeId: lead.id, divisionId: b.id }, [
    [2, 3, 4],
    [0, 1, 1],
    [1, 2, 3],
  ]);
  await job('division', { divisionId: a.id }, [
    [1, 2, 3],
    [1, 2, 3],
  ]);
  await job('elsewhere', { divisionId: b.id }, [[1, 2, 3]]);
  await job('owners', { coordinatorId: owner.id, divisionId: b.id }, [[1, 2, 3]]);
  await job('onlyZero', { employeeId: lead.id }, [[0, 2, 3]]);
  await job('canceled', { employeeId: lead.id, status: JobStatus.CANCELED }, [[1, 2, 3]]);
  await job('deleted', { employeeId: lead.id, deletedAt: new Date() }, [[1, 2, 3]]);
  await job('done', { employeeId: lead.id }, [[1, 2, 3]]);
  await assign(lead, 'done', made.done!.taskIds);
});
afterAll(() => t.close());

describe('GET all_jobs (Task Assign job picker)', () => {
  it('lists the user’s own jobs with tasks waiting, counting only tasks with an optimistic time', async () => {
    const res = await api.get('/api/all_jobs', lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().all).toBe(false);
    expect(ids(res)).toEqual([made.leads!.id]);
    expect(res.json().jobs[0]).toMatchObject({ job_no: made.leads!.jobNo, open_tasks: 2 });
  });

  it('with all=true adds the division for team leaders and HODs, and everything for admins', async () => {
    const mine = ids(await api.get('/api/all_jobs?all=true', lead));
    expect(mine.sort()).toEqual([made.leads!.id, made.division!.id].sort());
    const every = ids(await api.get('/api/all_jobs?all=1', admin));
    for (const name of ['leads', 'division', 'elsewhere', 'owners']) expect(every).toContain(made[name]!.id);
    for (const name of ['onlyZero', 'canceled', 'deleted', 'done'])
      expect(every).not.toContain(made[name]!.id);
    expect(ids(await api.get('/api/all_jobs', admin))).toEqual([]);
  });

  it('refuses all=true to users who manage only their own jobs', async () => {
    const res = await api.get('/api/all_jobs?all=true', owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.allJobsNotAllowed);
    expect(ids(await api.get('/api/all_jobs?all=false', owner))).toEqual([made.owners!.id]);
  });
});

describe('GET tasks/allTasks', () => {
  it('lists the unassigned tasks with an optimistic time, in sheet order, with their estimates', async () => {
    const res = await api.get(`/api/tasks/allTasks?job_id=${made.leads!.id}`, lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ id: made.leads!.id, job_no: made.leads!.jobNo });
    expect(res.json().tasks).toEqual([
      expect.objectContaining({
        id: made.leads!.taskIds[0],
        task_no: '1',
        sheet_no: 1,
        Time01: 2,
        Time02: 3,
        Time03: 4,
      }),
      expect.objectContaining({ id: made.leads!.taskIds[2], task_no: '3', Time01: 1 }),
    ]);
    const done = await api.get(`/api/tasks/allTasks?job_id=${made.done!.id}`, lead);
    expect(done.json().tasks).toEqual([]);
  });

  it('answers 403 for a job the user does not manage, 404 for an unknown one', async () => {
    expect((await api.get(`/api/tasks/allTasks?job_id=${made.elsewhere!.id}`, lead)).statusCode).toBe(403);
    expect((await api.get(`/api/tasks/allTasks?job_id=${made.division!.id}`, lead)).statusCode).toBe(200);
    expect((await api.get('/api/tasks/allTasks?job_id=2000000000', lead)).statusCode).toBe(404);
    expect((await api.get(`/api/tasks/allTasks?job_id=${made.deleted!.id}`, lead)).statusCode).toBe(404);
  });
});

describe('re-assign reads', () => {
  let held: { task_user_id: number }[];
  beforeAll(async () => {
    held = await assign(lead, 'division', made.division!.taskIds);
    await assign(admin, 'elsewhere', made.elsewhere!.taskIds, null);
    // A finished task is no longer anyone's to hand on.
    await t.database.db
      .update(taskUsers)
      .set({ section: TaskSection.FINISHED })
      .where(eq(taskUsers.id, held[1]!.task_user_id));
  });

  it('GET all_jobs/user/{id}: the employee’s jobs with open tasks that the user may re-assign', async () => {
    const res = await api.get(`/api/all_jobs/user/${worker.id}`, lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().employee).toMatchObject({ id: worker.id, active: true });
    expect(res.json().employee.name).toMatch(/^Chathura /);
    const jobs = res.json().jobs as { id: number; open_tasks: number }[];
    expect(jobs.map((j) => j.id).sort()).toEqual([made.division!.id, made.done!.id].sort());
    expect(jobs.find((j) => j.id === made.division!.id)!.open_tasks).toBe(1);
    const everything = await api.get(`/api/all_jobs/user/${worker.id}`, admin);
    expect(everything.json().jobs.map((j: { id: number }) => j.id)).toContain(made.elsewhere!.id);
    expect((await api.get('/api/all_jobs/user/2000000000', lead)).statusCode).toBe(404);
  });

  it('GET job/tasks/{jobId}/{userId}: the open tasks with their checker', async () => {
    const res = await api.get(`/api/job/tasks/${made.division!.id}/${worker.id}`, lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tasks).toEqual([
      expect.objectContaining({
        id: held[0]!.task_user_id,
        task_id: made.division!.taskIds[0],
        section: TaskSection.BACK_LOG,
        current_status: 'Back Log',
        priority: 1,
        due_date: daysFromToday(3),
        qc_employee: { id: checker.id, name: expect.any(String) },
      }),
    ]);
    expect((await api.get(`/api/job/tasks/${made.elsewhere!.id}/${worker.id}`, lead)).statusCode).toBe(403);
    const nobody = await api.get(`/api/job/tasks/${made.division!.id}/${checker.id}`, lead);
    expect(nobody.json().tasks).toEqual([]);
  });

  it('GET tasks/all-tasks/assigned: pages of open assignments on the user’s jobs, filtered on request', async () => {
    const res = await api.get('/api/tasks/all-tasks/assigned', lead);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, per_page: 15, total: 2, total_capped: false });
    expect(page.data.map((r: { job_id: number }) => r.job_id).sort()).toEqual(
      [made.division!.id, made.done!.id].sort(),
    );
    expect(page.data[0]).toMatchObject({
      employee: { id: worker.id, name: expect.stringMatching(/\S/), active: true },
      job_no: expect.any(String),
      sheet_no: expect.any(Number),
      task_name: expect.stringMatching(/\S/),
    });
    // Newest assignment first.
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const admins = await api.get('/api/tasks/all-tasks/assigned?per_page=5', admin);
    expect(admins.json().total).toBe(3);
    const second = await api.get('/api/tasks/all-tasks/assigned?per_page=5&page=2', admin);
    expect(second.json().data).toEqual([]);
    const oneJob = await api.get(`/api/tasks/all-tasks/assigned?job_id=${made.done!.id}`, admin);
    expect(oneJob.json().total).toBe(1);
    const oneUser = await api.get(`/api/tasks/all-tasks/assigned?user_id=${checker.id}`, admin);
    expect(oneUser.json().total).toBe(0);
  });
});
