import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType,
  boardNoticeTitles,
  CONFIRMATION_NEEDED_STATUS,
  Msg,
  RoleId,
  type ActivityEntry,
} from '@jobline/shared';
import { jobs, users } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { daysFromToday } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';
import { boardState, boardsApp, taskUserRow, type BoardApi } from './boardsTestKit';
import { checkedTask, panelPeople, type PanelPeople } from './panelTestKit';

const M = Msg.boards;
let t: TestApp;
let p: PanelPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(panelPeople));
});
afterAll(() => t.close());

const dueDate = (who: Actor, task_user_id: number, new_due_date: string, confirm?: boolean) =>
  api.post(
    '/api/tasks/due_date/change',
    { task_user_id, new_due_date, ...(confirm === undefined ? {} : { confirm_after_job_due: confirm }) },
    who,
  );
const qcTo = (who: Actor, task_id: number, employee_id: number) =>
  api.post('/api/tasks/updateQcEmployee', { task_id, employee_id }, who);
const panel = async (who: Actor, taskUserId: number) => {
  const res = await api.post('/api/tasks/single', { task_user_id: taskUserId }, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { rights: Record<string, boolean>; activitiesWithComments: ActivityEntry[] };
};
const setJob = (jobId: number, values: Partial<typeof jobs.$inferInsert>) =>
  t.database.db.update(jobs).set(values).where(eq(jobs.id, jobId));
const nameOf = async (who: { id: number }) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, who.id));
  return `${u!.firstName} ${u!.lastName}`;
};

describe('who may re-plan a task: its due date and QC checker', () => {
  it('refuses the holder who manages the job (its owner, a team leader) on their own task: 403, nothing written', async () => {
    // The holder owns the job and leads the division: a manager twice over, still not on their own task.
    const lead = await signedIn(t, { roleId: RoleId.TEAM_LEADER, divisionId: p.division.id });
    const { job, work, qc } = await checkedTask(t, { ...p, holder: lead });
    await setJob(job.id, { employeeId: lead.id });
    const before = await boardState(t.database.db);
    for (const res of [
      await dueDate(lead, work.id, daysFromToday(3)),
      await qcTo(lead, work.id, p.stranger.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(11);
    }
    // Nor may the checker move the date of the task they check.
    expect((await dueDate(p.checker, qc.id, daysFromToday(3))).statusCode).toBe(403);
    expect(await boardState(t.database.db)).toEqual(before);
    expect((await panel(lead, work.id)).rights).toMatchObject({
      can_change_due_date: false,
      can_change_qc: false,
    });
  });

  it('refuses the owner, coordinator or creator of the job without a planning role (403)', async () => {
    const coordinator = await signedIn(t, { roleId: RoleId.COORDINATOR });
    const { job, work } = await checkedTask(t, p);
    await setJob(job.id, { coordinatorId: coordinator.id, employeeId: coordinator.id });
    expect((await dueDate(coordinator, work.id, daysFromToday(3))).json()).toEqual({
      status: 11,
      message: M.dueDateNotAllowed,
    });
    expect((await qcTo(coordinator, work.id, p.stranger.id)).json()).toEqual({
      status: 11,
      message: M.qcNotAllowed,
    });
    expect((await panel(coordinator, work.id)).rights).toMatchObject({ can_change_due_date: false });
    // The division's HOD may, and the panel says so.
    expect((await panel(p.hod, work.id)).rights).toMatchObject({
      can_change_due_date: true,
      can_change_qc: true,
    });
  });
});

describe('a task due date after the job due date', () => {
  it('asks for confirmation (409 status 12) and takes it with confirm_after_job_due', async () => {
    const { job, work } = await checkedTask(t, p);
    await setJob(job.id, { dueDate: daysFromToday(5) });
    const before = await boardState(t.database.db);
    const refused = await dueDate(p.hod, work.id, daysFromToday(8));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: CONFIRMATION_NEEDED_STATUS,
      message: M.dueDateAfterJobDue(daysFromToday(5)),
    });
    expect((await dueDate(p.hod, work.id, daysFromToday(8), false)).statusCode).toBe(409);
    expect(await boardState(t.database.db)).toEqual(before);
    const flag = await api.post(
      '/api/tasks/due_date/change',
      { task_user_id: work.id, new_due_date: daysFromToday(8), confirm_after_job_due: 'maybe' },
      p.hod,
    );
    expect(flag.statusCode).toBe(400);
    expect(flag.json().errors.confirm_after_job_due).toBe(M.confirmFlagInvalid);

    // On or before the job's due date no confirmation is asked.
    expect((await dueDate(p.hod, work.id, daysFromToday(5))).statusCode).toBe(200);
    const done = await dueDate(p.hod, work.id, daysFromToday(8), true);
    expect(done.statusCode, done.body).toBe(200);
    expect((await taskUserRow(t.database.db, work.id)).dueDate).toBe(daysFromToday(8));

    // The feed names who did it and what changed, for the holder to read.
    const [latest] = (await panel(p.holder, work.id)).activitiesWithComments;
    expect(latest).toMatchObject({
      user_id: p.hod.id,
      name: await nameOf(p.hod),
      comment_type: ActivityType.TIME_CHANGED,
      comment: boardNoticeTitles.dueDateMoved(daysFromToday(5), daysFromToday(8), daysFromToday(5)),
    });
  });
});

describe('the QC checker change in the feed', () => {
  it('says who handed the check from whom to whom', async () => {
    const { work } = await checkedTask(t, p);
    const res = await qcTo(p.hod, work.id, p.stranger.id);
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await panel(p.holder, work.id)).activitiesWithComments;
    expect(latest).toMatchObject({
      user_id: p.hod.id,
      comment_type: ActivityType.QC_CHANGED,
      comment: boardNoticeTitles.qcCheckerChanged(await nameOf(p.checker), await nameOf(p.stranger)),
    });
  });
});
