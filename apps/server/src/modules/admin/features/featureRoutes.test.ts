import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Feature, FEATURE_KEYS, Msg, RealtimeEventType, RoleId, type FeatureSwitch } from '@jobline/shared';
import { features } from '../../../db/schema';
import { auditRows, signedIn, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { eventAfter } from '../../jobAdmin/jobAdminTestKit';
import { applyBreakLogsOutSetting } from './featureEnvSeed';
import { forgetFeatureSwitches, isFeatureOn } from './featureSwitches';

let t: TestApp;
let admin: Actor; // the super admin (permission 1)
let hod: Actor; // a manager without permission 1
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  hod = await signedIn(t, { roleId: RoleId.HOD });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    payload: payload as Record<string, unknown> | undefined,
    headers: who ? who.headers : {},
  });
const list = async () => (await call('GET', 'admin/allFeatures', admin)).json().features as FeatureSwitch[];
const switchOf = async (key: string) => (await list()).find((f) => f.feature === key)!;
const change = (body: unknown, who: Actor = admin) => call('POST', 'admin/changeFeatureStatus', who, body);

/** Every switch back to its seeded state after each test. */
afterEach(async () => {
  await t.database.db.update(features).set({
    enabled: sql`${features.key} not in (${Feature.BREAK_LOGS_OUT}, ${Feature.TWO_FACTOR_SUPER_ADMINS})`,
  });
  forgetFeatureSwitches(t.database.db);
});

describe('who may read and change the switches', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', 'admin/allFeatures')).statusCode).toBe(401);
    expect((await call('POST', 'admin/changeFeatureStatus', undefined, { features: [] })).statusCode).toBe(
      401,
    );
  });

  it('answers 403 to anyone but the super admin, and changes nothing', async () => {
    const qjm = await switchOf(Feature.QUICK_JOB_MANAGER);
    expect((await call('GET', 'admin/allFeatures', hod)).statusCode).toBe(403);
    const refused = await change({ features: [{ ...qjm, status: 0 }] }, hod);
    expect(refused.statusCode).toBe(403);
    expect((await switchOf(Feature.QUICK_JOB_MANAGER)).status).toBe(1);
  });
});

describe('GET admin/allFeatures', () => {
  it('lists the eight switches with the spec fields, a name and a description', async () => {
    const all = await list();
    expect(all.map((f) => f.feature)).toEqual([...FEATURE_KEYS]);
    expect(all.find((f) => f.feature === Feature.BREAK_LOGS_OUT)).toMatchObject({
      status: 0,
      updated_by: null,
    });
    expect(all.find((f) => f.feature === Feature.WORK_FROM_HOME)).toMatchObject({
      id: expect.any(Number),
      status: 1,
      name: 'Working from home',
      description: Msg.features.descriptions.work_from_home,
    });
  });
});

describe('POST admin/changeFeatureStatus', () => {
  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const qjm = await switchOf(Feature.QUICK_JOB_MANAGER);
    const wfh = await switchOf(Feature.WORK_FROM_HOME);
    const cases: [unknown, string, string][] = [
      [{}, 'features', Msg.features.listRequired],
      [{ features: [] }, 'features', Msg.features.listRequired],
      [
        { features: [{ id: qjm.id, feature: 'teleport', status: 0 }] },
        'features.0.feature',
        Msg.features.unknownFeature,
      ],
      [
        { features: [{ id: qjm.id, feature: qjm.feature, status: 2 }] },
        'features.0.status',
        Msg.features.statusInvalid,
      ],
      [
        { features: [{ id: 'x', feature: qjm.feature, status: 0 }] },
        'features.0.id',
        Msg.features.unknownFeature,
      ],
      [{ features: [qjm, { ...qjm, status: 0 }] }, 'features', Msg.features.duplicate],
      // An id that is another feature's, and one that does not exist.
      [
        { features: [{ id: wfh.id, feature: qjm.feature, status: 0 }] },
        'features.0.feature',
        Msg.features.idMismatch,
      ],
      [
        {
          features: [
            { ...wfh, status: 0 },
            { id: 99_999, feature: qjm.feature, status: 0 },
          ],
        },
        'features.1.id',
        Msg.features.unknownFeature,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], `${JSON.stringify(body)} → ${res.body}`).toBe(message);
    }
    // The last case's valid first switch was not applied either: one transaction.
    expect((await switchOf(Feature.WORK_FROM_HOME)).status).toBe(1);
  });

  it('switches, audits before/after, tells everyone with the new states, and takes effect at once', async () => {
    const qjm = await switchOf(Feature.QUICK_JOB_MANAGER);
    const sms = await switchOf(Feature.SMS);
    let res: Awaited<ReturnType<typeof change>> | undefined;
    const event = await eventAfter(
      t.bus,
      async () => {
        // The unchanged switch sent along (sms stays on) is neither audited nor counted.
        res = await change({
          features: [
            { ...qjm, status: 0 },
            { id: sms.id, feature: sms.feature, status: '1' },
          ],
        });
      },
      (e) => e.type === RealtimeEventType.FEATURES_CHANGED,
    );
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json().message).toBe(Msg.features.updated);
    expect(res!.json().features.find((f: FeatureSwitch) => f.feature === qjm.feature)).toMatchObject({
      status: 0,
      updated_by: { id: admin.id },
    });
    expect(event).toMatchObject({ all: true, data: { features: { quick_job_manager: false, sms: true } } });
    // This server reads the new state straight after the answer, before the event's echo.
    expect(await isFeatureOn(t.database.db, Feature.QUICK_JOB_MANAGER)).toBe(false);

    const rows = await auditRows(t.database.db, 'feature.switch', qjm.id);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      entity: 'feature',
      before: { feature: qjm.feature, status: 1 },
      after: { feature: qjm.feature, status: 0 },
    });
    expect(await auditRows(t.database.db, 'feature.switch', sms.id)).toHaveLength(0);

    // The logged user's features follow.
    const me = await call('GET', 'auth/me', hod);
    expect(me.json().features).toMatchObject({ quick_job_manager: false, work_from_home: true });
  });
});

describe('the switches in memory', () => {
  it('reads the table once, and again when a switch changed on another server', async () => {
    const db = t.database.db;
    expect(await isFeatureOn(db, Feature.LIVE_ALERTS)).toBe(true);
    // Another server's change: the row is written, and the event comes through LISTEN/NOTIFY.
    await db.update(features).set({ enabled: false }).where(eq(features.key, Feature.LIVE_ALERTS));
    expect(await isFeatureOn(db, Feature.LIVE_ALERTS)).toBe(true); // no query per call
    const heard = await eventAfter(
      t.bus,
      () => t.bus.publish(db, { type: RealtimeEventType.FEATURES_CHANGED, all: true }),
      (e) => e.type === RealtimeEventType.FEATURES_CHANGED,
    );
    expect(heard).toBeDefined();
    expect(await isFeatureOn(db, Feature.LIVE_ALERTS)).toBe(false);
    // A transaction finds the same cache.
    expect(await db.transaction((tx) => isFeatureOn(tx, Feature.LIVE_ALERTS))).toBe(false);
  });

  it('answers the login page whether it offers working from home, without a session', async () => {
    expect((await call('GET', 'features/login')).json()).toEqual({ work_from_home: true });
    const wfh = await switchOf(Feature.WORK_FROM_HOME);
    expect((await change({ features: [{ ...wfh, status: 0 }] })).statusCode).toBe(200);
    expect((await call('GET', 'features/login')).json()).toEqual({ work_from_home: false });
  });
});

describe('BREAK_LOGS_OUT at start (O-16)', () => {
  it('turns the switch on while nobody has set it, and leaves the super admin’s choice alone', async () => {
    const db = t.database.db;
    const withSetting = { ...t.config, BREAK_LOGS_OUT: true };
    const breakSwitch = await switchOf(Feature.BREAK_LOGS_OUT);
    await db.update(features).set({ updatedById: null }).where(eq(features.id, breakSwitch.id));
    await applyBreakLogsOutSetting(db, t.bus, withSetting);
    expect(await isFeatureOn(db, Feature.BREAK_LOGS_OUT)).toBe(true);
    expect((await auditRows(db, 'feature.switch', breakSwitch.id))[0]).toMatchObject({
      actorId: null,
      after: { status: 1, by: 'BREAK_LOGS_OUT' },
    });
    // Once the super admin has set the switch, a start with the setting keeps their choice.
    expect((await change({ features: [{ ...breakSwitch, status: 0 }] })).statusCode).toBe(200);
    await applyBreakLogsOutSetting(db, t.bus, withSetting);
    expect(await isFeatureOn(db, Feature.BREAK_LOGS_OUT)).toBe(false);
  });
});
