import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Msg, NotificationType, Perm, RealtimeEventType, RoleId, WorkState } from '@jobline/shared';
import { notifications, workLog } from '../../../db/schema';
import type { RealtimeEvent } from '../../../realtime/bus';
import { auditRows, signedIn, type Actor } from '../../../test/helpers';
import { todayInColombo } from '../../../test/jobWorld';
import type { TestApp } from '../../../test/testApp';
import { contextAt, type BoardApi, type BoardPeople } from '../../boards/boardsTestKit';
import { endWorkingDay } from '../../boards/dayEnder';
import { floorApp, type FloorWorld } from '../../floor/floorTestKit';
import { companyAt, lastWeekday } from '../worksheetTestKit';

const M = Msg.worksheetUploads;
const DAY_END = '/api/reports/uploads/isEmployeeDayEnd';
const UPLOAD = '/api/reports/uploads/worksheet';
const STORE = '/api/reports/activity/store_to_report';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let world: FloorWorld;
let superAdmin: Actor;

beforeAll(async () => {
  world = await floorApp();
  ({ t, p, api } = world);
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
});
afterAll(() => t.close());

/** Someone whose day began today with a task still running. */
async function workingToday() {
  const { holder, taskUserId } = await world.employeeWithTask();
  await world.startAt(holder, taskUserId, new Date());
  return holder;
}

describe('Upload To Worksheet', () => {
  it('answers 401, 403 without the worksheet and 400 for a bad or future date or employee', async () => {
    const today = todayInColombo();
    for (const url of [DAY_END, UPLOAD, STORE]) {
      expect((await api.post(url, { date: today }, null)).statusCode).toBe(401);
    }
    const without = await signedIn(t, { roleId: null, permissions: [Perm.TASKS] });
    for (const url of [DAY_END, UPLOAD, STORE]) {
      expect((await api.post(url, { date: today }, without)).statusCode).toBe(403);
    }
    const bad = await api.post(DAY_END, { date: 'soon', user_id: 'x' }, p.holder);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ date: M.dateInvalid, user_id: M.employeeInvalid });
    const badUpload = await api.post(UPLOAD, { date: '2026-02-30', user_id: -1 }, p.holder);
    expect(badUpload.json().errors).toEqual({ date: M.dateInvalid, user_id: M.employeeInvalid });
    expect((await api.post(STORE, { date: 'x' }, p.holder)).json().errors).toEqual({ date: M.dateInvalid });
    const future = await api.post(UPLOAD, { date: '2999-01-01' }, p.holder);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ date: M.futureDay });
    expect((await api.post(DAY_END, { date: '2999-01-01' }, p.holder)).json().errors).toEqual({
      date: M.futureDay,
    });
    expect((await api.post(UPLOAD, { user_id: 999_999 }, superAdmin)).statusCode).toBe(404);
  });

  it('refuses a day whose session is still open, then uploads it once after the session end', async () => {
    const holder = await workingToday();
    const today = todayInColombo();
    const open = await api.post(DAY_END, { date: today }, holder);
    expect(open.json()).toMatchObject({ day_end: false, ended_at: null, uploaded: null, may_upload: true });
    const early = await api.post(UPLOAD, { user_id: holder.id, is_super_admin: true }, holder);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: false, message: M.dayNotEnded });
    expect((await api.post(STORE, {}, holder)).statusCode).toBe(409);

    await endWorkingDay(t.database.db, contextAt(t, holder, new Date()));
    const ended = await api.post(DAY_END, { date: today }, holder);
    expect(ended.json()).toMatchObject({ day_end: true, uploaded: null });
    expect(ended.json().ended_at).toEqual(expect.any(String));

    const first = await api.post(UPLOAD, { user_id: holder.id, is_super_admin: false }, holder);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      message: M.done(today),
      upload: { date: today, user_id: holder.id, uploaded_by_id: holder.id },
    });
    const again = await api.post(UPLOAD, {}, holder);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: false, upload: { uploaded_by_id: holder.id } });
    expect(again.json().message).toBe(M.alreadyDone(today, first.json().upload.uploaded_by));
    expect((await api.post(STORE, {}, holder)).json().status).toBe(false);
    expect(await auditRows(t.database.db, 'worksheet.upload')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: holder.id,
          after: expect.objectContaining({ user_id: holder.id }),
        }),
      ]),
    );

    const sheet = await api.post(
      '/api/reports/emp_daily_activity',
      { range: { start: today, end: today } },
      holder,
    );
    expect(sheet.json().uploads).toEqual([first.json().upload]);
    const summary = await api.post(
      '/api/reports/all_emp_daily_activity',
      { range: { start: today, end: today } },
      p.hod,
    );
    const line = summary.json().employees.find((e: { user_id: number }) => e.user_id === holder.id);
    expect(line.uploaded_days).toEqual([today]);
    expect(first.json().upload.changed_since).toBe(false);

    // The day's log gains a row after the upload (a session begun again): it says it changed since.
    await t.database.db.insert(workLog).values({ userId: holder.id, at: new Date(), state: WorkState.IDLE });
    const resumed = await api.post(DAY_END, { date: today }, holder);
    expect(resumed.json().uploaded).toMatchObject({ date: today, changed_since: true });
  });

  it('store_to_report uploads the caller’s own ended day', async () => {
    const holder = await workingToday();
    await endWorkingDay(t.database.db, contextAt(t, holder, new Date()));
    const res = await api.post(STORE, { user_id: p.holder.id }, holder);
    expect(res.json()).toMatchObject({ status: true, upload: { user_id: holder.id } });
  });

  it('lets a super admin upload someone else’s past day, and nobody else whatever flag they send', async () => {
    const day = lastWeekday(2);
    const { holder, taskUserId } = await world.employeeWithTask();
    await world.startAt(holder, taskUserId, companyAt(day, '09:00'));
    await endWorkingDay(t.database.db, { ...contextAt(t, holder, companyAt(day, '17:00')), today: day });

    for (const flag of [true, 'true', 1]) {
      const refused = await api.post(UPLOAD, { user_id: holder.id, is_super_admin: flag, date: day }, p.hod);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.onlyOwn);
    }
    const seen = await api.post(DAY_END, { date: day, user_id: holder.id }, p.hod);
    expect(seen.json()).toMatchObject({ day_end: true, may_upload: false, uploaded: null });
    expect((await api.post(DAY_END, { date: day, user_id: holder.id }, p.outsider)).statusCode).toBe(403);

    const seenEvents: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((e) => seenEvents.push(e));
    const res = await api.post(UPLOAD, { user_id: holder.id, is_super_admin: false, date: day }, superAdmin);
    expect(res.json()).toMatchObject({
      status: true,
      upload: { date: day, user_id: holder.id, uploaded_by_id: superAdmin.id },
    });
    // The person hears that their day was uploaded for them, and open worksheets refresh.
    const told = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, holder.id), eq(notifications.type, NotificationType.WORKSHEET_PRESET)),
      );
    expect(told.map((n) => n.title)).toEqual([M.notifyUploaded(day)]);
    // On PostgreSQL the event comes back through LISTEN after the commit.
    await vi.waitFor(() =>
      expect(seenEvents).toContainEqual(
        expect.objectContaining({
          type: RealtimeEventType.WORKSHEET_CHANGED,
          data: expect.objectContaining({ user_id: holder.id, date: day, change: 'upload' }),
        }),
      ),
    );
    stop();
    const after = await api.post(DAY_END, { date: day, user_id: holder.id }, holder);
    expect(after.json()).toMatchObject({ day_end: true, may_upload: true, uploaded: res.json().upload });
    const own = await api.post(UPLOAD, { date: day }, holder);
    expect(own.json()).toMatchObject({
      status: false,
      message: M.alreadyDone(day, res.json().upload.uploaded_by),
    });
  });
});
