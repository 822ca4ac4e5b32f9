import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  draftFromJob,
  expect,
  expectAccessible,
  loginAs,
  pickDay,
  test,
  JOB_YEAR,
} from './fixtures';

const M = Msg.jobAdmin;
/** Letters only: a word no demo job contains, so a search finds only what a test made. */
const token = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const dayOf = (shown: string) => dayjs(shown.split('/').reverse().join('-'));
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * A valid New Job body built from a demo job of an ordinary category (the jobs other specs create or
 * delete do not matter: any live one will do), due `days` from the company's today.
 */
async function newJobBody(page: Page, description: string, days: number) {
  const list = await callApi(page, 'jobs/all', { records: 50, sort: { field: 'job_no', type: 'asc' } });
  for (const row of list.body.jobs.data as { id: number; status: number; kind: number }[]) {
    if (row.status !== 1 || row.kind !== 2) continue;
    const { body: details } = await callApi(page, 'jobs/details', { selected_job: row.id });
    const today = details.today as string;
    const body = await draftFromJob(page, row.id, {
      due_date: dayjs(today).add(days, 'day').format('YYYY-MM-DD'),
      job_description: description,
      job_title: `Job admin test ${description}`,
    });
    if (body) return { today, body };
  }
  throw new Error('no demo job to copy a draft from');
}

async function createJob(page: Page, description: string, days = 7) {
  const { body, today } = await newJobBody(page, description, days);
  const res = await callApi(page, 'jobs', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...(res.body.job as { id: number; job_no: string }), due_date: body.due_date, today };
}

const dueDates = async (table: Locator) => {
  const cells = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
  return cells.map((text) => dayOf(text.split('\n')[0]!.trim()));
};

test.describe('Job administration', () => {
  test('the jobs list pages, sorts by due date, searches a customer and opens the view panel', async ({
    page,
  }) => {
    test.slow(); // several accessibility scans on a busy machine
    await loginAs(page, 'admin@demo.local');
    await page.goto('/all-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText(JOB_YEAR);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Pending Approvals' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'New Job' })).toBeVisible();
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
    await expectAccessible(page);

    // Page 2, kept in the address.
    const firstOnPage1 = await table.locator('tbody tr').first().innerText();
    await page.getByRole('button', { name: 'next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
    await expect(table.locator('tbody tr').first()).not.toHaveText(firstOnPage1);

    // Sorting goes back to page 1: the earliest due dates first, then the latest.
    await table.getByRole('button', { name: /^Due Date/ }).click();
    await expect(page).toHaveURL(/sort=due_date&dir=asc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.locator('tbody tr').first()).toContainText('Overdue');
    const ascending = await dueDates(table);
    expect(ascending.length).toBeGreaterThan(2);
    for (let i = 1; i < ascending.length; i++) expect(ascending[i]!.isBefore(ascending[i - 1]!)).toBe(false);
    await table.getByRole('button', { name: /^Due Date/ }).click();
    await expect(page).toHaveURL(/sort=due_date&dir=desc/);
    await expect(async () => {
      const descending = await dueDates(table);
      for (let i = 1; i < descending.length; i++)
        expect(descending[i]!.isAfter(descending[i - 1]!)).toBe(false);
    }).toPass();

    // A customer name finds that customer's jobs only, and a reload keeps the search.
    await page.getByRole('searchbox', { name: 'Search' }).fill('highland tea');
    await expect(page).toHaveURL(/q=highland/);
    await expect(async () => {
      const customers = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      expect(customers.length).toBeGreaterThan(0);
      for (const name of customers) expect(name).toContain('Highland Tea');
    }).toPass();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('highland tea');
    await expect(table).toContainText('Highland Tea');
    await expectAccessible(page);

    // The view panel: who, where and when, with a way on to Job Details.
    const jobNo = (await table.locator('tbody tr td:nth-child(1)').first().innerText())
      .split('\n')[0]!
      .trim();
    await page.getByRole('button', { name: `View ${jobNo}` }).click();
    const panel = page.getByRole('dialog', { name: `Job ${jobNo}` });
    await expect(panel).toBeVisible();
    for (const label of [
      'Customer',
      'System',
      'Employee',
      'Division',
      'Requested employee',
      'Job coordinator',
    ]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panel).toContainText('Highland Tea');
    // Edit is for the super admin and director only.
    await expect(panel.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectAccessible(page);
    await panel.getByRole('link', { name: 'Job Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-job-details\\?job_no=${jobNo}`));
    await expect(page.getByRole('heading', { level: 2, name: `Job ${jobNo}` })).toBeVisible();
  });

  test('Job Details finds a job by number, says when there is none, and filters its tasks', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'admin@demo.local');
    await page.goto('/edit-job-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Job number' });
    await search.fill('J99-99999');
    await search.press('Enter');
    await expect(page.getByText(M.jobNotFound)).toBeVisible();
    await expect(search).toHaveValue('J99-99999');
    await expectAccessible(page);

    // Lower case and spaces are forgiven.
    await search.fill(`  ${JOB_YEAR.toLowerCase()}00006 `);
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Job ${JOB_YEAR}00006` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`job_no=${JOB_YEAR}00006&id=\\d+`));
    await expect(page.getByText('Spent time', { exact: true })).toBeVisible();
    await expect(page.getByText('Allocated time', { exact: true })).toBeVisible();
    const tasks = page.getByRole('table', { name: 'Tasks of the job' });
    await expect(tasks.locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page);

    // The filters split All into Pending, Finished and Not Finished.
    const statuses = async () => {
      await expect(page.getByRole('region', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'false');
      if (await tasks.getByText(M.noFilteredTasks).isVisible()) return [];
      return (await tasks.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((s) =>
        s.trim().toLowerCase(),
      );
    };
    const filter = async (name: string) => {
      // The segmented control's radios are visually hidden behind their labels, which take the click.
      const region = page.getByRole('region', { name: 'Tasks' });
      await region.locator('label').getByText(name, { exact: true }).click();
      await expect(region.getByRole('radio', { name, exact: true })).toBeChecked();
    };
    const all = await statuses();
    expect(all.length).toBeGreaterThan(1);
    await filter('Pending');
    await expect(page).toHaveURL(/filter=1/);
    const pending = await statuses();
    for (const s of pending) expect(['back log', 'picked', 'n/a']).toContain(s);
    await filter('Finished');
    const finished = await statuses();
    for (const s of finished) expect(s).toBe('finished');
    await filter('Not Finished');
    const started = await statuses();
    for (const s of started) expect(['back log', 'picked', 'n/a', 'finished']).not.toContain(s);
    expect(pending.length + finished.length + started.length).toBe(all.length);
    await expectAccessible(page);

    // Developer-wise: one table per employee, and one for tasks nobody holds.
    await filter('All');
    await page.getByRole('switch', { name: 'Developer-wise' }).check();
    await expect(page).toHaveURL(/dev=1/);
    await expect(page.getByRole('table', { name: /^Tasks of (?!the job)/ }).first()).toBeVisible();
    await expectAccessible(page);

    // Assign Back opens New Job on this job, to make a new job from it.
    await page.getByRole('link', { name: 'Assign Back' }).click();
    await expect(page).toHaveURL(/\/new-job\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assign Back' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job description' })).not.toHaveValue('');
  });

  test('changes a due date with a reason, refusing an empty reason and the same date, and shows the history', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'admin@demo.local');
    const job = await createJob(page, `Due date test ${token()}`, 7);
    await page.goto(`/edit-job-details?job_no=${job.job_no}`);
    const summary = page.getByRole('region', { name: `Job ${job.job_no}` });
    await expect(summary).toContainText(shown(job.due_date));

    await summary.getByRole('button', { name: 'Change due date' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the due date of ${job.job_no}` });
    await dialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(dialog.getByText(M.reasonRequired)).toBeVisible();
    await expect(dialog.getByText(M.dueDateRequired)).toBeVisible();
    await expectAccessible(page);

    // The date it is already on is refused, and the typed reason stays.
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer moved the visit');
    await pickDay(dialog, 'New due date', job.due_date);
    await dialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(dialog.getByText(M.sameDueDate)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Customer moved the visit');

    const later = dayjs(job.today).add(10, 'day').format('YYYY-MM-DD');
    await pickDay(dialog, 'New due date', later);
    await expect(dialog.getByText(M.sameDueDate)).toBeHidden();
    await dialog.getByRole('button', { name: 'Change due date' }).click();
    await expect(page.getByText(M.dueDateUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(summary).toContainText(shown(later));

    await summary.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `Due date history of ${job.job_no}` });
    const row = history.getByRole('row', { name: /Customer moved the visit/ });
    await expect(row).toContainText(shown(later));
    await expect(row).toContainText(`was ${shown(job.due_date)}`);
    await expect(row).toContainText('Anoma Silva');
    await expectAccessible(page);
  });

  test('a second browser sees a job created through the API appear on the list without reloading', async ({
    page,
    browser,
  }) => {
    test.slow();
    const word = token();
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    try {
      await loginAs(watcher, 'director@demo.local');
      await watcher.goto(`/all-jobs?q=${word}`);
      const table = watcher.getByRole('table');
      await expect(watcher.getByText(M.noMatches)).toBeVisible();

      await loginAs(page, 'admin@demo.local');
      const job = await createJob(page, `Live list ${word}`);
      await expect(table.getByRole('row', { name: new RegExp(job.job_no) })).toBeVisible();
      await expect(table).toContainText(`Live list ${word}`);
      // It really came without a reload: the search box still holds what the page opened with.
      await expect(watcher.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
    } finally {
      await watcherContext.close();
    }
  });

  test('heads see the finished jobs waiting for them; a short reject reason is refused', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    await page.goto('/edit-job-details');
    await page.getByRole('checkbox', { name: 'Show Pending Finished Jobs' }).check();
    const table = page.getByRole('table', { name: 'Finished jobs waiting for approval' });
    // The demo's finished job (number 00005) waits; decisions are not taken here so the demo stays as it is.
    await expect(table.getByRole('link', { name: `${JOB_YEAR}00005` })).toBeVisible();
    await expectAccessible(page);

    await table.getByRole('button', { name: `Complete ${JOB_YEAR}00005` }).click();
    const confirm = page.getByRole('dialog', { name: `Complete ${JOB_YEAR}00005?` });
    await expect(confirm).toContainText(M.confirmFinish);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: `Reject ${JOB_YEAR}00005` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${JOB_YEAR}00005` });
    await reject.getByRole('textbox', { name: M.rejectPrompt }).fill('short');
    await reject.getByRole('button', { name: 'Reject job' }).click();
    await expect(reject.getByText(M.rejectReasonTooShort)).toBeVisible();
    await expectAccessible(page);
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByRole('link', { name: `${JOB_YEAR}00005` })).toBeVisible();

    // The link opens that job.
    await table.getByRole('link', { name: `${JOB_YEAR}00005` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Job ${JOB_YEAR}00005` })).toBeVisible();
  });
});
