import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, loginAs, test } from './fixtures';

/** Nothing sticks out sideways at 375 px. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Job intake on a phone', () => {
  test('the request form, My Job Requests and New Job fit and stay accessible', async ({ page }) => {
    await loginAs(page, 'coordinator@demo.local', DEMO_PASSWORD, '/job-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Request' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Customer', exact: true }).click();
    await page.getByRole('option', { name: /^Harbour View Hotel/ }).click();
    await page.getByRole('combobox', { name: 'Location', exact: true }).click();
    await page.getByRole('option', { name: 'Harbour View Hotel - Negombo' }).click();
    await expect(page.getByTestId('branch-lights').locator('[data-light="software"]')).toHaveAttribute(
      'data-state',
      'none',
    );
    await page.getByRole('button', { name: 'View agreement details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The half-written request is not lost without asking.
    await page.getByRole('link', { name: 'My Job Requests' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Job Requests' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.goto('/new-job');
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByText(Msg.jobs.titleRequired)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('Pending Approvals reads a waiting job on a phone', async ({ page }) => {
    await loginAs(page, 'director@demo.local', DEMO_PASSWORD, '/pending-approvals');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Approvals' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Pending approval' }).click();
    await page.getByRole('option', { name: /^PA-00002 / }).click();
    await expect(page.getByRole('heading', { name: /^PA-\d{5}:/ })).toBeVisible();
    // Directors approve on their own word: no Approved With for them.
    await expect(page.getByRole('combobox', { name: 'Approved With' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
