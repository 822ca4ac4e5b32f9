import { Msg } from '@jobline/shared';
import type { Locator } from '@playwright/test';
import { apiAs, boardJob, holdOn, startToday } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';

/** A demo employee no other spec moves tasks for, and a checker. */
const HOLDER = { name: 'Upul Hettiarachchi', email: 'upul.hettiarachchi@demo.local' };
const CHECKER = { name: 'Gayan Samarasinghe' };

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('on a phone a toast opens below the full-screen task panel’s header', async ({ page, request }) => {
  const job = await boardJob(request, { holder: HOLDER.name, checker: CHECKER.name, label: 'phone toast' });
  const holder = await apiAs(request, HOLDER.email);
  await startToday(holder, job, 'B-1');
  const hold = await holdOn(holder, job.id);

  await loginAs(
    page,
    HOLDER.email,
    undefined,
    `/job?id=${job.id}&job_no=${job.job_no}&job_user_id=${hold}&t=${job.work['B-1']}&op=true`,
  );
  const panel = page.getByRole('dialog', { name: new RegExp(job.job_no) });
  await panel.getByRole('textbox', { name: 'Comment' }).fill('Started at the branch');
  await panel.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByRole('alert').filter({ hasText: Msg.boards.commentAdded }).first();
  await expect(toast).toBeVisible();
  const header = await box(panel.locator('.mantine-Modal-header'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
  await expectAccessible(page);
});

test('on a phone the save bar leaves a table’s paging in view when it is scrolled to', async ({ page }) => {
  await loginAs(page, 'admin@demo.local', undefined, '/customer');
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Customer name' }).fill('A name not saved');
  const bar = page.getByTestId('save-bar');
  await expect(bar).toContainText('Unsaved changes');
  const paging = page.locator('.mantine-datatable-pagination');
  await page.evaluate(() => window.scrollTo(0, 0));
  // As the keyboard or a link brings it into view: the nearest edge, minding the page's scroll padding.
  await paging.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  const shown = await box(paging);
  expect(shown.y + shown.height).toBeLessThanOrEqual((await box(bar)).y);
  await expectAccessible(page);
});
