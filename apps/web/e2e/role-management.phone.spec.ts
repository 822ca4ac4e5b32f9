import { expect, expectAccessible, loginAs, test } from './fixtures';

test('Role Management is usable on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await loginAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Role Management' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^employee\s*\d+ employees$/ }).click();
  const box = page.getByRole('checkbox', { name: 'Jobs (5)' });
  await box.scrollIntoViewIfNeeded();
  await box.check();
  const bar = page.getByTestId('save-bar');
  await expect(bar).toContainText('Unsaved changes');
  await expect(bar.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Discard' })).toBeInViewport();
  // Nothing overflows sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(box).not.toBeChecked();
});
