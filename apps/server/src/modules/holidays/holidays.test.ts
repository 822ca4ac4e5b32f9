import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, RealtimeEventType, RoleId } from '@jobline/shared';
import type { RealtimeEvent } from '../../realtime/bus';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: Actor; // role 2 holds 32 (Holiday Planner)
let employee: Actor; // role 8 does not
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
});
afterAll(() => t.close());

const get = (url: string, who?: Actor) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
const post = (url: string, payload: unknown, who?: Actor) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: who ? who.headers : {},
  });
const add = (body: Record<string, unknown>, who: Actor = admin) => post('/api/holiday', body, who);
const remove = (id: unknown, who: Actor = admin) => post('/api/holiday/delete', { id }, who);
const list = async (query = '') =>
  (await get(`/api/holiday${query}`, admin)).json().holidays as {
    id: number;
    description: string;
    start: string;
    end: string;
  }[];

/** Adds a holiday that must succeed and answers it. */
async function added(description: string, start: string, end = start) {
  const res = await add({ description, start, end });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().holiday as { id: number; description: string; start: string; end: string };
}

/** Collects bus events until `until` finds one, or fails after a while. */
async function eventAfter(action: () => Promise<unknown>, until: (e: RealtimeEvent) => boolean) {
  const seen: RealtimeEvent[] = [];
  const stop = t.bus.subscribe((event) => seen.push(event));
  try {
    await action();
    for (let waited = 0; waited < 5000 && !seen.some(until); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen.find(until);
  } finally {
    stop();
  }
}

describe('who may call the holiday routes', () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ['GET', '/api/holiday'],
    ['POST', '/api/holiday', { description: 'Sneaky', start: '2030-01-01', end: '2030-01-01' }],
    ['POST', '/api/holiday/delete', { id: 1 }],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'GET', url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
  });

  it('lets any logged-in user read the holidays', async () => {
    const res = await get('/api/holiday', employee);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('holidays');
  });

  it('refuses an employee (no permission 32) adding or removing, and changes nothing', async () => {
    const holiday = await added('Kept by the refusals', '2030-03-02');
    const refusedAdd = await add({ description: 'Sneaky', start: '2030-01-01', end: '2030-01-01' }, employee);
    expect(refusedAdd.statusCode).toBe(403);
    expect(refusedAdd.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    const refusedDelete = await remove(holiday.id, employee);
    expect(refusedDelete.statusCode).toBe(403);
    const all = await list('?from=2030-01-01&to=2030-12-31');
    expect(all.map((h) => h.description)).toEqual(['Kept by the refusals']);
  });
});

describe('POST /api/holiday', () => {
  it('adds a holiday, trimmed, and answers it with the spec message', async () => {
    const res = await add({ description: '  Poson Poya Day ', start: '2031-06-23', end: '2031-06-24' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: Msg.holidays.planUpdated,
      holiday: {
        id: expect.any(Number),
        description: 'Poson Poya Day',
        date: '2031-06-23',
        start: '2031-06-23',
        end: '2031-06-24',
      },
    });
    expect(await list('?from=2031-06-01&to=2031-06-30')).toEqual([body.holiday]);
  });

  it('accepts a one-day holiday and a range of exactly 31 days', async () => {
    await added('One day', '2031-07-01');
    const month = await added('Thirty-one days', '2031-08-01', '2031-08-31');
    expect(month).toMatchObject({ start: '2031-08-01', end: '2031-08-31' });
  });

  it('writes one audit row with what was added', async () => {
    const holiday = await added('Audited holiday', '2031-09-10', '2031-09-11');
    const rows = await auditRows(t.database.db, 'holiday.create', holiday.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      entity: 'holiday',
      before: null,
      after: { id: holiday.id, description: 'Audited holiday', start: '2031-09-10', end: '2031-09-11' },
    });
  });

  it('tells everyone that the holidays changed', async () => {
    let id = 0;
    const event = await eventAfter(
      async () => {
        const res = await add({ description: 'Announced holiday', start: '2031-10-01', end: '2031-10-01' });
        id = res.json().holiday.id;
      },
      (e) => e.type === RealtimeEventType.HOLIDAYS_CHANGED && e.data?.id === id,
    );
    expect(event).toEqual({ type: 'holidays.changed', all: true, data: { id, change: 'added' } });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'a missing description',
      { start: '2031-01-05', end: '2031-01-05' },
      'description',
      Msg.holidays.descriptionRequired,
    ],
    [
      'a blank description',
      { description: '   ', start: '2031-01-05', end: '2031-01-05' },
      'description',
      Msg.holidays.descriptionRequired,
    ],
    [
      'a description that is not text',
      { description: 42, start: '2031-01-05', end: '2031-01-05' },
      'description',
      Msg.holidays.descriptionRequired,
    ],
    [
      'a too long description',
      { description: 'x'.repeat(201), start: '2031-01-05', end: '2031-01-05' },
      'description',
      Msg.holidays.descriptionTooLong,
    ],
    ['a missing start', { description: 'Holiday', end: '2031-01-05' }, 'start', Msg.holidays.startInvalid],
    [
      'an empty start',
      { description: 'Holiday', start: '', end: '2031-01-05' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a day that does not exist',
      { description: 'Holiday', start: '2031-02-29', end: '2031-03-01' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a date in another format',
      { description: 'Holiday', start: '05/01/2031', end: '2031-01-05' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a date with a time',
      { description: 'Holiday', start: '2031-01-05T00:00:00Z', end: '2031-01-05' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a year out of range',
      { description: 'Holiday', start: '0000-01-05', end: '2031-01-05' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a start that is a number',
      { description: 'Holiday', start: 20310105, end: '2031-01-05' },
      'start',
      Msg.holidays.startInvalid,
    ],
    [
      'a bad end',
      { description: 'Holiday', start: '2031-01-05', end: '2031-13-01' },
      'end',
      Msg.holidays.endInvalid,
    ],
    [
      'an end before the start',
      { description: 'Holiday', start: '2031-01-05', end: '2031-01-04' },
      'end',
      Msg.holidays.endBeforeStart,
    ],
    [
      'a range of 32 days',
      { description: 'Holiday', start: '2031-01-01', end: '2031-02-01' },
      'end',
      Msg.holidays.tooManyDays,
    ],
  ];

  it.each(invalid)('refuses %s with the field message', async (_, body, field, message) => {
    const res = await add(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBeTruthy();
  });

  it('names every wrong field at once', async () => {
    const res = await add({ description: '', start: 'soon', end: 'later' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      description: Msg.holidays.descriptionRequired,
      start: Msg.holidays.startInvalid,
      end: Msg.holidays.endInvalid,
    });
  });

  it('refuses an exact duplicate, whatever its case or spaces, but not another range', async () => {
    await added('Duplicate check', '2031-11-03', '2031-11-04');
    const again = await add({ description: ' duplicate CHECK ', start: '2031-11-03', end: '2031-11-04' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: Msg.holidays.duplicate,
      errors: { description: Msg.holidays.duplicate },
    });
    await added('Duplicate check', '2031-11-03', '2031-11-05');
    await added('Another name, same days', '2031-11-03', '2031-11-04');
    expect(await list('?from=2031-11-01&to=2031-11-30')).toHaveLength(3);
  });

  it('lets only one of two identical requests at the same moment through', async () => {
    const body = { description: 'Raced holiday', start: '2031-12-08', end: '2031-12-09' };
    const results = await Promise.all([add(body), add(body), add(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await list('?from=2031-12-08&to=2031-12-08')).toHaveLength(1);
  });

  it('answers 400, never 500, for bodies of the wrong shape', async () => {
    for (const body of [[], 'text', null, { description: { a: 1 }, start: [], end: {} }, '{"desc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/holiday',
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { ...admin.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectNoInternals(res.body);
    }
    const huge = await add({ description: 'x'.repeat(100_000), start: '2031-01-05', end: '2031-01-05' });
    expect(huge.statusCode).toBe(400);
  });
});

describe('POST /api/holiday/delete', () => {
  it('removes the holiday, audits what it was and tells everyone', async () => {
    const holiday = await added('Short-lived', '2032-01-10', '2032-01-12');
    let response: Awaited<ReturnType<typeof remove>> | undefined;
    const event = await eventAfter(
      async () => (response = await remove(holiday.id)),
      (e) => e.type === RealtimeEventType.HOLIDAYS_CHANGED && e.data?.change === 'removed',
    );
    expect(response!.statusCode).toBe(200);
    expect(response!.json()).toEqual({ message: Msg.holidays.planUpdated });
    expect(event).toEqual({
      type: 'holidays.changed',
      all: true,
      data: { id: holiday.id, change: 'removed' },
    });
    expect(await list('?from=2032-01-01&to=2032-01-31')).toEqual([]);

    const [row] = await auditRows(t.database.db, 'holiday.delete', holiday.id);
    expect(row).toMatchObject({
      actorId: admin.id,
      entity: 'holiday',
      before: { id: holiday.id, description: 'Short-lived', start: '2032-01-10', end: '2032-01-12' },
      after: null,
    });
  });

  it('answers 404 with a message for an unknown or already removed holiday', async () => {
    const holiday = await added('Removed twice', '2032-02-10');
    expect((await remove(holiday.id)).statusCode).toBe(200);
    const again = await remove(holiday.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: Msg.holidays.notFound });
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
    expect(await auditRows(t.database.db, 'holiday.delete', holiday.id)).toHaveLength(1);
  });

  it.each([['abc'], [0], [-3], [1.5], [99_999_999_999], [''], [null]])(
    'refuses the id %j with 400',
    async (id) => {
      const res = await remove(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.id).toBe(Msg.holidays.idRequired);
    },
  );
});

describe('GET /api/holiday', () => {
  it('lists every holiday touching the range, earliest first, with date = start', async () => {
    const before = await added('Ends before the range', '2033-02-27', '2033-02-28');
    const across = await added('Crosses into the range', '2033-02-28', '2033-03-02');
    const inside = await added('Inside the range', '2033-03-15');
    const last = await added('Crosses out of the range', '2033-03-31', '2033-04-01');
    await added('After the range', '2033-04-02');

    const march = await list('?from=2033-03-01&to=2033-03-31');
    expect(march.map((h) => h.id)).toEqual([across.id, inside.id, last.id]);
    expect(march[0]).toEqual({
      id: across.id,
      description: 'Crosses into the range',
      date: '2033-02-28',
      start: '2033-02-28',
      end: '2033-03-02',
    });
    expect((await list('?from=2033-04-01')).map((h) => h.description)).toEqual([
      'Crosses out of the range',
      'After the range',
    ]);
    const upToFeb = await list('?to=2033-02-27');
    expect(upToFeb.map((h) => h.id)).toContain(before.id);
    expect(upToFeb.map((h) => h.id)).not.toContain(across.id);
    expect((await list()).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses malformed bounds and a range that ends before it starts', async () => {
    const bad = await get('/api/holiday?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toBe(Msg.holidays.startInvalid);
    const reversed = await get('/api/holiday?from=2033-03-02&to=2033-03-01', admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe(Msg.holidays.rangeEndBeforeStart);
    const twice = await get('/api/holiday?from=2033-03-01&from=2033-03-02', admin);
    expect(twice.statusCode).toBe(400);
  });
});
