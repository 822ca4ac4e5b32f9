import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityType, Msg, RoleId, TaskSection as S, WorkState } from '@jobline/shared';
import type { Tx } from '../../db/client';
import { signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { logWork } from '../jobAdmin/jobAdminTestKit';
import { boardJob, boardsApp, type BoardApi } from './boardsTestKit';
import { checkedTask, panelPeople, setAssignment, type PanelPeople } from './panelTestKit';
import { recordActivity, recordMove } from './workTimeline';

const M = Msg.boards;
let t: TestApp;
let p: PanelPeople;
let api: BoardApi;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(panelPeople));
});
afterAll(() => t.close());

const single = (who: Actor | null, body: Record<string, unknown>) => api.post('/api/tasks/single', body, who);
const write = <T>(work: (tx: Tx) => Promise<T>) => t.database.db.transaction(work);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('POST tasks/single', () => {
  it('answers 401 without a session, 400 without an assignment, 404 for an unknown one', async () => {
    expect((await single(null, { task_user_id: 1 })).statusCode).toBe(401);
    const none = await single(p.holder, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.task_user_id).toBe(M.taskNotFound);
    expect((await single(p.holder, { task_user_id: 999_999 })).statusCode).toBe(404);
  });

  it('opens to the holder, the checker and managers; not to strangers (403 status 11)', async () => {
    const { work } = await checkedTask(t, p);
    for (const who of [p.holder, p.checker, p.hod, p.lead, p.director]) {
      expect((await single(who, { task_user_id: work.id })).statusCode).toBe(200);
    }
    const refused = await single(p.stranger, { task_id: work.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: M.notYourBoard });
  });

  it('gives each viewer the rights the server grants them', async () => {
    const { work } = await checkedTask(t, p, { section: S.ONGOING });
    const rights = async (who: Actor) => (await single(who, { task_user_id: work.id })).json().rights;
    expect(await rights(p.holder)).toEqual({
      can_comment: true,
      can_comment_as_task: true,
      can_change_estimate: false,
      can_change_due_date: false,
      can_change_qc: false,
    });
    expect(await rights(p.checker)).toMatchObject({ can_comment: true, can_comment_as_task: false });
    expect(await rights(p.hod)).toEqual({
      can_comment: true,
      can_comment_as_task: false,
      can_change_estimate: false,
      can_change_due_date: true,
      can_change_qc: true,
    });
    expect(await rights(p.lead)).toMatchObject({ can_change_estimate: true, can_change_qc: true });
    expect(await rights(p.director)).toMatchObject({ can_change_estimate: true });
    // A team leader of another division leads no one here.
    const farLead = await signedIn(t, { roleId: RoleId.TEAM_LEADER });
    expect((await single(farLead, { task_user_id: work.id })).statusCode).toBe(403);
  });

  it('closes comments on a fresh task and on a locked one', async () => {
    const fresh = await checkedTask(t, p, { section: S.PICKED, fresh: true });
    expect((await single(p.holder, { task_user_id: fresh.work.id })).json().rights.can_comment).toBe(false);
    const done = await checkedTask(t, p, { section: S.FINISHED });
    expect((await single(p.hod, { task_user_id: done.work.id })).json().rights.can_comment).toBe(false);
  });

  it('shows the task, its job and one feed for the work and its check, newest first', async () => {
    const { job, work, qc } = await checkedTask(t, p, { section: S.QC, qcSection: S.QC });
    await write(async (tx) => {
      await recordMove(
        tx,
        { taskUserId: work.id, jobId: job.id, userId: p.holder.id, from: S.ONGOING, to: S.QC, isQc: false },
        minutesAgo(30),
      );
      await recordActivity(
        tx,
        {
          userId: p.checker.id,
          type: ActivityType.COMMENT,
          taskUserId: qc.id,
          jobId: job.id,
          comment: 'Looking',
        },
        minutesAgo(10),
      );
    });
    const res = await single(p.holder, { task_user_id: work.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.details).toMatchObject({
      id: work.id,
      job_no: job.jobNo,
      job_description: job.description,
      qc_employee: { id: p.checker.id },
      on_qc_process: true,
    });
    expect(body.activitiesWithComments).toHaveLength(2);
    const [comment, move] = body.activitiesWithComments;
    expect(comment).toMatchObject({
      comment: 'Looking',
      comment_type: 17,
      is_qc_task: true,
      user_id: p.checker.id,
    });
    expect(comment.name).toMatch(/^Kamala /);
    expect(comment.image).toBe('/api/profile-images/default');
    expect(move).toMatchObject({
      comment_type: 1,
      section_name: 'QC',
      prev_section: 'Ongoing',
      is_qc_task: false,
    });
    expect(body.details.last_activity_id).toBe(move.id);
    // The checker reads the same conversation from the QC row.
    const fromQc = (await single(p.checker, { task_user_id: qc.id, mode: 'qc' })).json();
    expect(fromQc.activitiesWithComments.map((a: { id: number }) => a.id)).toEqual([comment.id, move.id]);
  });

  it('answers status 7 for an assignment re-assigned away', async () => {
    const { work } = await checkedTask(t, p);
    await setAssignment(t.database.db, work.id, { closedAt: new Date() });
    const res = await single(p.hod, { task_user_id: work.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 7, message: M.assignmentClosed });
  });

  it('shows the same spent time as the board card', async () => {
    const db = t.database.db;
    const { work } = await checkedTask(t, p);
    await logWork(db, p.holder.id, new Date('2026-01-05T03:00:00Z'), [
      [0, WorkState.WORKING, work.id],
      [95, WorkState.IDLE],
      [24 * 60, WorkState.WORKING, work.id],
      [24 * 60 + 10, WorkState.OFF],
    ]);
    const panel = (await single(p.holder, { task_user_id: work.id })).json().details;
    const board = (
      await api.post('/api/sections', { type: 1, job_user_id: work.jobUserId }, p.holder)
    ).json();
    const card = board.sections
      .flatMap((s: { tasks: { id: number }[] }) => s.tasks)
      .find((c: { id: number }) => c.id === work.id);
    expect(panel.spent_minutes).toBe(105);
    expect(card.spent_minutes).toBe(105);
    expect(card.spent).toEqual(panel.spent);
    expect(panel.spent).toEqual({ days: 0, hours: 1, minutes: 45 });
  });
});

describe('POST tasks/singleToday', () => {
  it('answers 401 without a session and the caller’s activities of today only', async () => {
    expect((await api.post('/api/tasks/singleToday', {}, null)).statusCode).toBe(401);
    const me = await signedIn(t, {});
    const { job, assigned } = await boardJob(t.database.db, { ...p, holder: me }, [[1, 2, 3]]);
    await write(async (tx) => {
      const entry = { userId: me.id, type: ActivityType.COMMENT, taskUserId: assigned[0]!.id, jobId: job.id };
      await recordActivity(tx, { ...entry, comment: 'yesterday' }, minutesAgo(3 * 24 * 60));
      await recordActivity(tx, { ...entry, comment: 'now' }, new Date());
      await recordActivity(tx, { ...entry, userId: p.hod.id, comment: 'not mine' }, new Date());
    });
    const res = await api.post('/api/tasks/singleToday', {}, me);
    expect(res.statusCode).toBe(200);
    expect(res.json().activities.map((a: { comment: string }) => a.comment)).toEqual(['now']);
  });
});
