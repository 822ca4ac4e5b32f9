import { HoldRequestType, Msg } from '@jobline/shared';
import { apiAs } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';

/** A demo employee no other spec puts on hold. */
const EMPLOYEE = 'gayan.samarasinghe@demo.local';

test('on a phone the hold fits the top bar, with its clock and Restore', async ({ page, request }) => {
  const self = await apiAs(request, EMPLOYEE);
  await self('tasks/change/dashboard', { type: HoldRequestType.LUNCH });
  await loginAs(page, EMPLOYEE);

  const status = page.getByTestId('hold-status');
  await expect(status).toBeInViewport();
  await expect(status).toHaveAttribute('aria-label', /^On hold: Lunch since /);
  await expect(status.locator('time')).toHaveText(/^\d+:\d{2}:\d{2}$/);
  const restore = status.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await restore.click();
  await expect(page.getByRole('alert').filter({ hasText: Msg.boards.backAtWork })).toBeVisible();
  await expect(status).toHaveCount(0);
});
