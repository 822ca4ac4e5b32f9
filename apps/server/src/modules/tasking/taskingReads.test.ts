import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm, RoleId, TaskSection } from '@jobline/shared';
import { signedIn } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addSheet, assign } from '../jobAdmin/jobAdminTestKit';
import { createTaskingWorld, line, tasking, type TaskingWorld } from './taskingTestKit';

const M = Msg.tasking;
let t: TestApp;
let w: TaskingWorld;
let api: ReturnType<typeof tasking>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTaskingWorld(t);
  api = tasking(t);
});
afterAll(() => t.close());

const jobIds = async (url: string, who: Parameters<typeof api.get>[1]) => {
  const res = await api.get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs as { id: number }[]).map((j) => j.id);
};
const saveSheet = async (
  jobId: number,
  tasks = [line('1', 1, 2, 3), line('2', 2, 4, 8), line('10', 1, 3)],
) => {
  const res = await api.store(
    { job_id: jobId, sheet_id: null, approved_by: w.approver.id, tasks, removedTasks: [] },
    w.owner,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sheet: { id: number }; tasks: { id: number }[] };
};

describe('who may task which job (R-098)', () => {
  it('lists the jobs a user owns or manages, newest first, without canceled or deleted ones', async () => {
    const own = await w.job();
    const elsewhere = await w.job({
      divisionId: w.otherDivision.id,
      employeeId: null,
      coordinatorId: null,
      createdById: null,
    });
    const canceled = await w.job({ status: JobStatus.CANCELED });
    const deleted = await w.job({ deletedAt: new Date() });
    const expectations: [keyof typeof w, boolean, boolean][] = [
      // [who, sees own-division job, sees other-division job]
      ['owner', true, false],
      ['coordinator', true, false],
      ['creator', true, false],
      ['lead', true, false],
      ['hod', true, false],
      ['otherLead', false, true],
      ['admin', true, true],
      ['outsider', false, false],
    ];
    for (const [who, sees, seesElsewhere] of expectations) {
      const ids = await jobIds('/api/jobs/user/tasking', w[who] as never);
      expect(ids.includes(own.id), `${who} and the own job`).toBe(sees);
      expect(ids.includes(elsewhere.id), `${who} and the other division's job`).toBe(seesElsewhere);
      expect(ids).not.toContain(canceled.id);
      expect(ids).not.toContain(deleted.id);
    }
    const adminIds = await jobIds('/api/jobs/user/tasking', w.admin);
    expect(adminIds.indexOf(deleted.id)).toBe(-1);
    expect(adminIds.indexOf(elsewhere.id)).toBeLessThan(adminIds.indexOf(own.id));
  });

  it('answers 401 and 403 on every read without a session or Create Task (9)', async () => {
    const job = await w.job();
    const saved = await saveSheet(job.id);
    for (const url of [
      '/api/jobs/user/tasking',
      `/api/jobs/sheets/${job.id}`,
      `/api/job/tasks/all/${job.id}/${saved.sheet.id}`,
      `/api/job/tasks/${job.id}`,
      `/api/jobs/${job.id}/estimation.pdf`,
      `/api/jobs/${job.id}/estimation.xlsx`,
    ]) {
      expect((await api.get(url, null)).statusCode, url).toBe(401);
      expect((await api.get(url, w.employee)).statusCode, url).toBe(403);
    }
    expect((await api.get('/api/jobs/user', null)).statusCode).toBe(401);
    const nobody = await signedIn(t, { roleId: null, permissions: [Perm.CUSTOMERS] });
    expect((await api.get('/api/jobs/user', nobody)).statusCode).toBe(403);
  });

  it("answers 403 for another's job and 404 for a missing one, on every read", async () => {
    const job = await w.job();
    const saved = await saveSheet(job.id);
    for (const url of [
      `/api/jobs/sheets/${job.id}`,
      `/api/job/tasks/all/${job.id}/${saved.sheet.id}`,
      `/api/job/tasks/${job.id}`,
    ]) {
      const res = await api.get(url, w.outsider);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(M.notYourJob);
    }
    expect((await api.get('/api/jobs/sheets/2000000000', w.owner)).statusCode).toBe(404);
    expect((await api.get(`/api/job/tasks/all/${job.id}/2000000000`, w.owner)).statusCode).toBe(404);
    expect((await api.get('/api/jobs/sheets/abc', w.owner)).statusCode).toBe(400);
  });
});

describe('reading sheets and tasks', () => {
  it('lists a job’s sheets in number order with the approver and task count', async () => {
    const job = await w.job();
    await saveSheet(job.id);
    await saveSheet(job.id, [line('1', 1, 1, 1)]);
    const res = await api.get(`/api/jobs/sheets/${job.id}`, w.lead);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().sheets.map((s: Record<string, unknown>) => [s.sheet_no, s.task_count, s.approved_by]),
    ).toEqual([
      [1, 3, w.approver.id],
      [2, 1, w.approver.id],
    ]);
    expect(res.json().sheets[0].approved_by_name).toContain('Approver');
  });

  it('gives a sheet’s tasks in number order (1, 2, 10) with their figures and board section', async () => {
    const job = await w.job();
    const saved = await saveSheet(job.id);
    await assign(t.database.db, job.id, saved.tasks[1]!.id, {
      userId: w.outsider.id,
      section: TaskSection.ONGOING,
    });
    const res = await api.get(`/api/job/tasks/all/${job.id}/${saved.sheet.id}`, w.owner);
    expect(res.statusCode, res.body).toBe(200);
    const { sheet, tasks } = res.json();
    expect(sheet.id).toBe(saved.sheet.id);
    expect(tasks.map((x: Record<string, unknown>) => [x.task_no, x.Time01, x.Time02, x.Time03])).toEqual([
      ['1', 1, 2, 3],
      ['2', 2, 4, 8],
      ['10', 1, 3, 3],
    ]);
    expect(tasks[1]).toMatchObject({
      expected: 4.33,
      TotTime01: 10.33,
      TotTime02: 16.33,
      TotTime03: 22.33,
      current_status: 'Ongoing',
      assigned: true,
    });
    expect(tasks[0]).toMatchObject({ current_status: 'N/A', assigned: false });
  });

  it('gives every task of a job, sheet by sheet', async () => {
    const job = await w.job();
    await saveSheet(job.id, [line('2', 1, 1, 1)]);
    await addSheet(t.database.db, job.id, [{ taskNo: '1', mostLikely: '2' }]);
    const res = await api.get(`/api/job/tasks/${job.id}`, w.hod);
    expect(res.json().tasks.map((x: Record<string, unknown>) => [x.sheet_no, x.task_no])).toEqual([
      [1, '2'],
      [2, '1'],
    ]);
  });

  it("lists the user's own jobs: owned, or holding a task of it", async () => {
    const owned = await w.job({ employeeId: w.employee.id });
    const held = await w.job();
    await addSheet(t.database.db, held.id, [
      { mostLikely: '1', assignee: { userId: w.employee.id, section: TaskSection.BACK_LOG } },
    ]);
    const other = await w.job();
    const ids = await jobIds('/api/jobs/user', w.employee);
    expect(ids).toContain(owned.id);
    expect(ids).toContain(held.id);
    expect(ids).not.toContain(other.id);
  });

  it('lets Create Task holders also check whether a task may be removed', async () => {
    const job = await w.job();
    const saved = await saveSheet(job.id);
    const res = await api.post('/api/tasks/remove/check', { task_id: saved.tasks[0]!.id }, w.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    const denied = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.TASKS] });
    expect(
      (await api.post('/api/tasks/remove/check', { task_id: saved.tasks[0]!.id }, denied)).statusCode,
    ).toBe(403);
  });
});
