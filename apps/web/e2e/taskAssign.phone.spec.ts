import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.taskAssign;

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe('Task Assign and Task Re-assigning on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
  });

  test('Task Assign fits 375 px: the estimates fold under the task name', async ({ page }) => {
    await loginAs(page, 'lead@demo.local');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Task Assigning' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: M.assignTitle })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Job', exact: true }).click();
    await page.getByRole('option').first().click();
    const table = page.getByRole('table', { name: /^Unassigned tasks of / });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Most likely' })).toBeHidden();
    await expect(table.locator('tbody tr').first()).toContainText(/O [\d.]+ h · M [\d.]+ h · P [\d.]+ h/);
    // The row boxes stay on screen, not pushed off to the right.
    const box = table.getByRole('checkbox', { name: /^Select task / }).first();
    await box.scrollIntoViewIfNeeded();
    await expect(box).toBeInViewport();
    await fitsTheScreen(page);
    await expectAccessible(page);
  });

  test('Task Re-assigning fits 375 px, from the overview to an employee’s tasks', async ({ page }) => {
    await loginAs(page, 'lead@demo.local', undefined, '/task-edit');
    await expect(page.getByRole('heading', { level: 1, name: M.reassignTitle })).toBeVisible();
    const overview = page.getByRole('table', { name: 'Open assignments on your jobs' });
    await expect(overview.locator('tbody tr').first()).toBeVisible();
    await expect(overview.getByRole('columnheader', { name: 'Employee' })).toBeHidden();
    await fitsTheScreen(page);
    await expectAccessible(page);

    // Picking a row fills the employee and the job, and ticks that task.
    await overview
      .getByRole('button', { name: /^Re-assign task / })
      .first()
      .click();
    const table = page.getByRole('table', { name: /holds on / });
    await expect(table.getByRole('checkbox', { checked: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Re-assign 1 selected' })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
