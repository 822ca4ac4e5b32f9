import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { ENGINEER, pastWeek, userIdOf } from './worksheetData';

test('an HOD opens an engineer’s summary from the worksheet, pages, searches, opens a job and a task', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local');
  const me = (await callApi(page, 'auth/me')).body;
  const engineerId = await userIdOf(page, me.division_id, ENGINEER);
  const range = pastWeek();
  await page.goto(`/employee-daily-activity?employee=${engineerId}&start=${range.start}&end=${range.end}`);
  await page.getByRole('link', { name: /Malsha Dissanayake/ }).click();
  await expect(page).toHaveURL(new RegExp(`/summary\\?id=${engineerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Malsha Dissanayake' })).toBeVisible();

  // Worked days of the demo history, each opening to its tasks.
  const days = page.getByRole('table', { name: 'Employee Daily Activity' });
  await expect(days.getByRole('button', { name: /^Tasks of / }).first()).toBeVisible();
  await days
    .getByRole('button', { name: /^Tasks of / })
    .nth(1)
    .click();
  await expect(days.getByRole('list', { name: /^Tasks worked on / })).toBeVisible();

  // The tasks are paged on the server, 15 at a time, and searched there.
  const all = (await callApi(page, 'summary/tasks', { emp_user_id: engineerId })).body.tasks;
  expect(all.total).toBeGreaterThan(15);
  const tasks = page.getByRole('table', { name: 'Tasks Details' });
  await expect(tasks.locator('tbody tr')).toHaveCount(15);
  await page
    .getByRole('region', { name: 'Tasks Details' })
    .getByRole('button', { name: 'Next page' })
    .click();
  await expect(tasks.locator('tbody tr')).toHaveCount(Math.min(all.total - 15, 15));
  const first = all.data[0] as { job_no: string; task_no: string; task_name: string };
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(first.task_name);
  await expect(tasks.getByText(first.task_name).first()).toBeVisible();
  await expect(page.getByTestId('calibration-share').first()).toHaveText(/% \(\d+ of \d+ tasks\)/);
  await expectAccessible(page);

  // A job opens on the Jobs page with its tasks; a task opens the task panel.
  const jobs = page.getByRole('table', { name: 'Job Details' });
  await jobs
    .getByRole('button', { name: /^View job / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Job J/ })).toBeVisible();
  const jobTasks = page.getByRole('table', { name: 'Tasks of the job' });
  await expect(jobTasks.getByRole('button', { name: /^View task / }).first()).toBeVisible();
  await expectAccessible(page);
  await jobTasks
    .getByRole('button', { name: /^View task / })
    .first()
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Description' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Back to the pending jobs, then the whole history.
  await page.getByRole('button', { name: 'Back to jobs' }).click();
  await expect(page.getByRole('table', { name: 'All Pending Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Load employee history' }).click();
  await expect(page.getByRole('table', { name: 'All Jobs' }).locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);
});
