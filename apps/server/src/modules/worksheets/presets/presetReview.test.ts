import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, NotificationType, Perm, WorkState } from '@jobline/shared';
import { worksheetPresets } from '../../../db/schema';
import { auditRows, signedIn } from '../../../test/helpers';
import { noticesOf, workLogOf } from '../../boards/boardsTestKit';
import { spentOn } from '../../boards/workTimeline';
import { lastWeekday } from '../worksheetTestKit';
import { presetWorld, type PresetWorld } from './presetTestKit';

const M = Msg.worksheets;
let w: PresetWorld;
beforeAll(async () => {
  w = await presetWorld();
});
afterAll(() => w.t.close());

const one = (day: string) => ({ range: { start: day, end: day } });
const APPROVE = '/reports/activity/preset/approve';
const REJECT = '/reports/activity/preset/reject';
/** A decision on the correction as the reviewer's screen shows it now: its current version. */
const decide = async (
  url: string,
  body: Record<string, unknown>,
  who: Parameters<PresetWorld['post']>[2],
) => {
  const id = typeof body.preset === 'number' ? body.preset : null;
  const [row] = id
    ? await w.t.database.db
        .select({ version: worksheetPresets.version })
        .from(worksheetPresets)
        .where(eq(worksheetPresets.id, id))
    : [];
  return w.post(url, { version: row?.version ?? 1, ...body }, who);
};

describe('POST reports/activity/presets', () => {
  it('lists waiting corrections to their reviewers only: an HOD their division’s (R-154)', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(3));
    const id = await w.sentDay(holder, day);
    const ids = async (who: typeof holder, body = {}) =>
      ((await w.post('/reports/activity/presets', body, who)).json() as { id: number }[]).map((p) => p.id);
    expect(await ids(w.p.hod)).toContain(id);
    expect(await ids(w.director)).toContain(id);
    expect(await ids(w.otherHod)).not.toContain(id);
    const listed = (await w.post('/reports/activity/presets', {}, w.p.hod))
      .json()
      .find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ user_id: holder.id, date: day, line_count: 3 });
    expect(await ids(w.director, { division: w.p.division.id })).toContain(id);
    const other = await w.post('/reports/activity/presets', { division: w.p.division.id }, w.otherHod);
    expect(other.statusCode).toBe(403);
    expect((await w.post('/reports/activity/presets', {}, holder)).statusCode).toBe(403);
    expect((await w.post('/reports/activity/presets', {}, null)).statusCode).toBe(401);
    expect((await w.post('/reports/activity/presets', { division: 'x' }, w.p.hod)).statusCode).toBe(400);
  });
});

describe('POST reports/activity/preset/approve', () => {
  it('supersedes the day’s rows and logs the lines in their place, once', async () => {
    const { holder, taskUserId, day } = await w.workedDay(lastWeekday(2));
    const db = w.t.database.db;
    const { preset, result } = await w.openDay(holder, day);
    // The afternoon was really a 14:00–15:00 meeting and the task until 16:00.
    await w.post(
      '/activity/custom/update',
      { preset_id: preset.id, line_id: result[2]!.id, start_time: '13:00', end_time: '14:00' },
      holder,
    );
    await w.post(
      '/comment/custom/add',
      { preset_id: preset.id, comment_type: 6, start_time: '14:00', end_time: '15:00' },
      holder,
    );
    await w.post(
      '/activity/custom/add',
      { preset_id: preset.id, task_user_id: taskUserId, start_time: '15:00', end_time: '16:00' },
      holder,
    );
    for (const url of ['/activity/custom/save', '/reports/emp_daily_activity/request'])
      expect((await w.post(url, { preset_id: preset.id }, holder)).statusCode).toBe(200);
    const before = await workLogOf(db, holder.id);
    const spentBefore = (await spentOn(db, [taskUserId], new Date())).get(taskUserId)!.minutes;
    expect(spentBefore).toBe(440);

    expect((await decide(APPROVE, { preset: preset.id }, null)).statusCode).toBe(401);
    expect((await decide(APPROVE, { preset: preset.id }, holder)).statusCode).toBe(403);
    const other = await decide(APPROVE, { preset: preset.id }, w.otherHod);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.onlyOwnDivisionReview);
    expect((await decide(APPROVE, { preset: 'x' }, w.p.hod)).json().errors).toEqual({
      preset: M.presetNotFound,
    });
    expect((await decide(APPROVE, { preset: 999_999 }, w.p.hod)).statusCode).toBe(404);

    const res = await decide(APPROVE, { preset: preset.id }, w.p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.approved,
      preset: { status: 10, reviewed_by: w.p.hod.id },
    });

    // The originals are kept, superseded; the preset's rows are in force.
    const after = await workLogOf(db, holder.id);
    for (const row of before) {
      const kept = after.find((r) => r.id === row.id)!;
      expect(kept.supersededAt).not.toBeNull();
      expect(kept.at).toEqual(row.at);
    }
    const live = after.filter((r) => r.supersededAt === null);
    expect(live.every((r) => r.presetId === preset.id)).toBe(true);
    expect(live.map((r) => r.state)).toEqual([
      WorkState.WORKING,
      WorkState.HOLD,
      WorkState.WORKING,
      WorkState.HOLD,
      WorkState.WORKING,
      WorkState.OFF,
    ]);

    // The worksheet and the task's spent time show the corrected day: 200 + 60 + 60 minutes worked.
    expect((await spentOn(db, [taskUserId], new Date())).get(taskUserId)!.minutes).toBe(320);
    const sheet = (await w.post('/reports/emp_daily_activity', one(day), holder)).json();
    expect(
      sheet.report.map((r: { comment_type: number; total_duration: number }) => [
        r.comment_type,
        r.total_duration,
      ]),
    ).toEqual([
      [1, 200],
      [7, 60],
      [1, 60],
      [6, 60],
      [1, 60],
    ]);
    expect(sheet.preset).toMatchObject({ id: preset.id, status: 10 });

    const again = await decide(APPROVE, { preset: preset.id }, w.director);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notWaiting);
    expect((await decide(REJECT, { preset: preset.id, remark: 'Late' }, w.p.hod)).statusCode).toBe(409);
    expect(await auditRows(db, 'worksheet_preset.approve', preset.id)).toHaveLength(1);
    const notices = (await noticesOf(db, holder.id)).filter(
      (n) => n.type === NotificationType.WORKSHEET_PRESET,
    );
    expect(notices.map((n) => n.title)).toEqual([M.notifyApproved(day)]);

    // A later correction of the same day replaces the approved rows in turn.
    const next = await w.sentDay(holder, day);
    expect((await decide(APPROVE, { preset: next }, w.director)).statusCode).toBe(200);
    const third = await workLogOf(db, holder.id);
    expect(third.filter((r) => r.supersededAt === null).every((r) => r.presetId === next)).toBe(true);
    expect((await spentOn(db, [taskUserId], new Date())).get(taskUserId)!.minutes).toBe(320);
  });

  it('decides once when two reviewers approve at the same time', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(1));
    const id = await w.sentDay(holder, day);
    const both = await Promise.all([
      decide(APPROVE, { preset: id }, w.p.hod),
      decide(APPROVE, { preset: id }, w.director),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows(w.t.database.db, 'worksheet_preset.approve', id)).toHaveLength(1);
  });
});

describe('POST reports/activity/preset/reject', () => {
  it('needs a remark, which the owner then sees until they make another correction', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(4));
    const id = await w.sentDay(holder, day);
    const db = w.t.database.db;
    const bare = await decide(REJECT, { preset: id, remark: '  ' }, w.p.hod);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ remark: M.remarkRequired });
    expect(bare.json().message).toBe('Please add a remark for this action');
    expect((await decide(REJECT, { preset: id }, w.p.hod)).json().errors).toEqual({
      remark: M.remarkRequired,
    });
    expect((await decide(REJECT, { preset: id, remark: 'x'.repeat(1001) }, w.p.hod)).json().errors).toEqual({
      remark: M.remarkTooLong,
    });
    expect((await decide(REJECT, { preset: id, remark: 'No' }, w.otherHod)).statusCode).toBe(403);
    expect((await decide(REJECT, { preset: id, remark: 'No' }, holder)).statusCode).toBe(403);
    expect((await decide(REJECT, { preset: id, remark: 'No' }, null)).statusCode).toBe(401);
    const logBefore = await workLogOf(db, holder.id);

    const res = await decide(REJECT, { preset: id, remark: 'Lunch was an hour' }, w.p.hod);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.rejected,
      preset: { status: 11, remark: 'Lunch was an hour' },
    });
    expect(await workLogOf(db, holder.id)).toEqual(logBefore);
    expect(await auditRows(db, 'worksheet_preset.reject', id)).toHaveLength(1);
    const notices = (await noticesOf(db, holder.id)).filter(
      (n) => n.type === NotificationType.WORKSHEET_PRESET,
    );
    expect(notices.map((n) => n.title)).toEqual([M.notifyRejected(day, 'Lunch was an hour')]);
    expect((await decide(APPROVE, { preset: id }, w.p.hod)).statusCode).toBe(409);

    let sheet = (await w.post('/reports/emp_daily_activity', one(day), holder)).json();
    expect(sheet.reject_preset).toEqual({ remark: 'Lunch was an hour' });
    const reviewer = (
      await w.post(
        '/reports/emp_daily_activity',
        { ...one(day), user_id: holder.id, report_type: 2 },
        w.p.hod,
      )
    ).json();
    expect(reviewer.activityEditRecords).toHaveLength(3);
    await w.openDay(holder, day);
    sheet = (await w.post('/reports/emp_daily_activity', one(day), holder)).json();
    expect(sheet.reject_preset).toBeNull();
    expect(sheet.preset.status).toBe(1);
    expect(sheet.activityEditRecords).toEqual([]);
  });
});

describe('month locks', () => {
  it('a reviewer locks a month; corrections of its days are refused; only permission 1 unlocks it', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(5));
    const db = w.t.database.db;
    const waiting = await w.sentDay(holder, day);
    const month = day.slice(0, 7);
    const lock = (who: typeof holder | null, body: object = { user_id: holder.id, month }) =>
      w.post('/reports/activity/period/lock', body, who);
    const unlock = (who: typeof holder | null) =>
      w.post('/reports/activity/period/unlock', { user_id: holder.id, month }, who);

    expect((await lock(null)).statusCode).toBe(401);
    expect((await lock(holder)).statusCode).toBe(403);
    expect((await lock(w.otherHod)).statusCode).toBe(403);
    expect((await lock(w.p.hod, { user_id: holder.id, month: '2026-13' })).json().errors).toEqual({
      month: M.monthInvalid,
    });
    expect((await lock(w.p.hod, { user_id: 999_999, month })).statusCode).toBe(404);
    const locked = await lock(w.p.hod);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toEqual({ user_id: holder.id, month, locked: true });
    expect((await lock(w.director)).statusCode).toBe(409);
    expect(await auditRows(db, 'worksheet.month_lock')).not.toHaveLength(0);

    const approve = await decide(APPROVE, { preset: waiting }, w.p.hod);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(M.monthLocked);
    await w.post('/reports/activity/preset/delete', one(day), holder);
    const open = await w.post('/reports/activity/edit', one(day), holder);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(M.monthLocked);
    expect((await w.post('/reports/emp_daily_activity', one(day), holder)).json().locked).toBe(true);
    // A day of the locked month with no correction at all reads as locked too, to its owner and to
    // the reviewer (the correction and the lock are read in one statement).
    const bare = day.endsWith('-01') ? `${month}-02` : `${month}-01`;
    for (const viewer of [holder, w.p.hod]) {
      const sheet = await w.post('/reports/emp_daily_activity', { ...one(bare), user_id: holder.id }, viewer);
      expect(sheet.statusCode, sheet.body).toBe(200);
      expect(sheet.json()).toMatchObject({ locked: true, preset: null, reject_preset: null });
    }

    expect((await unlock(w.p.hod)).statusCode).toBe(403);
    expect((await unlock(w.director)).statusCode).toBe(403);
    expect((await unlock(null)).statusCode).toBe(401);
    const reopened = await unlock(w.superAdmin);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ user_id: holder.id, month, locked: false });
    expect((await unlock(w.superAdmin)).statusCode).toBe(404);
    expect(await auditRows(db, 'worksheet.month_unlock')).toHaveLength(1);
    const notices = (await noticesOf(db, holder.id)).filter(
      (n) => n.type === NotificationType.WORKSHEET_PRESET,
    );
    expect(notices.map((n) => n.title)).toEqual([M.notifyLocked(month), M.notifyUnlocked(month)]);
    expect((await w.post('/reports/activity/edit', one(day), holder)).statusCode).toBe(200);
    const direct = await signedIn(w.t, { roleId: null, permissions: [Perm.SUPER_ADMIN] });
    expect(
      (await w.post('/reports/activity/period/unlock', { user_id: holder.id, month }, direct)).statusCode,
    ).toBe(404);
  });
});

describe('a review decision from a stale copy', () => {
  it('decides only the version of the correction the reviewer was shown (409 status 21 otherwise)', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(6));
    const id = await w.sentDay(holder, day);
    const [row] = await w.t.database.db.select().from(worksheetPresets).where(eq(worksheetPresets.id, id));
    // Changed after the reviewer's screen read it (by a writer that is no form: a script, a sync).
    await w.t.database.db
      .update(worksheetPresets)
      .set({ reviewRemark: 'touched' })
      .where(eq(worksheetPresets.id, id));
    const stale = await w.post(APPROVE, { preset: id, version: row!.version }, w.p.hod);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 21,
      message: Msg.staleSaves.changedSince('worksheet correction'),
    });
    const without = await w.post(APPROVE, { preset: id }, w.p.hod);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ version: Msg.staleSaves.versionRequired });
    const fresh = await w.post(APPROVE, { preset: id, version: stale.json().version }, w.p.hod);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});
