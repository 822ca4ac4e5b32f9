import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayInZone, Msg } from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => dayInZone(new Date(), 'Asia/Colombo');
const post = (url: string, payload: Record<string, unknown>, who: Actor | null) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? who.headers : {} });
const status = (who: Actor | null, payload: Record<string, unknown> = {}) =>
  post('/api/dayoff/status', payload, who);

describe('POST dayoff/status', () => {
  it('answers 401 without a session', async () => {
    expect((await status(null)).statusCode).toBe(401);
  });

  it('says nothing happened for an employee who has not ended the day', async () => {
    const worker = await signedIn(t);
    const res = await status(worker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: today(),
      day_off: false,
      dayoff_at: null,
      day_ended: false,
      ended_at: null,
    });
  });

  it('reports a Day Off taken from the profile menu, with its time', async () => {
    const worker = await signedIn(t);
    const before = Date.now();
    const hold = await post('/api/tasks/change/dashboard', { type: 4 }, worker);
    expect(hold.statusCode, hold.body).toBe(200);
    const body = (await status(worker)).json();
    expect(body).toMatchObject({ date: today(), day_off: true, day_ended: true });
    expect(Date.parse(body.dayoff_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.ended_at).toBe(body.dayoff_at);
  });

  it('tells a Session End from a Day Off, and a later return to work from an ended day', async () => {
    const worker = await signedIn(t);
    await post('/api/tasks/change/dashboard', { type: 2 }, worker);
    expect((await post('/api/tasks/change/dashboard/session_end', {}, worker)).statusCode).toBe(200);
    expect((await status(worker)).json()).toMatchObject({ day_off: false, day_ended: true });
    await post('/api/tasks/change/dashboard', { type: 2 }, worker);
    expect((await status(worker)).json()).toMatchObject({ day_off: false, day_ended: false });
  });

  it('reads only the caller, only the day asked for, and skips superseded rows', async () => {
    const worker = await signedIn(t);
    const other = await signedIn(t);
    await post('/api/tasks/change/dashboard', { type: 4 }, other);
    expect((await status(worker)).json().day_off).toBe(false);
    expect((await status(other, { date: '2024-03-01' })).json().day_off).toBe(false);
    await t.database.db.execute(sql`update work_log set superseded_at = now() where user_id = ${other.id}`);
    expect((await status(other)).json().day_off).toBe(false);
  });

  it('counts a Day Off by the company day it fell on', async () => {
    const worker = await signedIn(t);
    // 23:50 on 1 March in Colombo is still 1 March there, though it is 18:20 UTC.
    await t.database.db.execute(
      sql`insert into work_log (user_id, at, state, hold_type) values (${worker.id}, '2024-03-01T18:20:00Z', 0, 9)`,
    );
    expect((await status(worker, { date: '2024-03-01' })).json()).toMatchObject({
      day_off: true,
      dayoff_at: '2024-03-01T18:20:00.000Z',
    });
    expect((await status(worker, { date: '2024-03-02' })).json().day_off).toBe(false);
  });

  it.each([
    [{ date: '2024-13-01' }, Msg.dashboard.dateInvalid],
    [{ date: '2999-01-01' }, Msg.dashboard.futureDay],
  ])('refuses %j with 400 on date', async (payload, message) => {
    const worker = await signedIn(t);
    const res = await status(worker, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ date: message });
  });
});
