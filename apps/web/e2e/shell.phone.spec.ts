import { expect, expectAccessible, loginAs, test } from './fixtures';

test('on a phone the menu opens from the burger and My Profile fits the screen', async ({ page }) => {
  await loginAs(page, 'super@demo.local');
  const link = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Quick Job Monitor' });
  // Folded away: off screen and out of the keyboard's reach.
  await expect(link).not.toBeInViewport();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(false);
  }

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(link).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(link).not.toBeInViewport();

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
