import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldRequestType, TaskSection as S, WorkState } from '@jobline/shared';
import { signedIn } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardPeople, contextAt, workLogOf, type BoardPeople, boardsApp } from './boardsTestKit';
import { endWorkingDay } from './dayEnder';
import { changeHold } from './holdChanger';
import { restoreHold } from './holdRestorer';
import { moveTask } from './taskMover';
import { spentOn } from './workTimeline';

let t: TestApp;
let p: BoardPeople;

beforeAll(async () => {
  ({ t, p } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

describe('spent time is the sum of Ongoing intervals', () => {
  it('across moves, a hold, its restore, the end of a day and switching tasks', async () => {
    const db = t.database.db;
    const holder = await signedIn(t, { divisionId: p.division.id });
    const { assigned } = await boardJob(
      db,
      { ...p, holder },
      [
        [10, 20, 30],
        [10, 20, 30],
      ],
      {
        section: S.PICKED,
      },
    );
    const [x, y] = [assigned[0]!.id, assigned[1]!.id];
    const base = new Date(Date.now() - 3 * 86_400_000);
    const at = (minutes: number) => contextAt(t, holder, new Date(base.getTime() + minutes * 60_000));
    const move = (
      minute: number,
      taskUserId: number,
      from: number,
      to: number,
      via: 'move' | 'change' = 'move',
    ) => moveTask(db, at(minute), { taskUserId, from, to, via });

    await move(0, x, S.PICKED, S.ONGOING); // x runs 0 → 30
    await changeHold(db, at(30), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
    expect((await restoreHold(db, at(75))).task_user_id).toBe(x); // x runs 75 → 100
    await endWorkingDay(db, at(100));
    await move(1000, x, S.HOLD, S.ONGOING); // next day: x runs 1000 → 1010
    await move(1010, y, S.PICKED, S.ONGOING, 'change'); // y runs 1010 → 1025
    await move(1025, x, S.HOLD, S.ONGOING, 'change'); // x runs 1025 → 1040
    const finished = await move(1040, x, S.ONGOING, S.FINISHED);

    expect(finished.task).toMatchObject({
      spent_minutes: 30 + 25 + 10 + 15,
      spent: { days: 0, hours: 1, minutes: 20 },
      running: false,
    });
    const spent = await spentOn(db, [x, y], new Date(base.getTime() + 5000 * 60_000));
    expect(spent.get(x)).toEqual({ minutes: 80, seconds: 4800, openSeconds: 0, running: false });
    expect(spent.get(y)).toEqual({ minutes: 15, seconds: 900, openSeconds: 0, running: false });

    const log = await workLogOf(db, holder.id);
    expect(log.map((w) => [(w.at.getTime() - base.getTime()) / 60_000, w.state, w.taskUserId])).toEqual([
      [0, WorkState.WORKING, x],
      [30, WorkState.HOLD, null],
      [75, WorkState.WORKING, x],
      [100, WorkState.OFF, null],
      [1000, WorkState.WORKING, x],
      [1010, WorkState.WORKING, y],
      [1025, WorkState.WORKING, x],
      [1040, WorkState.IDLE, null],
    ]);
  });

  it('keeps a running interval open until now', async () => {
    const db = t.database.db;
    const holder = await signedIn(t, { divisionId: p.division.id });
    const { assigned } = await boardJob(db, { ...p, holder }, [[1, 1, 1]], { section: S.PICKED });
    const start = new Date(Date.now() - 90 * 60_000);
    await moveTask(db, contextAt(t, holder, start), {
      taskUserId: assigned[0]!.id,
      from: S.PICKED,
      to: S.ONGOING,
      via: 'move',
    });
    const spent = await spentOn(db, [assigned[0]!.id], new Date(start.getTime() + 45 * 60_000));
    expect(spent.get(assigned[0]!.id)).toEqual({
      minutes: 45,
      seconds: 2700,
      openSeconds: 2700,
      running: true,
    });
  });
});
