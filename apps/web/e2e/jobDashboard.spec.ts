import type { Page, Route } from '@playwright/test';
import dayjs from 'dayjs';
import { companyToday, pickRange } from './dashboardRange';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectCards(page: Page, body: { main_card: Record<string, number> }) {
  const counts = [
    ['Employees', body.main_card.employee_count],
    ['Active customers', body.main_card.customer_count],
    ['Online jobs', body.main_card.online_jobs],
  ] as const;
  for (const [name, count] of counts) {
    // The shown number counts up (at once under reduced motion); a hidden copy is read aloud.
    await expect(card(page, name).getByTestId('card-count').locator('[aria-hidden]')).toHaveText(
      String(count),
    );
  }
}

test('the logo link opens the Job dashboard for permission 41, showing what the API counts', async ({
  page,
}) => {
  await loginAs(page, 'director@demo.local', undefined, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Dashboard' })).toBeVisible();
  const today = companyToday();
  const todays = await callApi(page, 'jobs/summary', { start: today, end: today });
  expect(todays.status).toBe(200);
  await expectCards(page, todays.body);
  await expect(page.getByRole('button', { name: 'Date range', exact: true })).toContainText(
    dayjs(today).format('D MMM YYYY'),
  );
  await expectAccessible(page);

  // The demo's jobs were raised over the last two weeks and more.
  const start = dayjs(today).subtract(20, 'day').format('YYYY-MM-DD');
  await pickRange(page, start, today);
  const ranged = await callApi(page, 'jobs/summary', { start, end: today });
  expect(ranged.body.totals.created).toBeGreaterThan(0);
  const jobs = page.getByRole('region', { name: 'Jobs', exact: true });
  await expect(jobs.getByRole('link', { name: `Created: ${ranged.body.totals.created}` })).toBeVisible();
  await expect(jobs.getByRole('link', { name: `Pending: ${ranged.body.totals.pending}` })).toBeVisible();
  await expect(jobs.getByText(`Finished: ${ranged.body.totals.finished}`)).toBeVisible();
  const top = ranged.body.top_customers[0];
  const topCustomers = page.getByRole('region', { name: 'Top 10 customers' });
  await expect(
    topCustomers.getByRole('link', { name: `${top.customer_name}: ${top.count} jobs` }),
  ).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/job-dashboard-1280.png', fullPage: true });

  // Each customer bar opens the jobs list searched for that customer.
  await topCustomers.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/all-jobs\?q=/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Dashboard' })).toBeVisible();

  // One department: the cards and charts follow it.
  const division = (await callApi(page, 'divisions')).body.divisions[0];
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: division.name, exact: true }).click();
  const ofDivision = await callApi(page, 'jobs/summary', { division: division.id, start: today, end: today });
  await expectCards(page, ofDivision.body);
  await expectAccessible(page);
});

test('an empty range says so and a slow answer shows placeholders, both accessible', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/jobs/summary', async (route: Route) => {
    await held;
    // The page may have dropped this request for a newer one while it was held (a refresh on an
    // event from elsewhere): its response is gone then, and the newer request is the one answered.
    const res = await route.fetch().catch(() => null);
    const body = res && (await res.json().catch(() => null));
    if (!res || !body) return;
    const empty = body.jobs.map((d: object) => ({ ...d, created: 0, finished: 0, pending: 0 }));
    await route.fulfill({
      response: res,
      json: {
        ...body,
        jobs: empty,
        job_types: [],
        top_customers: [],
        totals: { created: 0, finished: 0, pending: 0, canceled: 0 },
      },
    });
  });
  await loginAs(page, 'director@demo.local', undefined, '/job-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Dashboard' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  await expectAccessible(page);
  release();
  await expect(page.getByText('No jobs in this range')).toBeVisible();
  await expect(card(page, 'Employees').getByTestId('card-count')).not.toHaveText('');
  await expectAccessible(page);
});

test('without permission 41, / is Home with the division query, or a welcome page', async ({ page }) => {
  // The HOD holds 17 (Employee Activities) and not 41.
  await loginAs(page, 'hod@demo.local', undefined, '/');
  await expect(page).toHaveURL(/\/\?division=\d*$/);
  await page.goto('/job-dashboard');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();

  // An employee holds neither: a greeting and the screens of their role.
  await loginAs(page, 'employee@demo.local', undefined, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Tasks/ }).first()).toBeVisible();
  await expectAccessible(page);
});
