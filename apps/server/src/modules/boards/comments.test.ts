import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, Msg, NotificationType, RealtimeEventType, TaskSection as S } from '@jobline/shared';
import { auditRows, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import { activitiesOf, boardState, noticesOf, boardsApp, type BoardApi } from './boardsTestKit';
import { checkedTask, markStarted, panelPeople, type PanelPeople } from './panelTestKit';

const M = Msg.boards;
let t: TestApp;
let p: PanelPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(panelPeople));
});
afterAll(() => t.close());

const comment = (who: Actor | null, task_user_id: number, text: string, isCommentAsATask = false) =>
  api.post('/api/activity/comment/add', { task_user_id, comment: text, isCommentAsATask }, who);

describe('POST activity/comment/add', () => {
  it('answers 401 without a session and 400 for an empty or too long comment', async () => {
    const { work } = await checkedTask(t, p);
    expect((await comment(null, work.id, 'hello')).statusCode).toBe(401);
    const empty = await comment(p.holder, work.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toBe(M.commentRequired);
    const long = await comment(p.holder, work.id, 'x'.repeat(251));
    expect(long.json().errors.comment).toBe(M.commentTooLong);
  });

  it('stores the holder’s plain comment as a comment (17) and answers it', async () => {
    const { work } = await checkedTask(t, p, { section: S.HOLD });
    const res = await comment(p.holder, work.id, ' Waiting for the part ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().comment_type).toBe(ActivityType.COMMENT);
    expect(res.json().comment).toMatchObject({ comment: 'Waiting for the part', user_id: p.holder.id });
    const [row] = await activitiesOf(t.database.db, work.id);
    expect(row).toMatchObject({ type: ActivityType.COMMENT, userId: p.holder.id, isQc: false });
    expect(await noticesOf(t.database.db, p.holder.id)).toEqual([]);
    expect(await auditRows(t.database.db, 'task.comment', work.id)).toHaveLength(1);
  });

  it('lets the holder of an ongoing task comment as a task (4 done), nobody else', async () => {
    const ongoing = await checkedTask(t, p, { section: S.ONGOING });
    const done = await comment(p.holder, ongoing.work.id, 'Configured the printer', true);
    expect(done.statusCode).toBe(200);
    expect(done.json().comment_type).toBe(ActivityType.DONE);
    const byManager = await comment(p.hod, ongoing.work.id, 'Done by me', true);
    expect(byManager.statusCode).toBe(400);
    expect(byManager.json().errors.isCommentAsATask).toBe(M.commentAsTaskNotAllowed);
    const held = await checkedTask(t, p, { section: S.HOLD });
    expect((await comment(p.holder, held.work.id, 'Not ongoing', true)).statusCode).toBe(400);
  });

  it('stores someone else’s comment as 5 and tells the holder (type 3), live', async () => {
    const { job, work } = await checkedTask(t, p);
    const before = (await noticesOf(t.database.db, p.holder.id)).length;
    const event = await eventAfter(
      t.bus,
      async () => expect((await comment(p.hod, work.id, 'Please call the branch')).statusCode).toBe(200),
      (e) => e.type === RealtimeEventType.BOARD_CHANGED,
    );
    expect(event?.data).toMatchObject({ job_id: job.id, task_user_ids: [work.id], user_id: p.holder.id });
    const [row] = await activitiesOf(t.database.db, work.id);
    expect(row).toMatchObject({ type: ActivityType.FROM_SOMEONE_ELSE, userId: p.hod.id });
    const notices = await noticesOf(t.database.db, p.holder.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)).toMatchObject({
      type: NotificationType.COMMENT,
      jobId: job.id,
      taskUserId: work.id,
      assignedById: p.hod.id,
    });
    expect(notices.at(-1)!.title).toMatch(new RegExp(`^Hema .+ commented on task 1 of ${job.jobNo}$`));
  });

  it('lets the checker comment on the work they check, as someone else', async () => {
    const { work, qc } = await checkedTask(t, p, { qcSection: S.BACK_LOG });
    const res = await comment(p.checker, work.id, 'Remember the receipt printer');
    expect(res.json().comment_type).toBe(ActivityType.FROM_SOMEONE_ELSE);
    // Their own QC row takes comments once the check has started; then the checker is its holder.
    expect((await comment(p.checker, qc.id, 'Reading')).json()).toEqual({
      status: 4,
      message: M.commentsClosed,
    });
    await markStarted(t.database.db, qc.id);
    expect((await comment(p.checker, qc.id, 'Reading')).json().comment_type).toBe(ActivityType.COMMENT);
  });

  it('refuses a fresh or locked task (409 status 4) and a stranger (403), writing nothing', async () => {
    const fresh = await checkedTask(t, p, { section: S.PICKED, fresh: true });
    const locked = await checkedTask(t, p, { section: S.FINISHED });
    const before = await boardState(t.database.db);
    for (const id of [fresh.work.id, locked.work.id]) {
      const res = await comment(p.holder, id, 'Hello');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 4, message: M.commentsClosed });
    }
    const stranger = await comment(p.stranger, locked.work.id, 'Hello');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().status).toBe(11);
    expect(await boardState(t.database.db)).toEqual(before);
  });
});
