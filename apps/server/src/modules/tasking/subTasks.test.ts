import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, TaskSection } from '@jobline/shared';
import { auditRows } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { assign } from '../jobAdmin/jobAdminTestKit';
import { createTaskingWorld, line, tasking, type TaskingWorld } from './taskingTestKit';

const M = Msg.tasking;
let t: TestApp;
let w: TaskingWorld;
let api: ReturnType<typeof tasking>;
let taskId: number;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTaskingWorld(t);
  api = tasking(t);
  const job = await w.job();
  jobId = job.id;
  const res = await api.store(
    {
      job_id: job.id,
      sheet_id: null,
      approved_by: w.approver.id,
      tasks: [line('1', 1, 2, 3)],
      removedTasks: [],
    },
    w.owner,
  );
  taskId = res.json().tasks[0].id;
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>, who = w.owner) =>
  api.post('/api/tasks/sub_tasks', payload, who);

describe('POST /api/tasks/sub_tasks', () => {
  it('answers 401, 403 without Create Task, and 403 for a job not theirs', async () => {
    const payload = { task_id: taskId, stn: 'Check cables', ste: 1 };
    expect((await add(payload, null as never)).statusCode).toBe(401);
    expect((await add(payload, w.employee)).statusCode).toBe(403);
    const refused = await add(payload, w.outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYourJob);
  });

  it.each([
    [{ task_id: undefined, stn: 'x', ste: 1 }, 'task_id', M.taskRequired],
    [{ task_id: 2_000_000_000, stn: 'x' }, 'task_id', M.taskNotFound],
    [{ stn: '' }, 'stn', M.subTaskNameRequired],
    [{ stn: '   ' }, 'stn', M.subTaskNameRequired],
    [{ stn: 'x'.repeat(201) }, 'stn', M.subTaskNameTooLong],
    [{ stn: 'x', ste: -1 }, 'ste', M.subTaskEstimateInvalid],
    [{ stn: 'x', ste: 'many' }, 'ste', M.subTaskEstimateInvalid],
    [{ stn: 'x', stdd: '2030-13-01' }, 'stdd', M.subTaskDueDateInvalid],
    [{ stn: 'x', stdd: '2020-01-01' }, 'stdd', M.subTaskDueDateInPast],
  ])('answers 400 for %o', async (payload, field, message) => {
    const res = await add({ task_id: taskId, ...payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('adds a sub task, audited, and lists it', async () => {
    const due = daysFromToday(3);
    const res = await add({ task_id: taskId, stn: '  Pull the cables ', ste: '1.5', stdd: due });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.subTaskAdded,
      sub_task: { task_id: taskId, name: 'Pull the cables', estimate: 1.5, due_date: due },
    });
    const [entry] = await auditRows(t.database.db, 'sub_task.add', res.json().sub_task.id);
    expect(entry?.actorId).toBe(w.owner.id);
    await add({ task_id: taskId, stn: 'Label the ports', stdd: '' });
    const list = await api.get(`/api/tasks/sub_tasks/${taskId}`, w.lead);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .sub_tasks.map((s: { name: string; estimate: number; due_date: string | null }) => [
          s.name,
          s.estimate,
          s.due_date,
        ]),
    ).toEqual([
      ['Pull the cables', 1.5, due],
      ['Label the ports', 0, null],
    ]);
  });
});

describe('GET /api/tasks/sub_tasks/{id}', () => {
  it('is for those who task the job or hold the task; others get 403, a missing task 404', async () => {
    const url = `/api/tasks/sub_tasks/${taskId}`;
    expect((await api.get(url, null)).statusCode).toBe(401);
    expect((await api.get(url, w.outsider)).statusCode).toBe(403);
    // The employee holds no assignment yet: seeded employee rights include Tasks (15).
    expect((await api.get(url, w.employee)).statusCode).toBe(403);
    await assign(t.database.db, jobId, taskId, { userId: w.employee.id, section: TaskSection.BACK_LOG });
    expect((await api.get(url, w.employee)).statusCode).toBe(200);
    expect((await api.get('/api/tasks/sub_tasks/2000000000', w.owner)).statusCode).toBe(404);
  });
});
