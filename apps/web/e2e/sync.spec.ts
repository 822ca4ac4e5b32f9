import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

/**
 * Data Synchronization from the demo company's ERP export. Applying changes demo customers that
 * other specs may read, so this file runs in the desktop-rights project, after them.
 */
test.describe('Data Synchronization', () => {
  test('previews the customers sync with its two conflicts, applies it, and finds the run in the log', async ({
    page,
  }) => {
    await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=sync');
    const log = page.getByRole('table', { name: 'Sync log' });
    // The demo's sync of a week ago is in the log.
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Preview customers sync' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customers: sync from the ERP' });
    await expect(dialog.getByText(/^Preview: .*2 conflicts.*Nothing has changed yet\.$/)).toBeVisible();
    // Changed here (by the demo's admin yesterday) and in the ERP: both sides shown, left alone by default.
    const conflicts = dialog.getByRole('table', { name: 'What differs for Negombo Lagoon Resort' });
    await expect(conflicts.getByRole('row', { name: /Mobile number 0779876502 0771234522/ })).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: 'Take the ERP’s values for Kurunegala Motors' }),
    ).not.toBeChecked();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply the customers sync?' });
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: Msg.sync.synced })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The newest run is the apply, done, with the conflicts it left; they open under its row.
    const newest = log.getByRole('row').nth(1);
    await expect(newest).toContainText('Customers');
    await expect(newest).toContainText(/Apply of #\d+/);
    await expect(newest).toContainText('done');
    await newest.getByRole('button', { name: /Details of run \d+/ }).click();
    await expect(page.getByRole('table', { name: 'What differs for Kurunegala Motors' })).toBeVisible();
    await expectAccessible(page);
  });

  test('fits a phone: the panel and a preview at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=sync');
    await expect(page.getByRole('table', { name: 'Sync log' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Preview systems sync' }).click();
    const dialog = page.getByRole('dialog', { name: 'Systems: sync from the ERP' });
    await expect(dialog.getByText('Self-checkout Kiosk')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
