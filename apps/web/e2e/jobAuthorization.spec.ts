import { Msg, type BoardTask, type JobCard, type SectionsResponse } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { apiAs, type Call } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';
import { workJob } from './workData';

const M = Msg.boards;
const HOLDER = 'Pasindu Amarasinghe';

/** The holder's tasks on the job's board. */
async function boardTasks(holder: Call, jobId: number): Promise<BoardTask[]> {
  const card = ((await holder('jobs/cards')).body.jobs as JobCard[]).find((c) => c.id === jobId)!;
  const board = (await holder('sections', { type: 1, job_user_id: card.job_user_id }))
    .body as SectionsResponse;
  return board.sections.flatMap((s) => s.tasks);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

// Long journeys with an accessibility check at every step.
test.describe.configure({ timeout: 180_000 });

test.describe('Job Authorization', () => {
  test('a team leader approves one task, then every task of the job, as requests arrive live', async ({
    page,
    request,
  }) => {
    const job = await workJob(request, { holder: HOLDER, label: 'authorization', tasks: 2 });
    const holder = await apiAs(request, `${HOLDER.toLowerCase().replace(' ', '.')}@demo.local`);
    await loginAs(page, 'lead@demo.local');
    const leadId = (await (await apiAs(request, 'lead@demo.local'))('auth/me')).body.id as number;
    // The holder asks the team leader to let the first task go on past its estimate.
    const first = await holder('tasks/approve/request', {
      task_user_id: job.taskUsers[0],
      request_to: leadId,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Job Authorization' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: M.approvalsTitle })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tasks waiting for authorization' });
    const rows = table.locator('tbody tr').filter({ hasText: job.job_no });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('authorization step 1');
    await expect(rows.first()).toContainText(HOLDER);
    await expect(rows.first()).toContainText('2 h 0 min');
    await expectAccessible(page);

    // A second request arrives while the list is open.
    const second = await holder('tasks/approve/request', {
      task_user_id: job.taskUsers[1],
      request_to: leadId,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await expect(rows).toHaveCount(2);

    // This task only: the first request goes, the second stays.
    await page.getByRole('button', { name: `Approve task W-1 of ${job.job_no}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve task W-1 of ${job.job_no}` });
    await expect(dialog.getByRole('button', { name: M.approveAllTasks })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: M.approveThisTask }).click();
    await expect(toast(page, M.approved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('authorization step 2');
    await expect
      .poll(async () => (await boardTasks(holder, job.id)).map((t) => [t.task_no, t.hasAuthorized]))
      .toEqual(
        expect.arrayContaining([
          ['W-1', true],
          ['W-2', false],
        ]),
      );

    // On a phone the list folds its columns and stays within the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(rows.first()).toContainText(HOLDER);
    // Measured once the success toast has gone: its container is not part of the page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // All tasks for this job: the rest of the job goes too.
    await page.getByRole('button', { name: `Approve task W-2 of ${job.job_no}` }).click();
    await page
      .getByRole('dialog', { name: `Approve task W-2 of ${job.job_no}` })
      .getByRole('button', { name: M.approveAllTasks })
      .click();
    await expect(rows).toHaveCount(0);
    await expect
      .poll(async () => (await boardTasks(holder, job.id)).every((t) => t.hasAuthorized))
      .toBe(true);
    // The demo's own request (an engineer's task past its estimate this morning) goes too, and then
    // the list says it is empty.
    const approve = table.getByRole('button', { name: /^Approve task / });
    for (let left = await approve.count(); left > 0; left--) {
      const name = (await approve.first().getAttribute('aria-label'))!;
      await approve.first().click();
      await page.getByRole('dialog', { name }).getByRole('button', { name: M.approveThisTask }).click();
      await expect(table.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByText(M.noPendingApprovals)).toBeVisible();
    await expectAccessible(page);
  });

  test('someone without Job Authorization cannot open the list', async ({ page }) => {
    await loginAs(page, 'employee@demo.local', undefined, '/job-authorization');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });
});
