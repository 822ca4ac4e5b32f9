import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { pickRange } from './dashboardRange';
import { ENGINEER, expectCardsMatchRows, pastWeek, userIdOf } from './worksheetData';

test('an HOD opens an engineer’s worksheet for a past week and the cards add up to the rows', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local', undefined, '/employee-daily-activity');
  await expect(page.getByRole('heading', { name: 'Employee Worksheet' })).toBeVisible();
  // The HOD's own worksheet for today is the default.
  await expect(page.getByRole('heading', { name: /Harsha Fernando/ })).toBeVisible();
  await expectAccessible(page);

  const me = (await callApi(page, 'auth/me')).body;
  const engineerId = await userIdOf(page, me.division_id, ENGINEER);
  const range = pastWeek();

  await page.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: /Malsha Dissanayake/ }).click();
  await pickRange(page, range.start, range.end);
  await page.getByRole('button', { name: 'Load Report' }).click();

  await expect(page).toHaveURL(new RegExp(`employee=${engineerId}`));
  await expect(page.getByRole('heading', { name: /Malsha Dissanayake/ })).toBeVisible();
  const { worked, rows } = await expectCardsMatchRows(page, engineerId, range);
  expect(worked).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Activities' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(rows, 25) + 1);
  await expect(page.getByRole('img', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat)/ }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Worked hours by job category/ })).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the report.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Malsha Dissanayake/ })).toBeVisible();
  await expectCardsMatchRows(page, engineerId, range);

  // All employees: the department's summary, each name opening that worksheet.
  await page.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: 'All employees' }).click();
  await page.getByRole('button', { name: 'Load Report' }).click();
  const summary = page.getByRole('table', { name: 'Daily summary by employee' });
  await expect(summary.getByRole('button', { name: /Malsha Dissanayake/ })).toBeVisible();
  await expectAccessible(page);
  await summary.getByRole('button', { name: /Malsha Dissanayake/ }).click();
  await expect(page.getByRole('heading', { name: /Malsha Dissanayake/ })).toBeVisible();
  await expectCardsMatchRows(page, engineerId, range);
});

test('an employee sees only their own worksheet, one day at a time', async ({ page }) => {
  await loginAs(page, 'employee@demo.local', undefined, '/emp_daily_activity');
  await expect(page.getByRole('heading', { name: /Nimal Bandara/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Date range', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Someone else's id in the address is not theirs to choose: it still shows their own.
  await page.goto('/emp_daily_activity?employee=1&start=2020-01-06&end=2020-01-06');
  await expect(page.getByRole('heading', { name: /Nimal Bandara/ })).toBeVisible();
  await expect(page.getByText('No activity in this range')).toBeVisible();
  await expectAccessible(page);
  const me = (await callApi(page, 'auth/me')).body;
  await expectCardsMatchRows(page, me.id, { start: '2020-01-06', end: '2020-01-06' });

  // A day that has not come yet is refused by the server: the reason shows with a way to retry.
  await page.goto('/emp_daily_activity?start=2099-01-05&end=2099-01-05');
  await expect(page.getByText('Could not load the worksheet')).toBeVisible();
  await expect(page.getByText('The worksheet cannot show days that have not come yet')).toBeVisible();
  await expectAccessible(page);
});
