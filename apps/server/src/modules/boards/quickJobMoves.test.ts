import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinishedJobStatus, JobKind, Msg, TaskSection as S, WorkState } from '@jobline/shared';
import { jobUsers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import {
  boardJob,
  boardPeople,
  boardState,
  taskUserRow,
  workLogOf,
  type BoardPeople,
  boardsApp,
  type BoardApi,
} from './boardsTestKit';

const M = Msg.boards;
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

/** A new employee working on a tasking job's task, with a quick job of `n` tasks in Back Log. */
async function quickJobAndWork(n = 1, kind: number = JobKind.QUICK) {
  const holder = await signedIn(t, { divisionId: p.division.id });
  const people = { ...p, holder };
  const tasking = await boardJob(t.database.db, people, [[1, 1, 1]], { section: S.PICKED });
  const busy = tasking.assigned[0]!;
  expect((await api.move(holder, busy.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
  const quick = await boardJob(t.database.db, people, Array(n).fill([0, 0, 0]), { job: { kind } });
  return { holder, busy, quick };
}

const makeOngoing = (who: Actor | null, body: unknown) =>
  api.post('/api/activity/change/quickjob', body, who);
const finished = (who: Actor | null, body: unknown) => api.post('/api/jobs/quickJobFinished', body, who);

describe('POST /api/activity/change/quickjob', () => {
  it('makes the quick job ongoing, holding the task that was', async () => {
    const { holder, busy, quick } = await quickJobAndWork();
    const q = quick.assigned[0]!;
    expect((await makeOngoing(null, { task_user_id: q.id })).statusCode).toBe(401);
    expect((await makeOngoing(holder, { task_user_id: 'x' })).json().errors.task_user_id).toBe(
      M.taskNotFound,
    );
    expect((await makeOngoing(p.outsider, { task_user_id: q.id })).json()).toEqual({
      status: 11,
      message: M.notYourTask,
    });
    expect((await makeOngoing(holder, { task_user_id: q.id, job_user_id: busy.jobUserId })).statusCode).toBe(
      404,
    );

    const res = await makeOngoing(holder, {
      task_user_id: q.id,
      job_user_id: q.jobUserId,
      old_task_user: busy.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      held_task_user_id: busy.id,
      task: { task_user_id: q.id, current_section: S.ONGOING, running: true },
    });
    expect((await taskUserRow(t.database.db, busy.id)).section).toBe(S.HOLD);
  });
});

describe('POST /api/jobs/quickJobFinished', () => {
  it('answers 401, 400, 404 and 403 for someone else’s hold', async () => {
    const { holder, quick } = await quickJobAndWork();
    const body = { job_id: quick.job.id, job_user_id: quick.assigned[0]!.jobUserId };
    expect((await finished(null, body)).statusCode).toBe(401);
    expect((await finished(holder, { job_id: quick.job.id })).json().errors.job_user_id).toBe(M.taskNotFound);
    expect((await finished(holder, { ...body, job_id: quick.job.id + 1000 })).statusCode).toBe(404);
    const before = await boardState(t.database.db);
    const res = await finished(p.outsider, body);
    expect(res.json()).toEqual({ status: 11, message: M.notAQuickJob });
    expect(await boardState(t.database.db)).toEqual(before);
  });

  it('refuses a job the quick job manager does not handle', async () => {
    const { holder, busy } = await quickJobAndWork();
    const [hold] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, busy.jobUserId));
    const res = await finished(holder, { job_id: hold!.jobId, job_user_id: hold!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 4, message: M.notAQuickJob });
  });

  it('finishes every open task of the hold at once, and the job needs no HOD', async () => {
    const { holder, quick } = await quickJobAndWork(2);
    const [first, second] = quick.assigned;
    expect((await makeOngoing(holder, { task_user_id: first!.id })).statusCode).toBe(200);
    const res = await finished(holder, { job_id: quick.job.id, job_user_id: first!.jobUserId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.jobFinished });
    for (const tu of [first!, second!])
      expect((await taskUserRow(t.database.db, tu.id)).section).toBe(S.FINISHED);
    const [hold] = await t.database.db.select().from(jobUsers).where(eq(jobUsers.id, first!.jobUserId));
    expect(hold!.finishedStatus).toBe(FinishedJobStatus.ACCEPTED);
    expect((await workLogOf(t.database.db, holder.id)).at(-1)?.state).toBe(WorkState.IDLE);
  });
});
