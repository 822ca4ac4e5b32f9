import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, TaskSection } from '@jobline/shared';
import { jobs, tasks, taskUsers, workLog } from '../../db/schema';
import { auditRows, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addTasks, caller, createIntakeWorld, type IntakeWorld } from './intakeTestKit';
import { removalReason } from './taskRemovalRule';

let t: TestApp;
let w: IntakeWorld;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  api = caller(t);
});
afterAll(() => t.close());

const { BACK_LOG, PICKED, ONGOING, FINISHED } = TaskSection;
const jobWith = async (sections: (number | null)[]) => {
  const res = await api.post('/api/jobs', w.draft(), w.coord);
  expect(res.statusCode, res.body).toBe(200);
  const job = res.json().job as { id: number; job_no: string };
  return { job, tasks: await addTasks(t.database.db, job.id, w.employee.id, sections) };
};
const check = (taskId: unknown, who: Actor = w.admin) =>
  api.post('/api/tasks/remove/check', { task_id: taskId }, who);
const remove = (taskId: unknown, who: Actor = w.director) =>
  api.post('/api/tasks/remove', { task_id: taskId }, who);

describe('the removal rule (R-082)', () => {
  it('allows Back Log or unassigned tasks without time, never the only one', () => {
    expect(removalReason({ started: false, worked: false, taskCount: 2 })).toBeNull();
    expect(removalReason({ started: true, worked: false, taskCount: 5 })).toBe(Msg.intake.taskStarted);
    expect(removalReason({ started: false, worked: true, taskCount: 5 })).toBe(Msg.intake.taskWorked);
    expect(removalReason({ started: false, worked: false, taskCount: 1 })).toBe(Msg.intake.onlyTask);
  });
});

describe('task removal calls', () => {
  it('answer 401 without a session and 403 without Job Details', async () => {
    const { job, tasks: made } = await jobWith([BACK_LOG, null]);
    const taskId = made[0]!.taskId;
    for (const [url, payload] of [
      ['/api/tasks/remove/check', { task_id: taskId }],
      ['/api/tasks/remove', { task_id: taskId }],
    ] as const) {
      expect((await api.post(url, payload)).statusCode).toBe(401);
      expect((await api.post(url, payload, w.coord)).statusCode).toBe(403);
    }
    // Job Details alone lets an admin check, but only a super admin or director removes.
    expect((await check(taskId, w.admin)).statusCode).toBe(200);
    expect((await remove(taskId, w.admin)).statusCode).toBe(403);
    expect((await api.get(`/api/job/${job.id}/tasks`)).statusCode).toBe(401);
    expect((await api.get(`/api/job/${job.id}/tasks`, w.coord)).statusCode).toBe(403);
  });

  it('lists a job’s tasks with their status and whether each may go', async () => {
    const { job, tasks: made } = await jobWith([FINISHED, PICKED, BACK_LOG, null]);
    const res = await api.get(`/api/job/${job.id}/tasks`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().tasks).toEqual([
      expect.objectContaining({
        id: made[0]!.taskId,
        current_status: 'Finished',
        removable: false,
        reason: Msg.intake.taskStarted,
      }),
      expect.objectContaining({ id: made[1]!.taskId, current_status: 'Picked', removable: false }),
      expect.objectContaining({
        id: made[2]!.taskId,
        current_status: 'Back Log',
        removable: true,
        reason: null,
      }),
      expect.objectContaining({
        id: made[3]!.taskId,
        current_status: 'N/A',
        removable: true,
        task_no: '4',
        task_description: 'Step 4 of the work',
        sheet_no: 1,
      }),
    ]);
    expect((await api.get('/api/job/999999/tasks', w.admin)).statusCode).toBe(404);
  });

  it('checks: true for Back Log and unassigned, false with a reason otherwise', async () => {
    const { tasks: made } = await jobWith([BACK_LOG, null, PICKED, ONGOING]);
    expect((await check(made[0]!.taskId)).json()).toEqual({ data: true });
    expect((await check(made[1]!.taskId)).json()).toEqual({ data: true });
    for (const i of [2, 3]) {
      expect((await check(made[i]!.taskId)).json()).toEqual({ data: false, reason: Msg.intake.taskStarted });
    }
    const { tasks: only } = await jobWith([BACK_LOG]);
    expect((await check(only[0]!.taskId)).json()).toEqual({ data: false, reason: Msg.intake.onlyTask });
  });

  it('refuses a Back Log task with logged time', async () => {
    const { tasks: made } = await jobWith([BACK_LOG, null]);
    await t.database.db
      .insert(workLog)
      .values({ userId: w.employee.id, at: new Date(), state: 1, taskUserId: made[0]!.taskUserId });
    expect((await check(made[0]!.taskId)).json()).toEqual({ data: false, reason: Msg.intake.taskWorked });
    const res = await remove(made[0]!.taskId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 7, message: Msg.intake.taskWorked });
  });

  it('removes a Back Log task with its assignments, audited, and then not the last one', async () => {
    const { job, tasks: made } = await jobWith([BACK_LOG, PICKED]);
    const res = await remove(made[0]!.taskId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: Msg.intake.taskRemoved,
      task: { id: made[0]!.taskId, job_id: job.id },
    });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, made[0]!.taskId))).toHaveLength(0);
    expect(
      await t.database.db.select().from(taskUsers).where(eq(taskUsers.id, made[0]!.taskUserId!)),
    ).toHaveLength(0);
    const [entry] = await auditRows(t.database.db, 'task.remove', made[0]!.taskId);
    expect(entry).toMatchObject({ actorId: w.director.id });

    // The picked one is now the only task: both rules say no.
    const last = await remove(made[1]!.taskId);
    expect(last.statusCode).toBe(409);
    expect((await remove(made[0]!.taskId)).statusCode).toBe(404);
  });

  it('never removes a job’s last two tasks at once', async () => {
    const { job, tasks: made } = await jobWith([BACK_LOG, null]);
    const results = await Promise.all(made.map((m) => remove(m.taskId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.jobId, job.id))).toHaveLength(1);
  });

  it('treats a deleted job’s tasks as gone', async () => {
    const { job, tasks: made } = await jobWith([BACK_LOG, null]);
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, job.id));
    expect((await check(made[0]!.taskId)).statusCode).toBe(404);
    expect((await remove(made[0]!.taskId)).statusCode).toBe(404);
  });

  it('answers 400 for odd ids and 404 for unknown ones', async () => {
    for (const id of [undefined, 0, 'x', 2 ** 40]) {
      for (const res of [await check(id), await remove(id)]) {
        expect(res.statusCode, String(id)).toBe(400);
        expect(res.json().errors.task_id).toBe(Msg.intake.taskRequired);
      }
    }
    expect((await check(999_999)).json()).toEqual({ message: Msg.intake.taskNotFound });
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});
