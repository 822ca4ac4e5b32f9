import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ActivityType,
  FloorAlertKind,
  HoldRequestType,
  Msg,
  Perm,
  RealtimeEventType,
  TaskSection as S,
  WorkState,
  type EmployeeCard,
  type FloorAlertWire,
} from '@jobline/shared';
import { createDivision, createUser } from '../../test/factories';
import { auditRows, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { changeHold } from '../boards/holdChanger';
import { moveTask } from '../boards/taskMover';
import { eventAfter } from '../jobAdmin/jobAdminTestKit';
import {
  boardApi,
  boardJob,
  boardPeople,
  boardsApp,
  contextAt,
  taskUserRow,
  workLogOf,
  type BoardApi,
  type BoardPeople,
} from '../boards/boardsTestKit';

let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
/** Someone who watches every floor: the Dashboard (41) and its live reload (42) with Home (17). */
let watcher: Actor;

beforeAll(async () => {
  ({ t, p, api } = await boardsApp(boardPeople));
  watcher = await signedIn(t, {
    roleId: null,
    permissions: [Perm.EMPLOYEE_ACTIVITIES, Perm.DASHBOARD, Perm.DASHBOARD_LIVE],
  });
});
afterAll(() => t.close());

const floor = (who: Actor | null, body: Record<string, unknown> = {}) =>
  api.post('/api/ongoing_jobs', body, who);
const cardOf = (body: { employees: EmployeeCard[] }, userId: number) =>
  body.employees.find((e) => e.id === userId)!;
const alertsOf = (body: { alerts: FloorAlertWire[] }, userId: number) =>
  body.alerts.filter((a) => a.user_id === userId);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A new employee of the division with one planned task of these estimates (hours) in Picked. */
async function employeeWithTask(estimate: [number, number, number] = [1, 2, 4]) {
  const holder = await signedIn(t, { divisionId: p.division.id, firstName: 'Floor' });
  const { job, assigned } = await boardJob(t.database.db, { ...p, holder }, [estimate], {
    section: S.PICKED,
    authorized: true,
  });
  return { holder, job, taskUserId: assigned[0]!.id, jobUserId: assigned[0]!.jobUserId };
}

/** The holder starts the task at `at` through the board's own command. */
const startAt = (holder: Actor, taskUserId: number, at: Date) =>
  moveTask(t.database.db, contextAt(t, holder, at), {
    taskUserId,
    from: S.PICKED,
    to: S.ONGOING,
    via: 'move',
  });

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

describe('POST /api/floor/end_day', () => {
  /** A timer started eight days ago: it has run past at least one business day's end. */
  async function leftRunning() {
    const { holder, taskUserId } = await employeeWithTask();
    await startAt(holder, taskUserId, minutesAgo(8 * 24 * 60));
    return { holder, taskUserId };
  }
  const endDay = (who: Actor | null, user: unknown) => api.post('/api/floor/end_day', { user }, who);

  it('answers 401, 403 without the live dashboard (42), 403 for another division, 404 for no one', async () => {
    const { holder } = await leftRunning();
    expect((await endDay(null, holder.id)).statusCode).toBe(401);
    expect((await endDay(p.hod, holder.id)).statusCode).toBe(403);
    const narrow = await signedIn(t, { roleId: null, permissions: [Perm.DASHBOARD_LIVE], divisionId: null });
    expect((await endDay(narrow, holder.id)).json()).toEqual({
      status: 11,
      message: Msg.floor.otherDivision,
    });
    expect((await endDay(watcher, 999_999)).statusCode).toBe(404);
    expect((await endDay(watcher, 'x')).statusCode).toBe(400);
  });

  it('ends the day at the close of business the timer ran into: Hold, off from then, audited, announced', async () => {
    const { holder, taskUserId } = await leftRunning();
    const alert = alertsOf((await floor(watcher, { division: p.division.id })).json(), holder.id).find(
      (a) => a.kind === FloorAlertKind.AFTER_HOURS,
    );
    expect(alert?.end_at).toBeTruthy();
    let answer: { statusCode: number; json: () => { end_at: string; message: string } } | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        answer = await endDay(watcher, holder.id);
      },
      (e) => e.type === RealtimeEventType.BOARD_CHANGED && e.data?.user_id === holder.id,
    );
    expect(answer!.statusCode).toBe(200);
    expect(answer!.json()).toEqual({ message: Msg.floor.dayClosed, end_at: alert!.end_at });
    expect(event).toBeDefined();
    expect((await taskUserRow(t.database.db, taskUserId)).section).toBe(S.HOLD);
    const log = await workLogOf(t.database.db, holder.id);
    expect(log.at(-1)).toMatchObject({ state: WorkState.OFF });
    expect(log.at(-1)!.at.toISOString()).toBe(alert!.end_at);
    const [row] = await auditRows(t.database.db, 'floor.day_end', holder.id);
    expect(row).toMatchObject({ actorId: watcher.id, after: { ended_at: alert!.end_at } });
    expect(cardOf((await floor(watcher, { division: p.division.id })).json(), holder.id).state).not.toBe(
      'working',
    );
    // Nothing is left running now.
    expect((await endDay(watcher, holder.id)).json()).toEqual({ status: 7, message: Msg.floor.nothingToEnd });
  });

  it('refuses a timer that has not yet run past a business day’s end', async () => {
    const { holder, taskUserId } = await employeeWithTask();
    await startAt(holder, taskUserId, new Date());
    const res = await endDay(watcher, holder.id);
    expect(res.statusCode).toBe(409);
  });
});

describe('login', () => {
  it('announces that an employee’s day began, and the card shows them at work', async () => {
    const fresh = await createUser(t.database.db, { divisionId: p.division.id });
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
