import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm, TaskSection as S } from '@jobline/shared';
import { jobs } from '../../db/schema';
import { daysFromToday } from '../../test/jobWorld';
import { signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardState, boardsApp, type BoardApi } from './boardsTestKit';
import { panelPeople, setAssignment, type PanelPeople } from './panelTestKit';

const M = Msg.boards;
let t: TestApp;
let p: PanelPeople;
let api: BoardApi;
let approver: Actor; // holds Job Authorization (13) directly

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(panelPeople));
  approver = await signedIn(t, { permissions: [Perm.JOB_AUTHORIZATION] });
});
afterAll(() => t.close());

const setPlan = (who: Actor, task_user_id: number) =>
  api.post('/api/tasks/plan_date', { task_user_id, plan_date: daysFromToday(1) }, who);
const ask = (who: Actor, task_user_id: number) =>
  api.post('/api/tasks/approve/request', { task_user_id, request_to: approver.id }, who);
const approve = (who: Actor, task_user_id: number, job_user_id: number) =>
  api.post('/api/tasks/approve', { task_user_id, job_user_id, allTasks: false }, who);

/** A checked task in Hold on the holder's board. */
async function checkedWork() {
  const made = await boardJob(t.database.db, p, [[1, 1, 1]], {
    section: S.HOLD,
    checker: { userId: p.checker.id },
  });
  const work = made.assigned[0]!;
  return { job: made.job, work, qc: work.qc! };
}

/** The call answers this status and body, and nothing at all was written. */
async function expectAnswer(call: () => ReturnType<typeof api.post>, http: number, body: object) {
  const before = await boardState(t.database.db);
  const res = await call();
  expect(res.statusCode, res.body).toBe(http);
  expect(res.json()).toEqual(body);
  expect(await boardState(t.database.db)).toEqual(before);
}

const notFound = { message: M.taskNotFound };
const closed = { status: 7, message: M.assignmentClosed };

describe('plan date, authorization request and approval: the assignment they act on', () => {
  it('answer 404 for an assignment that does not exist', async () => {
    const { work, qc } = await checkedWork();
    const missing = qc.id + 1000;
    await expectAnswer(() => setPlan(p.holder, missing), 404, notFound);
    await expectAnswer(() => ask(p.holder, missing), 404, notFound);
    await expectAnswer(() => approve(p.director, missing, work.jobUserId), 404, notFound);
  });

  it('answer 404 once the job is deleted', async () => {
    const { job, work } = await checkedWork();
    await t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, job.id));
    await expectAnswer(() => setPlan(p.holder, work.id), 404, notFound);
    await expectAnswer(() => ask(p.holder, work.id), 404, notFound);
    await expectAnswer(() => approve(p.director, work.id, work.jobUserId), 404, notFound);
  });

  it('approve only work, through the hold it is on', async () => {
    const { work, qc } = await checkedWork();
    await expectAnswer(() => approve(p.director, qc.id, qc.jobUserId), 404, notFound);
    await expectAnswer(() => approve(p.director, work.id, qc.jobUserId), 404, notFound);
  });

  it('refuse a stranger before telling that the assignment was re-assigned away', async () => {
    const { work } = await checkedWork();
    await setAssignment(t.database.db, work.id, { closedAt: new Date() });
    const denied = { status: 11, message: M.accessDenied };
    await expectAnswer(() => setPlan(p.stranger, work.id), 403, denied);
    await expectAnswer(() => setPlan(p.holder, work.id), 409, closed);
    await expectAnswer(() => ask(p.lead, work.id), 403, denied);
    await expectAnswer(() => ask(p.holder, work.id), 409, closed);
    await expectAnswer(() => approve(approver, work.id, work.jobUserId), 403, {
      status: 11,
      message: M.approvalNotFound,
    });
    await expectAnswer(() => approve(p.director, work.id, work.jobUserId), 409, closed);
  });

  it('take no plan date on a canceled job, from its holder or a manager', async () => {
    const { job, work } = await checkedWork();
    await t.database.db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, job.id));
    const canceled = { status: JobStatus.CANCELED, message: M.jobCanceled };
    await expectAnswer(() => setPlan(p.holder, work.id), 409, canceled);
    await expectAnswer(() => setPlan(p.hod, work.id), 409, canceled);
  });

  it('let a manager of the job plan, and a director approve without a request', async () => {
    const { work } = await checkedWork();
    const planned = await setPlan(p.hod, work.id);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().task.task_plan_date).toBe(daysFromToday(1));
    const approved = await approve(p.director, work.id, work.jobUserId);
    expect(approved.json()).toEqual({ message: M.approved, task_user_ids: [work.id] });
  });
});
