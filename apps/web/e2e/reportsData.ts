import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { callApi, expect } from './fixtures';
import { companyToday } from './dashboardRange';

/** The newest job the demo's people finished in the past weeks (Created Jobs, status Finished). */
export async function finishedJobNo(page: Page): Promise<string> {
  const today = companyToday();
  const finished = await callApi(page, 'reports/all-job', {
    range: { start: dayjs(today).subtract(40, 'day').format('YYYY-MM-DD'), end: today },
    status: 3,
    job_type: 2,
  });
  expect(finished.status).toBe(200);
  return finished.body.rows[0].job_no;
}
