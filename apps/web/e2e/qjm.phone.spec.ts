import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;
const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

// Reads only: the desktop flow starts, holds and finishes the same manager's jobs.
test.describe('Quick job manager on a phone', () => {
  test('the buttons, the cards and the form fit the 375 px screen', async ({ page }) => {
    await loginAs(page, 'qjm@demo.local', undefined, '/qjm');
    await expect(page.getByRole('heading', { level: 1, name: M.qjmTitle })).toBeVisible();
    const card = page.getByTestId('qjm-card').first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await noSideways(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: M.quickJobsButton }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Job' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(Msg.quickJobs.customerRequired, { exact: true })).toBeVisible();
    await noSideways(page);
    await expectAccessible(page);
  });
});
