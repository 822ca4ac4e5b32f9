import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until the locator has focus; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'reached with Tab').toBe(true);
}

test('Skip to content comes first, and the menu groups open and close from the keyboard', async ({
  page,
}) => {
  await loginAs(page, 'super@demo.local', undefined, '/user-profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  // The first tab stop, seen when focused, takes the keyboard to the page itself.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  expect(await isFocused(skip)).toBe(true);
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  const main = page.locator('main');
  expect(await main.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect(page).toHaveURL(/\/user-profile$/);
  await page.keyboard.press('Tab');
  expect(
    await main.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement),
  ).toBe(true);

  // A group header is a button in the tab order, saying whether its group is open.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const planning = menu.getByRole('button', { name: 'Planning' });
  const link = menu.getByRole('link', { name: 'Task Assigning' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, planning);
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(planning).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toBeHidden();
  await expectAccessible(page);
  await page.keyboard.press('Space');
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await isFocused(menu.getByRole('link', { name: 'Create Task' }))).toBe(true);
});
