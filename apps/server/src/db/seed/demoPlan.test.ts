import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWallTime } from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import { seedDemo } from './demo';
import { DEMO_PASSWORD } from './demoData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
});
afterAll(() => t.close());

async function planOf(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const [me] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from users where email = ${email}`,
  );
  const res = await t.app.inject({ method: 'GET', url: `/api/user/${me!.id}/tasks`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    tasks: { pivot: { plan_date: string | null; end_date: string | null; all_day: boolean } }[];
    activityPlan: { title: string; description: string; start: string; end: string }[];
  };
}

describe('the demo plan of the Technical division', () => {
  it('plans its people’s tasks in slots from today on, with the weekly site planning booked', async () => {
    const today = todayInColombo();
    const people = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where division_id = 6 and status = 1 and role_id <> 7 order by id`,
    );
    let planners = 0;
    for (const { email } of people) {
      const plan = await planOf(email);
      const slots = plan.tasks.filter((task) => task.pivot.plan_date && !task.pivot.all_day);
      if (slots.length) planners += 1;
      for (const { pivot } of slots) {
        const [start, end] = [parseWallTime(pivot.plan_date!)!, parseWallTime(pivot.end_date!)!];
        expect(start.day >= today, email).toBe(true);
        expect(start.day).toBe(end.day);
        // Within business hours, and never over lunch.
        expect(start.minutes).toBeGreaterThanOrEqual(510);
        expect(end.minutes).toBeLessThanOrEqual(1050);
        expect(start.minutes >= 810 || end.minutes <= 750, `${email} ${pivot.plan_date}`).toBe(true);
      }
      expect(
        plan.activityPlan.map((a) => a.description),
        email,
      ).toContain('Weekly site planning');
    }
    expect(planners).toBeGreaterThanOrEqual(3);
  });

  it('books a customer handover and a personal appointment, none overlapping another activity', async () => {
    const rows = await queryRows<{ title: string; description: string; n: number }>(
      t.database.db,
      sql`select title, description, count(*)::int as n from activity_plans group by title, description order by title`,
    );
    expect(rows.map((r) => `${r.title}: ${r.description}`)).toEqual(
      expect.arrayContaining([
        'Meeting: Customer handover of the new POS counters',
        'Meeting: Weekly site planning',
        'Personal: Medical appointment',
      ]),
    );
    const [overlaps] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_plans a join activity_plans b
          on a.user_id = b.user_id and a.id < b.id and a.start < b."end" and b.start < a."end"`,
    );
    expect(overlaps!.n).toBe(0);
  });
});
