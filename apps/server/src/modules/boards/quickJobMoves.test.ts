import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FinishedJobStatus,
  JobKind,
  Msg,
  NotificationType,
  RealtimeEventType,
  TaskSection as S,
  WorkState,
} from '@jobline/shared';
import { jobUsers } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import { jobWithTasks } from '../taskAssign/taskAssignTestKit';
import {
  activitiesOf,
  assignTask,
  boardJob,
  boardPeople,
  boardState,
  noticesOf,
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

  it('finishes a checked task like a drag to Finished: to QC, with its check, once, audited', async () => {
    const holder = await signedIn(t, { divisionId: p.division.id });
    const db = t.database.db;
    const { job, taskIds } = await jobWithTasks(
      db,
      { divisionId: p.division.id, createdById: p.lead.id, kind: JobKind.QUICK },
      [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    );
    const checked = await assignTask(db, job.id, taskIds[0]!, holder.id, {
      checker: { userId: p.checker.id },
    });
    const plain = await assignTask(db, job.id, taskIds[1]!, holder.id, { section: S.HOLD });
    const done = await assignTask(db, job.id, taskIds[2]!, holder.id, { section: S.FINISHED });
    const body = { job_id: job.id, job_user_id: checked.jobUserId };

    let res: Awaited<ReturnType<typeof finished>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        res = await finished(holder, body);
      },
      (e) => e.type === RealtimeEventType.BOARD_CHANGED && e.data?.job_id === job.id,
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toEqual({ message: M.jobFinished });
    expect(event?.data).toMatchObject({
      job_user_ids: [checked.jobUserId],
      task_user_ids: [checked.id, plain.id],
      user_id: holder.id,
    });
    expect((await taskUserRow(db, checked.id)).section).toBe(S.QC);
    expect((await taskUserRow(db, checked.qc!.id)).section).toBe(S.QC);
    expect((await taskUserRow(db, plain.id)).section).toBe(S.FINISHED);
    expect((await activitiesOf(db, done.id)).length).toBe(0);
    expect((await noticesOf(db, p.checker.id)).at(-1)).toMatchObject({
      type: NotificationType.QC,
      taskUserId: checked.qc!.id,
    });
    // The work waits in QC, so the hold is not finished yet.
    const [hold] = await db.select().from(jobUsers).where(eq(jobUsers.id, checked.jobUserId));
    expect(hold!.finishedStatus).toBeNull();
    const [audited, ...older] = await auditRows(db, 'job_user.quick_finish', checked.jobUserId);
    expect(older).toHaveLength(0);
    expect(audited).toMatchObject({
      actorId: holder.id,
      after: { job_id: job.id, task_user_ids: [checked.id, plain.id] },
    });

    // Nothing open is left: the same answer, and nothing more written.
    const before = await boardState(db);
    expect((await finished(holder, body)).json()).toEqual({ message: M.jobFinished });
    expect(await boardState(db)).toEqual(before);
    expect(await auditRows(db, 'job_user.quick_finish', checked.jobUserId)).toHaveLength(1);
  });
});
