import { Msg, type JobNotificationsResponse } from '@jobline/shared';
import type { Browser, Locator, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.quickJobs;

/** Picks an option of one of the modal's Selects (they are comboboxes). */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  if (search) await box.fill(search);
  else await box.click();
  await scope.page().getByRole('option', { name: option }).first().click();
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** A quick job raised through the API by the page's user, for them to work: its job number. */
async function raiseQuickJob(page: Page, description: string) {
  const me = (await callApi(page, 'auth/me')).body;
  const customers = (await callApi(page, 'customers')).body.customers;
  const customer = customers.find((c: { customer_name: string }) => c.customer_name === 'Kandy Textiles');
  const branch = (await callApi(page, `customers/branch/${customer.id}`)).body.data.branches[0];
  const system = (await callApi(page, 'systems')).body.systems[0];
  const res = await callApi(page, 'jobs/assign/quick_job', {
    job_type: 1,
    job_assign_by: me.id,
    selected_customer: customer.id,
    selected_location: branch.id,
    selected_system: system.id,
    category: 4,
    job_description: description,
  });
  expect(res.status).toBe(200);
  return res.body.job.job_no as string;
}

/** A job from the New Job call (POST jobs), as a coordinator would create it. */
async function createJobThroughApi(page: Page) {
  const me = (await callApi(page, 'auth/me')).body;
  const customers = (await callApi(page, 'customers')).body.customers;
  const customer = customers.find(
    (c: { customer_name: string }) => c.customer_name === 'Galle Fort Pharmacy',
  );
  const branch = (await callApi(page, `customers/branch/${customer.id}`)).body.data.branches[0];
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const res = await callApi(page, 'jobs', {
    customer_id: customer.id,
    location_id: branch.id,
    system_id: (await callApi(page, 'systems')).body.systems[0].id,
    contact_person: 'Ruvini Silva',
    contact_number: '0771234567',
    division_id: me.division_id,
    employee_id: me.id,
    requested_by: me.id,
    job_category_id: 1,
    job_type: 4,
    job_coordinator_id: me.id,
    due_date: due,
    job_description: 'Bell check: install the new terminals',
    job_title: 'Bell check',
    priority: 2,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job.job_no as string;
}

const bellCount = async (bell: Locator) =>
  Number(/New jobs, (\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? -1);

test.describe('Quick jobs', () => {
  test('a quick job manager adds a quick job; an admin approves it on the monitor and rejects another', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'qjm@demo.local');
    await page.getByRole('button', { name: 'Add job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Custom Job' });
    await expect(dialog).toBeVisible();
    // Nothing chosen yet: only the job type is asked for.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(M.jobTypeRequired);
    await expectAccessible(page);

    await choose(dialog, 'Job type', 'Quick Job');
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      M.employeeRequired,
      M.categoryRequired,
      M.customerRequired,
      M.locationRequired,
      M.systemRequired,
      M.descriptionRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const description = `Receipt printer jammed ${Date.now()}`;
    await choose(dialog, 'Employee', /^Kasun Rathnayake/, 'Kasun');
    await choose(dialog, 'Customer', /^Kandy Textiles/, 'Kandy');
    await choose(dialog, 'Location', /^Kandy Textiles - /);
    // The branch's contact comes with it, and its agreement lights show.
    await expect(dialog.getByRole('textbox', { name: 'Contact person' })).not.toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Contact number' })).not.toHaveValue('');
    await expect(dialog.getByTestId('agreement-lights')).toBeVisible();
    await choose(dialog, 'Category', 'Software Support', 'Software');
    await choose(dialog, 'System', 'POS', 'POS');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await expect(dialog.getByRole('checkbox', { name: 'Chargeable' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(M.quickJobAdded)).toBeVisible();
    const jobNo = (await dialog.getByTestId('added-job-no').innerText()).trim();
    expect(jobNo).toMatch(/^J\d{2}-\d{5}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const other = await raiseQuickJob(page, `Cash drawer will not open ${Date.now()}`);

    // The admin's monitor.
    const admin = await signedInPage(browser, 'admin@demo.local');
    await admin
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Quick Job Monitor' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Quick Job Monitor' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: jobNo });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Kasun Rathnayake');
    await expectAccessible(admin);

    await row.getByRole('button', { name: `View ${jobNo}` }).click();
    const details = admin.getByRole('dialog', { name: `Quick job ${jobNo}` });
    await expect(details).toContainText(description);
    await expect(details).toContainText('Kandy Textiles');
    await expect(details).toContainText('POS');
    await expectAccessible(admin);
    await details.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('dialog', { name: M.approveConfirm });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm.getByText(M.remarkRequired)).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByRole('textbox', { name: 'Remark' }).fill('Checked with the branch manager');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`${M.approved}: ${jobNo}`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // An overdue quick job says so, in words (the demo has one due three days ago).
    const expired = admin.getByRole('row').filter({ hasText: M.expired }).first();
    await expired.getByRole('button', { name: /^View / }).click();
    const expiredDetails = admin.getByRole('dialog', { name: /^Quick job / });
    await expect(expiredDetails).toContainText(M.contactAdministration);
    await expectAccessible(admin);
    await expiredDetails.getByRole('button', { name: 'Close' }).last().click(); // the footer button, not the corner X

    // Reject the other one from its row, with a remark.
    await admin.getByRole('textbox', { name: 'Search' }).fill(other);
    const otherRow = admin.getByRole('row').filter({ hasText: other });
    await otherRow.getByRole('button', { name: `Reject ${other}` }).click();
    const reject = admin.getByRole('dialog', { name: M.rejectConfirm });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText(M.remarkRequired)).toBeVisible();
    await reject.getByRole('textbox', { name: 'Remark' }).fill('Not a quick job: raise it through New Job');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText(`${M.rejected}: ${other}`)).toBeVisible();
    await expect(admin.getByText(M.noMatches)).toBeVisible();
    await expectAccessible(admin);
    await admin.context().close();
  });

  test('tasking adds a task to a division job; online / urgent locks what the job fills', async ({
    page,
  }) => {
    await loginAs(page, 'coordinator@demo.local');
    await page.getByRole('button', { name: 'Add job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Custom Job' });
    await choose(dialog, 'Job type', 'Tasking (Job)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of [M.employeeRequired, M.divisionRequired, M.jobRequired]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(M.descriptionRequired, { exact: true })).toHaveCount(0);
    await choose(dialog, 'Employee', /^Nimal Bandara/, 'Nimal');
    await choose(dialog, 'Division', 'Software');
    await choose(dialog, 'Job', /^J\d{2}-\d{5} · /);
    await expect(dialog.getByTestId('picked-job')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(M.taskAdded)).toBeVisible();
    await dialog.getByRole('button', { name: 'Add another job' }).click();

    // Online / urgent: the job fills the category, customer and system and locks them.
    await choose(dialog, 'Job type', 'Online / Urgent Jobs');
    await expect(dialog.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    await choose(dialog, 'Job', /^J\d{2}-\d{5} · /);
    await expect(dialog.getByRole('combobox', { name: 'Customer' })).not.toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).not.toHaveValue('');
    // A phone call asks for the caller instead.
    await dialog.getByRole('radio', { name: /Customer \(by phone\)/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(M.requestedByRequired)).toBeVisible();
    await expect(dialog.getByText(M.descriptionRequired, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Requested by' }).fill('Kumari Perera');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Web orders are not reaching the till');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(M.taskAdded)).toBeVisible();
  });

  test('the new-job bell rings when a job is created elsewhere and clears when opened', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'director@demo.local');
    const bell = page.getByRole('button', { name: /^New jobs, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = await bellCount(bell);

    const coordinator = await signedInPage(browser, 'coordinator@demo.local');
    const jobNo = await createJobThroughApi(coordinator);
    await expect.poll(() => bellCount(bell)).toBeGreaterThan(before);

    // The count may have risen for a job another test created a moment before: the list shows what
    // the bell held when opened, so it is opened again until this job has reached it.
    const list = page.getByRole('dialog', { name: 'New jobs' });
    await expect(async () => {
      await page.keyboard.press('Escape');
      await bell.click();
      await expect(list.getByRole('link', { name: new RegExp(jobNo) })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(list.getByRole('listitem').filter({ hasText: jobNo })).toContainText('New');
    await expectAccessible(page);
    // Opened, the list is seen: the job no longer counts as new (other tests may add jobs meanwhile, so
    // the count itself is not checked).
    await expect
      .poll(async () => {
        const seen = (await callApi(page, 'jobNotifications')).body as JobNotificationsResponse;
        return seen.notifications.find((j) => j.job_no === jobNo)?.status;
      })
      .not.toBe(1);
    // The entry leads to the job.
    await list.getByRole('link', { name: new RegExp(jobNo) }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-job-details\\?job_no=${jobNo}`));
    await coordinator.context().close();
  });

  test('an employee sees neither the add-job button nor the bell', async ({ page }) => {
    await loginAs(page, 'employee@demo.local');
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^New jobs/ })).toHaveCount(0);
  });
});
