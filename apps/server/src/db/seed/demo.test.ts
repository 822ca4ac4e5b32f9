import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobKind, TaskSection } from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import { seedDemo } from './demo';
import { DEMO_PASSWORD } from './demoData';
import { seedDemoFloor } from './demoFloor';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
  await seedDemoFloor(t.database.db, t.bus, todayInColombo());
});
afterAll(() => t.close());

describe('the demo company', () => {
  it('plans each quick job’s task for the day it was raised, so Start works on the quick job manager', async () => {
    const rows = await queryRows<{ job_no: string; section: number; plan_date: string | null }>(
      t.database.db,
      sql`select j.job_no, tu.section, tu.plan_date::text as plan_date
          from task_users tu join tasks k on k.id = tu.task_id join jobs j on j.id = k.job_id
          where j.kind = ${JobKind.QUICK}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ section: TaskSection.BACK_LOG, plan_date: todayInColombo() });
    }
  });

  it('starts Home with people at work on the Technical floor: a task running, a lunch, a meeting', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.local', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ongoing_jobs',
      headers,
      payload: { division: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().employees as {
      name: string;
      state: string;
      holdAction: { type: number } | null;
    }[];
    const stateOf = (name: string) => cards.find((c) => c.name === name);
    expect(stateOf('Ruwan Herath')).toMatchObject({ state: 'working' });
    expect(stateOf('Upul Hettiarachchi')).toMatchObject({ state: 'holding', holdAction: { type: 7 } });
    expect(stateOf('Janaka Liyanage')).toMatchObject({ state: 'holding', holdAction: { type: 6 } });
  });
});
