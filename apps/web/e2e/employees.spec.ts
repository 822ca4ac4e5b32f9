import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

// A demo employee whose code and e-mail this file only reads (for the duplicate messages).
const TAKEN = { code: 'EMP040', email: 'kamal.fonseka@demo.local' };

/** Letters only, so the first-name search finds exactly this employee. */
const randomLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function openEmployees(page: Page) {
  await page.goto('/employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('EMP0');
}

/** The one-time password dialog: reads the password, checks the warning, closes it. */
async function takePassword(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(Msg.employees.passwordOnce);
  const password = (await dialog.getByTestId('one-time-password').textContent())!.trim();
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Copy password' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return password;
}

test.describe('Employees', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an admin adds an employee, seeing each message, and the new employee logs in', async ({
    page,
    browser,
  }) => {
    test.slow(); // several logins and accessibility scans: give a busy machine room
    const first = `Yasas${randomLetters()}`;
    const email = `${first.toLowerCase()}@demo.local`;
    await loginAs(page, 'admin@demo.local');
    await openEmployees(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByRole('dialog', { name: Msg.employees.addTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    // Everything empty: every required field says so.
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByText(Msg.common.required)).toHaveCount(3);
    for (const message of [
      Msg.profile.invalidEmail,
      Msg.profile.invalidPhone,
      Msg.employees.departmentRequired,
      Msg.employees.positionRequired,
      Msg.employees.roleRequired,
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectAccessible(page);

    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Employee code').fill(TAKEN.code);
    await field('E-mail').fill('not-an-email');
    await field('First name').fill(first);
    await field('Last name').fill('Gamage');
    await field('Mobile').fill('07712ab456');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByText(Msg.profile.invalidEmail)).toBeVisible();
    await expect(dialog.getByText(Msg.profile.numbersOnly)).toBeVisible();
    await expect(dialog.getByText(Msg.common.required)).toHaveCount(0);

    await field('Mobile').fill('077123456');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByText(Msg.profile.invalidPhone)).toBeVisible();

    // Valid on the client, refused by the server: the messages sit by the fields, input kept.
    await field('Mobile').fill('0771234567');
    await field('E-mail').fill(TAKEN.email);
    await choose(dialog, 'Department', 'Marketing');
    await expect(dialog.getByRole('combobox', { name: 'Position' })).toBeEnabled();
    await choose(dialog, 'Position', 'Sales Manager');
    await choose(dialog, 'Role', 'employee');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByText(Msg.employees.codeTaken)).toBeVisible();
    await expect(dialog.getByText(Msg.employees.emailTaken)).toBeVisible();
    await expect(field('Employee code')).toHaveValue(TAKEN.code);
    await expect(field('First name')).toHaveValue(first);
    await expectAccessible(page);

    await field('Employee code').fill(`E2E-${first.slice(-6)}`);
    await field('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    // The one-time password's dialog says it, with no toast over its first lines on a phone.
    const password = await takePassword(page, 'Employee added');
    await expect(page.getByText(Msg.employees.added)).toHaveCount(0);

    // The list finds them by first name.
    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    const row = page.getByRole('row', { name: new RegExp(first) });
    await expect(row).toContainText('Sales Manager');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    // The new employee logs in with the one-time password, in a browser of their own.
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await loginAs(theirPage, email, password);
    await expect(theirPage.getByTestId('profile-menu')).toContainText(first);
    await theirs.close();

    // Edit: a new department resets the position; the list shows the change.
    await page.getByRole('button', { name: `Edit ${first} Gamage` }).click();
    const edit = page.getByRole('dialog', { name: Msg.employees.editTitle });
    await expect(edit.getByRole('textbox', { name: 'First name' })).toHaveValue(first);
    await expectAccessible(page);
    await choose(edit, 'Department', 'Customer Support');
    await expect(edit.getByRole('combobox', { name: 'Position' })).toHaveValue('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText(Msg.employees.positionRequired)).toBeVisible();
    await choose(edit, 'Position', 'Support Executive');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(Msg.employees.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Support Executive');

    // Reset password: confirmed first, then shown once; the new one logs in.
    await row.getByRole('button', { name: `Edit ${first} Gamage` }).click();
    await edit.getByRole('button', { name: 'Reset password' }).click();
    const confirm = page.getByRole('dialog', { name: `Reset the password of ${first} Gamage?` });
    await expectAccessible(page);
    // Escape closes the confirmation only: the form beneath stays open.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Reset password' }).click();
    await confirm.getByRole('button', { name: 'Reset password' }).click();
    const fresh = await takePassword(page, 'New password');
    expect(fresh).not.toBe(password);
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await loginAs(againPage, email, fresh);
    await again.close();

    // Deactivating asks first, since it signs them out; then their password no longer signs in.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await row.getByRole('button', { name: `Edit ${first} Gamage` }).click();
    await edit.getByRole('radio', { name: 'Inactive' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const deactivate = page.getByRole('dialog', { name: `Deactivate ${first} Gamage?` });
    await expectAccessible(page);
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(edit).toBeHidden();
    // The list shows active employees: they leave it.
    await expect(row).toHaveCount(0);
    const refused = await page.request.post('/api/auth/login', { data: { email, password: fresh } });
    expect(refused.status()).not.toBe(200);
  });

  test('the list filters by department and status and searches the first name', async ({ page }) => {
    await loginAs(page, 'admin@demo.local');
    await openEmployees(page);
    const table = page.getByRole('table');

    await choose(page.locator('main'), 'Department', 'Technical');
    await expect(table).toContainText('Asanka Kumara');
    await expect(table).not.toContainText('Lasantha Ratnayake');
    await expect(table).not.toContainText('Nimal Bandara');

    await choose(page.locator('main'), 'Status', 'Inactive');
    await expect(table).toContainText('Lasantha Ratnayake');
    await expect(table).not.toContainText('Asanka Kumara');
    await expect(page).toHaveURL(/department=6/);
    await expectAccessible(page);

    await choose(page.locator('main'), 'Status', 'All');
    await expect(table).toContainText('Lasantha Ratnayake');
    await expect(table).toContainText('Asanka Kumara');

    // Only the first word counts, from the start of the first name.
    await page.getByRole('searchbox', { name: 'Search' }).fill('asan Kumara');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Asanka Kumara');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Kumara');
    await expect(page.getByText(Msg.employees.noMatches)).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=Kumara(&|$)/);
    await expectAccessible(page);

    // A reload keeps the filters (they live in the address).
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Kumara');
    await expect(page.getByText(Msg.employees.noMatches)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await choose(page.locator('main'), 'Department', Msg.employees.allDepartments);
    await choose(page.locator('main'), 'Status', 'Active');
    // The list the three changes ask for is in (every one of them, not one on its way) before its
    // pager is used, so the rows counted below are that list's.
    await expect(table).toContainText('Asanka Kumara');
    await expect(table).not.toContainText('Lasantha Ratnayake');
    await page.getByText('Employees per page').locator('xpath=..').getByRole('button').click();
    await page.getByRole('menuitem', { name: '5', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'next page' }).click();
    await expect(page.getByText(/^6–10 of \d+$/)).toBeVisible();
    await expectAccessible(page);
  });
});
