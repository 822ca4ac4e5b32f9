import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, NotificationType, Perm, shiftDay, TaskSection as S } from '@jobline/shared';
import { auditRows, signedIn } from '../../../test/helpers';
import { contextAt, noticesOf } from '../../boards/boardsTestKit';
import { moveTask } from '../../boards/taskMover';
import { companyAt, lastWeekday } from '../worksheetTestKit';
import { presetWorld, type PresetWorld } from './presetTestKit';

const M = Msg.worksheets;
let w: PresetWorld;
beforeAll(async () => {
  w = await presetWorld();
});
afterAll(() => w.t.close());

const one = (day: string) => ({ range: { start: day, end: day } });

describe('POST activity/custom/save (Validate, R-164)', () => {
  it('names each failing line, then passes once the lines are put right', async () => {
    const { holder, taskUserId, day } = await w.workedDay(lastWeekday(3));
    const { preset, result } = await w.openDay(holder, day);
    const id = preset.id;
    const save = () => w.post('/activity/custom/save', { preset_id: id }, holder);
    expect((await w.post('/activity/custom/save', { preset_id: id }, null)).statusCode).toBe(401);
    expect((await w.post('/activity/custom/save', { preset_id: 'x' }, holder)).json().errors).toEqual({
      preset_id: M.presetNotFound,
    });

    // Lines: 08:40–12:00 task, 12:00–13:00 lunch, 13:00–17:00 task. Break them one way at a time.
    const backwards = await w.post(
      '/activity/custom/update',
      { preset_id: id, line_id: result[2]!.id, start_time: '17:00', end_time: '13:00' },
      holder,
    );
    expect(backwards.statusCode).toBe(200);
    let res = await save();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      [`lines.${result[2]!.id}`]: M.lineEndBeforeStart(3, '17:00', '13:00'),
    });
    expect(res.json().message).toBe('Line 3 (17:00–13:00): the end is before the start');

    await w.post(
      '/activity/custom/update',
      { preset_id: id, line_id: result[2]!.id, start_time: '11:30', end_time: '17:00' },
      holder,
    );
    res = await save();
    expect(res.json().errors).toEqual({
      [`lines.${result[2]!.id}`]: M.lineOverlaps(2, '11:30', '17:00', '12:00'),
      [`lines.${result[1]!.id}`]: M.lineOverlaps(3, '12:00', '13:00', '17:00'),
    });

    await w.post(
      '/activity/custom/update',
      { preset_id: id, line_id: result[2]!.id, start_time: '13:00', end_time: '17:00' },
      holder,
    );
    const dayOff = (
      await w.post(
        '/comment/custom/add',
        { preset_id: id, comment_type: 9, start_time: '16:00', end_time: '17:30' },
        holder,
      )
    ).json().line;
    res = await save();
    expect(res.json().errors).toEqual({
      [`lines.${result[2]!.id}`]: M.linePastDayOff(3, '13:00', '17:00', '16:00'),
      [`lines.${dayOff.id}`]: M.lineOverlaps(4, '16:00', '17:30', '17:00'),
    });
    await w.post(
      '/activity/custom/update',
      { preset_id: id, line_id: dayOff.id, start_time: '17:00', end_time: '17:30' },
      holder,
    );
    const second = (
      await w.post(
        '/comment/custom/add',
        { preset_id: id, comment_type: 9, start_time: '17:30', end_time: '18:00' },
        holder,
      )
    ).json().line;
    res = await save();
    expect(res.json().errors).toEqual({ [`lines.${second.id}`]: M.lineSecondDayOff(5, '17:30', '18:00') });
    await w.post('/comment/edit/delete', { preset_id: id, line_id: second.id }, holder);
    const late = (
      await w.post(
        '/activity/custom/add',
        { preset_id: id, task_user_id: taskUserId, start_time: '17:30', end_time: '18:00' },
        holder,
      )
    ).json().line;
    res = await save();
    expect(res.json().errors).toEqual({
      [`lines.${late.id}`]: M.linePastDayOff(5, '17:30', '18:00', '17:00'),
    });
    await w.post('/activity/custom/delete', { preset_id: id, line_id: late.id }, holder);

    res = await save();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: M.validated });
    expect((await w.post('/reports/activity/edit', one(day), holder)).json().preset.validated).toBe(true);
    expect(await auditRows(w.t.database.db, 'worksheet_preset.validate', id)).toHaveLength(1);
  });

  it('refuses a line without length, and an empty day', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(2));
    const { preset, result } = await w.openDay(holder, day);
    const flat = (
      await w.post(
        '/comment/custom/add',
        { preset_id: preset.id, comment_type: 10, start_time: '18:00', end_time: '18:00' },
        holder,
      )
    ).json().line;
    const none = await w.post('/activity/custom/save', { preset_id: preset.id }, holder);
    expect(none.json().errors).toEqual({ [`lines.${flat.id}`]: M.lineNoLength(4, '18:00', '18:00') });
    await w.post('/comment/edit/delete', { preset_id: preset.id, line_id: flat.id }, holder);
    for (const line of result)
      await w.post('/activity/custom/delete', { preset_id: preset.id, line_id: line.id }, holder);
    const res = await w.post('/activity/custom/save', { preset_id: preset.id }, holder);
    expect(res.json().errors).toEqual({ lines: M.noLines });
  });
});

describe('POST reports/emp_daily_activity/request (Send to review)', () => {
  it('needs a validation since the last edit, then waits for review and tells its reviewers', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(4));
    const { preset, result } = await w.openDay(holder, day);
    const send = () => w.post('/reports/emp_daily_activity/request', { preset_id: preset.id }, holder);
    let res = await send();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.validateFirst);
    await w.post('/activity/custom/save', { preset_id: preset.id }, holder);
    await w.post(
      '/activity/custom/update',
      { preset_id: preset.id, line_id: result[0]!.id, start_time: '08:30', end_time: '12:00' },
      holder,
    );
    expect((await send()).statusCode).toBe(409);
    await w.post('/activity/custom/save', { preset_id: preset.id }, holder);
    expect(
      (await w.post('/reports/emp_daily_activity/request', { preset_id: preset.id }, w.p.checker)).statusCode,
    ).toBe(403);
    expect(
      (await w.post('/reports/emp_daily_activity/request', { preset_id: preset.id }, null)).statusCode,
    ).toBe(401);

    res = await send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.sentToReview, preset: { status: 5 } });
    expect(res.json().preset.sent_at).not.toBeNull();

    const db = w.t.database.db;
    const told = async (userId: number) =>
      (await noticesOf(db, userId)).filter((n) => n.type === NotificationType.WORKSHEET_PRESET).length;
    expect(await told(w.p.hod.id)).toBe(1);
    expect(await told(w.director.id)).toBe(1);
    expect(await told(w.otherHod.id)).toBe(0);
    expect(await told(holder.id)).toBe(0);
    expect(await auditRows(db, 'worksheet_preset.send', preset.id)).toHaveLength(1);

    // Waiting: no more edits, no second send, Edit Report refused; the creator may still delete it.
    expect((await send()).statusCode).toBe(409);
    const edit = await w.post(
      '/activity/custom/delete',
      { preset_id: preset.id, line_id: result[0]!.id },
      holder,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.notDraft);
    const reopen = await w.post('/reports/activity/edit', one(day), holder);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(M.presetWaiting);
    const sheet = await w.post('/reports/emp_daily_activity', one(day), holder);
    expect(sheet.json()).toMatchObject({
      preset: { id: preset.id, status: 5 },
      reject_preset: null,
      locked: false,
    });

    expect((await w.post('/reports/activity/preset/delete', one(day), holder)).json()).toEqual({ ok: true });
    expect(await auditRows(db, 'worksheet_preset.delete', preset.id)).toHaveLength(1);
    expect(await told(w.p.hod.id)).toBe(2);
    expect((await w.post('/reports/activity/preset/delete', one(day), holder)).statusCode).toBe(404);
    expect((await w.post('/reports/activity/preset/delete', one(day), null)).statusCode).toBe(401);
    expect((await w.post('/reports/emp_daily_activity', one(day), holder)).json().preset).toBeNull();
  });
});

describe('the jobs and tasks a line may name', () => {
  it('lists the person’s jobs and assignments; someone else’s only with the Employee filter (36), another division’s only with 35 too', async () => {
    const { holder, taskUserId, job, day } = await w.workedDay(lastWeekday(1));
    const jobs = await w.post('/all_jobs/user/activity/editing', { date: day }, holder);
    expect(jobs.statusCode, jobs.body).toBe(200);
    expect(jobs.json().jobs).toEqual([expect.objectContaining({ id: job.id, job_no: job.jobNo })]);
    const tasks = await w.get(`/job/tasks/worksheet/edit/${job.id}/${holder.id}`, holder);
    expect(tasks.json().tasks).toEqual([expect.objectContaining({ task_user_id: taskUserId })]);

    expect(
      (await w.post('/all_jobs/user/activity/editing', { user_id: holder.id, date: day }, w.p.checker))
        .statusCode,
    ).toBe(403);
    expect((await w.get(`/job/tasks/worksheet/edit/${job.id}/${holder.id}`, w.p.checker)).statusCode).toBe(
      403,
    );
    expect(
      (await w.post('/all_jobs/user/activity/editing', { user_id: holder.id, date: day }, w.p.hod)).json()
        .jobs,
    ).toHaveLength(1);
    expect((await w.post('/all_jobs/user/activity/editing', { date: 'x' }, holder)).json().errors).toEqual({
      date: M.dateInvalid,
    });
    expect((await w.post('/all_jobs/user/activity/editing', { date: day }, null)).statusCode).toBe(401);
    expect((await w.get(`/job/tasks/worksheet/edit/x/${holder.id}`, holder)).statusCode).toBe(400);
    // An assignment finished before a day began is not offered for that day.
    const next = shiftDay(day, 1);
    const ctx = (hhmm: string) => ({ ...contextAt(w.t, holder, companyAt(next, hhmm)), today: next });
    await moveTask(w.t.database.db, ctx('09:00'), { taskUserId, from: S.HOLD, to: S.ONGOING, via: 'move' });
    await moveTask(w.t.database.db, ctx('10:00'), {
      taskUserId,
      from: S.ONGOING,
      to: S.FINISHED,
      via: 'move',
    });
    const jobsOn = async (date: string) =>
      (await w.post('/all_jobs/user/activity/editing', { date }, holder)).json().jobs as unknown[];
    expect(await jobsOn(next)).toHaveLength(1);
    expect(await jobsOn(shiftDay(next, 1))).toEqual([]);

    // The Employee filter alone opens one's own division only; another division needs 35 too.
    const elsewhere = await signedIn(w.t, {
      roleId: null,
      divisionId: w.otherDivisionId,
      permissions: [Perm.EMPLOYEE_DAILY_ACTIVITY, Perm.WORKSHEET_EMPLOYEE_FILTER],
    });
    const foreign = await w.post(
      '/all_jobs/user/activity/editing',
      { user_id: holder.id, date: day },
      elsewhere,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(M.onlyOwnDivision);
    expect((await w.get(`/job/tasks/worksheet/edit/${job.id}/${holder.id}`, elsewhere)).statusCode).toBe(403);
    const without = await signedIn(w.t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await w.get(`/job/tasks/worksheet/edit/${job.id}/${holder.id}`, without)).statusCode).toBe(403);
  });
});
