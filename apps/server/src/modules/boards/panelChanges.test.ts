import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, JobUserRole, Msg, NotificationType, RoleId, TaskSection as S } from '@jobline/shared';
import { jobs, jobUsers, tasks, taskUsers } from '../../db/schema';
import { createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import {
  activitiesOf,
  boardJob,
  boardState,
  noticesOf,
  taskUserRow,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';
import { checkedTask, markStarted, panelPeople, type PanelPeople } from './panelTestKit';

const M = Msg.boards;
let t: TestApp;
let p: PanelPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(panelPeople));
});
afterAll(() => t.close());

const taskRow = async (id: number) => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

describe('POST tasks/estimate_time/change', () => {
  const change = (
    who: Actor | null,
    task_id: number,
    estimate_time: unknown,
    reason = 'Customer added a branch',
  ) => api.post('/api/tasks/estimate_time/change', { task_id, estimate_time, reason }, who);

  it('answers 401, 400 for a bad estimate or a short reason, 403 outside the roles', async () => {
    const { work } = await checkedTask(t, p);
    expect((await change(null, work.id, 3)).statusCode).toBe(401);
    expect((await change(p.lead, work.id, 0.1)).json().errors.estimate_time).toBe(M.estimateInvalid);
    expect((await change(p.lead, work.id, 3, 'short')).json().errors.reason).toBe(M.reasonRequired);
    for (const who of [p.hod, p.holder]) {
      const refused = await change(who, work.id, 3);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 11, message: M.estimateNotAllowed });
    }
    expect((await change(p.stranger, work.id, 3)).statusCode).toBe(403);
  });

  it('refuses someone in an estimate role who sees the task only as its checker, not as a manager', async () => {
    const leader = await signedIn(t, { roleId: RoleId.TEAM_LEADER, firstName: 'Kavindu' });
    const { work } = await checkedTask(t, p, {
      assign: { checker: { userId: leader.id, section: S.BACK_LOG } },
    });
    const refused = await change(leader, work.id, 3);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: M.estimateNotAllowed });
  });

  it('sets most likely, keeps O ≤ M ≤ P, writes the reason to the feed and the audit', async () => {
    const db = t.database.db;
    const { taskId, work } = await checkedTask(t, p); // 1, 2, 3 hours
    const up = await change(p.lead, work.id, 4.5);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      message: M.estimateChanged,
      task: { estimated_time: 4.5, estimated_minutes: 270 },
    });
    expect(await taskRow(taskId)).toMatchObject({
      optimistic: '1.00',
      mostLikely: '4.50',
      pessimistic: '4.50',
    });
    const down = await change(p.director, work.id, 0.5);
    expect(down.statusCode).toBe(200);
    expect(await taskRow(taskId)).toMatchObject({
      optimistic: '0.50',
      mostLikely: '0.50',
      pessimistic: '4.50',
    });
    const feed = await activitiesOf(db, work.id);
    expect(feed.map((a) => [a.type, a.comment])).toEqual([
      [ActivityType.TIME_CHANGED, 'Estimate changed from 2 h to 4.5 h: Customer added a branch'],
      [ActivityType.TIME_CHANGED, 'Estimate changed from 4.5 h to 0.5 h: Customer added a branch'],
    ]);
    const [audit] = await auditRows(db, 'task.estimate', taskId);
    expect(audit).toMatchObject({ actorId: p.director.id, before: { mostLikely: 4.5 } });
  });
});

describe('POST tasks/due_date/change', () => {
  const change = (who: Actor | null, task_user_id: number, new_due_date: string) =>
    api.post('/api/tasks/due_date/change', { task_user_id, new_due_date }, who);

  it('answers 401, 400 for a missing or past date, 403 for anyone but a manager of the job', async () => {
    const { work } = await checkedTask(t, p);
    expect((await change(null, work.id, daysFromToday(2))).statusCode).toBe(401);
    expect((await api.post('/api/tasks/due_date/change', { task_user_id: work.id }, p.hod)).statusCode).toBe(
      400,
    );
    const past = await change(p.hod, work.id, daysFromToday(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.new_due_date).toBe(M.dueDateInPast);
    for (const who of [p.holder, p.checker, p.stranger]) {
      const refused = await change(who, work.id, daysFromToday(2));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status).toBe(11);
    }
  });

  it('moves the work and its open check to the new date, from either side', async () => {
    const db = t.database.db;
    const { work, qc } = await checkedTask(t, p);
    const res = await change(p.hod, qc.id, daysFromToday(4));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.dueDateChanged,
      task: { id: qc.id, task_due_date: daysFromToday(4) },
    });
    expect((await taskUserRow(db, work.id)).dueDate).toBe(daysFromToday(4));
    expect((await taskUserRow(db, qc.id)).dueDate).toBe(daysFromToday(4));
    const [row] = await activitiesOf(db, work.id);
    expect(row).toMatchObject({
      type: ActivityType.TIME_CHANGED,
      comment: `Due date changed from none to ${daysFromToday(4)}`,
    });
    expect(await auditRows(db, 'task.due_date', work.id)).toHaveLength(1);
  });
});

describe('POST tasks/updateQcEmployee', () => {
  const change = (who: Actor | null, task_id: number, employee_id: number) =>
    api.post('/api/tasks/updateQcEmployee', { task_id, employee_id }, who);
  const openChecks = (workId: number) =>
    t.database.db
      .select({ id: taskUsers.id, userId: taskUsers.userId, section: taskUsers.section, role: jobUsers.role })
      .from(taskUsers)
      .innerJoin(jobUsers, eq(jobUsers.id, taskUsers.jobUserId))
      .where(and(eq(taskUsers.checksId, workId), isNull(taskUsers.closedAt)));

  it('answers 401, 403 for non-managers, 400 for the holder, an inactive or unknown employee', async () => {
    const { work } = await checkedTask(t, p);
    const newcomer = await createUser(t.database.db, {});
    expect((await change(null, work.id, newcomer.id)).statusCode).toBe(401);
    for (const who of [p.holder, p.checker, p.stranger]) {
      expect((await change(who, work.id, newcomer.id)).statusCode).toBe(403);
    }
    expect((await change(p.hod, work.id, p.holder.id)).json().errors.employee_id).toBe(M.qcIsHolder);
    const gone = await createUser(t.database.db, { status: 0 });
    expect((await change(p.hod, work.id, gone.id)).json().errors.employee_id).toBe(
      Msg.taskAssign.inactiveEmployee,
    );
    expect((await change(p.hod, work.id, 999_999)).statusCode).toBe(400);
  });

  it('moves a check not yet started to the new checker in the same section and tells them', async () => {
    const db = t.database.db;
    const { job, work, qc } = await checkedTask(t, p, { section: S.QC, qcSection: S.QC });
    const newcomer = await createUser(db, { firstName: 'Ruwan' });
    const res = await change(p.lead, work.id, newcomer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.qcChanged, task: { qc_id: newcomer.id } });
    expect((await taskUserRow(db, qc.id)).closedAt).not.toBeNull();
    const [check] = await openChecks(work.id);
    expect(check).toMatchObject({ userId: newcomer.id, section: S.QC, role: JobUserRole.QC });
    const [notice] = await noticesOf(db, newcomer.id);
    expect(notice).toMatchObject({ type: NotificationType.QC, jobId: job.id, taskUserId: check!.id });
    expect(await auditRows(db, 'task.qc_employee', work.id)).toHaveLength(1);
  });

  it('keeps a check that has started (409 status 7), writing nothing', async () => {
    const { work, qc } = await checkedTask(t, p, { section: S.QC, qcSection: S.HOLD });
    await markStarted(t.database.db, qc.id);
    const newcomer = await createUser(t.database.db, {});
    const before = await boardState(t.database.db);
    const res = await change(p.hod, work.id, newcomer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 7, message: M.qcAlreadyChecking });
    expect(await boardState(t.database.db)).toEqual(before);
  });

  it('gives a task without a check one, waiting in Back Log, and makes the job a QC job', async () => {
    const db = t.database.db;
    const { job, assigned } = await boardJob(db, p, [[1, 2, 3]], { section: S.PICKED });
    const work = assigned[0]!;
    const res = await change(p.hod, work.id, p.checker.id);
    expect(res.statusCode, res.body).toBe(200);
    const [check] = await openChecks(work.id);
    expect(check).toMatchObject({ userId: p.checker.id, section: S.BACK_LOG, role: JobUserRole.QC });
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.qcEnabled).toBe(true);
  });

  it('refuses a QC assignment as the work (404)', async () => {
    const { qc } = await checkedTask(t, p);
    expect((await change(p.hod, qc.id, p.hod.id)).statusCode).toBe(404);
  });
});
