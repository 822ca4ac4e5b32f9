import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { ENGINEER, userIdOf } from './worksheetData';

test('on a phone the summary fits the screen and only its tables scroll sideways', async ({ page }) => {
  await loginAs(page, 'hod@demo.local');
  const me = (await callApi(page, 'auth/me')).body;
  const engineerId = await userIdOf(page, me.division_id, ENGINEER);
  await page.goto(`/summary?id=${engineerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Malsha Dissanayake' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tasks Details' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('calibration-share').first()).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
