import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

// Reads only: the desktop flow puts the same employee's tasks on hold.
test.describe('Holds on a phone', () => {
  test('the profile menu and a hold dialog fit the 375 px screen', async ({ page }) => {
    await loginAs(page, 'employee@demo.local');
    await page.getByTestId('profile-menu').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Travelling' })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await menu.getByRole('menuitem', { name: 'Short Break' }).click();
    const dialog = page.getByRole('dialog', { name: 'Short Break' });
    await dialog.getByRole('button', { name: 'Put on hold' }).click();
    await expect(dialog.getByText(Msg.boards.remarkRequired)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
