import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { ENGINEER, pastWeek, userIdOf } from './worksheetData';

const STAMP = '\\d{8}-\\d{4}';

/** Clicks a download button and answers the file the browser saved. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file;
}
const sizeOf = async (file: Download) => statSync((await file.path())!).size;
/** What a downloaded PDF prints, read as a person reads it (pdftotext). */
const printedBy = async (file: Download) =>
  execFileSync('pdftotext', ['-layout', (await file.path())!, '-'], { encoding: 'utf8' });

test('an HOD downloads a past week as Excel and PDF, opens a task’s activity, and downloads the progress report', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local');
  const me = (await callApi(page, 'auth/me')).body;
  const engineerId = await userIdOf(page, me.division_id, ENGINEER);
  const { start, end } = pastWeek();
  await page.goto(`/employee-daily-activity?employee=${engineerId}&start=${start}&end=${end}`);
  await expect(page.getByRole('heading', { name: /Malsha Dissanayake/ })).toBeVisible();
  // one employee has no progress report.
  await expect(page.getByRole('button', { name: 'Download progress report' })).toHaveCount(0);

  const range = `${start}-${end}`;
  const excel = await downloadBy(page, () => page.getByRole('button', { name: 'Download Excel' }).click());
  expect(excel.suggestedFilename()).toMatch(new RegExp(`^worksheet-[A-Za-z0-9-]+-${range}-${STAMP}\\.xlsx$`));
  expect(await sizeOf(excel)).toBeGreaterThan(5_000);
  const pdf = await downloadBy(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^worksheet-[A-Za-z0-9-]+-${range}-${STAMP}\\.pdf$`));
  const sheet = await printedBy(pdf);
  expect(sheet).toMatch(/Employee\s+Malsha Dissanayake/);
  expect(sheet).toMatch(/Page 1 of \d+/);

  // The view button of a worked row opens the task's activity, the feed the board shows.
  const table = page.getByRole('table', { name: 'Activities' });
  await table
    .getByRole('button', { name: /^View the task activity: J/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Task activity' });
  await expect(modal.getByRole('list', { name: 'Activities' })).toBeVisible();
  await expect(modal.getByText(/moved this task from/).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // All employees over the week: the progress report asks 'Report by dates?'.
  await page.goto(`/employee-daily-activity?employee=all&start=${start}&end=${end}`);
  await expect(page.getByRole('table', { name: 'Daily summary by employee' })).toBeVisible();
  await page.getByRole('button', { name: 'Download progress report' }).click();
  const question = page.getByRole('dialog', { name: 'Report by dates?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  const report = await downloadBy(page, () => question.getByRole('button', { name: 'By dates' }).click());
  expect(report.suggestedFilename()).toMatch(
    new RegExp(`^progress-report-[A-Za-z0-9-]+-${range}-by-dates-${STAMP}\\.pdf$`),
  );
  const progress = await printedBy(report);
  expect(progress).toContain('Progress Report');
  expect(progress).toMatch(/Malsha Dissanayake\s+\S+\s+\d\d\/\d\d\/\d{4}/);
  await expect(question).toHaveCount(0);
  await expectAccessible(page);
});
