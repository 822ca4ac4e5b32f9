import { holdOutcome, HoldRequestType, Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { apiAs } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;
/** A demo employee no other spec puts on hold. */
const EMPLOYEE = 'sahan.wanigasekara@demo.local';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const holdStatus = (page: Page) => page.getByTestId('hold-status');

test('the top bar shows the hold in force with a running clock and Restore; the menu marks it', async ({
  page,
  request,
}) => {
  test.slow(); // accessibility scans at each step on a busy machine
  // Another device of the same employee: what it does reaches this page through the event stream.
  const elsewhere = await apiAs(request, EMPLOYEE);
  await elsewhere('tasks/change/dashboard/session_end', {});
  await loginAs(page, EMPLOYEE);
  await expect(holdStatus(page)).toHaveCount(0);

  // A meeting with no task ongoing says so, not that a task changed.
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Meeting', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Meeting' });
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Weekly sales review');
  await dialog.getByRole('button', { name: 'Put on hold' }).click();
  await expect(toast(page, holdOutcome(HoldRequestType.MEETING, false))).toBeVisible();
  await expect(toast(page, 'You are now in a meeting')).not.toContainText('Ongoing task');

  // The top bar: what, since when, and a clock that runs.
  const status = holdStatus(page);
  await expect(status).toContainText('Meeting');
  await expect(status).toContainText(/since \d{2}:\d{2}/);
  await expect(status).toHaveAttribute('aria-label', /^On hold: Meeting since \d{2}:\d{2}$/);
  const clock = status.locator('time');
  const first = await clock.textContent();
  expect(first).toMatch(/^\d+:\d{2}:\d{2}$/);
  await expect(clock).not.toHaveText(first!);
  await expectAccessible(page);

  // The profile menu marks the hold in force, and only that one.
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Meeting', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('[role="menuitem"][aria-current]')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Changes made elsewhere show here without a reload.
  await elsewhere('tasks/change/dashboard/restore', {});
  await expect(status).toHaveCount(0);
  await elsewhere('tasks/change/dashboard', { type: HoldRequestType.LUNCH });
  await expect(holdStatus(page)).toContainText('Lunch');

  // Restore is one click away; with no task held it says that nothing came back.
  await holdStatus(page).getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, M.backAtWork)).toBeVisible();
  await expect(holdStatus(page)).toHaveCount(0);
  // The toast sits over the profile menu until it closes (a pointer resting on it keeps it open).
  await page.mouse.move(600, 500);
  await expect(toast(page, M.backAtWork)).toBeHidden();
  await page.getByTestId('profile-menu').click();
  await expect(page.locator('[role="menuitem"][aria-current]')).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(toast(page, M.nothingToRestore)).toBeVisible();
  await expectAccessible(page);
});
