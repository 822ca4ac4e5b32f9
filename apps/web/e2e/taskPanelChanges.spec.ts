import dayjs from 'dayjs';
import { boardNoticeTitles, Msg } from '@jobline/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, assignedJob, holdOn, type AssignedJob } from './boardsData';
import { expect, expectAccessible, loginAs, pickDay, test } from './fixtures';

const M = Msg.boards;
/** Demo employees no other spec moves tasks for: the holder and the checker of these tasks. */
const HOLDER = { name: 'Sachini Weerasinghe', email: 'sachini.weerasinghe@demo.local' };
const CHECKER = 'Malsha Dissanayake';
const LEAD = { name: 'Lahiru Gunawardena', email: 'lead@demo.local' };
const shown = (day: string) => day.split('-').reverse().join('/');

/** The holder's hold on the job, as the board's address names it. */
async function holdId(request: APIRequestContext, email: string, jobId: number) {
  return holdOn(await apiAs(request, email), jobId);
}

async function openPanel(page: Page, job: AssignedJob, jobUserId: number) {
  const t = job.rows[0]!.task_user_id;
  await page.goto(`/job?id=${job.id}&job_no=${job.job_no}&job_user_id=${jobUserId}&t=${t}&op=true`);
  const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
  await expect(panel.getByTestId('feed-entry').first()).toBeVisible();
  return panel;
}

test.describe('The task panel: QC feed and re-planning', () => {
  test('finished checked work reads “QC check opened”; a due date past the job’s asks first and shows who moved it', async ({
    page,
    request,
  }) => {
    test.slow(); // accessibility scans on a busy machine
    const job = await assignedJob(request, {
      holder: HOLDER.name,
      checker: CHECKER,
      label: 'panel changes',
      tasks: [{ task_no: 'P-1', task_name: 'Fit the scanner', task_description: 'Fit and test it' }],
    });
    const holder = await apiAs(request, HOLDER.email);
    const { task_id: task, task_user_id: taskUserId } = job.rows[0]!;
    expect((await holder('tasks/plan_date', { task_user_id: taskUserId, plan_date: job.today })).status).toBe(
      200,
    );
    for (const [from, to] of [
      [1, 3],
      [3, 6],
    ] as const) {
      const moved = await holder('activity', { task, taskUserId, previousSection: from, newSection: to });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    await loginAs(page, 'admin@demo.local');
    const panel = await openPanel(page, job, await holdId(request, HOLDER.email, job.id));
    const feed = panel.getByTestId('feed-entry');
    await expect(feed.filter({ hasText: boardNoticeTitles.qcCheckOpened(CHECKER) })).toHaveCount(1);
    await expect(feed.filter({ hasText: 'moved this task from Ongoing to QC' })).toHaveCount(1);
    await expect(feed.filter({ hasText: 'from Back Log to QC' })).toHaveCount(0);
    await expectAccessible(page);

    // The job is due in ten days: two days later asks for confirmation first.
    const jobDue = dayjs(job.today).add(10, 'day').format('YYYY-MM-DD');
    const late = dayjs(job.today).add(12, 'day').format('YYYY-MM-DD');
    await panel.getByRole('button', { name: 'Change the task due date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Due date of P-1' });
    await pickDay(dialog, 'New due date', late);
    await dialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(dialog.getByTestId('day-confirmation')).toHaveText(M.dueDateAfterJobDue(jobDue));
    await expectAccessible(page);
    // Back keeps the old date; confirming sets the new one.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByTestId('day-confirmation')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Change due date' }).click();
    await dialog.getByRole('button', { name: 'Yes, set it anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText(shown(late));
    const moved = feed.filter({ hasText: boardNoticeTitles.dueDateMoved(jobDue, late, jobDue) });
    await expect(moved).toHaveCount(1);
    await expect(moved).toContainText('Anoma Silva');
  });

  test('the holder who manages the job cannot re-plan their own task', async ({ page, request }) => {
    const job = await assignedJob(request, {
      holder: LEAD.name,
      checker: CHECKER,
      label: 'own task',
      tasks: [{ task_no: 'O-1', task_name: 'Own work', task_description: 'The lead’s own task' }],
    });
    await loginAs(page, LEAD.email);
    const t = job.rows[0]!.task_user_id;
    const jobUserId = await holdId(request, LEAD.email, job.id);
    await page.goto(`/job?id=${job.id}&job_no=${job.job_no}&job_user_id=${jobUserId}&t=${t}&op=true`);
    const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
    await expect(panel.getByRole('heading', { name: 'O-1 Own work' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change the estimate' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Change the task due date' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Change the QC employee' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
