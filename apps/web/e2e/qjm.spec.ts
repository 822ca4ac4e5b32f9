import { Msg, type QuickJobCard } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;

/** Picks an option of one of the form's Selects (they are comboboxes). */
async function choose(scope: Locator | Page, label: string, option: string | RegExp, search?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  if (search) await box.fill(search);
  else await box.click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).first().click();
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const cardOf = (page: Page, jobNo: string) =>
  page.getByTestId('qjm-card').filter({ has: page.getByText(jobNo, { exact: true }) });

/** A quick job raised through the API for the caller, planned for today: its job number. */
async function raiseQuickJob(page: Page, description: string) {
  const me = (await callApi(page, 'auth/me')).body;
  const customers = (await callApi(page, 'customers')).body.customers;
  const customer = customers.find((c: { customer_name: string }) => c.customer_name === 'Kandy Textiles');
  const branch = (await callApi(page, `customers/branch/${customer.id}`)).body.data.branches[0];
  const res = await callApi(page, 'jobs/assign/quick_job', {
    job_type: 1,
    job_assign_by: me.id,
    selected_customer: customer.id,
    selected_location: branch.id,
    selected_system: (await callApi(page, 'systems')).body.systems[0].id,
    category: 4,
    job_description: description,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job.job_no as string;
}

const cardsOf = async (page: Page) =>
  (await callApi(page, 'jobs/quick-job-manager-jobs')).body.jobs as QuickJobCard[];

// Long journeys with an accessibility check at every step.
test.describe.configure({ timeout: 180_000 });

test.describe('Quick job manager', () => {
  test('a quick job made on the form starts at once, then holds, starts and finishes from its card', async ({
    page,
  }) => {
    await loginAs(page, 'qjm@demo.local');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Internal Works/Quick Jobs' }).click();
    await expect(page).toHaveURL(/\/qjm$/);
    await expect(page.getByRole('heading', { level: 1, name: M.qjmTitle })).toBeVisible();
    await expect(page.getByTestId('qjm-card').first()).toBeVisible();
    await expectAccessible(page);

    // The quick job form.
    await page.getByRole('link', { name: M.quickJobsButton }).click();
    await expect(page).toHaveURL(/\/qjm\/online-urgent-jobs\?_a=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Job' })).toBeVisible();
    // The manager is the assigner until someone else is picked.
    await expect(page.getByRole('combobox', { name: 'Employee', exact: true })).toHaveValue(
      /^Kasun Rathnayake/,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(Msg.quickJobs.customerRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(Msg.quickJobs.descriptionRequired, { exact: true })).toBeVisible();
    await expectAccessible(page);

    const description = `Till will not print the day end ${Date.now()}`;
    await choose(page, 'Customer', /^Kandy Textiles/, 'Kandy');
    await choose(page, 'Location', /^Kandy Textiles - /);
    await choose(page, 'Category', 'Software Support', 'Software');
    await choose(page, 'System', 'POS', 'POS');
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(Msg.quickJobs.quickJobAdded)).toBeVisible();
    const jobNo = (await page.getByTestId('added-job-no').innerText()).trim();
    const question = page.getByRole('group', { name: M.makeOngoingQuestion });
    await expect(question).toBeVisible();
    await expectAccessible(page);

    // Yes: the task is ongoing and the Jobs page opens.
    await question.getByRole('button', { name: 'Yes, make it ongoing' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect
      .poll(async () => (await cardsOf(page)).find((c) => c.job_no === jobNo)?.current_section)
      .toBe(3);

    // Back on /qjm the card says it is ongoing.
    await page.goto('/qjm');
    const card = cardOf(page, jobNo);
    await expect(card.getByText(M.ongoingBadge, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Hold, then Start again.
    await card.getByRole('button', { name: `${M.hold} ${jobNo}` }).click();
    await expect(card.getByText('Hold', { exact: true })).toBeVisible();
    await expect(card.getByText(M.ongoingBadge, { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: `${M.start} ${jobNo}` }).click();
    await expect(card.getByText(M.ongoingBadge, { exact: true })).toBeVisible();

    // Starting another one while this is ongoing asks to hold this one first.
    const other = await raiseQuickJob(page, `Scanner beeps twice ${Date.now()}`);
    const otherCard = cardOf(page, other);
    await otherCard.getByRole('button', { name: `${M.start} ${other}` }).click();
    const ask = page.getByRole('dialog', { name: 'Another task is ongoing' });
    await expect(ask).toContainText(M.holdOngoingQuestion);
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Hold it and start this one' }).click();
    await expect(otherCard.getByText(M.ongoingBadge, { exact: true })).toBeVisible();
    await expect(card.getByText('Hold', { exact: true })).toBeVisible();

    // Finished, after a confirmation: the job leaves the list.
    await otherCard.getByRole('button', { name: `${M.finished} ${other}` }).click();
    const finish = page.getByRole('dialog', { name: M.finishJobQuestion });
    await expectAccessible(page);
    await finish.getByRole('button', { name: 'Finish job' }).click();
    await expect(toast(page, M.jobFinished)).toBeVisible();
    await expect(otherCard).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the online / urgent form locks what the job fills, and Sync Jobs answers', async ({ page }) => {
    await loginAs(page, 'qjm@demo.local', undefined, '/qjm');
    await page.getByRole('link', { name: M.onlineJobsButton }).click();
    await expect(page).toHaveURL(/\/qjm\/online-urgent-jobs\?_a=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online / Urgent Job' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Employee', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(Msg.quickJobs.jobRequired, { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Sync Jobs previews the ERP's jobs; closing the preview changes nothing.
    await page.getByRole('button', { name: 'Sync Jobs' }).click();
    const sync = page.getByRole('dialog', { name: 'Jobs: sync from the ERP' });
    await expect(sync.getByText(/^Preview: .*Nothing has changed yet\.$/)).toBeVisible();
    await sync.getByRole('button', { name: 'Cancel' }).click();
    await expect(sync).toHaveCount(0);

    // Back goes to the manager.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/qjm$/);
  });
});
