import { execFileSync } from 'node:child_process';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

/** The job numbers of the report's rows on screen (the table's second column). */
const shownJobNos = async (table: Locator) =>
  (await table.locator('tbody tr').all()).length
    ? table.locator('tbody tr td:nth-child(2)').allInnerTexts()
    : [];

test('a director loads Created Jobs and Pending Jobs, opens a job, and downloads files holding exactly those rows', async ({
  page,
}) => {
  await loginAs(page, 'director@demo.local', undefined, '/created-jobs');
  await expect(page.getByRole('heading', { name: 'Created Jobs' })).toBeVisible();
  // Created Jobs loads on open: this month's regular jobs, ten to a page.
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await expectAccessible(page);

  // Pending Jobs: the same month, every job type, for one department.
  await page.goto('/pending-jobs');
  await expect(page.getByText('Choose the filters and load the report')).toBeVisible();
  await page.getByRole('radio', { name: 'All Jobs' }).check();
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Technical', exact: true }).click();
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/reports/pending_job'));
  await page.getByRole('button', { name: 'Load Data' }).click();
  const answer = await (await loaded).json();
  expect(answer.total).toBeGreaterThan(0);
  await page.getByText('Jobs per page').locator('xpath=..').getByRole('button').click();
  await page.getByRole('menuitem', { name: '100' }).click();
  const onScreen = await shownJobNos(table);
  expect(onScreen).toEqual(answer.rows.slice(0, 100).map((r: { job_no: string }) => r.job_no));
  // Only Technical's jobs, and none finished.
  expect(new Set(answer.rows.map((r: { division: string }) => r.division))).toEqual(new Set(['Technical']));
  expect(answer.rows.some((r: { job_status: string }) => r.job_status === 'Finished')).toBe(false);
  await expectAccessible(page);

  // A row opens the job's details; Enter does too.
  await table.locator('tbody tr').first().click();
  const drawer = page.getByRole('dialog', { name: `Job ${onScreen[0]}` });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await table.locator('tbody tr').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Job ${onScreen[1]}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The workbook and the PDF hold the rows and the filters of the screen.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^pending-jobs-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const values: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  expect(values.flat()).toContain('Technical');
  const header = values.findIndex((r) => r[0] === 'Created');
  // The file is read when it is asked for: jobs other sessions raised since the screen loaded may be
  // in it too, newer than every job on screen; the screen's jobs are all there, in its order.
  const shown: string[] = answer.rows.map((r: { job_no: string }) => r.job_no);
  const inFile = values
    .slice(header + 1)
    .map((r) => r[1])
    .filter((v): v is string => typeof v === 'string' && /^[A-Z]+\d{2}-\d+$/.test(v));
  expect(inFile.filter((no) => shown.includes(no))).toEqual(shown);
  const newest = [...shown].sort().at(-1)!;
  expect(inFile.filter((no) => !shown.includes(no) && no <= newest)).toEqual([]);
  // The notice of the saved workbook sits over the buttons: close it as a person would.
  await page.getByRole('alert').filter({ hasText: xlsx.suggestedFilename() }).getByRole('button').click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const printed = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' });
  for (const no of onScreen.slice(0, 10)) expect(printed).toContain(no);
  expect(printed).toContain('All Jobs');
});

test('a refused range is named next to the field and the report keeps its filters', async ({ page }) => {
  await loginAs(page, 'director@demo.local', undefined, '/pending-jobs');
  await page.getByRole('radio', { name: 'All Jobs' }).check();
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Technical', exact: true }).click();
  const range = page.getByRole('button', { name: 'Created between' });
  await range.click();
  // Pick a single day: the range needs its last day too.
  await page
    .getByRole('dialog', { name: 'Choose created between' })
    .getByRole('button')
    .filter({ hasText: /^1$/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Load Data' }).click();
  await expect(page.getByText('Please select the last day')).toBeVisible();
  await expect(page.getByText('Choose the filters and load the report')).toBeVisible();
  // What was chosen stays chosen, to be put right and loaded again.
  await expect(page.getByRole('radio', { name: 'All Jobs' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('Technical');
});

test('an HOD reads Daily Job Allocations for their department and a job’s tasks with their estimates', async ({
  page,
}) => {
  await loginAs(page, 'hod@demo.local', undefined, '/daily-job-allocations');
  // The department is the HOD's own and cannot be changed (the server refuses another).
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: 'Assigned', exact: true }).click();
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/reports/job_allocations'));
  await page.getByRole('button', { name: 'Load Report' }).click();
  const answer = await (await loaded).json();
  expect(answer.rows.length).toBeGreaterThan(0);
  expect(answer.rows.every((r: { name: string | null }) => r.name !== null)).toBe(true);
  const first = answer.rows[0];
  await page.getByRole('row', { name: `Job ${first.job_no}: show its tasks` }).click();
  const tasks = page.getByRole('heading', { name: `Tasks of ${first.job_no}` });
  await expect(tasks).toBeInViewport();
  const fromServer = await callApi(page, 'reports/job_allocations/tasks', { job_id: first.id });
  const taskTable = page.getByRole('table').nth(1);
  await expect(taskTable.locator('tbody tr')).toHaveCount(fromServer.body.tasks.length);
  await expect(taskTable.locator('tbody tr').first()).toContainText(
    fromServer.body.tasks[0].Time02.toFixed(2),
  );
  await expectAccessible(page);
  // Clear puts the filters back; the loaded report stays until the next load.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue('All');
});

test('an employee sees their own pending jobs, picked or not, and nobody else’s reports', async ({
  page,
}) => {
  await loginAs(page, 'employee@demo.local', undefined, '/user-pending-jobs');
  // The screen opens on the demo employee's regular jobs not picked yet: one at least.
  const notPicked = await callApi(page, 'reports/pending_job_user', { job_type: 1 });
  expect(notPicked.body.rows.length).toBeGreaterThan(0);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(notPicked.body.rows.length);
  await expect(page.getByRole('table')).toContainText(notPicked.body.rows[0].job_no);
  const all = await callApi(page, 'reports/pending_job_user', { status: 0, job_type: 2 });
  await page.getByRole('radiogroup', { name: 'Jobs' }).getByRole('radio', { name: 'All' }).check();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('All', { exact: true }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(all.body.rows.length);
  await expectAccessible(page);
  expect(
    (await callApi(page, 'reports/pending_job', { range: { start: '2026-01-01', end: '2026-01-31' } }))
      .status,
  ).toBe(403);
});

test('an HOD reads this month’s attendance, and three people’s days agree with their worksheets', async ({
  page,
}) => {
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/reports/getAttendaceReport'));
  await loginAs(page, 'hod@demo.local', undefined, '/daily-attendance');
  const grid = await (await loaded).json();
  const table = page.getByRole('table', { name: /^Attendance/ });
  await expect(table.getByRole('row')).toHaveCount(grid.rows.length + 1);
  // Each day's column names its weekday: the month's first and last days, counted here with dayjs.
  const days = grid.days as string[];
  for (const [index, day] of [
    [1, days[0]!],
    [days.length, days.at(-1)!],
  ] as const) {
    const weekday = dayjs(day).format('dd');
    await expect(table.getByRole('columnheader').nth(index)).toHaveText(`${weekday}${Number(day.slice(8))}`);
  }
  await expectAccessible(page);
  type Day = { date_: string; worked_minutes: number; worked_hours: string };
  type Row = { user_id: number; name: string; details: Day[] };
  const sampled = (grid.rows as Row[]).filter((r) => r.details.some((d) => d.worked_minutes > 0)).slice(0, 3);
  expect(sampled).toHaveLength(3);
  for (const person of sampled) {
    const day = person.details.find((d) => d.worked_minutes > 0)!;
    const summary = await callApi(page, 'reports/all_emp_daily_activity', {
      range: { start: day.date_, end: day.date_ },
    });
    const line = summary.body.employees.find((e: { user_id: number }) => e.user_id === person.user_id);
    expect(line.Worked, `${person.name} on ${day.date_}`).toBe(day.worked_minutes);
    // The grid shows it in the person's row under that day.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(person.name) }) });
    await expect(row.getByRole('cell').nth(Number(day.date_.slice(8)) - 1)).toHaveText(day.worked_hours);
  }
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const printed = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' });
  expect(printed).toContain('Daily Attendance');
  expect(printed).toContain('HD Half Day');
  expect(printed).toContain(sampled[0]!.name);
});

test('a director reads the job types of the month by employee and by customer', async ({ page }) => {
  await loginAs(page, 'director@demo.local', undefined, '/employee/job-type-report');
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/reports/emp_job_type_report'));
  await page.getByRole('button', { name: 'Load Data' }).click();
  const answer = await (await loaded).json();
  expect(answer.total).toBeGreaterThan(0);
  const sum = answer.jobs.reduce((n: number, j: { spent_minutes: number }) => n + j.spent_minutes, 0);
  expect(answer.total_spent_time).toBe(sum);
  await expect(page.getByTestId('job-count')).toHaveText(String(answer.total));
  await expect(page.getByTestId('total-spent')).toHaveText(`${Math.floor(sum / 60)} h ${sum % 60} min`);
  await expect(page.getByRole('img', { name: /^Worked hours by job category/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(answer.jobs[0].job_no);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page);
  // Its view is the job's whole story (Jobs In Detail), and Back returns to the report.
  await page.getByRole('table').locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: `Job ${answer.jobs[0].job_no}` })).toBeVisible();
  await page.goBack();

  // By customer, over one of its agreements: the agreement is asked for before anything loads.
  await page.goto('/customer/job-type-report');
  await page.getByRole('radio', { name: 'Agreement' }).check();
  await page.getByRole('button', { name: 'Load Data' }).click();
  await expect(page.getByText('Please select a customer')).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill('Kandy Textiles');
  await page.getByRole('option', { name: /^Kandy Textiles/ }).click();
  await page.getByRole('combobox', { name: 'Agreement' }).click();
  await page.getByRole('option').first().click();
  const byAgreement = page.waitForResponse((r) => r.url().endsWith('/api/reports/job_type_report'));
  await page.getByRole('button', { name: 'Load Data' }).click();
  const report = await (await byAgreement).json();
  await expect(page.getByTestId('job-count')).toHaveText(String(report.total));
  await expectAccessible(page);
});
