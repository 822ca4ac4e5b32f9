import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, TaskSection as S, WorkState, type PendingTaskApproval } from '@jobline/shared';
import { taskApprovals, taskUsers } from '../../db/schema';
import { daysFromToday } from '../../test/jobWorld';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { logWork } from '../jobAdmin/jobAdminTestKit';
import {
  activitiesOf,
  boardJob,
  boardPeople,
  boardState,
  FORCE_PASSWORD,
  taskUserRow,
  type BoardPeople,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';

const M = Msg.boards;
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let approver: Actor; // holds Job Authorization (13) directly
let director: Actor;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
  approver = await signedIn(t, { permissions: [Perm.JOB_AUTHORIZATION] });
  director = await signedIn(t, { roleId: RoleId.DIRECTOR });
});
afterAll(() => t.close());

const newHolder = () => signedIn(t, { divisionId: p.division.id });
const tasksOf = async (holder: Actor, n = 1, section: number = S.PICKED, planDate?: string | null) =>
  (await boardJob(t.database.db, { ...p, holder }, Array(n).fill([1, 1, 1]), { section, planDate })).assigned;

async function expectNothingWritten(call: () => ReturnType<typeof api.post>) {
  const before = await boardState(t.database.db);
  const res = await call();
  expect(await boardState(t.database.db)).toEqual(before);
  return res;
}

describe('POST /api/tasks/plan_date', () => {
  const setPlan = (who: Actor | null, task_user_id: unknown, plan_date: unknown) =>
    api.post('/api/tasks/plan_date', { task_user_id, plan_date }, who);

  it('answers 401, 400 and 403', async () => {
    const holder = await newHolder();
    const [tu] = await tasksOf(holder, 1, S.BACK_LOG, null);
    expect((await setPlan(null, tu!.id, daysFromToday(1))).statusCode).toBe(401);
    for (const bad of ['', '2026-02-30', 'tomorrow']) {
      const res = await setPlan(holder, tu!.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.plan_date).toBe(M.planDateRequired);
    }
    const past = await expectNothingWritten(() => setPlan(holder, tu!.id, daysFromToday(-1)));
    expect(past.json().errors).toEqual({ plan_date: M.planDateInPast });
    const other = await expectNothingWritten(() => setPlan(p.outsider, tu!.id, daysFromToday(1)));
    expect(other.statusCode).toBe(403);
  });

  it('lets the holder and a manager of the job set it; the card shows it', async () => {
    const holder = await newHolder();
    const [tu] = await tasksOf(holder, 1, S.BACK_LOG, null);
    let res = await setPlan(holder, tu!.id, daysFromToday(0));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.planDateAdded,
      task: { task_plan_date: daysFromToday(0) },
    });
    res = await setPlan(p.lead, tu!.id, daysFromToday(2));
    expect(res.json().task.task_plan_date).toBe(daysFromToday(2));
    const [audited] = await auditRows(t.database.db, 'task.plan_date', tu!.id);
    expect(audited).toMatchObject({ actorId: p.lead.id, before: { plan_date: daysFromToday(0) } });
  });
});

describe('task authorization', () => {
  /** A started task whose 1 h estimate is used up (an hour logged this morning). */
  async function usedUp() {
    const holder = await newHolder();
    const [tu] = await tasksOf(holder, 2, S.HOLD);
    await logWork(t.database.db, holder.id, new Date(Date.now() - 3 * 3_600_000), [
      [0, WorkState.WORKING, tu!.id],
      [60, WorkState.IDLE],
    ]);
    const refused = await api.move(holder, tu!.id, S.HOLD, S.ONGOING);
    expect(refused.json()).toMatchObject({ status: 8, message: M.needsAuthorization });
    return { holder, tu: tu! };
  }
  const ask = (who: Actor | null, task_user_id: number, request_to: unknown) =>
    api.post('/api/tasks/approve/request', { task_user_id, request_to, request_by: 1 }, who);
  const pending = (who: Actor | null) => api.get('/api/jobs/approvals/pending', who);
  const approve = (who: Actor | null, body: unknown) => api.post('/api/tasks/approve', body, who);

  it('takes a request from the holder only, to someone with Job Authorization, one at a time', async () => {
    const { holder, tu } = await usedUp();
    expect((await ask(null, tu.id, approver.id)).statusCode).toBe(401);
    expect((await ask(holder, tu.id, 'x')).json().errors.request_to).toBe(M.employeeRequired);
    expect((await expectNothingWritten(() => ask(p.outsider, tu.id, approver.id))).statusCode).toBe(403);
    const notApprover = await expectNothingWritten(() => ask(holder, tu.id, p.outsider.id));
    expect(notApprover.statusCode).toBe(400);
    expect(notApprover.json().errors).toEqual({ request_to: M.notAnApprover });

    const res = await ask(holder, tu.id, approver.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.requestSent);
    const [row] = await t.database.db.select().from(taskApprovals).where(eq(taskApprovals.taskUserId, tu.id));
    // The request is the caller's whatever request_by says.
    expect(row).toMatchObject({ requestedById: holder.id, requestToId: approver.id, status: 1 });
    const again = await expectNothingWritten(() => ask(holder, tu.id, p.hod.id));
    expect(again.json()).toEqual({ status: 7, message: M.requestAlreadyPending });
  });

  it('lists requests to the caller; super admins, admins and directors see all; 403 without 13', async () => {
    const { holder, tu } = await usedUp();
    await ask(holder, tu.id, p.hod.id);
    expect((await pending(p.outsider)).statusCode).toBe(403);
    const mine = (await pending(p.hod)).json().approvals as PendingTaskApproval[];
    expect(mine.map((a) => a.task_user_id)).toContain(tu.id);
    expect(mine.every((a) => a.request_to.id === p.hod.id)).toBe(true);
    const entry = mine.find((a) => a.task_user_id === tu.id)!;
    expect(entry).toMatchObject({
      task_no: '1',
      Time02: 1,
      spent_minutes: 60,
      employee: { id: holder.id },
      requested_by: { id: holder.id },
    });
    expect(
      ((await pending(approver)).json().approvals as PendingTaskApproval[]).map((a) => a.task_user_id),
    ).not.toContain(tu.id);
    const all = (await pending(director)).json().approvals as PendingTaskApproval[];
    expect(all.map((a) => a.task_user_id)).toContain(tu.id);
  });

  it('approves a request addressed to the caller only; then the task starts', async () => {
    const { holder, tu } = await usedUp();
    await ask(holder, tu.id, approver.id);
    const body = { task_user_id: tu.id, job_user_id: tu.jobUserId, allTasks: false };
    expect((await pending(null)).statusCode).toBe(401);
    expect((await approve(null, body)).statusCode).toBe(401);
    expect((await approve(p.outsider, body)).statusCode).toBe(403);
    const bad = await approve(approver, { task_user_id: tu.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.job_user_id).toBe(M.taskNotFound);
    const notMine = await expectNothingWritten(() => approve(p.hod, body));
    expect(notMine.json()).toEqual({ status: 11, message: M.approvalNotFound });
    expect((await approve(approver, { ...body, job_user_id: tu.jobUserId + 1000 })).statusCode).toBe(404);

    const res = await approve(approver, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.approved, task_user_ids: [tu.id] });
    expect(await taskUserRow(t.database.db, tu.id)).toMatchObject({
      authorized: true,
      authorizedById: approver.id,
    });
    expect(
      (await pending(approver)).json().approvals.map((a: PendingTaskApproval) => a.task_user_id),
    ).not.toContain(tu.id);
    const moved = await api.move(holder, tu.id, S.HOLD, S.ONGOING);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().task).toMatchObject({ hasAuthorized: true, authorized_by: expect.any(String) });
  });

  it('approves every open task of the hold with allTasks (a director needs no request)', async () => {
    const { tu } = await usedUp();
    const res = await approve(director, { task_user_id: tu.id, job_user_id: tu.jobUserId, allTasks: true });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().task_user_ids as number[];
    expect(ids).toHaveLength(2);
    const rows = await t.database.db.select().from(taskUsers).where(eq(taskUsers.jobUserId, tu.jobUserId));
    expect(rows.every((r) => r.authorized && r.authorizedById === director.id)).toBe(true);
  });
});

describe('POST /api/jobs/force_finish', () => {
  const force = (who: Actor | null, taskUserId: number, username: string, password: string) =>
    api.post('/api/jobs/force_finish', { username, password, taskUserId }, who);

  it('answers 400 alike for wrong credentials and for someone who is no authority, 4 for a task not ongoing', async () => {
    const holder = await newHolder();
    const [tu] = await tasksOf(holder, 1, S.PICKED);
    expect((await force(null, tu!.id, p.lead.email, FORCE_PASSWORD)).statusCode).toBe(401);
    const missing = await api.post('/api/jobs/force_finish', { taskUserId: tu!.id }, p.outsider);
    expect(missing.json().errors).toMatchObject({
      username: M.usernameRequired,
      password: M.passwordRequired,
    });
    const wrong = await expectNothingWritten(() => force(p.outsider, tu!.id, p.lead.email, 'guess'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: M.badCredentials });
    const unknown = await force(p.outsider, tu!.id, 'nobody@test.local', 'guess');
    expect(unknown.json().errors).toEqual({ password: M.badCredentials });
    // A right password of someone who may not authorize answers exactly as a wrong one.
    const employee = await expectNothingWritten(() =>
      force(p.outsider, tu!.id, p.checker.email, p.checker.password),
    );
    const employeeGuess = await force(p.outsider, tu!.id, p.checker.email, 'guess');
    expect(employee.statusCode).toBe(400);
    expect(employee.json()).toEqual(employeeGuess.json());
    expect(employee.json()).toEqual({ message: M.badCredentials, errors: { password: M.badCredentials } });
    const notOngoing = await expectNothingWritten(() =>
      force(p.outsider, tu!.id, p.lead.email, FORCE_PASSWORD),
    );
    expect(notOngoing.json()).toEqual({ status: 4, message: M.forceFinishOnlyOngoing });
  });

  it('finishes someone’s ongoing task, naming the authority in the feed', async () => {
    const holder = await newHolder();
    const [tu] = await tasksOf(holder, 1, S.PICKED);
    expect((await api.move(holder, tu!.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    const denied = await api.move(p.outsider, tu!.id, S.ONGOING, S.FINISHED);
    expect(denied.json()).toEqual({ status: 11, message: M.notYourTask });

    const res = await force(p.outsider, tu!.id, ` ${p.lead.email.toUpperCase()} `, FORCE_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.forceFinished,
      job_awaiting_approval: true,
      task: { current_section: S.FINISHED, running: false },
    });
    expect((await activitiesOf(t.database.db, tu!.id)).at(-1)).toMatchObject({
      fromSection: S.ONGOING,
      toSection: S.FINISHED,
      userId: p.lead.id,
      comment: expect.stringMatching(/^Force finished with the authorization of /),
    });
    const [audited] = await auditRows(t.database.db, 'task.force_finish', tu!.id);
    expect(audited).toMatchObject({ actorId: p.outsider.id, after: { authorized_by: p.lead.id } });
  });
});
