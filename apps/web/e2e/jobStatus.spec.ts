import { apiAs } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';
import { workJob, workThrough } from './workData';

/** A demo employee no other spec moves tasks for. */
const HOLDER = { name: 'Chathura Wickramasinghe', email: 'chathura.wickramasinghe@demo.local' };

test.describe('Job status on the jobs list', () => {
  test('shows each job status, filters by it, and the view panel says it too', async ({ page, request }) => {
    test.slow(); // accessibility scans on a busy machine
    const waiting = await workJob(request, { holder: HOLDER.name, label: 'status waiting' });
    const open = await workJob(request, { holder: HOLDER.name, label: 'status open' });
    await workThrough(await apiAs(request, HOLDER.email), waiting);

    await loginAs(page, 'admin@demo.local', undefined, '/all-jobs');
    const table = page.getByRole('table');
    const rowOf = (jobNo: string) => table.locator('tbody tr').filter({ hasText: jobNo });
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();

    // Both jobs are found by their shared words; each shows where it stands.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Board test job (status');
    await expect(rowOf(waiting.job_no).getByTestId('job-progress')).toHaveText('Waiting for HOD');
    await expect(rowOf(open.job_no).getByTestId('job-progress')).toHaveText('Open');
    await expectAccessible(page);

    // The filter keeps only the jobs in that status, in the address too.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Waiting for HOD' }).click();
    await expect(page).toHaveURL(/[?&]status=3/);
    await expect(rowOf(waiting.job_no)).toBeVisible();
    await expect(rowOf(open.job_no)).toHaveCount(0);
    for (const cell of await table.getByTestId('job-progress').allTextContents()) {
      expect(cell).toBe('Waiting for HOD');
    }
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Waiting for HOD');
    await expect(rowOf(waiting.job_no)).toBeVisible();

    // The view panel shows the same status.
    await page.getByRole('button', { name: `View ${waiting.job_no}` }).click();
    const panel = page.getByRole('dialog', { name: `Job ${waiting.job_no}` });
    await expect(panel.getByTestId('job-progress')).toHaveText('Waiting for HOD');
    await expectAccessible(page);
  });
});
