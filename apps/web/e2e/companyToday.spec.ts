import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

// 20:00 UTC on 30 November is 01:30 on 1 December in Colombo, the company's zone: a browser set to
// UTC is still in November, a day (and a month) behind the company.
const INSTANT = new Date('2026-11-30T20:00:00Z');
const COMPANY_TODAY = '01/12/2026';
test.use({ timezoneId: 'UTC' });

const dueDate = (page: Page) => page.getByRole('button', { name: 'Due date', exact: true });

test('day pickers take today from the company’s time zone, not the browser’s', async ({ page }) => {
  await page.clock.setFixedTime(INSTANT);
  await loginAs(page, 'lead@demo.local', undefined, '/task-assign');
  await expect(page.getByRole('heading', { level: 1, name: 'Unassigned Tasks' })).toBeVisible();

  // Task Assign is due the company's today, and the calendar opens on it, selectable.
  await expect(dueDate(page)).toHaveText(COMPANY_TODAY);
  await dueDate(page).click();
  const calendar = page.getByRole('dialog', { name: 'Choose due date' });
  await expect(calendar.getByRole('button', { name: '1 December 2026', exact: true })).toBeEnabled();
  await expectAccessible(page);
  // The browser's today (30 November) is the company's yesterday: no earlier month to go to.
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Task Re-assigning defaults to the same company day, before any employee or job is chosen.
  await page.goto('/task-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned Tasks' })).toBeVisible();
  await expect(dueDate(page)).toHaveText(COMPANY_TODAY);
  await dueDate(page).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Choose due date' })
      .getByRole('button', { name: '1 December 2026', exact: true }),
  ).toBeEnabled();
  await expectAccessible(page);
});
