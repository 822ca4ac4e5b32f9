import { Msg, NOTIFICATION_PAGE_SIZE } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.notifications;

// Reads only: the desktop flows open (and so change) notifications of the same employee.
test.describe('Notifications bell on a phone', () => {
  test('the list fills the 375 px screen, searches and loads more without overflowing', async ({ page }) => {
    await loginAs(page, 'employee@demo.local');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
    await expectAccessible(page);
    await bell.click();
    const panel = page.getByRole('dialog', { name: M.bellTitle });
    await expect(panel).toBeVisible();
    const entries = panel.getByTestId('notification-entry');
    await expect(entries).toHaveCount(NOTIFICATION_PAGE_SIZE);
    // Measure once the drawer has finished sliding in.
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    const box = await panel.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(370);
    for (const entry of await entries.all()) {
      const entryBox = await entry.boundingBox();
      expect(entryBox!.x).toBeGreaterThanOrEqual(0);
      expect(entryBox!.x + entryBox!.width).toBeLessThanOrEqual(375);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await panel.getByRole('button', { name: M.loadMore }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(NOTIFICATION_PAGE_SIZE);
    await panel.getByRole('textbox', { name: M.searchLabel }).fill('no such notification anywhere');
    await expect(panel.getByText(M.noMatches)).toBeVisible();
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await expectAccessible(page);
  });
});
