import { expect, expectAccessible, loginAs, test } from './fixtures';

test('on a phone the menu opens from the burger and My Profile fits the screen', async ({ page }) => {
  await loginAs(page, 'super@demo.local');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(menu.getByRole('link', { name: 'Role Management' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
