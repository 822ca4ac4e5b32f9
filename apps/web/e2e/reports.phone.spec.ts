import { expect, expectAccessible, loginAs, test } from './fixtures';
import { finishedJobNo } from './reportsData';

test('on a phone the filters fold away after loading and the report scrolls sideways, not the page', async ({
  page,
}) => {
  await loginAs(page, 'director@demo.local', undefined, '/pending-jobs');
  await page.getByRole('button', { name: 'Load Data' }).click();
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load Data' })).toBeHidden();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('button', { name: 'Load Data' })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the attendance grid scrolls inside its frame with the names kept in view', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local', undefined, '/daily-attendance');
  const table = page.getByRole('table', { name: /^Attendance/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Filters start folded: the report loaded on open.
  await expect(page.getByRole('button', { name: 'Show filters' })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone Jobs In Detail reads top to bottom, its tables scrolling inside their frames', async ({
  page,
}) => {
  await loginAs(page, 'director@demo.local');
  const jobNo = await finishedJobNo(page);
  await page.goto(`/jobs-details-report?job_no=${jobNo}`);
  await expect(page.getByRole('heading', { name: `Job ${jobNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tasks', exact: true }).getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
