import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.quickJobs;

test.describe('Quick jobs on a phone', () => {
  test('the add-job modal fills the screen and names its required fields', async ({ page }) => {
    await loginAs(page, 'qjm@demo.local');
    await page.getByRole('button', { name: 'Add job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Custom Job' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(370);
    await dialog.getByRole('combobox', { name: 'Job type', exact: true }).click();
    await page.getByRole('option', { name: 'Quick Job' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(M.customerRequired)).toBeVisible();
    await expect(dialog.getByText(M.descriptionRequired)).toBeVisible();
    await expectAccessible(page);
    // Nothing is lost without asking.
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Till frozen');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the monitor fits 375 px with its details and decision dialogs', async ({ page }) => {
    await loginAs(page, 'admin@demo.local', undefined, '/quick-job-monitor');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Job Monitor' })).toBeVisible();
    const view = page.getByRole('button', { name: /^View J\d{2}-\d{5}$/ }).first();
    await expect(view).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    const jobNo = ((await view.getAttribute('aria-label')) ?? '').replace('View ', '');
    await view.click();
    const details = page.getByRole('dialog', { name: `Quick job ${jobNo}` });
    await expect(details).toBeVisible();
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Reject' }).click();
    const decision = page.getByRole('dialog', { name: M.rejectConfirm });
    await decision.getByRole('button', { name: 'Reject' }).click();
    await expect(decision.getByText(M.remarkRequired)).toBeVisible();
    await expectAccessible(page);
    await decision.getByRole('button', { name: 'Cancel' }).click();
    await expect(decision).toBeHidden();
  });
});
