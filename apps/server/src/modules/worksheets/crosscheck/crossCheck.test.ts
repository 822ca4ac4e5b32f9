import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_HOURS,
  HoldRequestType as H,
  shiftDay,
  TaskSection as S,
  type TaskSection,
} from '@jobline/shared';
import { signedIn, type Actor } from '../../../test/helpers';
import type { TestApp } from '../../../test/testApp';
import { boardJob, contextAt, type BoardPeople } from '../../boards/boardsTestKit';
import { endWorkingDay } from '../../boards/dayEnder';
import { changeHold } from '../../boards/holdChanger';
import { restoreHold } from '../../boards/holdRestorer';
import { moveTask } from '../../boards/taskMover';
import { floorApp } from '../../floor/floorTestKit';
import { companyAt, lastWeekday } from '../worksheetTestKit';
import { independentDays, personDayKey } from './independentTime';
import { crossCheckTime } from './timeCrossCheck';

let t: TestApp;
let p: BoardPeople;

beforeAll(async () => {
  ({ t, p } = await floorApp());
});
afterAll(() => t.close());

// Three days in a row, all past: Tuesday to Thursday of the last full week.
const d3 = lastWeekday(4);
const d1 = shiftDay(d3, -2);
const d2 = shiftDay(d3, -1);

/** A person of the division with two tasks in Picked, and their board actions at Colombo times. */
async function worker(name: string) {
  const holder: Actor = await signedIn(t, { divisionId: p.division.id, firstName: name });
  const { assigned } = await boardJob(
    t.database.db,
    { ...p, holder },
    [
      [1, 2, 4],
      [2, 3, 6],
    ],
    {
      section: S.PICKED,
      authorized: true,
    },
  );
  const db = t.database.db;
  const ctx = (day: string, hhmm: string) => ({ ...contextAt(t, holder, companyAt(day, hhmm)), today: day });
  const [a, b] = assigned.map((x) => x.id) as [number, number];
  return {
    holder,
    a,
    b,
    move: (day: string, hhmm: string, taskUserId: number, from: TaskSection, to: TaskSection) =>
      moveTask(db, ctx(day, hhmm), { taskUserId, from, to, via: 'move' }),
    hold: (day: string, hhmm: string, type: H) =>
      changeHold(db, ctx(day, hhmm), { type, comment: 'x' }, { breakLogsOut: false }),
    restore: (day: string, hhmm: string) => restoreHold(db, ctx(day, hhmm)),
    end: (day: string, hhmm: string) => endWorkingDay(db, ctx(day, hhmm)),
  };
}

describe('the time cross-check', () => {
  it('agrees to the minute with the worksheet, the summary and the task cards over a multi-day log', async () => {
    const one = await worker('Amal');
    await one.move(d1, '08:40', one.a, S.PICKED, S.ONGOING);
    await one.hold(d1, '10:00', H.MEETING);
    await one.restore(d1, '10:30');
    await one.move(d1, '12:00', one.a, S.ONGOING, S.HOLD);
    await one.move(d1, '12:05', one.b, S.PICKED, S.ONGOING);
    await one.hold(d1, '12:30', H.LUNCH);
    await one.restore(d1, '13:15');
    await one.move(d1, '15:00', one.b, S.ONGOING, S.FINISHED);
    await one.end(d1, '17:30');
    // Day two: a task left running overnight, ended the next morning.
    await one.move(d2, '09:00', one.a, S.HOLD, S.ONGOING);
    await one.hold(d2, '11:00', H.TRAVELLING);
    await one.restore(d2, '11:50');
    await one.end(d3, '10:00');

    const two = await worker('Dilani');
    await two.move(d1, '09:10', two.b, S.PICKED, S.ONGOING);
    await two.hold(d1, '10:15', H.SHORT_BREAK);
    await two.restore(d1, '10:32');
    await two.hold(d1, '14:00', H.HELP);
    await two.restore(d1, '15:20');
    await two.hold(d1, '16:40', H.DAY_OFF);
    await two.move(d2, '08:30', two.b, S.HOLD, S.ONGOING);
    await two.hold(d2, '13:00', H.BREAK);
    await two.restore(d2, '13:45');
    await two.move(d2, '14:00', two.b, S.ONGOING, S.FINISHED);
    await two.move(d2, '14:10', two.a, S.PICKED, S.ONGOING);
    await two.end(d2, '18:05');
    await two.move(d3, '08:45', two.a, S.HOLD, S.ONGOING);
    await two.end(d3, '12:15');

    const three = await worker('Ruwan');
    await three.move(d2, '23:10', three.a, S.PICKED, S.ONGOING);
    await three.end(d3, '01:40');

    const people = [one, two, three].map((w) => w.holder.id);
    const personDays = people.flatMap((userId) => [d1, d2, d3].map((day) => ({ userId, day })));
    const clock = { timeZone: 'Asia/Colombo', hours: DEFAULT_BUSINESS_HOURS, now: new Date() };

    // The independent figures are the hand-counted ones, midnight clipping included.
    const { days, taskUserIds } = await independentDays(t.database.db, personDays, clock.timeZone, clock.now);
    expect(days.get(personDayKey(one.holder.id, d1))).toEqual({
      worked: 80 + 90 + 25 + 105,
      meeting: 30,
      lunch: 45,
      others: 0,
      help: 0,
      travelling: 0,
    });
    expect(days.get(personDayKey(one.holder.id, d2))).toMatchObject({ worked: 120 + 730, travelling: 50 });
    expect(days.get(personDayKey(one.holder.id, d3))).toMatchObject({ worked: 600 });
    expect(days.get(personDayKey(two.holder.id, d1))).toMatchObject({
      worked: 65 + 208 + 80,
      others: 17,
      help: 80,
    });
    expect(days.get(personDayKey(three.holder.id, d2))).toMatchObject({ worked: 50 });
    expect(days.get(personDayKey(three.holder.id, d3))).toMatchObject({ worked: 100 });
    expect(taskUserIds.sort()).toEqual([one.a, one.b, two.a, two.b, three.a].sort());

    const result = await crossCheckTime(t.database.db, personDays, clock);
    expect(result.mismatches).toEqual([]);
    expect(result).toMatchObject({ personDays: 9, taskCards: 5 });
    expect(result.minutes).toBeGreaterThan(3000);
  });
});
