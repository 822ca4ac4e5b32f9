import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FloorAlertKind, Msg, Perm, RealtimeEventType, TaskSection as S, WorkState } from '@jobline/shared';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { taskUserRow, workLogOf } from '../boards/boardsTestKit';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import { alertsOf, cardOf, floorApp, minutesAgo, type FloorWorld } from './floorTestKit';

let w: FloorWorld;

beforeAll(async () => {
  w = await floorApp();
});
afterAll(() => w.t.close());

describe('POST /api/floor/end_day', () => {
  /** A timer started eight days ago: it has run past at least one business day's end. */
  async function leftRunning() {
    const { holder, taskUserId } = await w.employeeWithTask();
    await w.startAt(holder, taskUserId, minutesAgo(8 * 24 * 60));
    return { holder, taskUserId };
  }
  const endDay = (who: Actor | null, user: unknown) => w.api.post('/api/floor/end_day', { user }, who);

  it('answers 401, 403 without the live dashboard (42), 403 for another division, 404 for no one', async () => {
    const { holder } = await leftRunning();
    expect((await endDay(null, holder.id)).statusCode).toBe(401);
    expect((await endDay(w.p.hod, holder.id)).statusCode).toBe(403);
    const narrow = await signedIn(w.t, {
      roleId: null,
      permissions: [Perm.DASHBOARD_LIVE],
      divisionId: null,
    });
    expect((await endDay(narrow, holder.id)).json()).toEqual({
      status: 11,
      message: Msg.floor.otherDivision,
    });
    expect((await endDay(w.watcher, 999_999)).statusCode).toBe(404);
    expect((await endDay(w.watcher, 'x')).statusCode).toBe(400);
  });

  it('ends the day at the close of business the timer ran into: Hold, off from then, audited, announced', async () => {
    const { holder, taskUserId } = await leftRunning();
    const alert = alertsOf((await w.floor(w.watcher, { division: w.p.division.id })).json(), holder.id).find(
      (a) => a.kind === FloorAlertKind.AFTER_HOURS,
    );
    expect(alert?.end_at).toBeTruthy();
    let answer: { statusCode: number; json: () => { end_at: string; message: string } } | undefined;
    const event = await eventAfter(
      w.t.bus,
      async () => {
        answer = await endDay(w.watcher, holder.id);
      },
      (e) => e.type === RealtimeEventType.BOARD_CHANGED && e.data?.user_id === holder.id,
    );
    expect(answer!.statusCode).toBe(200);
    expect(answer!.json()).toEqual({ message: Msg.floor.dayClosed, end_at: alert!.end_at });
    expect(event).toBeDefined();
    expect((await taskUserRow(w.t.database.db, taskUserId)).section).toBe(S.HOLD);
    const log = await workLogOf(w.t.database.db, holder.id);
    expect(log.at(-1)).toMatchObject({ state: WorkState.OFF });
    expect(log.at(-1)!.at.toISOString()).toBe(alert!.end_at);
    const [row] = await auditRows(w.t.database.db, 'floor.day_end', holder.id);
    expect(row).toMatchObject({ actorId: w.watcher.id, after: { ended_at: alert!.end_at } });
    expect(
      cardOf((await w.floor(w.watcher, { division: w.p.division.id })).json(), holder.id).state,
    ).not.toBe('working');
    // Nothing is left running now.
    expect((await endDay(w.watcher, holder.id)).json()).toEqual({
      status: 7,
      message: Msg.floor.nothingToEnd,
    });
  });

  it('refuses a timer that has not yet run past a business day’s end', async () => {
    const { holder, taskUserId } = await w.employeeWithTask();
    await w.startAt(holder, taskUserId, new Date());
    const res = await endDay(w.watcher, holder.id);
    expect(res.statusCode).toBe(409);
  });
});
