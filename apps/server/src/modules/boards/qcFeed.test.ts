import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, boardNoticeTitles, TaskSection as S, type ActivityEntry } from '@jobline/shared';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/testApp';
import {
  activitiesOf,
  boardJob,
  boardPeople,
  boardsApp,
  type BoardApi,
  type BoardPeople,
} from './boardsTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
});
afterAll(() => t.close());

const nameOf = async (who: { id: number }) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, who.id));
  return `${u!.firstName} ${u!.lastName}`;
};
const feedOf = async (taskUserId: number) => {
  const res = await api.post('/api/tasks/single', { task_user_id: taskUserId }, p.holder);
  expect(res.statusCode).toBe(200);
  return (res.json().activitiesWithComments as ActivityEntry[]).toReversed();
};

describe('the feed when checked work reaches QC', () => {
  it('says the check opened for the checker, never a move from Back Log nobody made', async () => {
    const { assigned } = await boardJob(t.database.db, p, [[1, 2, 3]], {
      section: S.PICKED,
      checker: { userId: p.checker.id },
    });
    const work = assigned[0]!;
    const check = work.qc!;
    expect((await api.move(p.holder, work.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    expect((await api.move(p.holder, work.id, S.ONGOING, S.FINISHED)).statusCode).toBe(200);

    // The row written on the check: its own type, by the holder whose finish opened it.
    expect((await activitiesOf(t.database.db, check.id)).at(-1)).toMatchObject({
      type: ActivityType.QC_OPENED,
      userId: p.holder.id,
      fromSection: S.BACK_LOG,
      toSection: S.QC,
    });
    const feed = await feedOf(work.id);
    const shown = feed.map((e) => [e.comment_type, e.prev_section, e.section_name, e.comment]);
    expect(shown).toEqual([
      [ActivityType.MOVE, 'Picked', 'Ongoing', null],
      [ActivityType.MOVE, 'Ongoing', 'QC', null],
      [ActivityType.QC_OPENED, 'Back Log', 'QC', boardNoticeTitles.qcCheckOpened(await nameOf(p.checker))],
    ]);
    expect(feed.at(-1)).toMatchObject({ name: await nameOf(p.holder), is_qc_task: true });

    // A round sent back and fixed reopens the same check, and the feed says that.
    expect((await api.move(p.checker, check.id, S.QC, S.ONGOING)).statusCode).toBe(200);
    expect(
      (await api.qc(p.checker, check.id, S.ONGOING, S.SEND_BACK_TO_FIX, 'Wrong totals')).statusCode,
    ).toBe(200);
    expect((await api.move(p.holder, work.id, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    expect((await api.move(p.holder, work.id, S.ONGOING, S.FINISHED)).statusCode).toBe(200);
    const again = (await feedOf(work.id)).at(-1)!;
    expect(again).toMatchObject({
      comment_type: ActivityType.QC_OPENED,
      comment: boardNoticeTitles.qcCheckReopened(await nameOf(p.checker)),
    });
  });
});
