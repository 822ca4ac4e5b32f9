import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LeaveStatus } from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import { seedDemo } from './demo';
import { DEMO_PASSWORD } from './demoData';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ruwan.herath@demo.local', password: DEMO_PASSWORD },
  });
  headers = { authorization: `Bearer ${login.json().access_token}` };
});
afterAll(() => t.close());

const post = (url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as Record<string, unknown> });

describe('the demo company’s leave', () => {
  it('has weeks of past approved leave of several people, full, half and short', async () => {
    const rows = await queryRows<{ user_id: number; leave_type: number }>(
      t.database.db,
      sql`select r.user_id, d.leave_type from leave_requests r join leave_request_days d on d.leave_request_id = r.id
          where r.status = ${LeaveStatus.APPROVED} and d.date < ${todayInColombo()}::date and d.leave_type <> 6`,
    );
    expect(new Set(rows.map((r) => r.user_id)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => Number(r.leave_type)))).toEqual(new Set([1, 2, 5]));
  });

  it('gives the Technical head two requests to review, one colliding, and a cancellation', async () => {
    const pending = (await post('leave/getPendingLeaveRequests')).json().leaves as {
      id: number;
      name: string;
    }[];
    expect(pending.map((p) => p.name).sort()).toEqual(['Janaka Liyanage', 'Upul Hettiarachchi']);
    const upul = pending.find((p) => p.name === 'Upul Hettiarachchi')!;
    const detail = await t.app.inject({ method: 'GET', url: `/api/leave/get/${upul.id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const { collisions, leave } = detail.json();
    expect(collisions.tasks.length).toBeGreaterThan(0);
    expect(collisions.away.map((a: { name: string }) => a.name)).toEqual(['Janaka Liyanage']);
    expect(leave.can_decide).toBe(true);
    const cancels = (await post('leave/getPendingLeaveCancellationRequests')).json().leaves as {
      name: string;
    }[];
    expect(cancels.map((c) => c.name)).toEqual(['Ishara Dharmasena']);
  });

  it('has a rejected request with its reason, and tells the requesters in their bells', async () => {
    const rows = await queryRows<{ review_remark: string }>(
      t.database.db,
      sql`select review_remark from leave_requests where status = ${LeaveStatus.REJECTED}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.review_remark).toMatch(/Kandy/);
    const [bell] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from notifications where leave_request_id is not null`,
    );
    expect(Number(bell!.count)).toBeGreaterThanOrEqual(7);
  });
});
