import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, DEMO_PASSWORD, expect, expectAccessible, loginAs, test } from './fixtures';

/** Nothing sticks out sideways at 375 px. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Create Task on a phone', () => {
  test('a sheet opens, the entry row stacks, and a task is added and checked', async ({ page }) => {
    await loginAs(page, 'lead@demo.local', DEMO_PASSWORD, '/tasking');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Task' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The oldest job with one saved sheet (a demo job, not one another flow is changing): it opens
    // at once. Nothing here is saved.
    const jobs = await callApi(page, 'jobs/user/tasking');
    const job = (jobs.body.jobs as { id: number; job_no: string; sheet_count: number }[]).findLast(
      (j) => j.sheet_count === 1,
    )!;
    expect(job).toBeTruthy();
    await page.goto(`/tasking?id=${job.id}`);
    const sheets = await callApi(page, `jobs/sheets/${job.id}`);
    const saved = sheets.body.sheets[0].task_count as number;
    const rows = page.getByRole('table', { name: 'Tasks of the sheet' }).locator('tbody tr');
    await expect(rows).toHaveCount(saved);
    await expect(page.getByRole('combobox', { name: 'Task sheet number' })).toHaveValue(/^Sheet 1 /);

    // The three times sit side by side under the texts, inside the screen.
    const entry = page.getByRole('form', { name: 'Add a task' });
    const number = await entry.getByRole('textbox', { name: 'Task No', exact: true }).boundingBox();
    const description = await entry.getByRole('textbox', { name: 'Description', exact: true }).boundingBox();
    const pessimistic = await entry.getByLabel('Pessimistic (h)').boundingBox();
    expect(description!.y).toBeGreaterThan(number!.y);
    expect(pessimistic!.x + pessimistic!.width).toBeLessThanOrEqual(375);

    await entry.getByRole('textbox', { name: 'Task No', exact: true }).fill('99');
    await entry.getByLabel('Task name').fill('Phone check');
    await entry.getByRole('textbox', { name: 'Description', exact: true }).fill('Checked from a phone');
    await entry.getByLabel('Optimistic (h)').fill('3');
    await entry.getByLabel('Most likely (h)').fill('2');
    await entry.getByLabel('Pessimistic (h)').press('Enter');
    await expect(page.getByTestId('entry-problem')).toContainText(Msg.tasking.timeAllocationError);
    await entry.getByLabel('Optimistic (h)').fill('1');
    await entry.getByLabel('Pessimistic (h)').press('Enter');
    await expect(rows).toHaveCount(saved + 1);
    await expect(page.getByText('1 added')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
