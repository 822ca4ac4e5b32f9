import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Feature,
  FloorAlertKind,
  HoldRequestType,
  LeaveStatus,
  Msg,
  Perm,
  RoleId,
  type FeatureKey,
  type FeatureSwitch,
} from '@jobline/shared';
import { workFromHomeDays } from '../../../db/schema';
import { signedIn, uniqueIp, type Actor } from '../../../test/helpers';
import type { TestApp } from '../../../test/testApp';
import type { BoardApi, BoardPeople } from '../../boards/boardsTestKit';
import { alertsOf, floorApp, minutesAgo, type FloorWorld } from '../../floor/floorTestKit';
import { insertLeave, leaveCalls, type LeaveCalls } from '../../leave/leaveTestKit';
import { isFeatureOn } from './featureSwitches';

/**
 * Each switch's effect, through the super admin's own call: these fail if a switch stops working.
 * One app (the floor's world: a division with its HOD and employees) for the whole file.
 */
let t: TestApp;
let p: BoardPeople;
let api: BoardApi;
let floor: FloorWorld['floor'];
let world: FloorWorld;
let admin: Actor;
let leave: LeaveCalls;
let switches: FeatureSwitch[];
beforeAll(async () => {
  world = await floorApp();
  ({ t, p, api, floor } = world);
  admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  leave = leaveCalls(t);
  switches = (await api.get('/api/admin/allFeatures', admin)).json().features;
});
afterAll(() => t.close());

async function turn(key: FeatureKey, on: boolean) {
  const one = switches.find((s) => s.feature === key)!;
  const res = await api.post(
    '/api/admin/changeFeatureStatus',
    { features: [{ id: one.id, feature: key, status: on ? 1 : 0 }] },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** Every switch back to its seeded state. */
afterEach(async () => {
  const res = await api.post(
    '/api/admin/changeFeatureStatus',
    { features: switches.map(({ id, feature, status }) => ({ id, feature, status })) },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
});

describe('break_logs_out (O-16)', () => {
  it('signs the employee out on a Break only while the switch is on', async () => {
    const hold = (who: Actor) =>
      api.post('/api/tasks/change/dashboard', { type: HoldRequestType.BREAK, comment: 'Tea' }, who);
    expect((await hold(p.holder)).json().logout).toBe(false);
    await turn(Feature.BREAK_LOGS_OUT, true);
    expect((await hold(p.checker)).json()).toMatchObject({ logout: true });
  });
});

describe('quick_job_manager', () => {
  it('refuses the screen’s calls with 403 naming the feature, but not jobs/sync', async () => {
    const manager = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB, Perm.TASKS] });
    const calls = () => [
      api.get('/api/jobs/quick-job-manager-jobs', manager),
      api.get('/api/jobs/online/user/0', manager),
      api.post('/api/jobs/getTaskUserDetails', { job_user_id: 1 }, manager),
    ];
    expect((await api.get('/api/jobs/quick-job-manager-jobs', manager)).statusCode).toBe(200);
    await turn(Feature.QUICK_JOB_MANAGER, false);
    for (const res of await Promise.all(calls())) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(Msg.features.off.quick_job_manager);
    }
    expect((await api.get('/api/jobs/sync', manager)).statusCode).toBe(200);
    // Without a session it is still 401: the login comes first.
    expect((await api.get('/api/jobs/quick-job-manager-jobs', null)).statusCode).toBe(401);
    await turn(Feature.QUICK_JOB_MANAGER, true);
    expect((await api.get('/api/jobs/quick-job-manager-jobs', manager)).statusCode).toBe(200);
  });
});

describe('work_from_home', () => {
  it('records the login tick only while the switch is on', async () => {
    const wfhDays = (userId: number) =>
      t.database.db.select().from(workFromHomeDays).where(eq(workFromHomeDays.userId, userId));
    const logIn = (who: Actor) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: who.email, password: who.password, workfrom_home: true },
        remoteAddress: uniqueIp(),
      });
    await turn(Feature.WORK_FROM_HOME, false);
    expect((await logIn(p.holder)).statusCode).toBe(200);
    expect(await wfhDays(p.holder.id)).toHaveLength(0);
    await turn(Feature.WORK_FROM_HOME, true);
    expect((await logIn(p.holder)).statusCode).toBe(200);
    expect(await wfhDays(p.holder.id)).toHaveLength(1);
  });
});

describe('leave_balances', () => {
  it('keeps no balance while off: balance and allowance calls 403, a request shows no balance', async () => {
    // Twenty days asked for: past the year's fourteen, so approving it would overdraw the balance.
    const id = await insertLeave(t, p.holder.id, '2031-03-03', '2031-03-22', { status: LeaveStatus.PENDING });
    const hr = await signedIn(t, { roleId: null, permissions: [Perm.EMPLOYEES] });
    const on = (await leave.detail(p.holder, id)).json();
    expect(on.balances).toHaveLength(1);
    expect(on.over_balance).not.toEqual([]);
    await turn(Feature.LEAVE_BALANCES, false);
    const balance = await leave.balance(p.holder);
    expect(balance.statusCode).toBe(403);
    expect(balance.json().message).toBe(Msg.features.off.leave_balances);
    const allowance = await leave.allowance(hr, { user_id: p.holder.id, year: 2031, kind: 1, allowance: 0 });
    expect(allowance.statusCode).toBe(403);
    expect((await leave.detail(p.holder, id)).json()).toMatchObject({ balances: [], over_balance: [] });
    await turn(Feature.LEAVE_BALANCES, true);
    expect((await leave.balance(p.holder)).statusCode).toBe(200);
  });
});

describe('live_alerts', () => {
  it('answers Home no alerts while off, and the same alert again once on', async () => {
    const { holder, taskUserId } = await world.employeeWithTask([0.25, 0.5, 1]);
    await world.startAt(holder, taskUserId, minutesAgo(70));
    const kinds = async () => alertsOf((await floor(p.hod)).json(), holder.id).map((a) => a.kind);
    expect(await kinds()).toContain(FloorAlertKind.PAST_PESSIMISTIC);
    await turn(Feature.LIVE_ALERTS, false);
    const off = (await floor(p.hod)).json();
    expect(off.alerts).toEqual([]);
    expect(off.employees.some((e: { id: number }) => e.id === holder.id)).toBe(true);
    await turn(Feature.LIVE_ALERTS, true);
    expect(await kinds()).toContain(FloorAlertKind.PAST_PESSIMISTIC);
  });
});

describe('reading a switch inside a transaction', () => {
  it('reads through the transaction while nothing is cached, so the embedded database does not wait on itself', async () => {
    await turn(Feature.SMS, false);
    // The change forgot the cache: the next read inside a transaction must not need a second connection.
    const seen = await t.database.db.transaction((tx) => isFeatureOn(tx, Feature.SMS));
    expect(seen).toBe(false);
    expect(await isFeatureOn(t.database.db, Feature.SMS)).toBe(false);
  });
});
