import { holdOnJob } from '../jobs/jobHold';
import { asc, eq, sql } from 'drizzle-orm';
import { JobUserRole, RoleId, TaskSection } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { activities, notifications, taskUsers, workLog } from '../../db/schema';
import { createDivision } from '../../test/factories';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import type { insertJob } from '../jobAdmin/jobAdminTestKit';
import { jobWithTasks, type Estimate } from '../taskAssign/taskAssignTestKit';
import type { BoardContext } from './boardContext';

export const FORCE_PASSWORD = 'lead-secret-42';

/**
 * The people of a board: a division with its HOD, a holder and a checker in it, a team leader whose
 * credentials force finish, someone with Job Authorization (13) only, and an outsider.
 */
export async function boardPeople(t: TestApp) {
  const db = t.database.db;
  const division = await createDivision(db);
  const inDivision = { divisionId: division.id };
  return {
    division,
    hod: await signedIn(t, { roleId: RoleId.HOD, ...inDivision, firstName: 'Hema' }),
    holder: await signedIn(t, { ...inDivision, firstName: 'Nimal' }),
    checker: await signedIn(t, { ...inDivision, firstName: 'Kamala' }),
    lead: await signedIn(t, { roleId: RoleId.TEAM_LEADER, ...inDivision, password: FORCE_PASSWORD }),
    outsider: await signedIn(t, {}),
  };
}
export type BoardPeople = Awaited<ReturnType<typeof boardPeople>>;

/** The employee's hold on a job for a role (work or QC). */
export const holdOf = (db: Executor, jobId: number, userId: number, role: JobUserRole = JobUserRole.WORK) =>
  holdOnJob(db, jobId, userId, role);

export interface AssignOptions {
  section?: number;
  /** null leaves the task unplanned; default today. */
  planDate?: string | null;
  authorized?: boolean;
  /** A QC assignment of this checker, checking the work, in this section (default Back Log). */
  checker?: { userId: number; section?: number };
}

/** One assignment of a task to the holder (and its QC check), straight in the tables. */
export async function assignTask(
  db: Executor,
  jobId: number,
  taskId: number,
  userId: number,
  o: AssignOptions = {},
) {
  const [work] = await db
    .insert(taskUsers)
    .values({
      taskId,
      jobUserId: await holdOf(db, jobId, userId),
      userId,
      section: o.section ?? TaskSection.BACK_LOG,
      planDate: o.planDate === undefined ? todayInColombo() : o.planDate,
      authorized: o.authorized ?? false,
    })
    .returning({ id: taskUsers.id, jobUserId: taskUsers.jobUserId });
  let qc: { id: number; jobUserId: number } | null = null;
  if (o.checker) {
    [qc] = await db
      .insert(taskUsers)
      .values({
        taskId,
        jobUserId: await holdOf(db, jobId, o.checker.userId, JobUserRole.QC),
        userId: o.checker.userId,
        section: o.checker.section ?? TaskSection.BACK_LOG,
        checksId: work!.id,
      })
      .returning({ id: taskUsers.id, jobUserId: taskUsers.jobUserId });
  }
  return { id: work!.id, jobUserId: work!.jobUserId, qc };
}

/** A job of the division with tasks of these estimates (hours), each assigned to the holder. */
export async function boardJob(
  db: Executor,
  people: Pick<BoardPeople, 'division' | 'holder' | 'lead'>,
  estimates: Estimate[],
  options: AssignOptions & { job?: Parameters<typeof insertJob>[1] } = {},
) {
  const { job, taskIds } = await jobWithTasks(
    db,
    { divisionId: people.division.id, createdById: people.lead.id, ...options.job },
    estimates,
  );
  const assigned = [];
  for (const taskId of taskIds)
    assigned.push(await assignTask(db, job.id, taskId, people.holder.id, options));
  return { job, taskIds, assigned };
}

/** Calls of the boards as an actor (or without a session). */
export const boardApi = (t: TestApp) => {
  const post = (url: string, payload: unknown, who: Actor | null) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object });
  const move =
    (url: string) =>
    (who: Actor | null, taskUserId: number, from: number, to: number, extra = {}) =>
      post(url, { taskUserId, previousSection: from, newSection: to, ...extra }, who);
  return {
    post,
    get: (url: string, who: Actor | null) =>
      t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} }),
    move: move('/api/activity'),
    change: move('/api/activity/change'),
    qc: (who: Actor | null, taskUserId: number, from: number, to: number, qc_message?: string) =>
      post('/api/activity/change/qc', { taskUserId, previousSection: from, newSection: to, qc_message }, who),
  };
};

export type BoardApi = ReturnType<typeof boardApi>;

/** What each boards test file starts from: its own app, its people (made by `people`) and the board calls. */
export async function boardsApp<P>(people: (t: TestApp) => Promise<P>) {
  const t = await createTestApp();
  return { t, p: await people(t), api: boardApi(t) };
}

/** One assignment row. */
export const taskUserRow = async (db: Executor, id: number) =>
  (await db.select().from(taskUsers).where(eq(taskUsers.id, id)))[0]!;

/** An assignment's activity rows, oldest first. */
export const activitiesOf = (db: Executor, taskUserId: number) =>
  db.select().from(activities).where(eq(activities.taskUserId, taskUserId)).orderBy(asc(activities.id));

/** An employee's work_log rows, oldest first. */
export const workLogOf = (db: Executor, userId: number) =>
  db.select().from(workLog).where(eq(workLog.userId, userId)).orderBy(asc(workLog.at), asc(workLog.id));

/** A user's notifications, oldest first. */
export const noticesOf = (db: Executor, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));

/**
 * Everything a board change may write: compare before and after a refusal to show that nothing
 * was half-written.
 */
export async function boardState(db: Executor) {
  const table = (name: string) =>
    queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(name)} order by id`);
  return {
    taskUsers: await table('task_users'),
    jobUsers: await table('job_users'),
    activities: await table('activities'),
    workLog: await table('work_log'),
    notifications: await table('notifications'),
    taskApprovals: await table('task_approvals'),
  };
}

/** A command context at a chosen instant, for tests that control time. */
export const contextAt = (t: TestApp, who: Actor, now: Date): BoardContext => ({
  actor: { actorId: who.id, ip: '127.0.0.1' },
  userId: who.id,
  today: todayInColombo(),
  bus: t.bus,
  now,
});
