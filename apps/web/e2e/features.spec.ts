import { Feature, Msg, type FeatureSwitch } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, restoreFeatureSwitches, test } from './fixtures';

/**
 * Feature switches apply to everyone at once, so this file runs in the desktop-rights project, after
 * the specs that use the quick job manager, and leaves every switch as it found it.
 */
let before: FeatureSwitch[] = [];

async function restoreSwitches(page: Page) {
  if (before.length) await restoreFeatureSwitches(page, before);
}

test.describe('Features Management', () => {
  test('switching the quick job manager off takes it out of another user’s open menu at once', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=features');
    before = (await callApi(page, 'admin/allFeatures')).body.features;
    expect(before.find((f) => f.feature === Feature.QUICK_JOB_MANAGER)?.status).toBe(1);
    try {
      // Another person, in a browser of their own, with the profile menu open.
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      const listening = other.waitForResponse((r) => r.url().endsWith('/api/events'));
      await loginAs(other, 'qjm@demo.local');
      await listening;
      await other.getByTestId('profile-menu').click();
      const entry = other.getByRole('menuitem', { name: 'Internal Works/Quick Jobs' });
      await expect(entry).toBeVisible();

      const qjm = page.getByRole('switch', { name: 'Quick job manager' });
      await expect(qjm).toBeChecked();
      await expectAccessible(page);
      await qjm.click({ force: true });
      await expect(qjm).not.toBeChecked();
      await page.getByRole('button', { name: 'Update' }).click();
      const dialog = page.getByRole('dialog', { name: Msg.features.confirmOffTitle });
      await expect(dialog).toContainText(Msg.features.offEffect.quick_job_manager);
      await dialog.getByRole('button', { name: Msg.features.confirmOff }).click();
      await expect(page.getByText(Msg.features.updated).first()).toBeVisible();
      await expect(qjm).toHaveAccessibleDescription(/Last switched off by/);

      // The other person's open menu loses the entry without a reload; its address says why.
      await expect(entry).toBeHidden();
      await other.keyboard.press('Escape');
      await other.goto('/qjm');
      await expect(other.getByRole('heading', { name: Msg.features.offTitle })).toBeVisible();
      await expect(other.getByText(Msg.features.off.quick_job_manager)).toBeVisible();
      await expectAccessible(other);

      // Back on: no confirmation, and the screen comes back where it stands.
      await qjm.click({ force: true });
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(qjm).toHaveAccessibleDescription(/Last switched on by/);
      await expect(other.getByRole('heading', { name: Msg.features.offTitle })).toBeHidden();
      await other.getByTestId('profile-menu').click();
      await expect(other.getByRole('menuitem', { name: 'Internal Works/Quick Jobs' })).toBeVisible();
      await elsewhere.close();
    } finally {
      await restoreSwitches(page);
    }
  });
});
