import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType,
  JobUserRole,
  Msg,
  NotificationType,
  RealtimeEventType,
  RoleId,
  TaskSection,
  WorkState,
} from '@jobline/shared';
import { activities, taskUsers, users, workLog } from '../../db/schema';
import { createDivision, createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { eventAfter, logWork } from '../jobAdmin/jobAdminTestKit';
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
let lead: Actor;
let division: { id: number };
let from: { id: number };
let to: { id: number };
let checker: { id: number };
let newChecker: { id: number };

const post = (payload: unknown, who: Actor = lead) => api.post('/api/tasks/assign', payload, who);
const body = (jobId: number, tasks: number[], overrides: Record<string, unknown> = {}) => ({
  type: 2,
  job_id: jobId,
  employee: from.id,
  tasks,
  task_assigned_employee: to.id,
  task_assigned_qc_employee: newChecker.id,
  task_priority: 3,
  task_due_date: daysFromToday(2),
  ...overrides,
});

/** A job of the lead's division whose tasks `from` holds, checked by `checker`. */
async function heldJob(count = 3) {
  const { job, taskIds } = await jobWithTasks(
    t.database.db,
    { divisionId: division.id },
    Array.from({ length: count }, () => [1, 2, 3] as [number, number, number]),
  );
  const res = await post({
    type: 1,
    job_id: job.id,
    tasks: taskIds,
    task_assigned_employee: from.id,
    task_assigned_qc_employee: checker.id,
    task_priority: 2,
    task_due_date: daysFromToday(4),
  });
  expect(res.statusCode, res.body).toBe(200);
  const work = (res.json().tasks as { task_user_id: number; qc_task_user_id: number }[]).map((r) => ({
    work: r.task_user_id,
    qc: r.qc_task_user_id,
  }));
  return { job, taskIds, work };
}
const setSection = (taskUserId: number, section: number) =>
  t.database.db.update(taskUsers).set({ section }).where(eq(taskUsers.id, taskUserId));
const workLogOf = (userId: number) =>
  t.database.db.select().from(workLog).where(eq(workLog.userId, userId)).orderBy(asc(workLog.id));

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  division = await createDivision(t.database.db);
  lead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, divisionId: division.id });
  from = await createUser(t.database.db, { divisionId: division.id, firstName: 'Malsha' });
  to = await createUser(t.database.db, { divisionId: division.id, firstName: 'Isuru' });
  checker = await createUser(t.database.db, { divisionId: division.id, firstName: 'Dinithi' });
  newChecker = await createUser(t.database.db, { divisionId: division.id, firstName: 'Sachini' });
});
afterAll(() => t.close());

const nameOf = async (id: number) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id));
  return `${u!.firstName} ${u!.lastName}`;
};

describe('POST tasks/assign (type 2): what a re-assignment writes', () => {
  it('closes the old work and its checks, and starts the tasks anew in Back Log', async () => {
    const { job, taskIds, work } = await heldJob();
    const picked = taskIds.slice(0, 2);
    const res = await post(body(job.id, picked));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.assigned, assigned_emp: { id: to.id } });

    const rows = await assignmentsOf(t.database.db, picked);
    const old = rows.filter((r) => work.some((w) => w.work === r.id || w.qc === r.id));
    expect(old).toHaveLength(4);
    expect(old.every((r) => r.closedAt !== null)).toBe(true);
    const fresh = rows.filter((r) => r.closedAt === null);
    expect(fresh.filter((r) => r.role === JobUserRole.WORK)).toEqual(
      picked.map((taskId) =>
        expect.objectContaining({ taskId, userId: to.id, section: TaskSection.BACK_LOG, priority: 3 }),
      ),
    );
    expect(fresh.filter((r) => r.role === JobUserRole.QC).map((r) => r.userId)).toEqual([
      newChecker.id,
      newChecker.id,
    ]);
    // The task left alone keeps its holder and checker.
    const untouched = await assignmentsOf(t.database.db, [taskIds[2]!]);
    expect(untouched.every((r) => r.closedAt === null)).toBe(true);

    const notes = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.jobId, job.id), eq(activities.type, ActivityType.REASSIGN)));
    expect(notes).toHaveLength(2);
    const comment = `Re-assigned from ${await nameOf(from.id)} to ${await nameOf(to.id)}`;
    expect(notes.every((a) => a.comment === comment && a.userId === lead.id)).toBe(true);
    expect(notes.map((a) => a.taskUserId).sort()).toEqual(
      fresh
        .filter((r) => r.role === JobUserRole.WORK)
        .map((r) => r.id)
        .sort(),
    );
    const [audited] = await auditRows(t.database.db, 'task.reassign', job.id);
    expect(audited!.before).toMatchObject({ employee_id: from.id });
    expect(audited!.after).toMatchObject({ employee_id: to.id, qc_employee_id: newChecker.id });
  });

  it('ends the running interval of an ongoing task, so its time stays where it was spent', async () => {
    const { job, taskIds, work } = await heldJob(2);
    await setSection(work[0]!.work, TaskSection.ONGOING);
    const started = new Date(Date.now() - 90 * 60_000);
    await logWork(t.database.db, from.id, started, [[0, WorkState.WORKING, work[0]!.work]]);
    const res = await post(body(job.id, [taskIds[0]!]));
    expect(res.statusCode, res.body).toBe(200);
    const log = await workLogOf(from.id);
    expect(log.map((r) => [r.state, r.taskUserId])).toEqual([
      [WorkState.WORKING, work[0]!.work],
      [WorkState.IDLE, null],
    ]);
    const [closed] = await t.database.db.select().from(taskUsers).where(eq(taskUsers.id, work[0]!.work));
    expect(log[1]!.at.getTime()).toBe(closed!.closedAt!.getTime());
  });

  it('leaves the log alone when the holder is not working on it right now', async () => {
    const { job, taskIds, work } = await heldJob(2);
    await setSection(work[0]!.work, TaskSection.ONGOING);
    const started = new Date(Date.now() - 60 * 60_000);
    await logWork(t.database.db, from.id, started, [
      [0, WorkState.WORKING, work[0]!.work],
      [30, WorkState.HOLD, null],
    ]);
    const before = (await workLogOf(from.id)).length;
    expect((await post(body(job.id, [taskIds[0]!]))).statusCode).toBe(200);
    expect((await workLogOf(from.id)).length).toBe(before);
  });

  it('notifies both people, the new checker, and the checker whose checks were dropped', async () => {
    const { job, taskIds } = await heldJob(2);
    const mark = async (id: number) => (await notificationsOf(t.database.db, id)).length;
    const counts = await Promise.all([to, from, newChecker, checker].map((p) => mark(p.id)));
    const event = await eventAfter(
      t.bus,
      () => post(body(job.id, taskIds)),
      (e) => e.type === RealtimeEventType.TASKS_CHANGED && e.data?.job_id === job.id,
    );
    expect(event).toBeDefined();
    const [toNote, fromNote, newQcNote, droppedNote] = await Promise.all(
      [to, from, newChecker, checker].map(
        async (p, i) => (await notificationsOf(t.database.db, p.id))[counts[i]!],
      ),
    );
    const [fromName, toName] = [await nameOf(from.id), await nameOf(to.id)];
    expect(toNote).toMatchObject({
      type: NotificationType.JOB,
      title: `2 tasks on ${job.jobNo} re-assigned to you from ${fromName}`,
      assignedById: lead.id,
      jobId: job.id,
    });
    expect(fromNote).toMatchObject({
      type: NotificationType.JOB,
      title: `2 of your tasks on ${job.jobNo} re-assigned to ${toName}`,
    });
    expect(newQcNote).toMatchObject({ type: NotificationType.QC, title: `2 new QC tasks on ${job.jobNo}` });
    expect(droppedNote).toMatchObject({ type: NotificationType.QC, jobId: job.id });
  });

  it('takes work from an employee who has left, and keeps a checker who stays on', async () => {
    const { job, taskIds } = await heldJob(1);
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, from.id));
    try {
      const before = (await notificationsOf(t.database.db, checker.id)).length;
      const res = await post(body(job.id, taskIds, { task_assigned_qc_employee: checker.id }));
      expect(res.statusCode, res.body).toBe(200);
      const notes = (await notificationsOf(t.database.db, checker.id)).slice(before);
      expect(notes.map((n) => n.title)).toEqual([`New QC task on ${job.jobNo}`]);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, from.id));
    }
  });
});

describe('POST tasks/assign (type 2): refusals', () => {
  it('refuses tasks the employee does not hold (409, status 7), and changes nothing', async () => {
    const { job, taskIds } = await heldJob(2);
    const notHeld = await post(body(job.id, taskIds, { employee: checker.id }));
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().status).toBe(7);
    const { job: freeJob, taskIds: free } = await jobWithTasks(t.database.db, { divisionId: division.id }, [
      [1, 2, 3],
    ]);
    const unassigned = await post(body(freeJob.id, free));
    expect(unassigned.statusCode).toBe(409);
    expect(unassigned.json().message).toMatch(/^Task 1 is no longer assigned to Malsha/);
    const open = await t.database.db.select().from(taskUsers).where(inArray(taskUsers.taskId, taskIds));
    expect(open.every((r) => r.closedAt === null)).toBe(true);
  });

  it('refuses a finished task (409, status 4)', async () => {
    const { job, taskIds, work } = await heldJob(2);
    await setSection(work[1]!.work, TaskSection.FINISHED);
    const res = await post(body(job.id, taskIds));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 4, message: 'Task 2 is finished and cannot be re-assigned' });
  });

  it('refuses an unknown source employee, an inactive assignee and jobs outside the user’s reach', async () => {
    const { job, taskIds } = await heldJob(1);
    const unknown = await post(body(job.id, taskIds, { employee: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ employee: M.employeeRequired });
    const gone = await createUser(t.database.db, { status: 0 });
    const inactive = await post(body(job.id, taskIds, { task_assigned_employee: gone.id }));
    expect(inactive.json().errors).toEqual({ task_assigned_employee: M.inactiveEmployee });
    const outsider = await signedIn(t, {
      roleId: RoleId.TEAM_LEADER,
      divisionId: (await createDivision(t.database.db)).id,
    });
    expect((await post(body(job.id, taskIds), outsider)).statusCode).toBe(403);
  });

  it('leaves a re-assigned task assigned: Task Assign refuses it', async () => {
    const { job, taskIds } = await heldJob(1);
    expect((await post(body(job.id, taskIds))).statusCode).toBe(200);
    const res = await post({
      type: 1,
      job_id: job.id,
      tasks: taskIds,
      task_assigned_employee: from.id,
      task_priority: 2,
      task_due_date: daysFromToday(1),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the unassigned set', () => {
  it('agrees with the open work assignments after this file’s re-assignments', async () => {
    expect(await unassignedSetDrift(t.database.db)).toEqual([]);
  });
});
