import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobKind, TaskSection } from '@jobline/shared';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../test/testApp';
import { todayInColombo } from '../../test/jobWorld';
import { seedDemo } from './demo';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { timeZone: t.config.COMPANY_TIME_ZONE, companyName: t.config.COMPANY_NAME });
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
});
