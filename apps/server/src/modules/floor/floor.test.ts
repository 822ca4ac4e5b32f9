import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ActivityType,
  FloorAlertKind,
  HoldRequestType,
  Msg,
  LeaveStatus,
  LeaveType,
  RealtimeEventType,
  TaskSection as S,
  type EmployeeCard,
} from '@jobline/shared';
import { leaveRequestDays, leaveRequests } from '../../db/schema';
import { createDivision, createUser } from '../../test/factories';
import { todayInColombo } from '../../test/jobWorld';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { changeHold } from '../boards/holdChanger';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import { boardApi, boardPeople, contextAt, type BoardApi, type BoardPeople } from '../boards/boardsTestKit';
import { alertsOf, cardOf, floorApp, minutesAgo, type FloorWorld } from './floorTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let watcher: Actor;
let floor: FloorWorld['floor'];
let employeeWithTask: FloorWorld['employeeWithTask'];
let startAt: FloorWorld['startAt'];

beforeAll(async () => {
  ({ t, p, api, watcher, floor, employeeWithTask, startAt } = await floorApp());
});
afterAll(() => t.close());

describe('POST /api/ongoing_jobs rights', () => {
  it('answers 401 without a session, 403 without Employee Activities (17), 400 for a bad division', async () => {
    expect((await floor(null)).statusCode).toBe(401);
    expect((await floor(p.holder)).statusCode).toBe(403);
    const bad = await floor(p.hod, { division: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.division).toBe(Msg.floor.divisionNotFound);
  });

  it('shows a HOD their own division, and refuses another one with status 11', async () => {
    const own = await floor(p.hod);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      division_id: p.division.id,
      all_divisions: false,
      can_end_day: false,
    });
    expect(own.json().employees.every((e: EmployeeCard) => e.division_id === p.division.id)).toBe(true);
    const other = await createDivision(t.database.db);
    const refused = await floor(p.hod, { division: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.floor.otherDivision });
  });

  it('lets a Dashboard holder pick any division; an unknown one is 404', async () => {
    const res = await floor(watcher, { division: p.division.id, user: watcher.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ division_id: p.division.id, all_divisions: true, can_end_day: true });
    expect((await floor(watcher, { division: 999_999 })).statusCode).toBe(404);
  });

  it('answers an empty floor for a division with no one', async () => {
    const empty = await createDivision(t.database.db);
    const res = await floor(watcher, { division: empty.id });
    expect(res.json()).toMatchObject({ division_id: empty.id, employees: [], alerts: [] });
  });
});

describe('POST /api/ongoing_jobs cards', () => {
  it('shows the ongoing task, its job, estimate and running time, as the board counts it', async () => {
    const { holder, job, taskUserId, jobUserId } = await employeeWithTask([1, 2, 4]);
    await startAt(holder, taskUserId, minutesAgo(45));
    const body = (await floor(p.hod)).json();
    const card = cardOf(body, holder.id);
    expect(card).toMatchObject({
      name: expect.stringContaining('Floor'),
      state: 'working',
      isHolding: false,
      holdAction: null,
      ongoing: { task_no: expect.any(String), Time01: 1, Time02: 2, Time03: 4 },
      ongoing_job: { id: job.id, job_no: job.jobNo, job_user_id: jobUserId },
      task_user: { id: taskUserId },
      spent: { days: 0, hours: 0, minutes: 45 },
      pending_tasks: 1,
      pending_job_count: 1,
    });
    expect(Date.parse(card.since!)).toBeLessThanOrEqual(minutesAgo(44.9).getTime());
    // The board shows the same spent time for the same task.
    const board = (await api.post('/api/sections', { type: 1, job_user_id: jobUserId }, holder)).json();
    const task = board.sections
      .flatMap((s: { tasks: unknown[] }) => s.tasks)
      .find((x: { id: number }) => x.id === taskUserId);
    expect(task.spent_minutes).toBe(45);
    expect(card.spent).toEqual(task.spent);
  });

  it('shows the hold in force with its stored type and start, and the task it holds stays on the card list', async () => {
    const { holder, taskUserId } = await employeeWithTask();
    await startAt(holder, taskUserId, minutesAgo(90));
    await changeHold(
      t.database.db,
      contextAt(t, holder, minutesAgo(30)),
      { type: HoldRequestType.LUNCH },
      {
        breakLogsOut: false,
      },
    );
    const card = cardOf((await floor(p.hod)).json(), holder.id);
    expect(card).toMatchObject({ state: 'holding', isHolding: true, ongoing: null, pending_tasks: 1 });
    expect(card.holdAction!.type).toBe(ActivityType.LUNCH);
    expect(Date.parse(card.holdAction!.created_at)).toBe(Date.parse(card.since!));
  });

  it('tells not started today, at work on nothing, and day ended apart, and lists what was finished today', async () => {
    const db = t.database.db;
    const absent = await createUser(db, { divisionId: p.division.id });
    const { holder, taskUserId } = await employeeWithTask();
    expect((await api.move(holder, taskUserId, S.PICKED, S.ONGOING)).statusCode).toBe(200);
    const done = await api.move(holder, taskUserId, S.ONGOING, S.FINISHED);
    expect(done.statusCode, done.body).toBe(200);
    const ended = await signedIn(t, { divisionId: p.division.id });
    await api.post('/api/tasks/change/dashboard', { type: HoldRequestType.LUNCH }, ended);
    expect((await api.post('/api/tasks/change/dashboard/session_end', {}, ended)).statusCode).toBe(200);

    const body = (await floor(p.hod)).json();
    expect(cardOf(body, absent.id)).toMatchObject({ state: 'not_started', since: null });
    const idle = cardOf(body, holder.id);
    expect(idle).toMatchObject({ state: 'idle', ongoing: null, pending_tasks: 0, pending_job_count: 0 });
    expect(idle.finished_today).toEqual([expect.objectContaining({ task_user_id: taskUserId })]);
    expect(cardOf(body, ended.id)).toMatchObject({ state: 'off' });
  });

  it('reads the whole division in the same few queries whatever its size', async () => {
    const db = t.database.db;
    const session = (db as unknown as { session: { prepareQuery: (...a: unknown[]) => unknown } }).session;
    const count = async () => {
      // Any change since the last read: the cards are computed afresh.
      await t.bus.publish(db, { type: 'test.changed', userIds: [] });
      const spy = vi.spyOn(session, 'prepareQuery');
      const res = await floor(p.hod);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { calls, employees: res.json().employees.length as number };
    };
    const before = await count();
    for (let i = 0; i < 3; i++) {
      const { holder, taskUserId } = await employeeWithTask();
      await api.move(holder, taskUserId, S.PICKED, S.ONGOING);
    }
    const afterMore = await count();
    expect(afterMore.employees).toBeGreaterThan(before.employees);
    expect(afterMore.calls).toBe(before.calls);
  });

  it('serves watchers of one division from one reading until something changes', async () => {
    const db = t.database.db;
    const session = (db as unknown as { session: { prepareQuery: (...a: unknown[]) => unknown } }).session;
    const { holder, taskUserId } = await employeeWithTask();
    const first = await floor(p.hod);
    const spy = vi.spyOn(session, 'prepareQuery');
    const again = await floor(p.hod);
    const repeatCalls = spy.mock.calls.length;
    await api.move(holder, taskUserId, S.PICKED, S.ONGOING);
    spy.mockClear();
    const moved = await floor(p.hod);
    const freshCalls = spy.mock.calls.length;
    spy.mockRestore();
    expect(again.json().employees).toEqual(first.json().employees);
    expect(freshCalls).toBeGreaterThan(repeatCalls);
    expect(cardOf(moved.json(), holder.id)).toMatchObject({
      state: 'working',
      task_user: { id: taskUserId },
    });
  });
});

describe('floor alerts', () => {
  it('flags a task past its pessimistic estimate as danger, naming the task', async () => {
    const { holder, taskUserId } = await employeeWithTask([0.25, 0.5, 1]);
    await startAt(holder, taskUserId, minutesAgo(70));
    const body = (await floor(p.hod)).json();
    expect(alertsOf(body, holder.id)).toContainEqual(
      expect.objectContaining({
        kind: FloorAlertKind.PAST_PESSIMISTIC,
        level: 'danger',
        task_user_id: taskUserId,
        limit_minutes: 60,
      }),
    );
    expect(alertsOf(body, holder.id).map((a) => a.kind)).not.toContain(FloorAlertKind.PAST_MOST_LIKELY);
  });

  it('warns past the most likely estimate, and of a lunch longer than an hour', async () => {
    const { holder, taskUserId } = await employeeWithTask([0.25, 0.5, 4]);
    await startAt(holder, taskUserId, minutesAgo(40));
    expect(alertsOf((await floor(p.hod)).json(), holder.id)).toContainEqual(
      expect.objectContaining({ kind: FloorAlertKind.PAST_MOST_LIKELY, level: 'warning', limit_minutes: 30 }),
    );
    const luncher = await signedIn(t, { divisionId: p.division.id });
    await changeHold(
      t.database.db,
      contextAt(t, luncher, minutesAgo(61)),
      { type: HoldRequestType.LUNCH },
      {
        breakLogsOut: false,
      },
    );
    expect(alertsOf((await floor(p.hod)).json(), luncher.id)).toEqual([
      expect.objectContaining({
        kind: FloorAlertKind.LONG_HOLD,
        hold_type: ActivityType.LUNCH,
        limit_minutes: 60,
      }),
    ]);
  });

  it('takes the hold limits from the settings', async () => {
    const lenient = await createTestApp({ FLOOR_LUNCH_MINUTES: '90' });
    try {
      const people = await boardPeople(lenient);
      const luncher = await signedIn(lenient, { divisionId: people.division.id });
      const ctx = contextAt(lenient, luncher, minutesAgo(61));
      await changeHold(lenient.database.db, ctx, { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
      const body = (await boardApi(lenient).post('/api/ongoing_jobs', {}, people.hod)).json();
      expect(cardOf(body, luncher.id).state).toBe('holding');
      expect(alertsOf(body, luncher.id)).toEqual([]);
    } finally {
      await lenient.close();
    }
  });
});

describe('login', () => {
  it('shows someone on approved leave today as on leave, and pending leave not at all', async () => {
    const db = t.database.db;
    const away = await createUser(db, { divisionId: p.division.id });
    const asked = await createUser(db, { divisionId: p.division.id });
    const today = todayInColombo();
    for (const [who, status, type] of [
      [away, LeaveStatus.APPROVED, LeaveType.MORNING_HALF_DAY],
      [asked, LeaveStatus.PENDING, LeaveType.FULL_DAY],
    ] as const) {
      const [request] = await db
        .insert(leaveRequests)
        .values({
          userId: who.id,
          leaveFrom: today,
          leaveTo: today,
          leaveType: type,
          remark: 'Family',
          status,
        })
        .returning({ id: leaveRequests.id });
      await db.insert(leaveRequestDays).values({ leaveRequestId: request!.id, date: today, leaveType: type });
    }
    await t.bus.publish(db, { type: 'test.changed', userIds: [] });
    const body = (await floor(p.hod)).json();
    expect(cardOf(body, away.id)).toMatchObject({
      state: 'on_leave',
      leave_type: LeaveType.MORNING_HALF_DAY,
    });
    expect(cardOf(body, asked.id)).toMatchObject({ state: 'not_started', leave_type: null });
  });

  it('announces that an employee’s day began, and the card shows them at work', async () => {
    const fresh = await createUser(t.database.db, { divisionId: p.division.id });
    // The factory writes behind the commands' backs: say so, as a command would.
    await t.bus.publish(t.database.db, { type: 'test.changed', userIds: [] });
    expect(cardOf((await floor(p.hod)).json(), fresh.id).state).toBe('not_started');
    const event = await eventAfter(
      t.bus,
      () => api.post('/api/auth/login', { email: fresh.email, password: fresh.password }, null),
      (e) => e.type === RealtimeEventType.FLOOR_CHANGED && e.data?.user_id === fresh.id,
    );
    expect(event).toBeDefined();
    expect(cardOf((await floor(p.hod)).json(), fresh.id).state).toBe('idle');
  });
});
