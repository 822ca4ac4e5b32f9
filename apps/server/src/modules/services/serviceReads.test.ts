import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId, SERVICE_PAGE_SIZE, serviceCards, shiftDay } from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import { createServiceWorld, type ServiceWorld } from '../../test/serviceWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

const M = Msg.services;
let t: TestApp;
let w: ServiceWorld;
let servicer: Actor;
let employee: Actor;
/** The days of the sixteen visits of the main agreement: 100 to 115 days ago. */
const visitDays: string[] = [];
const ids: number[] = [];

const post = (url: string, payload: unknown, who: Actor | null = servicer) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const get = (url: string, who: Actor | null = servicer) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const load = (range: { start: string; end: string }, page?: number) =>
  post('/api/service/load', { range, ...(page === undefined ? {} : { page }) });

beforeAll(async () => {
  t = await createTestApp();
  w = await createServiceWorld(t.database.db);
  servicer = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.SERVICE] });
  employee = await signedIn(t, { roleId: RoleId.EMPLOYEE });
  for (let i = 0; i < 16; i++) {
    const day = shiftDay(w.today, -100 - i);
    const res = await post('/api/service', w.visit({ service_date: day, job_card_no: `PG-${i}` }));
    expect(res.statusCode, res.body).toBe(200);
    visitDays.push(day);
    ids.push(res.json().service.id);
  }
});
afterAll(() => t.close());

const wholePeriod = () => ({ start: shiftDay(w.today, -120), end: shiftDay(w.today, -100) });

describe('who may read the records', () => {
  const calls = () =>
    [
      ['POST', '/api/service/load', { range: wholePeriod() }],
      ['GET', `/api/service/${ids[0]}`],
      ['GET', `/api/service/agreement/${w.agreements.main.id}`],
    ] as const;

  it('answers 401 without a token and 403 without Service (19)', async () => {
    for (const [method, url, payload] of calls()) {
      const anonymous = method === 'GET' ? await get(url, null) : await post(url, payload, null);
      expect(anonymous.statusCode, url).toBe(401);
      const refused = method === 'GET' ? await get(url, employee) : await post(url, payload, employee);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ status: 11, message: Msg.common.forbidden });
    }
  });
});

describe('POST /api/service/load', () => {
  it('pages the range 15 at a time, newest service date first', async () => {
    const first = await load(wholePeriod());
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().services;
    expect(page1).toMatchObject({ current_page: 1, per_page: SERVICE_PAGE_SIZE, last_page: 2, total: 16 });
    expect(page1.data).toHaveLength(15);
    expect(page1.data.map((r: { service_date: string }) => r.service_date)).toEqual(visitDays.slice(0, 15));
    const page2 = (await load(wholePeriod(), 2)).json().services;
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, total: 16 });
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([ids[15]]);
    // A row carries the spec's fields.
    expect(page2.data[0]).toMatchObject({
      customer_name: w.customer.name,
      branch_name: 'Branch main',
      agreement_number: w.agreements.main.number,
      job_card_no: 'PG-15',
      pos_count: 4,
      server_count: 1,
      terminal_count: 6,
      service_date: visitDays[15],
      created_at: expect.any(String),
      employees: [
        expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
        expect.anything(),
      ],
    });
  });

  it('pages by another of the page sizes when asked, and refuses a size not offered', async () => {
    const five = (await post('/api/service/load', { range: wholePeriod(), page: 4, records: 5 })).json()
      .services;
    expect(five).toMatchObject({ current_page: 4, per_page: 5, last_page: 4, total: 16 });
    expect(five.data.map((r: { id: number }) => r.id)).toEqual([ids[15]]);
    const odd = await post('/api/service/load', { range: wholePeriod(), records: 7 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({ records: Msg.jobAdmin.recordsInvalid });
  });

  it('keeps to the range, both ends included, and answers an empty page past it', async () => {
    const two = (await load({ start: visitDays[2]!, end: visitDays[1]! })).json().services;
    expect(two.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[2]]);
    expect(two.total).toBe(2);
    const none = (await load({ start: shiftDay(w.today, -99), end: shiftDay(w.today, -99) })).json().services;
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
    const past = (await load(wholePeriod(), 3)).json().services;
    expect(past.data).toEqual([]);
  });

  it('refuses a missing or backward range and a bad page with field messages', async () => {
    const missing = await post('/api/service/load', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ range: M.rangeRequired });
    const backward = await load({ start: '2026-03-10', end: '2026-03-09' });
    expect(backward.json().errors).toEqual({ 'range.end': M.endBeforeStart });
    const bad = await post('/api/service/load', { range: { start: 'x', end: '' }, page: 0 });
    expect(bad.json().errors).toEqual({
      'range.start': M.startInvalid,
      'range.end': M.endInvalid,
      page: Msg.jobAdmin.pageInvalid,
    });
  });
});

describe('GET /api/service/{id}', () => {
  it('answers one record with its employees', async () => {
    const res = await get(`/api/service/${ids[3]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ id: ids[3], job_card_no: 'PG-3', service_date: visitDays[3] });
    expect(res.json().service.employees).toHaveLength(2);
  });

  it('answers 404 for an unknown record and 400 for an id that is none', async () => {
    const missing = await get('/api/service/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
    expect((await get('/api/service/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/service/agreement/{id}', () => {
  it("answers the agreement's visits earliest first; its cards are the first two (R-137)", async () => {
    const res = await get(`/api/service/agreement/${w.agreements.main.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.agreement).toEqual({
      id: w.agreements.main.id,
      agreement_number: w.agreements.main.number,
      branch_id: w.branches.main.id,
      valid_from: w.agreements.main.validFrom,
      valid_to: w.agreements.main.validTo,
      visits_per_year: 2,
    });
    expect(body.services.map((s: { id: number }) => s.id)).toEqual([...ids].reverse());
    expect(serviceCards(body.services).map((s) => (s as { id: number }).id)).toEqual([ids[15], ids[14]]);
  });

  it('shows N/A cards for an agreement without visits, and 404 for an unknown agreement', async () => {
    const empty = (await get(`/api/service/agreement/${w.agreements.foreign.id}`)).json();
    expect(empty.services).toEqual([]);
    expect(serviceCards(empty.services)).toEqual([null, null]);
    const missing = await get('/api/service/agreement/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.unknownAgreement });
  });
});
