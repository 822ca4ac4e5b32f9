import dayjs from 'dayjs';
import { companyToday, pickRange } from './dashboardRange';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('the Job dashboard reads on a phone: filters, cards and charts stack', async ({ page }) => {
  await loginAs(page, 'director@demo.local', undefined, '/job-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Employees', exact: true })).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/job-dashboard-375.png', fullPage: true });

  const today = companyToday();
  await pickRange(page, dayjs(today).subtract(20, 'day').format('YYYY-MM-DD'), today);
  await expect(page.getByRole('region', { name: 'Jobs', exact: true })).toBeVisible();
  const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(after).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/job-dashboard-375-month.png', fullPage: true });
});
