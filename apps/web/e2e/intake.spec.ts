import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { callApi, DEMO_PASSWORD, expect, expectAccessible, loginAs, test } from './fixtures';

const J = Msg.jobs;
const I = Msg.intake;

/**
 * A select's box, brought to the middle of the screen: its list hides while the box is out of view,
 * and a box at the screen's edge (where scrolling to it leaves it) can be pushed out by the page's
 * next layout change, leaving an open list nobody can see.
 */
async function centredBox(scope: Page | Locator, label: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return box;
}

/** Opens a Mantine select by its label and clicks the option with this name. */
async function pick(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page) {
  await (await centredBox(scope, label)).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** Picks a person in a picker that searches on the server: types the name, then picks them. */
async function pickPerson(page: Page, label: string, name: string, scope: Page | Locator = page) {
  await (await centredBox(scope, label)).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name} \\(`) })
    .first()
    .click();
}

/** Picks the first day of next month in a day picker: always after today. */
async function pickNextMonth(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const name = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    first,
  );
  await page.getByRole('button', { name }).first().click();
}

interface Branch {
  id: number;
  branch_name: string;
  lights: { software: string; hardware: string };
}
interface Customer {
  id: number;
  customer_name: string;
  customer_code: string;
}

/** A customer and a branch of it matching a test, looked up in the demo data through the API. */
async function findBranch(page: Page, matches: (b: Branch) => boolean) {
  const { body } = await callApi(page, 'customers');
  for (const customer of body.customers as Customer[]) {
    if (customer.id === 212) continue;
    const branches = (await callApi(page, `customers/branch/${customer.id}`)).body.data.branches as Branch[];
    const branch = branches.find(matches);
    if (branch) return { customer, branch, label: `${customer.customer_name} (${customer.customer_code})` };
  }
  throw new Error('no such branch in the demo data');
}

/** A valid ordinary New Job body built from the demo data, for jobs a test owns. */
async function ordinaryDraft(page: Page, title: string) {
  const { customer, branch } = await findBranch(page, () => true);
  const today = (await callApi(page, `customers/branch/${customer.id}`)).body.today as string;
  const staff = (await callApi(page, 'users/division/1')).body.users as { id: number }[];
  const due = new Date(`${today}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 10);
  return {
    customer_id: customer.id,
    location_id: branch.id,
    system_id: 1,
    contact_person: 'Test Contact',
    contact_number: '0771234567',
    division_id: 1,
    employee_id: staff[0]!.id,
    requested_by: staff[0]!.id,
    job_category_id: 1,
    job_type: 4,
    job_coordinator_id: staff[0]!.id,
    due_date: due.toISOString().slice(0, 10),
    job_description: `${title}: work for the e2e test`,
    job_title: title,
    priority: 1,
  };
}

test.describe('Job intake', () => {
  test('a request that needs approval becomes a job through New Job and Pending Approvals', async ({
    page,
    browser,
  }) => {
    test.slow(); // a long journey across three people
    await loginAs(page, 'coordinator@demo.local', DEMO_PASSWORD, '/job-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Request' })).toBeVisible();
    await expectAccessible(page);
    const target = await findBranch(page, (b) => b.lights.software === 'none');
    const stamp = Date.now().toString(36);
    const description = `Loyalty points vanish ${stamp}`;

    await pick(page, 'Customer', target.label);
    await pick(page, 'Location', target.branch.branch_name);
    const software = page.getByTestId('branch-lights').locator('[data-light="software"]');
    await expect(software).toHaveAttribute('data-state', 'none');
    await expect(software).toContainText('not covered');
    await pick(page, 'Category', 'Software Support');
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(I.requestSent)).toBeVisible();
    const mine = (await callApi(page, 'job/request/0')).body.requests as {
      id: number;
      request_id: string;
      job_description: string;
    }[];
    const request = mine.find((r) => r.job_description === description)!;
    expect(request).toBeTruthy();

    // New Job, prefilled from the request: it needs approval, so it is sent for it.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'New Job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
    await pick(page, 'Start from a job request or an approval', new RegExp(`^${request.request_id} `));
    await expect(page.getByRole('textbox', { name: 'Job description' })).toHaveValue(description);
    await expect(page.getByTestId('approval-needed')).toContainText(I.approvalReasonSoftware);
    await expect(page.getByRole('button', { name: 'Create job' })).toHaveCount(0);
    await pick(page, 'System', 'Loyalty');
    await pick(page, 'Division', 'Software');
    await pick(page, 'Employee', 'Nimal Bandara');
    await pickPerson(page, 'Requested employee', 'Chamari Wijesinghe');
    await pickPerson(page, 'Job coordinator', 'Chamari Wijesinghe');
    await pick(page, 'Job type', 'Normal');
    await pickNextMonth(page, 'Due date');
    await page.getByRole('textbox', { name: 'Job title' }).fill(`Loyalty fix ${stamp}`);
    await expect(page.getByRole('textbox', { name: 'Contact person' })).not.toHaveValue('');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText(I.approvalSent)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job description' })).toHaveValue('');
    const sent = (await callApi(page, 'job/pending/coordinator')).body.pending as {
      id: number;
      pending_approval_id: string;
      job_request_id: number;
    }[];
    const approval = sent.find((p) => p.job_request_id === request.id)!;
    expect(approval).toBeTruthy();

    // An admin decides in another browser: Approved With is required of admins.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, 'admin@demo.local', DEMO_PASSWORD, '/pending-approvals');
    await pick(admin, 'Pending approval', new RegExp(`^${approval.pending_approval_id} `));
    await expect(
      admin.getByRole('heading', { name: new RegExp(`^${approval.pending_approval_id}:`) }),
    ).toBeVisible();
    await expect(admin.getByText(description)).toBeVisible();
    await expect(admin.getByTestId('branch-lights').locator('[data-light="software"]')).toHaveAttribute(
      'data-state',
      'none',
    );
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(I.approvedWithRequired)).toBeVisible();
    await expectAccessible(admin);
    await pick(admin, 'Approved With', 'Dilan Jayasuriya');
    await admin.getByRole('textbox', { name: 'Job remarks' }).fill('Approved on the phone');
    await admin.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText(I.confirmApprove);
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    const notice = admin.getByText(I.approved);
    await expect(notice).toBeVisible();
    const jobNo = /J\d{2}-\d{5}/.exec((await notice.textContent()) ?? '')![0];
    // The approved job leaves the list; the job itself is there, approved (status 10).
    await expect(admin.getByRole('combobox', { name: 'Pending approval' })).toHaveValue('');
    const found = await callApi(admin, 'jobs/getIdByJobNo', { searchText: jobNo });
    expect(found.status).toBe(200);
    const job = (await callApi(admin, `job/${found.body.id}`)).body.job;
    expect(job).toMatchObject({
      job_no: jobNo,
      status: 10,
      job_category_id: 30,
      job_request_id: request.id,
      job_description: description,
      remarks: 'Approved on the phone',
    });
    await adminContext.close();

    // The coordinator's request now reads 'Job created'.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Job Requests' })
      .click();
    await page.getByRole('link', { name: 'My Job Requests' }).click();
    const row = page.getByRole('row').filter({ hasText: request.request_id });
    await expect(row).toContainText('Job created');
    await expectAccessible(page);
    await row.getByRole('button', { name: `View ${request.request_id}` }).click();
    const detail = page.getByRole('dialog', { name: `Job request ${request.request_id}` });
    await expect(detail).toContainText(description);
    await expect(detail).toContainText(target.branch.branch_name);
    await expectAccessible(page);
  });

  test('a request is changed and withdrawn by its creator', async ({ page }) => {
    await loginAs(page, 'coordinator@demo.local', DEMO_PASSWORD, '/job-request');
    const { label } = await findBranch(page, () => true);
    const stamp = Date.now().toString(36);
    await pick(page, 'Customer', label);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(J.descriptionRequired)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Description' }).fill(`Printer jams ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(I.requestSent)).toBeVisible();

    await pick(page, 'Edit a pending request', new RegExp(`Printer jams ${stamp}`));
    await page.getByRole('textbox', { name: 'Description' }).fill(`Printer jams daily ${stamp}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(I.requestUpdated)).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(I.confirmDeleteRequest);
    await confirm.getByRole('button', { name: 'Delete request' }).click();
    await expect(page.getByText(I.requestDeleted)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');

    await page.getByRole('link', { name: 'My Job Requests' }).click();
    await expect(page.getByRole('row').filter({ hasText: `Printer jams daily ${stamp}` })).toContainText(
      'Withdrawn',
    );
  });

  test('New Job names every missing field, asks for the estimate of a chargeable job, then creates it', async ({
    page,
  }) => {
    await loginAs(page, 'coordinator@demo.local', DEMO_PASSWORD, '/new-job');
    await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create job' }).click();
    for (const message of [
      J.customerRequired,
      J.locationRequired,
      J.systemRequired,
      J.contactPersonRequired,
      J.contactNumberRequired,
      J.divisionRequired,
      J.employeeRequired,
      J.requestedByRequired,
      J.categoryRequired,
      J.jobTypeRequired,
      J.coordinatorRequired,
      J.dueDateRequired,
      J.descriptionRequired,
      J.titleRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const { label, branch } = await findBranch(page, (b) => b.lights.software === 'covered');
    const stamp = Date.now().toString(36);
    await pick(page, 'Customer', label);
    await pick(page, 'Location', branch.branch_name);
    await pick(page, 'System', 'POS');
    await pick(page, 'Division', 'Software');
    await pick(page, 'Employee', 'Nimal Bandara');
    await pickPerson(page, 'Requested employee', 'Lahiru Gunawardena');
    await pickPerson(page, 'Job coordinator', 'Chamari Wijesinghe');
    await pick(page, 'Job type', 'On Site');
    await pickNextMonth(page, 'Due date');
    await page.getByRole('textbox', { name: 'Job title' }).fill(`Extra tills ${stamp}`);
    await page.getByRole('textbox', { name: 'Job description' }).fill(`Install two more tills ${stamp}`);
    await page.getByRole('textbox', { name: 'Contact number' }).fill('0771234567');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Saman Perera');

    // Chargeable Service needs the estimate; leaving the category clears it.
    await pick(page, 'Category', 'Chargeable Service');
    const estimate = page.getByTestId('estimate-fields');
    await expect(page.getByRole('radio', { name: 'Chargeable' })).toBeChecked();
    await estimate.getByRole('textbox', { name: 'Estimate number' }).fill('EST-9');
    await pick(page, 'Category', 'Installation');
    await expect(estimate).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Free of charge' })).toBeChecked();
    await pick(page, 'Category', 'Chargeable Service');
    await expect(estimate.getByRole('textbox', { name: 'Estimate number' })).toHaveValue('');
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(estimate.getByText(J.fieldRequired)).toHaveCount(4);
    await expectAccessible(page);
    await estimate.getByRole('textbox', { name: 'Estimate number' }).fill(`EST-${stamp}`);
    await estimate.getByRole('textbox', { name: 'Estimate amount' }).fill('125000');
    await estimate.getByRole('textbox', { name: 'Billed amount' }).fill('0');
    await pickPerson(page, 'Collector', 'Anoma Silva', estimate);
    await page.getByRole('button', { name: 'Create job' }).click();

    const created = page.getByRole('dialog', { name: 'Good job!' });
    await expect(created).toBeVisible();
    const jobNo = (await created.getByTestId('created-job-no').textContent())!;
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Create another job' }).click();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    const found = await callApi(page, 'jobs/getIdByJobNo', { searchText: jobNo });
    const job = (await callApi(page, `job/${found.body.id}`)).body.job;
    expect(job).toMatchObject({
      job_title: `Extra tills ${stamp}`,
      payment_mode: 'chargeable',
      estimates: { estimate_no: `EST-${stamp}`, estimate_amount: 125000, billed_amount: 0 },
      status: 1,
    });
  });

  test('Edit Job Details changes a job, removes a Back Log task but not the last one, and deletes a job', async ({
    page,
  }) => {
    await loginAs(page, 'super@demo.local', DEMO_PASSWORD, '/edit-job-details/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Job Details' })).toBeVisible();
    await expectAccessible(page);
    const title = `Edit me ${Date.now().toString(36)}`;
    const made = await callApi(page, 'jobs', await ordinaryDraft(page, title));
    expect(made.status).toBe(200);
    const own = made.body.job as { id: number; job_no: string };

    const search = page.getByRole('textbox', { name: 'Job number' });
    await search.fill('J99-99999');
    await search.press('Enter');
    await expect(page.getByText(J.jobNotFound)).toBeVisible();
    await search.fill(own.job_no.toLowerCase());
    await search.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
    await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    await expect(page.getByText(I.noTasks)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Remarks' }).fill('Customer moved the visit');
    await pick(page, 'Priority', 'Within a month');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText(J.updated)).toBeVisible();
    const changed = (await callApi(page, `job/${own.id}`)).body.job;
    expect(changed).toMatchObject({ remarks: 'Customer moved the visit', priority: 3 });

    // A demo job with tasks in several sections: Finished, Picked, Back Log, Back Log, unassigned.
    const year = own.job_no.slice(0, 4); // "J26-": demo numbers carry the year they were seeded in
    const demo = (await callApi(page, 'jobs/getIdByJobNo', { searchText: `${year}00009` })).body;
    await page.goto(`/edit-job-details/edit?id=${demo.id}`);
    const tasks = page.getByRole('table');
    await expect(tasks.getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: 'Remove task 1' }).click();
    await expect(page.getByRole('alert').filter({ hasText: I.taskCannotBeDeleted })).toContainText(
      I.taskStarted,
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove task 4' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(I.confirmRemoveTask);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove task' }).click();
    await expect(page.getByText(I.taskRemoved)).toBeVisible();
    await expect(tasks.getByRole('row')).toHaveCount(5);

    // A quick job has one task: it can never be removed.
    const quick = (await callApi(page, 'jobs/getIdByJobNo', { searchText: `${year}00017` })).body;
    await page.goto(`/edit-job-details/edit?id=${quick.id}`);
    await page.getByRole('button', { name: 'Remove task 1' }).click();
    await expect(page.getByRole('alert').filter({ hasText: I.taskCannotBeDeleted })).toContainText(
      I.onlyTask,
    );

    // Deleting asks first; then the job is gone.
    await page.goto(`/edit-job-details/edit?id=${own.id}`);
    await page.getByRole('button', { name: 'Delete this job' }).click();
    const ask = page.getByRole('dialog', { name: `Delete job ${own.job_no}?` });
    await expect(ask).toContainText(I.confirmDeleteJob);
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await callApi(page, `job/${own.id}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete this job' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete job' }).click();
    await expect(page.getByText(I.jobDeleted)).toBeVisible();
    await expect(page.getByText('Enter a job number to load the job.')).toBeVisible();
    expect((await callApi(page, `job/${own.id}`)).status).toBe(404);
    await search.fill(own.job_no);
    await search.press('Enter');
    await expect(page.getByText(J.jobNotFound)).toBeVisible();
  });
});
