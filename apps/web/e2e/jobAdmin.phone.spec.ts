import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test, JOB_YEAR } from './fixtures';

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.describe('Job administration on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
  });

  test('the jobs list fits 375 px: secondary columns fold under the customer', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText(JOB_YEAR);
    await expect(table.getByRole('columnheader', { name: 'Employee' })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'Job Description' })).toBeHidden();
    // The due date and priority still show, inside the customer cell.
    await expect(table.locator('tbody tr').first()).toContainText('Due ');
    await expect(table.getByRole('button', { name: /^View / }).first()).toBeInViewport();
    await fitsTheScreen(page);
    await expectAccessible(page);

    const first = (await table.locator('tbody tr td:nth-child(1)').first().innerText())
      .split('\n')[0]!
      .trim();
    await table.getByRole('button', { name: `View ${first}` }).click();
    const panel = page.getByRole('dialog', { name: `Job ${first}` });
    await expect(panel.getByText('Job coordinator', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the job details page fits 375 px, with its tasks and the pending finished jobs', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    await page.goto(`/edit-job-details?job_no=${JOB_YEAR}00006&pending=1`);
    await expect(page.getByRole('heading', { level: 2, name: `Job ${JOB_YEAR}00006` })).toBeVisible();
    const tasks = page.getByRole('table', { name: 'Tasks of the job' });
    await expect(tasks.locator('tbody tr').first()).toBeVisible();
    await expect(tasks.getByRole('columnheader', { name: 'People' })).toBeHidden();
    const finished = page.getByRole('table', { name: 'Finished jobs waiting for approval' });
    await expect(finished.getByRole('button', { name: /^Reject / }).first()).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Change due date' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the due date of ${JOB_YEAR}00006` });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await fitsTheScreen(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
