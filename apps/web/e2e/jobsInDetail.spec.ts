import { execFileSync } from 'node:child_process';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { finishedJobNo } from './reportsData';

const hoursAndMinutes = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

test('a director finds a finished job by its number and reads its whole story, on screen and in the PDF', async ({
  page,
}) => {
  await loginAs(page, 'director@demo.local', undefined, '/jobs-details-report');
  await expect(page.getByRole('heading', { name: 'Jobs In Detail' })).toBeVisible();
  await expect(page.getByText('Enter a job number above and press Enter.')).toBeVisible();
  await expectAccessible(page);

  // An unknown number is named under the field, and the typed text stays.
  const field = page.getByRole('textbox', { name: 'Job number' });
  await field.fill('J00-99999');
  await field.press('Enter');
  await expect(page.getByText('No job found by given job no')).toBeVisible();
  await expect(field).toHaveValue('J00-99999');

  // A job the demo's people finished in the past weeks.
  const jobNo = await finishedJobNo(page);
  const answer = await callApi(page, 'reports/job_in_detail', { job_no: jobNo });
  const story = answer.body;
  expect(story.timeline.length).toBeGreaterThan(0);

  await field.fill(jobNo.toLowerCase());
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: `Job ${jobNo}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`id=${story.job.id}`));
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText(`Spent${hoursAndMinutes(story.totals.spent_minutes)}`);
  await expect(totals).toContainText(`Tasks${story.totals.task_count}`);
  const tasks = page.getByRole('region', { name: 'Tasks', exact: true }).getByRole('table');
  await expect(tasks.locator('tbody tr')).toHaveCount(story.tasks.length);
  await expect(tasks.locator('tbody tr').first()).toContainText(story.tasks[0].task_name);
  const timeline = page.getByRole('region', { name: 'Timeline', exact: true });
  await expect(timeline.getByText(story.timeline.at(-1).name).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Holders and the HOD’s decision' })).toContainText(
    'Accepted',
  );
  await expectAccessible(page);

  // A reload shows the same job; the PDF holds its tasks and its timeline.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Job ${jobNo}` })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^jobs-in-detail-.*\.pdf$/);
  const printed = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' });
  expect(printed).toContain(`Jobs In Detail ${jobNo}`);
  for (const task of story.tasks) expect(printed).toContain(task.task_no);
  expect(printed).toContain('Timeline');
  expect(printed).toContain(story.timeline.at(-1).name);
});
