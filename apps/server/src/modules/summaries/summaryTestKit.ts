import { eq } from 'drizzle-orm';
import { shiftDay, TaskSection as S, WorkState } from '@jobline/shared';
import { taskUsers, workLog } from '../../db/schema';
import { signedIn } from '../../test/helpers';
import { boardJob, boardPeople, boardsApp } from '../boards/boardsTestKit';
import { companyAt, lastWeekday } from '../worksheets/worksheetTestKit';

/**
 * A hand-built work log for one employee on a past Wednesday: five tasks of one job worked one after
 * the other and finished (45, 100, 200 and 300 minutes on tasks estimated 1/2/4 hours, 30 on one
 * without an estimate), then idle until the day ends; and a second job with two tasks still in
 * Picked, so the employee has one pending job and a history of two.
 */
export async function summaryWorld() {
  const { t, p, api } = await boardsApp(boardPeople);
  const db = t.database.db;
  const holder = await signedIn(t, { divisionId: p.division.id, firstName: 'Summa' });
  const people = { ...p, holder };
  const done = await boardJob(
    db,
    people,
    [
      [1, 2, 4],
      [1, 2, 4],
      [1, 2, 4],
      [1, 2, 4],
      [0, 0, 0],
    ],
    { section: S.FINISHED, authorized: true },
  );
  const pending = await boardJob(
    db,
    people,
    [
      [1, 2, 3],
      [2, 3, 5],
    ],
    { section: S.PICKED, authorized: true },
  );
  const day = lastWeekday(3);
  const steps: [string, number][] = [
    ['08:00', 45],
    ['08:45', 100],
    ['10:25', 200],
    ['13:45', 300],
    ['18:45', 30],
  ];
  for (const [i, [hhmm, minutes]] of steps.entries()) {
    const id = done.assigned[i]!.id;
    const start = companyAt(day, hhmm);
    const end = new Date(start.getTime() + minutes * 60_000);
    await db
      .insert(workLog)
      .values({ userId: holder.id, at: start, state: WorkState.WORKING, taskUserId: id });
    await db.update(taskUsers).set({ startedAt: start, finishedAt: end }).where(eq(taskUsers.id, id));
  }
  await db.insert(workLog).values({ userId: holder.id, at: companyAt(day, '19:15'), state: WorkState.IDLE });
  await db.insert(workLog).values({ userId: holder.id, at: companyAt(day, '19:20'), state: WorkState.OFF });
  return { t, p, api, holder, done, pending, day, dayBefore: shiftDay(day, -1) };
}
