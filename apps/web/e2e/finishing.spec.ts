import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { apiAs, boardJob, card, column, setPlanDate, startToday, type BoardJob } from './boardsData';
import {
  callApi,
  DEMO_PASSWORD,
  draftFromJob,
  expect,
  expectAccessible,
  loginAs,
  logout,
  test,
} from './fixtures';

const M = Msg.boards;
/** Demo employees no other spec moves tasks for or ends the day of. */
const HOLDER = { name: 'Roshan Pathirana', email: 'roshan.pathirana@demo.local' };
const CHECKER = { name: 'Gayan Samarasinghe' };
const DAY_ENDER = { name: 'Mahesh Gamage', email: 'mahesh.gamage@demo.local' };

const box = async (locator: Locator) => (await locator.boundingBox())!;
/** Whether a badge shows its whole label (no ellipsis). */
const wholeLabel = (badge: Locator) =>
  badge
    .locator('.mantine-Badge-label')
    .evaluate((label) => label.scrollWidth <= label.clientWidth && label.clientWidth > 0);

/** A live job made by the admin from a demo job, with a word no other job has and a long description. */
async function adminJob(page: Page, word: string) {
  const list = await callApi(page, 'jobs/all', { records: 50, sort: { field: 'job_no', type: 'asc' } });
  for (const row of list.body.jobs.data as { id: number; status: number; kind: number }[]) {
    if (row.status !== 1 || row.kind !== 2) continue;
    const { body: details } = await callApi(page, 'jobs/details', { selected_job: row.id });
    const due = new Date(`${details.today}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    const body = await draftFromJob(page, row.id, {
      due_date: due.toISOString().slice(0, 10),
      // Long enough to crowd the list's other columns, as real descriptions do.
      job_description: `Finishing ${word}: ${'replace the receipt printers at every till '.repeat(4)}`,
      job_title: `Finishing ${word}`,
    });
    if (!body) continue;
    const made = await callApi(page, 'jobs', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.job as { id: number; job_no: string };
  }
  throw new Error('no demo job to copy');
}

const word = () => `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')}`;

test.describe('Board and toasts', () => {
  let job: BoardJob;
  test.beforeAll(async ({ request }) => {
    job = await boardJob(request, { holder: HOLDER.name, checker: CHECKER.name, label: 'finishing' });
  });

  test('a toast opens below the top bar; columns are wide enough for Move to, and scroll sideways', async ({
    page,
  }) => {
    await loginAs(page, HOLDER.email, undefined, '/jobs');
    await page.getByTestId('job-card').filter({ hasText: job.job_no }).click();
    const backLog = column(page, 'Back Log');
    await expect(card(backLog, 'B-1')).toBeVisible();
    await expectAccessible(page);

    await setPlanDate(page, 'B-1', job.today);
    const toast = page.getByRole('alert').filter({ hasText: M.planDateAdded }).first();
    const bar = await box(page.getByRole('banner'));
    expect((await box(toast)).y).toBeGreaterThanOrEqual(bar.y + bar.height);

    const columns = page.getByTestId('board-column');
    for (const one of await columns.all()) expect((await box(one)).width).toBeGreaterThanOrEqual(220);
    // Six columns do not fit beside the menu at 1280 px: the board scrolls sideways instead.
    expect(await page.getByTestId('board-columns').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(
      true,
    );
    const move = card(backLog, 'B-1').getByRole('button', { name: `${M.moveTo} (B-1)` });
    // One line of the button's label: well under two.
    expect((await box(move)).height).toBeLessThan(30);
  });

  test('a comment from someone else names its author as "From", not as an assigner', async ({
    page,
    request,
  }) => {
    const holder = await apiAs(request, HOLDER.email);
    await startToday(holder, job, 'B-2');
    const admin = await apiAs(request, 'admin@demo.local');
    const said = await admin('activity/comment/add', { task_user_id: job.work['B-2'], comment: 'Call me' });
    expect(said.status, JSON.stringify(said.body)).toBe(200);

    await loginAs(page, HOLDER.email);
    await page.getByTestId('notification-bell').click();
    const entry = page
      .getByTestId('notification-entry')
      .filter({ hasText: `commented on task B-2 of ${job.job_no}` })
      .first();
    await expect(entry).toContainText(`${Msg.notifications.from} Anoma Silva`);
    await expect(entry).not.toContainText(Msg.notifications.assignedBy);
    await expectAccessible(page);
  });
});

test.describe('Jobs, their details and the Add job modal', () => {
  test('the priority badge shows its whole label and the view panel names the division once', async ({
    page,
  }) => {
    await loginAs(page, 'admin@demo.local');
    const token = word();
    const job = await adminJob(page, token);
    await page.goto(`/all-jobs?q=${token}`);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: job.job_no });
    const badge = row.locator('.mantine-Badge-root').filter({ hasText: 'Within a week', visible: true });
    await expect(badge).toBeVisible();
    expect(await wholeLabel(badge)).toBe(true);
    await expectAccessible(page);

    await row.getByRole('button').last().click();
    const drawer = page.getByRole('dialog', { name: `Job ${job.job_no}` });
    await expect(drawer.getByText('Employee', { exact: true })).toBeVisible();
    const { body } = await callApi(page, `job/${job.id}`);
    const division = body.job.division as string;
    await expect(drawer.getByText(division, { exact: false })).toHaveCount(1);
    expect(await wholeLabel(drawer.locator('.mantine-Badge-root').first())).toBe(true);
    await expectAccessible(page);
  });

  test('All Job Details downloads the job as a PDF', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    const job = await adminJob(page, word());
    await page.goto(`/edit-job-details?job_no=${job.job_no}&id=${job.id}`);
    await expect(page.getByRole('heading', { name: `Job ${job.job_no}` })).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download the PDF of ${job.job_no}` }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^job-${job.job_no}-\\d{8}-\\d{4}\\.pdf$`),
    );
    await expect(page.getByRole('alert').filter({ hasText: 'downloaded' }).first()).toBeVisible();
  });

  test('the Add job modal names the chargeable category without an internal id', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    await page.getByRole('button', { name: 'Add job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Custom Job' });
    await dialog.getByRole('combobox', { name: 'Job type', exact: true }).click();
    await page.getByRole('option', { name: 'Quick Job', exact: true }).click();
    const chargeable = dialog.getByRole('checkbox', { name: 'Chargeable' });
    await expect(chargeable).toBeVisible();
    await expect(dialog).toContainText('only Chargeable Service is charged');
    await expect(dialog).not.toContainText(/\(\d+\)/);
    await expectAccessible(page);
  });
});

test.describe('Login', () => {
  test('a malformed e-mail is named before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('anoma.silva@');
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(Msg.profile.invalidEmail)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
    await expectAccessible(page);
  });

  test('after Session End the next login lands on /qjm, and the one after honours the redirect', async ({
    page,
    request,
  }) => {
    // Someone at work: the day ends only for an employee who is on a task.
    const job = await boardJob(request, { holder: DAY_ENDER.name, checker: CHECKER.name, label: 'day end' });
    const worker = await apiAs(request, DAY_ENDER.email);
    await startToday(worker, job, 'B-1');

    const formLogin = async () => {
      await page.goto('/login?redirect=%2Fuser-profile');
      await page.getByLabel('E-mail').fill(DAY_ENDER.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
    };
    await loginAs(page, DAY_ENDER.email);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Session End', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'End your working day?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: M.sessionEnded }).first()).toBeVisible();
    await logout(page);

    await formLogin();
    await expect(page).toHaveURL(/\/qjm$/);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expectAccessible(page);
    await logout(page);

    await formLogin();
    await expect(page).toHaveURL(/\/user-profile$/);
  });
});
