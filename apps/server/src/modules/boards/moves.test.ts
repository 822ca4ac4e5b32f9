import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType,
  JobStatus,
  Msg,
  RealtimeEventType,
  TaskSection as S,
  WorkState,
} from '@jobline/shared';
import { jobs, taskUsers } from '../../db/schema';
import { auditRows } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { eventAfter, logWork } from '../jobAdmin/jobAdminTestKit';
import {
  activitiesOf,
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

/** A fresh job with one task (2 h) on the holder's board in this section. */
const oneTask = async (section: number = S.PICKED, options: Parameters<typeof boardJob>[3] = {}) => {
  const made = await boardJob(t.database.db, p, [[1, 2, 3]], { section, ...options });
  return { ...made, tu: made.assigned[0]! };
};

/** Puts whatever the holder has in Ongoing back to Hold, so each test starts from a clean slate. */
const noOngoing = () =>
  t.database.db.update(taskUsers).set({ section: S.HOLD }).where(eq(taskUsers.section, S.ONGOING));

/** The request is refused with this status and message and nothing at all was written. */
async function expectRefused(
  call: () => ReturnType<typeof api.move>,
  http: number,
  body: Record<string, unknown>,
) {
  const before = await boardState(t.database.db);
  const res = await call();
  expect(res.statusCode, res.body).toBe(http);
  expect(res.json()).toMatchObject(body);
  expect(await boardState(t.database.db)).toEqual(before);
  return res.json();
}

describe('POST /api/activity: who and what', () => {
  it('answers 401 without a session', async () => {
    const { tu } = await oneTask();
    expect((await api.move(null, tu.id, S.PICKED, S.BACK_LOG)).statusCode).toBe(401);
    expect((await api.change(null, tu.id, S.PICKED, S.ONGOING)).statusCode).toBe(401);
    expect((await api.qc(null, tu.id, S.QC, S.PASS)).statusCode).toBe(401);
  });

  it.each([
    [{ taskUserId: 'x', previousSection: 2, newSection: 1 }, 'taskUserId', M.taskNotFound],
    [{ taskUserId: 1, previousSection: 2 }, 'newSection', M.sectionInvalid],
    [{ taskUserId: 1, previousSection: 2, newSection: 9 }, 'newSection', M.sectionInvalid],
    [{ taskUserId: 1, previousSection: 0, newSection: 1 }, 'previousSection', M.sectionInvalid],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await api.post('/api/activity', body, p.holder);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 404 for an unknown assignment', async () => {
    const res = await api.move(p.holder, 2_000_000_000, S.PICKED, S.BACK_LOG);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.taskNotFound);
  });

  it('lets only the holder move: anyone else gets 403 status 11, even a manager', async () => {
    const { tu } = await oneTask();
    for (const who of [p.outsider, p.lead, p.hod]) {
      await expectRefused(() => api.move(who, tu.id, S.PICKED, S.ONGOING), 403, {
        status: 11,
        message: M.notYourTask,
      });
    }
  });
});

describe('POST /api/activity: refusals write nothing', () => {
  it('answers 7 when the board showed another section, and 7 for a re-assigned task', async () => {
    const { tu } = await oneTask(S.PICKED);
    await expectRefused(() => api.move(p.holder, tu.id, S.BACK_LOG, S.ONGOING), 409, {
      status: 7,
      message: M.staleBoard,
    });
    await t.database.db.update(taskUsers).set({ closedAt: new Date() }).where(eq(taskUsers.id, tu.id));
    await expectRefused(() => api.move(p.holder, tu.id, S.PICKED, S.ONGOING), 409, {
      status: 7,
      message: M.assignmentClosed,
    });
  });

  it('answers 4 for a move the state machine has not got', async () => {
    const { tu } = await oneTask(S.BACK_LOG);
    for (const to of [S.HOLD, S.QC, S.FINISHED, S.SEND_BACK_TO_FIX, S.BACK_LOG]) {
      const body = await expectRefused(() => api.move(p.holder, tu.id, S.BACK_LOG, to), 409, { status: 4 });
      expect([M.invalidSection, M.qcOnlyOnQcBoard]).toContain(body.message);
    }
  });

  it('answers 4 to start a task without a plan date', async () => {
    const { tu } = await oneTask(S.PICKED, { planDate: null });
    await expectRefused(() => api.move(p.holder, tu.id, S.PICKED, S.ONGOING), 409, {
      status: 4,
      message: M.planDateFirst,
    });
  });

  it('answers 2 on a canceled job', async () => {
    const { tu, job } = await oneTask(S.PICKED);
    await t.database.db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, job.id));
    await expectRefused(() => api.move(p.holder, tu.id, S.PICKED, S.BACK_LOG), 409, {
      status: 2,
      message: M.jobCanceled,
    });
  });

  it('answers 1 naming the ongoing task; activity/change holds it and starts the other', async () => {
    await noOngoing();
    const first = await oneTask(S.PICKED);
    const second = await oneTask(S.PICKED);
    expect((await api.move(p.holder, first.tu.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);

    await expectRefused(() => api.move(p.holder, second.tu.id, S.PICKED, S.ONGOING), 409, {
      status: 1,
      message: M.anotherOngoing,
      ongoing: { task_user_id: first.tu.id, task_no: '1', job_no: first.job.jobNo, task_name: 'Task 1' },
    });

    const res = await api.change(p.holder, second.tu.id, S.PICKED, S.ONGOING);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.moved,
      held_task_user_id: first.tu.id,
      task: { task_user_id: second.tu.id, current_section: S.ONGOING, running: true, attempts: 1 },
    });
    expect((await taskUserRow(t.database.db, first.tu.id)).section).toBe(S.HOLD);
    // No idle gap: the log goes from the first task straight to the second.
    const log = await workLogOf(t.database.db, p.holder.id);
    expect(log.slice(-2).map((w) => [w.state, w.taskUserId])).toEqual([
      [WorkState.WORKING, first.tu.id],
      [WorkState.WORKING, second.tu.id],
    ]);
  });
});

describe('POST /api/activity: a move and what it writes', () => {
  it('starts a task: the card, attempts, the feed, the time, the audit and the event', async () => {
    await noOngoing();
    const { tu, job } = await oneTask(S.PICKED);
    let res: Awaited<ReturnType<typeof api.move>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        res = await api.move(p.holder, tu.id, S.PICKED, S.ONGOING);
      },
      (e) => e.type === RealtimeEventType.BOARD_CHANGED && e.data?.job_id === job.id,
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toMatchObject({
      message: M.moved,
      held_task_user_id: null,
      job_awaiting_approval: false,
      task: {
        id: tu.id,
        current_section: S.ONGOING,
        section_name: 'Ongoing',
        attempts: 1,
        fresh_task: false,
        running: true,
        estimated_minutes: 120,
      },
    });
    expect(event?.data).toEqual({
      job_id: job.id,
      job_user_ids: [tu.jobUserId],
      task_user_ids: [tu.id],
      user_id: p.holder.id,
    });
    const [move] = await activitiesOf(t.database.db, tu.id);
    expect(move).toMatchObject({
      type: ActivityType.MOVE,
      fromSection: 2,
      toSection: 3,
      userId: p.holder.id,
    });
    const log = await workLogOf(t.database.db, p.holder.id);
    expect(log.at(-1)).toMatchObject({ state: WorkState.WORKING, taskUserId: tu.id });
    const [audited] = await auditRows(t.database.db, 'task.move', tu.id);
    expect(audited).toMatchObject({ actorId: p.holder.id, before: { section: 2 }, after: { section: 3 } });

    // Hold and back: a return from Hold is not another attempt; leaving Ongoing stops the time.
    expect((await api.move(p.holder, tu.id, S.ONGOING, S.HOLD)).statusCode).toBe(200);
    expect((await workLogOf(t.database.db, p.holder.id)).at(-1)?.state).toBe(WorkState.IDLE);
    const back = await api.move(p.holder, tu.id, S.HOLD, S.ONGOING);
    expect(back.json().task.attempts).toBe(1);
  });
});

describe('a task that used its estimate', () => {
  it('answers 8 until it is authorized', async () => {
    await noOngoing();
    const { tu } = await oneTask(S.HOLD);
    // Two hours on it already (the estimate), logged earlier today.
    const start = new Date(Date.now() - 3 * 3_600_000);
    await logWork(t.database.db, p.holder.id, start, [
      [0, WorkState.WORKING, tu.id],
      [120, WorkState.IDLE],
    ]);
    await expectRefused(() => api.move(p.holder, tu.id, S.HOLD, S.ONGOING), 409, {
      status: 8,
      message: M.needsAuthorization,
    });
    await t.database.db.update(taskUsers).set({ authorized: true }).where(eq(taskUsers.id, tu.id));
    expect((await api.move(p.holder, tu.id, S.HOLD, S.ONGOING)).statusCode).toBe(200);
  });

  it('checks the plan date before the authorization', async () => {
    const { tu } = await oneTask(S.PICKED, { planDate: null });
    await logWork(t.database.db, p.holder.id, new Date(Date.now() - 5 * 3_600_000), [
      [0, WorkState.WORKING, tu.id],
      [180, WorkState.IDLE],
    ]);
    await expectRefused(() => api.move(p.holder, tu.id, S.PICKED, S.ONGOING), 409, {
      status: 4,
      message: M.planDateFirst,
    });
  });
});
