import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobStatus,
  JobUserRole,
  Msg,
  NotificationType,
  Perm,
  RealtimeEventType,
  RoleId,
  TaskSection,
} from '@jobline/shared';
import { jobs } from '../../db/schema';
import { createDivision, createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { assign, eventAfter } from '../jobAdmin/jobAdminTestKit';
import {
  assignmentsOf,
  caller,
  jobWithTasks,
  notificationsOf,
  unassignedSetDrift,
} from './taskAssignTestKit';

const M = Msg.taskAssign;
let t: TestApp;
let api: ReturnType<typeof caller>;
let lead: Actor; // team leader of the division
let worker: { id: number };
let checker: { id: number };
let division: { id: number };

const assignBody = (jobId: number, tasks: number[], overrides: Record<string, unknown> = {}) => ({
  type: 1,
  job_id: jobId,
  tasks,
  task_assigned_employee: worker.id,
  task_assigned_qc_employee: checker.id,
  task_priority: 1,
  task_due_date: daysFromToday(5),
  ...overrides,
});
const post = (payload: unknown, who: Actor = lead) => api.post('/api/tasks/assign', payload, who);
const leadJob = (
  estimates: [number, number, number][] = [
    [1, 2, 3],
    [2, 3, 5],
    [1, 1, 1],
  ],
) => jobWithTasks(t.database.db, { employeeId: lead.id, divisionId: division.id }, estimates);

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  division = await createDivision(t.database.db);
  lead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, divisionId: division.id });
  worker = await createUser(t.database.db, { divisionId: division.id, firstName: 'Nimal' });
  checker = await createUser(t.database.db, { divisionId: division.id, firstName: 'Dinithi' });
});
afterAll(() => t.close());

describe('POST tasks/assign (type 1): what an assignment writes', () => {
  it('assigns each task in Back Log with its QC check, in one go', async () => {
    const { job, taskIds } = await leadJob();
    const res = await post(assignBody(job.id, [taskIds[0]!, taskIds[1]!]));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(M.assigned);
    expect(answer.assigned_emp.id).toBe(worker.id);
    expect(answer.assigned_emp.name).toMatch(/^Nimal /);
    expect(answer.job).toEqual({ id: job.id, job_no: job.jobNo });

    const rows = await assignmentsOf(t.database.db, taskIds);
    const work = rows.filter((r) => r.checksId === null);
    const qc = rows.filter((r) => r.checksId !== null);
    expect(work).toHaveLength(2);
    expect(qc).toHaveLength(2);
    for (const w of work) {
      expect(w).toMatchObject({
        userId: worker.id,
        section: TaskSection.BACK_LOG,
        priority: 1,
        dueDate: daysFromToday(5),
        assignedById: lead.id,
        closedAt: null,
        role: JobUserRole.WORK,
      });
    }
    for (const q of qc) {
      expect(q).toMatchObject({ userId: checker.id, section: TaskSection.BACK_LOG, role: JobUserRole.QC });
      expect(work.find((w) => w.id === q.checksId)!.taskId).toBe(q.taskId);
    }
    expect(answer.tasks).toEqual(
      work.map((w) => ({
        task_id: w.taskId,
        task_user_id: w.id,
        qc_task_user_id: qc.find((q) => q.checksId === w.id)!.id,
      })),
    );
    // The third task was not picked: it stays unassigned.
    expect(rows.some((r) => r.taskId === taskIds[2])).toBe(false);

    const [row] = await auditRows(t.database.db, 'task.assign', job.id);
    expect(row!.actorId).toBe(lead.id);
    expect(row!.after).toMatchObject({ employee_id: worker.id, qc_employee_id: checker.id, priority: 1 });
  });

  it('notifies the assignee (type 1) and the QC employee (type 2)', async () => {
    const { job, taskIds } = await leadJob();
    const before = (await notificationsOf(t.database.db, worker.id)).length;
    const res = await post(assignBody(job.id, taskIds));
    const answer = res.json();
    const [mine] = (await notificationsOf(t.database.db, worker.id)).slice(before);
    expect(mine).toMatchObject({
      type: NotificationType.JOB,
      status: 1,
      title: `3 new tasks on ${job.jobNo}`,
      jobId: job.id,
      taskUserId: answer.tasks[0].task_user_id,
      assignedById: lead.id,
    });
    const checks = await notificationsOf(t.database.db, checker.id);
    expect(checks.at(-1)).toMatchObject({
      type: NotificationType.QC,
      title: `3 new QC tasks on ${job.jobNo}`,
      taskUserId: answer.tasks[0].qc_task_user_id,
    });
    const [work] = await assignmentsOf(t.database.db, [taskIds[0]!]);
    expect(mine!.jobUserId).toBe(work!.jobUserId);
  });

  it('tells the task screens and the bells when it commits', async () => {
    const { job, taskIds } = await leadJob();
    const tasksChanged = await eventAfter(
      t.bus,
      () => post(assignBody(job.id, [taskIds[0]!])),
      (e) => e.type === RealtimeEventType.TASKS_CHANGED && e.data?.job_id === job.id,
    );
    expect(tasksChanged).toBeDefined();
    // Each person's bell hears of their own notification.
    const heard: number[] = [];
    const stop = t.bus.subscribe((e) => {
      if (e.type === RealtimeEventType.NOTIFICATIONS_CHANGED) heard.push(...(e.userIds ?? []));
    });
    try {
      await post(assignBody(job.id, [taskIds[1]!]));
      await expect.poll(() => heard).toEqual(expect.arrayContaining([worker.id, checker.id]));
    } finally {
      stop();
    }
  });

  it('plans no check without a QC employee, and reuses the employee’s hold on the job', async () => {
    const { job, taskIds } = await leadJob();
    await post(assignBody(job.id, [taskIds[0]!], { task_assigned_qc_employee: null }));
    await post(assignBody(job.id, [taskIds[1]!], { task_assigned_qc_employee: undefined }));
    const rows = await assignmentsOf(t.database.db, taskIds);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.checksId === null)).toBe(true);
    expect(new Set(rows.map((r) => r.jobUserId)).size).toBe(1);
  });
});

describe('POST tasks/assign (type 1): refusals', () => {
  it('refuses a task that is already assigned (409, status 7), and writes nothing', async () => {
    const { job, taskIds } = await leadJob();
    expect((await post(assignBody(job.id, [taskIds[0]!]))).statusCode).toBe(200);
    const again = await post(assignBody(job.id, [taskIds[1]!, taskIds[0]!]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 7,
      message: expect.stringMatching(/^Task 1 is already assigned to Nimal/),
    });
    expect((await assignmentsOf(t.database.db, [taskIds[1]!])).length).toBe(0);
  });

  it('lets exactly one of two simultaneous assignments of a task through', async () => {
    const { job, taskIds } = await leadJob();
    const other = await createUser(t.database.db, { divisionId: division.id });
    const [a, b] = await Promise.all([
      post(assignBody(job.id, taskIds)),
      post(assignBody(job.id, [taskIds[2]!], { task_assigned_employee: other.id })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const open = (await assignmentsOf(t.database.db, [taskIds[2]!])).filter((r) => r.checksId === null);
    expect(open).toHaveLength(1);
  });

  it('counts an assignment closed by a re-assignment as free, and a QC one as not making the task assigned', async () => {
    const { job, taskIds } = await leadJob();
    await assign(t.database.db, job.id, taskIds[0]!, { userId: checker.id, section: 1, closed: true });
    await assign(t.database.db, job.id, taskIds[1]!, { userId: checker.id, section: 1, qc: true });
    const res = await post(
      assignBody(job.id, [taskIds[0]!, taskIds[1]!], { task_assigned_qc_employee: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses tasks of another job, unknown tasks and tasks without an optimistic time', async () => {
    const { job, taskIds } = await leadJob([
      [1, 2, 3],
      [0, 2, 3],
    ]);
    const { taskIds: foreign } = await leadJob();
    const other = await post(assignBody(job.id, [taskIds[0]!, foreign[0]!]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ tasks: M.tasksNotOnJob });
    const unknown = await post(assignBody(job.id, [2_000_000_000]));
    expect(unknown.json().errors).toEqual({ tasks: M.tasksNotOnJob });
    const zero = await post(assignBody(job.id, [taskIds[1]!]));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ tasks: M.noEstimate });
  });

  it('refuses inactive and unknown employees on their own fields', async () => {
    const { job, taskIds } = await leadJob();
    const gone = await createUser(t.database.db, { status: 0 });
    const inactive = await post(assignBody(job.id, [taskIds[0]!], { task_assigned_employee: gone.id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ task_assigned_employee: M.inactiveEmployee });
    const qc = await post(assignBody(job.id, [taskIds[0]!], { task_assigned_qc_employee: gone.id }));
    expect(qc.json().errors).toEqual({ task_assigned_qc_employee: M.inactiveEmployee });
    const unknown = await post(
      assignBody(job.id, [taskIds[0]!], {
        task_assigned_employee: 2_000_000_000,
        task_assigned_qc_employee: null,
      }),
    );
    expect(unknown.json().errors).toEqual({ task_assigned_employee: M.employeeRequired });
  });

  it('refuses jobs the user neither owns nor manages (403), deleted (404) and canceled (409) ones', async () => {
    const elsewhere = await createDivision(t.database.db);
    const { job: foreign, taskIds: foreignTasks } = await jobWithTasks(
      t.database.db,
      { divisionId: elsewhere.id },
      [[1, 2, 3]],
    );
    const refused = await post(assignBody(foreign.id, foreignTasks));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYourJob);

    const { job, taskIds } = await leadJob();
    await t.database.db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, job.id));
    const canceled = await post(assignBody(job.id, taskIds));
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json()).toEqual({ status: JobStatus.CANCELED, message: M.jobCanceled });
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, job.id));
    expect((await post(assignBody(job.id, taskIds))).statusCode).toBe(404);
    expect((await post(assignBody(2_000_000_000, taskIds))).statusCode).toBe(404);
    expect(await assignmentsOf(t.database.db, [...taskIds, ...foreignTasks])).toEqual([]);
  });

  it('lets the job’s owner, coordinator or creator assign without a managing role', async () => {
    const owner = await signedIn(t, { roleId: null, permissions: [Perm.TASK_ASSIGNING] });
    for (const field of ['employeeId', 'coordinatorId', 'createdById'] as const) {
      const { job, taskIds } = await jobWithTasks(t.database.db, { [field]: owner.id }, [[1, 2, 3]]);
      const res = await post(assignBody(job.id, taskIds), owner);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
    }
    const { job, taskIds } = await jobWithTasks(t.database.db, { divisionId: division.id }, [[1, 2, 3]]);
    expect((await post(assignBody(job.id, taskIds), owner)).statusCode).toBe(403);
  });
});

describe('the unassigned set', () => {
  it('agrees with the open work assignments after this file’s assignments', async () => {
    expect(await unassignedSetDrift(t.database.db)).toEqual([]);
  });
});
