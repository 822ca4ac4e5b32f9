import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType,
  HOLD_ACTIVITY,
  holdOutcome,
  HoldRequestType,
  Msg,
  TaskSection as S,
  WorkState,
  type HoldRequestType as HoldType,
} from '@jobline/shared';
import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  boardApi,
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

const hold = (who: Actor | null, type: unknown, comment?: string | null) =>
  api.post('/api/tasks/change/dashboard', { type, comment }, who);
const restore = (who: Actor | null) => api.post('/api/tasks/change/dashboard/restore', {}, who);
const sessionEnd = (who: Actor | null) => api.post('/api/tasks/change/dashboard/session_end', {}, who);

/** A new employee with `count` planned tasks in Picked, the first one started. */
async function working(count = 1) {
  const holder = await signedIn(t, { divisionId: p.division.id });
  const { assigned } = await boardJob(t.database.db, { ...p, holder }, Array(count).fill([1, 1, 1]), {
    section: S.PICKED,
  });
  const res = await api.move(holder, assigned[0]!.id, S.PICKED, S.ONGOING);
  expect(res.statusCode, res.body).toBe(200);
  return { holder, tasks: assigned };
}

const activitiesBy = (userId: number) =>
  t.database.db.select().from(activities).where(eq(activities.userId, userId)).orderBy(activities.id);

describe('POST /api/tasks/change/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await hold(null, 2)).statusCode).toBe(401);
    expect((await restore(null)).statusCode).toBe(401);
    expect((await sessionEnd(null)).statusCode).toBe(401);
  });

  it.each([[0], [8], ['lunch'], [null]])('answers 400 on type for %o', async (type) => {
    const res = await hold(p.holder, type, 'remark');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.type).toBe(M.holdTypeInvalid);
  });

  it.each([1, 3, 5, 6, 7])('asks a remark for type %i (R-022)', async (type) => {
    for (const comment of [undefined, null, '', '   ']) {
      const res = await hold(p.holder, type, comment);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.comment).toBe(M.remarkRequired);
    }
    const long = await hold(p.holder, type, 'x'.repeat(251));
    expect(long.json().errors.comment).toBe(M.remarkTooLong);
  });

  it.each(Object.values(HoldRequestType))(
    'type %i holds the ongoing task and logs the stored type (O-02)',
    async (type) => {
      const { holder, tasks } = await working();
      const comment = [2, 4].includes(type) ? null : 'Customer meeting at the head office';
      const res = await hold(holder, type, comment);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: holdOutcome(type, true),
        held_task_user_id: tasks[0]!.id,
        logout: type === HoldRequestType.DAY_OFF,
      });
      expect((await taskUserRow(t.database.db, tasks[0]!.id)).section).toBe(S.HOLD);
      const stored = HOLD_ACTIVITY[type as HoldType];
      expect((await activitiesBy(holder.id)).at(-1)).toMatchObject({
        type: stored,
        taskUserId: tasks[0]!.id,
        comment,
      });
      expect((await workLogOf(t.database.db, holder.id)).at(-1)).toMatchObject(
        type === HoldRequestType.DAY_OFF
          ? { state: WorkState.OFF, holdType: ActivityType.DAY_OFF }
          : { state: WorkState.HOLD, holdType: stored },
      );
      const [audited] = await auditRows(t.database.db, 'hold.change', holder.id);
      expect(audited?.after).toMatchObject({ type, activity_type: stored });
    },
  );

  it('holds with nothing ongoing too, and says only where the employee is now', async () => {
    const idle = await signedIn(t, {});
    const res = await hold(idle, HoldRequestType.LUNCH);
    expect(res.json()).toEqual({ message: 'You are now at lunch', held_task_user_id: null, logout: false });
    const meeting = await hold(idle, HoldRequestType.MEETING, 'Stand-up');
    expect(meeting.json().message).toBe('You are now in a meeting');
    expect((await workLogOf(t.database.db, idle.id)).at(-1)).toMatchObject({ state: WorkState.HOLD });
  });
});

describe('POST /api/tasks/change/dashboard/restore', () => {
  it('brings the held task back to Ongoing and the time with it', async () => {
    const { holder, tasks } = await working();
    await hold(holder, HoldRequestType.LUNCH);
    const res = await restore(holder);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.restored, task_user_id: tasks[0]!.id });
    expect((await taskUserRow(t.database.db, tasks[0]!.id)).section).toBe(S.ONGOING);
    expect((await activitiesBy(holder.id)).map((a) => a.type).slice(-2)).toEqual([
      ActivityType.RESTORE,
      ActivityType.MOVE,
    ]);
    expect((await workLogOf(t.database.db, holder.id)).at(-1)).toMatchObject({
      state: WorkState.WORKING,
      taskUserId: tasks[0]!.id,
    });
  });

  it('answers 400 when not on hold, also right after a restore', async () => {
    const { holder } = await working();
    let res = await restore(holder);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.nothingToRestore, errors: { body: M.nothingToRestore } });
    await hold(holder, HoldRequestType.LUNCH);
    expect((await restore(holder)).statusCode).toBe(200);
    res = await restore(holder);
    expect(res.json()).toEqual({ message: M.nothingToRestore, errors: { body: M.nothingToRestore } });
  });

  it('refuses with status 1 while another task is ongoing, writing nothing', async () => {
    const { holder, tasks } = await working(2);
    await hold(holder, HoldRequestType.MEETING, 'Weekly review');
    expect((await api.move(holder, tasks[1]!.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    const before = await boardState(t.database.db);
    const res = await restore(holder);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 1, ongoing: { task_user_id: tasks[1]!.id } });
    expect(await boardState(t.database.db)).toEqual(before);
  });

  it('only ends the hold when the held task moved on, or none was held', async () => {
    const { holder, tasks } = await working();
    await hold(holder, HoldRequestType.HELP, 'Helping with a server install');
    expect((await api.move(holder, tasks[0]!.id, S.HOLD, S.FINISHED)).statusCode).toBe(200);
    const res = await restore(holder);
    expect(res.json()).toEqual({ message: M.backAtWork, task_user_id: null });
    expect((await workLogOf(t.database.db, holder.id)).at(-1)).toMatchObject({ state: WorkState.IDLE });
  });
});

describe('GET /api/tasks/change/dashboard', () => {
  const current = (who: Actor | null) => api.get('/api/tasks/change/dashboard', who);

  it('answers 401 without a session', async () => {
    expect((await current(null)).statusCode).toBe(401);
  });

  it('names the hold in force with its start, until a restore, a start on a board or the day ends', async () => {
    const { holder, tasks } = await working(2);
    expect((await current(holder)).json()).toEqual({ hold: null });

    await hold(holder, HoldRequestType.TRAVELLING, 'To the Kandy branch');
    const [logged] = (await workLogOf(t.database.db, holder.id)).slice(-1);
    const res = await current(holder);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      hold: { type: HoldRequestType.TRAVELLING, since: logged!.at.toISOString() },
    });

    await restore(holder);
    expect((await current(holder)).json()).toEqual({ hold: null });

    await hold(holder, HoldRequestType.LUNCH);
    expect((await current(holder)).json().hold.type).toBe(HoldRequestType.LUNCH);
    expect((await api.move(holder, tasks[1]!.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    expect((await current(holder)).json()).toEqual({ hold: null });

    await hold(holder, HoldRequestType.SHORT_BREAK, 'Tea');
    await sessionEnd(holder);
    expect((await current(holder)).json()).toEqual({ hold: null });
  });

  it('is the caller’s own: someone else’s hold does not show', async () => {
    const { holder } = await working();
    await hold(holder, HoldRequestType.LUNCH);
    const other = await signedIn(t, {});
    expect((await current(other)).json()).toEqual({ hold: null });
  });
});

describe('POST /api/tasks/change/dashboard/session_end', () => {
  it('holds the ongoing task and ends the day; a second time answers 400', async () => {
    const { holder, tasks } = await working();
    const res = await sessionEnd(holder);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.sessionEnded });
    expect((await taskUserRow(t.database.db, tasks[0]!.id)).section).toBe(S.HOLD);
    expect((await activitiesBy(holder.id)).at(-1)).toMatchObject({
      type: ActivityType.SESSION_END,
      taskUserId: tasks[0]!.id,
    });
    expect((await workLogOf(t.database.db, holder.id)).at(-1)).toMatchObject({ state: WorkState.OFF });
    const again = await sessionEnd(holder);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.alreadyOff, errors: { body: M.alreadyOff } });
    // The day's end also ends any hold: nothing to restore.
    expect((await restore(holder)).json()).toEqual({
      message: M.nothingToRestore,
      errors: { body: M.nothingToRestore },
    });
  });

  it('answers 400 for a day that never began', async () => {
    const fresh = await signedIn(t, {});
    expect((await sessionEnd(fresh)).json()).toEqual({
      message: M.alreadyOff,
      errors: { body: M.alreadyOff },
    });
  });
});

describe('Break and BREAK_LOGS_OUT (O-16)', () => {
  it('does not sign out on a Break by default, and does when the company sets it', async () => {
    expect((await hold(p.holder, HoldRequestType.BREAK, 'Tea')).json().logout).toBe(false);
    const strict = await createTestApp({ BREAK_LOGS_OUT: 'true' });
    try {
      const someone = await signedIn(strict, {});
      const res = await boardApi(strict).post(
        '/api/tasks/change/dashboard',
        { type: HoldRequestType.BREAK, comment: 'Tea' },
        someone,
      );
      expect(res.json()).toMatchObject({ logout: true });
    } finally {
      await strict.close();
    }
  });
});
