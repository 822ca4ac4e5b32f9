import fs from 'node:fs';
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import {
  callApi,
  DEMO_PASSWORD,
  draftFromJob,
  expect,
  expectAccessible,
  JOB_YEAR,
  loginAs,
  test,
} from './fixtures';

const M = Msg.tasking;

/**
 * A fresh job for the team leader to estimate, copied from a demo job of an ordinary category (so
 * no other flow's sheets get in the way): the leader raised it, so it is theirs to task.
 */
async function newJob(page: Page, description: string) {
  const list = await callApi(page, 'jobs/user/tasking');
  for (const row of list.body.jobs as { id: number }[]) {
    const body = await draftFromJob(page, row.id, {
      due_date: dayjs().add(20, 'day').format('YYYY-MM-DD'),
      job_description: description,
      job_title: description,
    });
    if (!body) continue;
    const res = await callApi(page, 'jobs', body);
    if (res.status === 200) return res.body.job as { id: number; job_no: string };
  }
  throw new Error('no demo job to copy');
}

/** Types one task into the entry row and presses Enter, as a user adds it. */
async function addTask(page: Page, no: string, name: string, o: string, m: string, p: string) {
  const entry = page.getByRole('form', { name: /^(Add a task|Edit task)/ });
  await entry.getByRole('textbox', { name: 'Task No', exact: true }).fill(no);
  await entry.getByRole('textbox', { name: 'Task name', exact: true }).fill(name);
  await entry.getByRole('textbox', { name: 'Description', exact: true }).fill(`${name} at the branch`);
  await entry.getByLabel('Optimistic (h)').fill(o);
  await entry.getByLabel('Most likely (h)').fill(m);
  await entry.getByLabel('Pessimistic (h)').fill(p);
  await entry.getByLabel('Pessimistic (h)').press('Enter');
}

const entryProblem = (page: Page) => page.getByTestId('entry-problem');
const sheetNotice = (page: Page) => page.getByTestId('sheet-notice');
const table = (page: Page) => page.getByRole('table', { name: 'Tasks of the sheet' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const footer = (page: Page) => table(page).locator('tfoot tr');

const TASKS: [string, string, string, string, string][] = [
  ['1', 'Site survey', '2', '4', '8'],
  ['2', 'Requirements', '1', '2', '3'],
  ['3', 'Network check', '1', '3', ''],
  ['4', 'Server setup', '4', '6', '10'],
  ['5', 'POS install', '3', '5', '9'],
  ['6', 'Data migration', '2', '4', '6'],
  ['7', 'Printer drivers', '0.5', '1', '2'],
  ['8', 'Staff training', '2', '3', '5'],
  ['9', 'Testing', '1', '2', '4'],
  ['10', 'Handover', '0.5', '1', '1.5'],
];

test.describe('Create Task', () => {
  test('a team leader estimates a job in ten tasks, saves, reloads and downloads the estimation', async ({
    page,
  }, testInfo) => {
    test.slow(); // many steps and accessibility scans on a busy machine
    await loginAs(page, 'lead@demo.local', DEMO_PASSWORD, '/tasking');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Task' })).toBeVisible();
    await expect(page.getByText(M.chooseJob)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job owner' })).toHaveValue('Lahiru Gunawardena');
    await expectAccessible(page);

    // Saving with nothing chosen names what is missing.
    await page.getByRole('button', { name: 'Save tasks' }).click();
    await expect(page.getByText(M.jobRequired)).toBeVisible();
    await expect(page.getByText(M.approvedByRequired)).toBeVisible();

    const job = await newJob(page, `Estimate test ${Date.now()}`);
    expect(job.job_no.startsWith(JOB_YEAR)).toBe(true);
    await page.getByRole('combobox', { name: 'Job', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${job.job_no} `) }).click();
    // A job without sheets starts a new one.
    await expect(page.getByRole('combobox', { name: 'Task sheet number' })).toHaveValue(
      'New sheet (sheet 1)',
    );
    await page.getByRole('combobox', { name: 'Approved by' }).fill('Harsha');
    await page.getByRole('option', { name: /^Harsha Fernando/ }).click();
    await page.getByRole('button', { name: 'Save tasks' }).click();
    await expect(sheetNotice(page)).toContainText(M.atLeastOneTask);

    // Each bad row says what is wrong.
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(entryProblem(page)).toContainText(M.fillAllFields);
    await addTask(page, '1', 'Site survey', '5', '3', '4');
    await expect(entryProblem(page)).toContainText(M.timeAllocationError);
    await expectAccessible(page);

    for (const [no, name, o, m, p] of TASKS) {
      await addTask(page, no, name, o, m, p);
      await expect(entryProblem(page)).toHaveCount(0);
    }
    await expect(bodyRows(page)).toHaveCount(10);
    await addTask(page, ' 3 ', 'Again', '1', '1', '1');
    await expect(entryProblem(page)).toContainText(M.duplicateTaskNo);
    await page.getByRole('textbox', { name: 'Task No', exact: true }).fill('');

    // Totals: O 17, ML 31, P 51.5 (task 3's blank P takes ML); delivery 1.1 × 31.
    await expect(footer(page)).toContainText('Total');
    await expect(footer(page)).toContainText('17.00');
    await expect(footer(page)).toContainText('31.00');
    await expect(footer(page)).toContainText('51.50');
    await expect(page.getByTestId('estimate-summary')).toContainText('34.10 h');
    await expect(page.getByText('10 added')).toBeVisible();

    // Removing needs a selection and a confirmation; the Delete key does it too.
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await expect(sheetNotice(page)).toContainText(M.selectTaskFirst);
    await page.getByRole('radio', { name: 'Select task 10' }).check();
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Remove task 10?' });
    await expect(confirm).toContainText(M.confirmRemoveTask);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bodyRows(page)).toHaveCount(10);

    // Editing a task loads it into the entry row.
    await page.getByRole('radio', { name: 'Select task 2' }).check();
    await page.getByRole('button', { name: 'Edit selected' }).click();
    const edit = page.getByRole('form', { name: 'Edit task 2' });
    await expect(edit.getByLabel('Task name')).toHaveValue('Requirements');
    await edit.getByLabel('Task name').fill('Requirements workshop');
    await edit.getByLabel('Task name').press('Enter');
    await expect(table(page)).toContainText('Requirements workshop');

    await page.getByRole('button', { name: 'Save tasks' }).click();
    await expect(page.getByText(M.saved).first()).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    await expect(page).toHaveURL(/[?&]sheet=\d+/);

    // After a reload the saved sheet opens again (the job's only sheet).
    await page.goto(`/tasking?id=${job.id}`);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByRole('combobox', { name: 'Task sheet number' })).toHaveValue('Sheet 1 (10 tasks)');
    await expect(page.getByRole('combobox', { name: 'Approved by' })).toHaveValue(/^Harsha Fernando/);
    await expect(table(page)).toContainText('Requirements workshop');
    await expectAccessible(page);

    // Both files come from the saved sheet, named after the job and the moment.
    const excelDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toMatch(
      new RegExp(`^job-estimation-${job.job_no}-\\d{8}-\\d{4}\\.xlsx$`),
    );
    const excelPath = testInfo.outputPath('estimation.xlsx');
    await excel.saveAs(excelPath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(excelPath);
    const cells: unknown[][] = [];
    // A total is a formula: its computed value is what the sheet shows.
    const shown = (v: unknown) => (v && typeof v === 'object' && 'result' in v ? v.result : v);
    workbook.worksheets[0]!.eachRow((row) => cells.push((row.values as unknown[]).slice(1).map(shown)));
    expect(cells[0]).toEqual([M.exportTitle]);
    expect(cells.find((r) => r[0] === 'Total (10 tasks)')?.slice(3, 6)).toEqual([17, 31, 51.5]);
    expect(cells.find((r) => r[0] === '2')?.[1]).toBe('Requirements workshop');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^job-estimation-${job.job_no}-\\d{8}-\\d{4}\\.pdf$`));
    const pdfPath = testInfo.outputPath('estimation.pdf');
    await pdf.saveAs(pdfPath);
    const bytes = fs.readFileSync(pdfPath);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Pages[\s\S]*?\/Count 1\b/);

    // A saved task is checked with the server, confirmed, and removed on the next save.
    await page.getByRole('radio', { name: 'Select task 10' }).check();
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await page
      .getByRole('dialog', { name: 'Remove task 10?' })
      .getByRole('button', { name: 'Remove task' })
      .click();
    await expect(bodyRows(page)).toHaveCount(9);
    await expect(page.getByText('1 removed')).toBeVisible();
    // With unsaved changes the downloads wait, and changing the sheet asks first.
    await expect(page.getByRole('button', { name: 'Excel' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Task sheet number' }).click();
    await page.getByRole('option', { name: 'New sheet (sheet 2)' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toContainText(M.changeSheet);
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(bodyRows(page)).toHaveCount(9);
    await page.getByRole('button', { name: 'Save tasks' }).click();
    await expect(page.getByText(M.saved).first()).toBeVisible();
    const saved = await callApi(page, `jobs/sheets/${job.id}`);
    expect(saved.body.sheets.map((s: { task_count: number }) => s.task_count)).toEqual([9]);
  });

  test('the entry row marks what it needs, numbers tasks, names each missing field and explains the top figures', async ({
    page,
  }) => {
    test.slow(); // accessibility scans on a busy machine
    await loginAs(page, 'lead@demo.local', DEMO_PASSWORD, '/tasking');
    const job = await newJob(page, `Entry row test ${Date.now()}`);
    await page.goto(`/tasking?id=${job.id}`);
    const entry = page.getByRole('form', { name: 'Add a task' });
    const field = (name: string) => entry.getByRole('textbox', { name, exact: true });

    // Required fields are marked; the first task is offered number 1.
    for (const name of ['Task No', 'Task name', 'Description']) {
      await expect(field(name)).toHaveAttribute('required', '');
    }
    await expect(field('Optimistic (h)')).not.toHaveAttribute('required', '');
    await expect(field('Task No')).toHaveValue('1');

    // A missing field is named beside it, not only in the row's summary.
    await field('Task name').fill('Site survey');
    await entry.getByRole('button', { name: 'Add task' }).click();
    await expect(entryProblem(page)).toContainText(M.fillAllFields);
    await expect(field('Description')).toHaveAccessibleDescription(M.descriptionRequired);
    await expect(entry.getByText(M.descriptionRequired)).toBeVisible();
    await expect(entry.getByText(M.taskNameRequired)).toHaveCount(0);
    await expectAccessible(page);

    // A pessimistic time that is not a number is refused, not replaced by the most likely one.
    await field('Description').fill('Walk the branch');
    await field('Optimistic (h)').fill('1');
    await field('Most likely (h)').fill('2');
    await field('Pessimistic (h)').fill('four');
    await field('Pessimistic (h)').press('Enter');
    await expect(entry.getByText(M.pessimisticInvalid)).toBeVisible();
    await expect(field('Pessimistic (h)')).toHaveAttribute('aria-invalid', 'true');
    await expect(bodyRows(page).filter({ hasText: 'Site survey' })).toHaveCount(0);

    // Empty, it takes the most likely hours (O-21); the next task is offered number 2.
    await field('Pessimistic (h)').fill('');
    await field('Pessimistic (h)').press('Enter');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Site survey');
    await expect(field('Task No')).toHaveValue('2');
    await addTask(page, '2', 'Install', '2', '4', '8');
    await expect(field('Task No')).toHaveValue('3');

    // Top O, Top ML and Top P say what they mean.
    await table(page).getByRole('button', { name: 'What Top ML means' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(M.topMostLikelyHelp);
    await expectAccessible(page);
  });
});
