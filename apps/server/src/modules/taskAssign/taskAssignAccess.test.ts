import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { createDivision, createUser } from '../../test/factories';
import { expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { caller, jobWithTasks } from './taskAssignTestKit';

const M = Msg.taskAssign;
let t: TestApp;
let api: ReturnType<typeof caller>;
let assigner: Actor; // Task Assigning (10) only
let reassigner: Actor; // Tasks Re-Assigning (12) only
let plain: Actor; // an employee: neither
let worker: { id: number };
let jobId: number;
let taskIds: number[];

const body = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  job_id: jobId,
  tasks: [taskIds[0]],
  task_assigned_employee: worker.id,
  task_priority: 2,
  task_due_date: daysFromToday(3),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  const division = await createDivision(t.database.db);
  assigner = await signedIn(t, { roleId: null, permissions: [Perm.TASK_ASSIGNING] });
  reassigner = await signedIn(t, { roleId: null, permissions: [Perm.TASK_REASSIGNING] });
  plain = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: division.id });
  worker = await createUser(t.database.db, { divisionId: division.id });
  ({
    job: { id: jobId },
    taskIds,
  } = await jobWithTasks(t.database.db, { employeeId: assigner.id }, [
    [1, 2, 3],
    [2, 3, 4],
  ]));
});
afterAll(() => t.close());

describe('every call answers 401 without a session and 403 without its right', () => {
  const reads: [string, () => string, 'assign' | 'reassign'][] = [
    ['GET all_jobs', () => '/api/all_jobs', 'assign'],
    ['GET tasks/allTasks', () => `/api/tasks/allTasks?job_id=${jobId}`, 'assign'],
    ['GET all_jobs/user/{id}', () => `/api/all_jobs/user/${worker.id}`, 'reassign'],
    ['GET job/tasks/{jobId}/{userId}', () => `/api/job/tasks/${jobId}/${worker.id}`, 'reassign'],
    ['GET tasks/all-tasks/assigned', () => '/api/tasks/all-tasks/assigned', 'reassign'],
  ];
  it.each(reads)('%s', async (_name, url, right) => {
    expect((await api.get(url(), null)).statusCode).toBe(401);
    expect((await api.get(url(), plain)).statusCode).toBe(403);
    const other = right === 'assign' ? reassigner : assigner;
    expect((await api.get(url(), other)).statusCode).toBe(403);
  });

  it('POST tasks/assign: type 1 needs Task Assigning (10), type 2 Tasks Re-Assigning (12)', async () => {
    expect((await api.post('/api/tasks/assign', body(), null)).statusCode).toBe(401);
    expect((await api.post('/api/tasks/assign', body(), plain)).statusCode).toBe(403);
    expect((await api.post('/api/tasks/assign', body(), reassigner)).statusCode).toBe(403);
    // No type means an assignment.
    expect((await api.post('/api/tasks/assign', { ...body(), type: undefined }, reassigner)).statusCode).toBe(
      403,
    );
    const reassign = body({ type: 2, employee: worker.id });
    expect((await api.post('/api/tasks/assign', reassign, assigner)).statusCode).toBe(403);
    // Refused before validation: even a broken body learns nothing more.
    expect((await api.post('/api/tasks/assign', { type: '2' }, assigner)).statusCode).toBe(403);
  });
});

describe('POST tasks/assign: 400 with the spec’s field messages', () => {
  it.each([
    [{ job_id: undefined }, 'job_id', M.jobRequired],
    [{ job_id: null }, 'job_id', M.jobRequired],
    [{ job_id: 'abc' }, 'job_id', M.jobRequired],
    [{ task_assigned_employee: undefined }, 'task_assigned_employee', M.employeeRequired],
    [{ task_assigned_employee: 0 }, 'task_assigned_employee', M.employeeRequired],
    [{ task_priority: undefined }, 'task_priority', M.priorityRequired],
    [{ task_priority: 4 }, 'task_priority', M.priorityRequired],
    [{ task_priority: 'high' }, 'task_priority', M.priorityRequired],
    [{ tasks: [] }, 'tasks', M.tasksRequired],
    [{ tasks: undefined }, 'tasks', M.tasksRequired],
    [{ tasks: ['x'] }, 'tasks.0', M.taskInvalid],
    [{ tasks: Array.from({ length: 501 }, (_, i) => i + 1) }, 'tasks', M.tooManyTasks],
    [{ task_due_date: '' }, 'task_due_date', M.dueDateRequired],
    [{ task_due_date: '2030-02-30' }, 'task_due_date', M.dueDateRequired],
    [{ type: 3 }, 'type', M.typeInvalid],
    [{ task_assigned_qc_employee: 'x' }, 'task_assigned_qc_employee', M.qcEmployeeInvalid],
  ])('%o', async (overrides, field, message) => {
    const res = await api.post('/api/tasks/assign', body(overrides), assigner);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expectNoInternals(res.body);
  });

  it('names the QC employee when it is the assignee, and the employee of a re-assignment', async () => {
    const same = await api.post(
      '/api/tasks/assign',
      body({ task_assigned_qc_employee: worker.id }),
      assigner,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ task_assigned_qc_employee: M.qcIsAssignee });
    const noSource = await api.post('/api/tasks/assign', body({ type: 2 }), reassigner);
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().errors).toEqual({ employee: M.employeeRequired });
    const toSelf = await api.post('/api/tasks/assign', body({ type: 2, employee: worker.id }), reassigner);
    expect(toSelf.json().errors).toEqual({ task_assigned_employee: M.sameAssignee });
  });

  it('refuses a due date before today in the company time zone', async () => {
    const res = await api.post('/api/tasks/assign', body({ task_due_date: daysFromToday(-1) }), assigner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ task_due_date: M.dueDateInPast });
  });
});

describe('reads: 400 on bad input', () => {
  it.each([
    ['/api/tasks/allTasks', 'job_id', M.jobRequired],
    ['/api/tasks/allTasks?job_id=x', 'job_id', M.jobRequired],
    ['/api/all_jobs?all=maybe', 'all', 'Please send true or false'],
  ])('%s', async (url, field, message) => {
    const res = await api.get(url, assigner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    ['/api/all_jobs/user/abc', 'id', M.employeeRequired],
    ['/api/job/tasks/abc/1', 'jobId', M.jobRequired],
    ['/api/job/tasks/1/0', 'userId', M.employeeRequired],
    ['/api/tasks/all-tasks/assigned?page=0', 'page', M.pageInvalid],
    ['/api/tasks/all-tasks/assigned?per_page=7', 'per_page', M.perPageInvalid],
  ])('%s', async (url, field, message) => {
    const res = await api.get(url, reassigner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('success', () => {
  it('lists, assigns, and answers the assigned employee', async () => {
    const jobs = await api.get('/api/all_jobs', assigner);
    expect(jobs.statusCode, jobs.body).toBe(200);
    expect(jobs.json().jobs.map((j: { id: number }) => j.id)).toContain(jobId);
    const list = await api.get(`/api/tasks/allTasks?job_id=${jobId}`, assigner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().tasks).toHaveLength(2);
    const res = await api.post('/api/tasks/assign', body(), assigner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.assigned, assigned_emp: { id: worker.id } });
  });
});
