import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldRequestType, Msg, Perm, TaskSection as S } from '@jobline/shared';
import { auditRows, signedIn } from '../../../test/helpers';
import { todayInColombo } from '../../../test/jobWorld';
import { contextAt } from '../../boards/boardsTestKit';
import { changeHold } from '../../boards/holdChanger';
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

describe('POST reports/activity/edit', () => {
  it('answers 401, 403 without the worksheet, 400 for two days, today or a day to come', async () => {
    const day = lastWeekday(3);
    expect((await w.post('/reports/activity/edit', one(day), null)).statusCode).toBe(401);
    const without = await signedIn(w.t, { roleId: null, permissions: [Perm.TASKS] });
    expect((await w.post('/reports/activity/edit', one(day), without)).statusCode).toBe(403);
    const two = await w.post(
      '/reports/activity/edit',
      { range: { start: lastWeekday(2), end: day } },
      w.p.holder,
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().errors).toEqual({ 'range.end': M.editOnePastDay });
    const today = await w.post('/reports/activity/edit', one(todayInColombo()), w.p.holder);
    expect(today.statusCode).toBe(400);
    expect(today.json().errors).toEqual({ 'range.start': M.editNotToday });
    const bad = await w.post('/reports/activity/edit', { range: { start: 'x', end: 'y' } }, w.p.holder);
    expect(bad.json().errors).toMatchObject({ 'range.start': M.startInvalid, 'range.end': M.endInvalid });
  });

  it('drafts the day from the work log, and opens the same draft again', async () => {
    const { holder, taskUserId, job, day } = await w.workedDay();
    const res = await w.post('/reports/activity/edit', one(day), holder);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: day, dayoff_at: null, preset: { status: 1, validated: false } });
    expect(
      body.result.map((l: Record<string, unknown>) => [
        l.kind,
        l.task_user_id,
        l.comment_type,
        l.start_time,
        l.end_time,
      ]),
    ).toEqual([
      [1, taskUserId, null, '08:40', '12:00'],
      [2, null, 7, '12:00', '13:00'],
      [1, taskUserId, null, '13:00', '17:00'],
    ]);
    expect(body.result[0]).toMatchObject({ job_id: job.id, job_no: job.jobNo });
    const again = await w.post('/reports/activity/edit', one(day), holder);
    expect(again.json().preset.id).toBe(body.preset.id);
    expect(await auditRows(w.t.database.db, 'worksheet_preset.create', body.preset.id)).toHaveLength(1);
  });

  it('gives a day that ended with Day Off its day-off time and a Day Off line', async () => {
    const { holder, taskUserId } = await w.employeeWithTask();
    const day = lastWeekday(4);
    const ctx = (hhmm: string) => ({ ...contextAt(w.t, holder, companyAt(day, hhmm)), today: day });
    await moveTask(w.t.database.db, ctx('09:00'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
    await changeHold(
      w.t.database.db,
      ctx('14:30'),
      { type: HoldRequestType.DAY_OFF },
      { breakLogsOut: false },
    );
    const body = (await w.post('/reports/activity/edit', one(day), holder)).json();
    expect(body.dayoff_at).toBe('14:30');
    expect(
      body.result.map((l: { comment_type: number | null; start_time: string; end_time: string }) => [
        l.comment_type,
        l.start_time,
        l.end_time,
      ]),
    ).toEqual([
      [null, '09:00', '14:30'],
      [9, '14:30', '23:59'],
    ]);
  });
});

describe('editing the lines', () => {
  it('adds, changes and deletes lines, each edit clearing the validation and audited', async () => {
    const { holder, taskUserId, day } = await w.workedDay(lastWeekday(1));
    const { preset, result } = await w.openDay(holder, day);
    const id = preset.id;
    expect((await w.post('/activity/custom/save', { preset_id: id }, holder)).statusCode).toBe(200);

    const added = await w.post(
      '/comment/custom/add',
      {
        preset_id: id,
        comment_type: 6,
        task_description: 'Stand-up',
        start_time: '17:00',
        end_time: '17:30',
      },
      holder,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().line).toMatchObject({
      kind: 2,
      comment_type: 6,
      task_description: 'Stand-up',
      start_time: '17:00',
      end_time: '17:30',
    });
    let draft = (await w.post('/reports/activity/edit', one(day), holder)).json().preset;
    expect(draft.validated).toBe(false);

    const task = await w.post(
      '/activity/custom/add',
      { preset_id: id, task_user_id: taskUserId, start_time: '17:30', end_time: '18:00' },
      holder,
    );
    expect(task.statusCode, task.body).toBe(200);
    const changed = await w.post(
      '/activity/custom/update',
      { preset_id: id, line_id: task.json().line.id, start_time: '17:30', end_time: '18:15' },
      holder,
    );
    expect(changed.json().line).toMatchObject({
      task_user_id: taskUserId,
      start_time: '17:30',
      end_time: '18:15',
    });
    const retyped = await w.post(
      '/activity/custom/update',
      {
        preset_id: id,
        line_id: added.json().line.id,
        comment_type: 14,
        start_time: '17:00',
        end_time: '17:30',
      },
      holder,
    );
    expect(retyped.json().line).toMatchObject({ comment_type: 14, task_description: 'Stand-up' });

    expect(
      (await w.post('/comment/edit/delete', { preset_id: id, line_id: added.json().line.id }, holder)).json(),
    ).toEqual({ ok: true });
    expect(
      (await w.post('/activity/custom/delete', { preset_id: id, line_id: result[0]!.id }, holder)).statusCode,
    ).toBe(200);
    draft = (await w.post('/reports/activity/edit', one(day), holder)).json().preset;
    expect(draft.lines).toHaveLength(3);
    const db = w.t.database.db;
    expect(await auditRows(db, 'worksheet_preset.line_add', id)).toHaveLength(2);
    expect(await auditRows(db, 'worksheet_preset.line_update', id)).toHaveLength(2);
    expect(await auditRows(db, 'worksheet_preset.line_delete', id)).toHaveLength(2);
  });

  it('refuses bad input with the field’s message, another’s task, another’s draft and unknown lines', async () => {
    const { holder, day } = await w.workedDay(lastWeekday(5));
    const { preset } = await w.openDay(holder, day);
    const bad = await w.post(
      '/activity/custom/add',
      { preset_id: preset.id, task_user_id: 'x', start_time: '25:00', end_time: '9' },
      holder,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      task_user_id: M.taskRequired,
      start_time: M.timeInvalid,
      end_time: M.timeInvalid,
    });
    const comment = await w.post(
      '/comment/custom/add',
      { preset_id: preset.id, comment_type: 12, start_time: '09:00', end_time: '10:00' },
      holder,
    );
    expect(comment.json().errors).toEqual({ comment_type: M.commentTypeInvalid });
    const long = await w.post(
      '/comment/custom/add',
      {
        preset_id: preset.id,
        comment_type: 6,
        task_description: 'x'.repeat(501),
        start_time: '09:00',
        end_time: '10:00',
      },
      holder,
    );
    expect(long.json().errors).toEqual({ task_description: M.descriptionTooLong });

    const someone = await w.employeeWithTask();
    const foreign = await w.post(
      '/activity/custom/add',
      { preset_id: preset.id, task_user_id: someone.taskUserId, start_time: '09:00', end_time: '10:00' },
      holder,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ task_user_id: M.taskNotYours });

    const notMine = await w.post(
      '/comment/custom/add',
      { preset_id: preset.id, comment_type: 6, start_time: '09:00', end_time: '10:00' },
      someone.holder,
    );
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(M.onlyOwnPreset);
    expect(
      (await w.post('/activity/custom/delete', { preset_id: 999_999, line_id: 1 }, holder)).statusCode,
    ).toBe(404);
    expect(
      (await w.post('/activity/custom/delete', { preset_id: preset.id, line_id: 999_999 }, holder))
        .statusCode,
    ).toBe(404);
    const line = (await w.post('/reports/activity/edit', one(day), holder)).json().result[1];
    const wrongKind = await w.post(
      '/activity/custom/update',
      { preset_id: preset.id, line_id: line.id, task_user_id: 5, start_time: '12:00', end_time: '13:00' },
      holder,
    );
    expect(wrongKind.json().errors).toEqual({ task_user_id: M.notATaskLine });
    expect((await w.post('/activity/custom/add', { preset_id: preset.id }, null)).statusCode).toBe(401);
  });
});
