import { Msg } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { agreementWith, pickAgreement } from './servicesData';

const M = Msg.services;

test.describe('Service visits', () => {
  test('a user with Service records a visit, finds it in the table and on the agreement’s card', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const jobCard = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await loginAs(page, 'admin@demo.local', undefined, '/service-add');
    await expect(page.getByRole('heading', { level: 1, name: 'Service Details Add' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Service records' });
    const form = page.getByRole('region', { name: 'Record a service visit' });
    // The demo's visits of the last weeks are there on opening.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    // Saving nothing names every field the spec requires, next to it.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(
      M.customerRequired,
    );
    await expect(page.getByRole('textbox', { name: 'Job card no' })).toHaveAccessibleDescription(
      Msg.common.required,
    );
    await expect(form.getByText(M.employeesRequired)).toBeVisible();
    await expectAccessible(page);

    // Customer → branch → agreement; the branch's machines fill the counts.
    const pick = await agreementWith(page, 'none');
    await pickAgreement(page, pick);
    await expect(page.getByRole('combobox', { name: 'Agreement' })).toHaveValue(pick.agreement);
    await expect(page.getByRole('textbox', { name: 'POS count' })).not.toHaveValue('');
    await page.getByRole('textbox', { name: 'Job card no' }).fill(jobCard);
    await page.getByRole('textbox', { name: 'Terminal count' }).fill('2');
    // The employees picker works from the keyboard: type, choose, leave.
    const employees = page.getByRole('combobox', { name: 'Employees' });
    await employees.focus();
    await page.keyboard.type('Buddhika');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(form.getByText('Buddhika Jayawardena', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(M.saved)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Job card no' })).toHaveValue('');

    // In the table (today is in the range it opens on), and its view.
    const row = table.getByRole('row').filter({ hasText: jobCard });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `View service record ${jobCard}` }).click();
    const view = page.getByRole('dialog', { name: `Service record ${jobCard}` });
    await expect(view).toContainText(pick.agreement);
    await expect(view).toContainText('Buddhika Jayawardena');
    await expectAccessible(page);
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // The same job card again on this agreement: refused next to its field, the input kept.
    await pickAgreement(page, pick);
    await page.getByRole('textbox', { name: 'Job card no' }).fill(jobCard);
    await employees.click();
    await page.getByRole('option', { name: 'Asanka Kumara' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const jobCardField = page.getByRole('textbox', { name: 'Job card no' });
    await expect(jobCardField).toHaveAccessibleDescription(M.jobCardNoTaken);
    await expect(jobCardField).toHaveValue(jobCard);
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(pick.customer);
    await expect(form.getByText('Asanka Kumara', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Cancel asks before the input goes.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toBeVisible();
    await expectAccessible(page);
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(jobCardField).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('');

    // Service Details: the agreement's first card is the new visit, the second N/A.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Service Details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
    await expect(page.getByText('Pick a customer, branch and agreement')).toBeVisible();
    await pickAgreement(page, pick);
    const first = page.getByRole('article', { name: 'Service No 1' });
    await expect(first).toContainText(jobCard);
    await expect(first).toContainText('Buddhika Jayawardena');
    await expect(page.getByRole('article', { name: 'Service No 2' })).toContainText(M.noRecord);
    await expectAccessible(page);
    // The choice lives in the address: a reload shows the same cards.
    await page.reload();
    await expect(page.getByRole('article', { name: 'Service No 1' })).toContainText(jobCard);
    await first.getByRole('button', { name: 'View Service No 1' }).click();
    await expect(page.getByRole('dialog', { name: `Service record ${jobCard}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('Visits due lists the agreements owing a visit; Plan visit creates a job for the service division there', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin@demo.local', undefined, '/service-details');
    const due = page.getByRole('table', { name: 'Visits due' });
    await expect(due.getByRole('row').nth(1)).toBeVisible();
    await expect(due.getByText('Overdue').first()).toBeVisible();
    await expectAccessible(page);
    const first = (await callApi(page, 'service/due')).body.visits[0] as {
      agreement_number: string;
      branch_id: number;
      branch_name: string;
      visit_no: number;
    };

    // Cards shows that agreement's cards above.
    await due.getByRole('button', { name: `Cards of ${first.agreement_number}` }).click();
    const cards = page.getByRole('region', { name: `Services of ${first.agreement_number}` });
    await expect(cards).toContainText(`Visit ${first.visit_no} of`);

    await due
      .getByRole('link', { name: `Plan visit ${first.visit_no} of ${first.agreement_number}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Job' })).toBeVisible();
    await expect(
      page.getByText(`Service visit ${first.visit_no} of ${first.agreement_number}: check the job`),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(first.branch_name);
    await expect(page.getByRole('combobox', { name: 'Division' })).toHaveValue('Technical');
    await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('On Site');
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(
      `Service visit ${first.visit_no} of ${first.agreement_number}`,
    );
    await expectAccessible(page);
    const pick = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).first().click();
    };
    await pick('System', 'POS');
    await pick('Employee', 'Buddhika Jayawardena');
    // Searched on the server: typed, then picked.
    for (const label of ['Requested employee', 'Job coordinator']) {
      await page.getByRole('combobox', { name: label, exact: true }).fill('Chamari');
      await page.getByRole('option', { name: /^Chamari Wijesinghe \(/ }).click();
    }
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Saman Perera');
    await page.getByRole('textbox', { name: 'Contact number' }).fill('0771234567');
    await page.getByRole('button', { name: 'Create job' }).click();
    const created = page.getByRole('dialog', { name: 'Good job!' });
    await expect(created).toBeVisible();
    const jobNo = (await created.getByTestId('created-job-no').textContent())!;
    const found = await callApi(page, 'jobs/getIdByJobNo', { searchText: jobNo });
    const job = (await callApi(page, `job/${found.body.id}`)).body.job;
    expect(job).toMatchObject({ location_id: first.branch_id, division_id: 6, job_category_id: 29 });
  });

  test('someone without Service sees neither the menu nor the screens', async ({ page }) => {
    await loginAs(page, 'employee@demo.local', undefined, '/service-add');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Service/ }),
    ).toHaveCount(0);
  });
});
