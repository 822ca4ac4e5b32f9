import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId, SmsEvent, type SmsMessage } from '@jobline/shared';
import { smsRecipients, users } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { enqueueSms } from './smsEnqueuer';
import { createDirector, createDivision, outboxRow, setSmsFeature } from './smsTestKit';

let t: TestApp;
let superAdmin: Actor;
let admin: Actor; // role 2: every permission but Super Admin (1)
let divisions: { id: number; name: string }[];
let dilan: Awaited<ReturnType<typeof createDirector>>;
let priya: Awaited<ReturnType<typeof createDirector>>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signedIn(t, { roleId: RoleId.SUPER_ADMIN });
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  divisions = [await createDivision(t.database.db), await createDivision(t.database.db)];
  dilan = await createDirector(t.database.db, { firstName: 'Aaron', divisions: [divisions[0]!.id] });
  priya = await createDirector(t.database.db, { firstName: 'Abby', mobile: null });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as object });
const settings = async () => {
  const res = await call('GET', '/api/admin/getSmsSettings', superAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    settings: { director_id: number; departments: number[] }[];
    directors: { id: number; name: string; code: string; mobile: string | null }[];
    departments: { id: number; name: string }[];
  };
};
const change = (payload: unknown, who: Actor = superAdmin) =>
  call('POST', '/api/admin/changeSmsSettings', who, payload);
const departmentsOf = async (directorId: number) =>
  (
    await t.database.db
      .select({ d: smsRecipients.divisionId })
      .from(smsRecipients)
      .where(eq(smsRecipients.directorId, directorId))
  )
    .map((r) => r.d)
    .sort((a, b) => a - b);

describe('who may use SMS Settings and the outbox', () => {
  const calls: ['GET' | 'POST', string, unknown?][] = [
    ['GET', '/api/admin/getSmsSettings'],
    ['POST', '/api/admin/changeSmsSettings', []],
    ['GET', '/api/admin/sms/messages'],
    ['POST', '/api/admin/sms/messages/1/resend'],
  ];

  it.each(calls)('%s %s answers 401 without a session and 403 to an admin', async (method, url, payload) => {
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    const refused = await call(method, url, admin, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });
});

describe('GET admin/getSmsSettings', () => {
  it('lists active directors with their departments and mobile, and every department', async () => {
    const inactive = await createDirector(t.database.db, { status: 0, divisions: [divisions[1]!.id] });
    const hod = await createUser(t.database.db, { roleId: RoleId.HOD });
    const body = await settings();
    const ids = body.directors.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([dilan.id, priya.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(hod.id);
    expect(body.directors.find((d) => d.id === dilan.id)).toMatchObject({
      name: expect.stringMatching(/^Aaron /),
      mobile: dilan.mobile,
    });
    expect(body.directors.find((d) => d.id === priya.id)?.mobile).toBeNull();
    expect(body.settings).toContainEqual({ director_id: dilan.id, departments: [divisions[0]!.id] });
    expect(body.settings).toContainEqual({ director_id: priya.id, departments: [] });
    expect(body.departments).toEqual(
      expect.arrayContaining(divisions.map((d) => ({ id: d.id, name: d.name }))),
    );
  });
});

describe('POST admin/changeSmsSettings', () => {
  it('sets exactly the listed directors’ departments, audits it, tells the panels, and leaves others', async () => {
    const other = await createDirector(t.database.db, { divisions: [divisions[1]!.id] });
    const seen: string[] = [];
    const stop = t.bus.subscribe((e) => seen.push(`${e.type}:${String(e.data?.change)}`));
    const [a, b] = divisions.map((d) => d.id) as [number, number];
    const res = await change([
      { director_id: dilan.id, departments: [b, a, b] },
      { director_id: priya.id, departments: ['' + a] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: Msg.sms.settingsUpdated });
    expect(await departmentsOf(dilan.id)).toEqual([a, b].sort((x, y) => x - y));
    expect(await departmentsOf(priya.id)).toEqual([a]);
    expect(await departmentsOf(other.id)).toEqual([b]);
    const [row] = await auditRows(t.database.db, 'sms_settings.update');
    expect(row).toMatchObject({
      actorId: superAdmin.id,
      before: { [dilan.id]: [a], [priya.id]: [] },
      after: { [dilan.id]: [a, b].sort((x, y) => x - y), [priya.id]: [a] },
    });
    expect((await settings()).settings).toContainEqual({ director_id: priya.id, departments: [a] });

    const cleared = await change([{ director_id: priya.id, departments: [] }]);
    expect(cleared.statusCode).toBe(200);
    expect(await departmentsOf(priya.id)).toEqual([]);
    // Open SMS panels hear of it (after the commit, through LISTEN/NOTIFY).
    const settingsEvent = `${RealtimeEventType.SMS_CHANGED}:settings`;
    for (let waited = 0; waited < 5000 && !seen.includes(settingsEvent); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(seen).toContain(settingsEvent);
  });

  it('refuses input that is not a list of directors and departments, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ director_id: dilan.id }, 'body', Msg.sms.settingsList],
      [[{ departments: [] }], '0.director_id', Msg.sms.directorRequired],
      [[{ director_id: 'x', departments: [] }], '0.director_id', Msg.sms.directorRequired],
      [[{ director_id: dilan.id }], '0.departments', Msg.sms.departmentsRequired],
      [[{ director_id: dilan.id, departments: [0] }], '0.departments.0', Msg.sms.departmentInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await change(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], res.body).toBe(message);
    }
  });

  it('refuses unknown people and departments, non-directors and repeats, and changes nothing', async () => {
    const hod = await createUser(t.database.db, { roleId: RoleId.HOD });
    const left = await createDirector(t.database.db, { status: 0 });
    const before = await departmentsOf(dilan.id);
    const res = await change([
      { director_id: dilan.id, departments: [divisions[0]!.id, 999_999] },
      { director_id: 999_998, departments: [] },
      { director_id: hod.id, departments: [] },
      { director_id: left.id, departments: [] },
      { director_id: dilan.id, departments: [] },
    ]);
    expect(res.statusCode).toBe(400);
    expectNoInternals(res.body);
    expect(res.json().errors).toEqual({
      '0.departments.1': Msg.sms.departmentUnknown,
      '1.director_id': Msg.sms.directorUnknown,
      '2.director_id': Msg.sms.notADirector,
      '3.director_id': Msg.sms.notADirector,
      '4.director_id': Msg.sms.directorRepeated,
    });
    expect(await departmentsOf(dilan.id)).toEqual(before);
  });
});

/** A message of each state, newest last, about one made-up record. */
async function seedMessages(entityId: string) {
  const division = await createDivision(t.database.db);
  const withPhone = await createDirector(t.database.db, { divisions: [division.id] });
  const noPhone = await createDirector(t.database.db, { mobile: null, divisions: [division.id] });
  await t.database.db.transaction((tx) =>
    enqueueSms(tx, t.bus, {
      event: SmsEvent.APPROVAL_SENT,
      divisionId: division.id,
      body: 'Jobline: PA-00001 waits for approval.',
      entity: 'pending_approval',
      entityId,
    }),
  );
  return { withPhone, noPhone };
}

const page = async (query = '') => {
  const res = await call('GET', `/api/admin/sms/messages${query}`, superAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: SmsMessage[]; total: number; page: number; page_size: number };
};

describe('GET admin/sms/messages', () => {
  it('answers the outbox newest first, paged on the server, with the recipient and reason', async () => {
    await seedMessages('list-1');
    await seedMessages('list-2');
    const first = await page('?page_size=5');
    expect(first.page).toBe(1);
    expect(first.page_size).toBe(5);
    expect(first.total).toBeGreaterThanOrEqual(4);
    const ids = first.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const failed = first.messages.find((m) => m.state === 'failed' && m.entity_id === 'list-2')!;
    expect(failed).toMatchObject({
      event: SmsEvent.APPROVAL_SENT,
      event_label: 'Job sent for approval',
      recipient_name: expect.stringMatching(/^Director /),
      phone: null,
      last_error: Msg.sms.noMobile,
      entity: 'pending_approval',
    });
    const second = await page('?page_size=5&page=2');
    expect(second.messages.every((m) => m.id < Math.min(...ids))).toBe(true);
    const onlyFailed = await page('?state=failed');
    expect(onlyFailed.messages.length).toBeGreaterThan(0);
    expect(onlyFailed.messages.every((m) => m.state === 'failed')).toBe(true);
  });

  it('refuses a bad state, page or page size naming the field', async () => {
    for (const [query, field, message] of [
      ['?state=lost', 'state', Msg.sms.stateInvalid],
      ['?page=0', 'page', Msg.sms.pageInvalid],
      ['?page_size=7', 'page_size', Msg.sms.pageSizeInvalid],
    ] as const) {
      const res = await call('GET', `/api/admin/sms/messages${query}`, superAdmin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
  });
});

describe('POST admin/sms/messages/{id}/resend', () => {
  const resend = (id: number | string, who: Actor = superAdmin) =>
    call('POST', `/api/admin/sms/messages/${id}/resend`, who);

  it('queues a failed message again to the mobile number added since, and audits it', async () => {
    const { noPhone } = await seedMessages('resend-1');
    const failed = (await page('?state=failed')).messages.find((m) => m.entity_id === 'resend-1')!;
    const refused = await resend(failed.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ id: Msg.sms.resendNoMobile });

    await t.database.db.update(users).set({ mobile: '0771234567' }).where(eq(users.id, noPhone.id));
    const res = await resend(failed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: Msg.sms.resent,
      sms: { id: failed.id, state: 'queued', phone: '0771234567', attempts: 0, last_error: null },
    });
    expect(await outboxRow(t.database.db, failed.id)).toMatchObject({ state: 'queued', phone: '0771234567' });
    const [row] = await auditRows(t.database.db, 'sms.resend', failed.id);
    expect(row).toMatchObject({
      actorId: superAdmin.id,
      before: { state: 'failed' },
      after: { state: 'queued' },
    });
  });

  it('refuses a message that has not failed (409), a missing one (404) and a bad id (400)', async () => {
    await seedMessages('resend-2');
    const queued = (await page('?state=queued')).messages.find((m) => m.entity_id === 'resend-2')!;
    const notFailed = await resend(queued.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toEqual({ status: 7, message: Msg.sms.onlyFailedResend });
    expect((await resend(99_999_999)).statusCode).toBe(404);
    const bad = await resend('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe(Msg.sms.messageNotFound);
  });

  it('is refused while SMS sending is switched off', async () => {
    await seedMessages('resend-3');
    const failed = (await page('?state=failed')).messages.find((m) => m.entity_id === 'resend-3')!;
    await setSmsFeature(t, false);
    try {
      const res = await resend(failed.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(Msg.features.off.sms);
      expect((await outboxRow(t.database.db, failed.id))?.state).toBe('failed');
    } finally {
      await setSmsFeature(t, true);
    }
  });
});
