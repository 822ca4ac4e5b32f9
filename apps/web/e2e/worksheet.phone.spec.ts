import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { ENGINEER, expectCardsMatchRows, pastWeek, userIdOf } from './worksheetData';

test('on a phone the worksheet fits the screen and only the activity table scrolls sideways', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local');
  const me = (await callApi(page, 'auth/me')).body;
  const engineerId = await userIdOf(page, me.division_id, ENGINEER);
  const range = pastWeek();
  await page.goto(`/employee-daily-activity?employee=${engineerId}&start=${range.start}&end=${range.end}`);
  await expect(page.getByRole('heading', { name: /Malsha Dissanayake/ })).toBeVisible();
  const { worked } = await expectCardsMatchRows(page, engineerId, range);
  expect(worked).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Activities' });
  await expect(table).toBeVisible();
  await expectAccessible(page);

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  // The table is wider than the phone: its own box scrolls.
  const tableWidth = await table.evaluate((t) => t.scrollWidth);
  expect(tableWidth).toBeGreaterThan(widths.view);

  // All employees: the summary, a name opens that worksheet.
  await page.goto(`/employee-daily-activity?employee=all&start=${range.start}&end=${range.end}`);
  const summary = page.getByRole('table', { name: 'Daily summary by employee' });
  await expect(summary.getByRole('button', { name: /Malsha Dissanayake/ })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an employee on a phone sees their own day, with its upload', async ({ page }) => {
  await loginAs(page, 'employee@demo.local', undefined, '/employee-daily-activity');
  await expect(page.getByRole('heading', { name: /Nimal Bandara/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: Msg.worksheetUploads.button })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
