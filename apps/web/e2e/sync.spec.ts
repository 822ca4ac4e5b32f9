import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

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

  // Applies the systems sync, which the phone test above previews: it comes last, and a second run
  // of it needs a fresh demo.
  test('a preview someone else applied meanwhile: nothing is applied twice, and Preview again shows what is left', async ({
    page,
  }) => {
    await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=sync');
    const previewed = page.waitForResponse((r) => r.url().endsWith('/api/systems/sync'));
    await page.getByRole('button', { name: 'Preview systems sync' }).click();
    const runId = ((await (await previewed).json()) as { run: { id: number } }).run.id;
    const dialog = page.getByRole('dialog', { name: 'Systems: sync from the ERP' });
    await expect(dialog.getByText('Self-checkout Kiosk')).toBeVisible();

    // Another super admin applies the same preview first.
    const elsewhere = await callApi(page, 'systems/sync/apply', { run_id: runId });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('dialog', { name: 'Apply the systems sync?' })
      .getByRole('button', { name: 'Apply' })
      .click();
    const refused = dialog.getByRole('alert').filter({ hasText: 'Nothing was applied' });
    await expect(refused).toContainText(Msg.sync.alreadyApplied);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expectAccessible(page);

    await refused.getByRole('button', { name: 'Preview again' }).click();
    await expect(dialog.getByText(Msg.sync.nothingToDo)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nothing to apply' })).toBeDisabled();
    await dialog.getByRole('button').filter({ hasText: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
