import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { signedIn, type Actor } from './test/helpers';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
let user: Actor;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedIn(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

describe('addresses Fastify refuses before routing', () => {
  it('answers a path id over the length limit with 414 {message}, without the address or an internal code', async () => {
    const id = 'x'.repeat(300);
    const res = await get(`/api/jobs/${id}/due-date-history`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: Msg.common.addressTooLong });
    expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('FST_');
  });

  it('answers a path id that cannot be decoded with 400 {message}', async () => {
    const res = await get('/api/jobs/%E0%A4%A/due-date-history');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Msg.common.badAddress });
  });
});
