import { expect, expectAccessible, loginAs, test } from './fixtures';

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
