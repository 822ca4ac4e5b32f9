import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.customers;
/** The first day of the month `offset` months from now, as the calendar names its day buttons. */
function firstOfMonth(offset: number) {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(day);
}

/** Opens a day picker, moves by whole months and clicks the first day of the month shown. */
async function pickFirstDay(page: Page, scope: Locator, label: string, months: number) {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const step = page.getByRole('button', { name: months < 0 ? 'Previous month' : 'Next month' });
  for (let i = 0; i < Math.abs(months); i++) await step.click();
  await page
    .getByRole('button', { name: firstOfMonth(monthOffset) })
    .first()
    .click();
}
let monthOffset = 0;

async function addAgreement(
  page: Page,
  dialog: Locator,
  a: { number: string; type: string; from: number; to: number },
) {
  await dialog.getByRole('button', { name: 'Add agreement' }).click();
  const editor = dialog.getByTestId('agreement-editor');
  await editor.getByRole('textbox', { name: 'Agreement number' }).fill(a.number);
  await editor.getByRole('combobox', { name: 'Agreement type' }).click();
  await page.getByRole('option', { name: a.type, exact: true }).click();
  monthOffset = a.from;
  await pickFirstDay(page, editor, 'Valid from', a.from);
  // The picker opens on the month of its value, or on this month when empty.
  monthOffset = a.to;
  await pickFirstDay(page, editor, 'Valid to', a.to);
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
}

const light = (row: Locator, coverage: 'software' | 'hardware') => row.locator(`[data-light="${coverage}"]`);

test.describe('Customer Registration', () => {
  test('an admin registers a customer with branches and agreements and sees the lights', async ({ page }) => {
    test.setTimeout(240_000); // one long journey on a shared, slow machine
    const stamp = Date.now().toString(36).toUpperCase();
    await loginAs(page, 'admin@demo.local', undefined, '/customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Registration' })).toBeVisible();
    await expect(page.getByText('Pick a customer to see and change its branches')).toBeVisible();
    await expectAccessible(page);

    // Add mode: saving without a branch is refused.
    await page.getByRole('button', { name: 'New customer' }).click();
    await expect(page.getByRole('heading', { name: 'New customer' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer code' }).fill(`E2E-${stamp}`);
    await page.getByRole('textbox', { name: 'Customer name' }).fill(`E2E Traders ${stamp}`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0771234567');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: M.branchRequired })).toBeVisible();
    await expectAccessible(page);

    // Branch 1: software valid today, under a number another customer already holds (the server says so).
    await page.getByRole('button', { name: 'Add branch' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add branch' });
    await dialog.getByRole('textbox', { name: 'Branch name' }).fill('Kandy Shop');
    await dialog.getByRole('textbox', { name: 'Branch code' }).fill('K-1');
    await addAgreement(page, dialog, { number: 'AGR-00001', type: 'Software', from: 0, to: 1 });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await expect(dialog).toBeHidden();

    // Branch 2: a hardware agreement that has expired; its code repeats branch 1's in another case.
    await page.getByRole('button', { name: 'Add branch' }).click();
    dialog = page.getByRole('dialog', { name: 'Add branch' });
    await dialog.getByRole('textbox', { name: 'Branch name' }).fill('Galle Shop');
    const code = dialog.getByRole('textbox', { name: 'Branch code' });
    await code.fill('k-1');
    await addAgreement(page, dialog, { number: `${stamp}-HW`, type: 'Hardware', from: -2, to: -1 });
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await expect(dialog).toContainText(M.branchCodeTaken);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveValue('k-1');
    await expectAccessible(page);
    await code.fill('G-1');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await expect(dialog).toBeHidden();

    // The server refuses the taken agreement number: the branch opens with the message by the field.
    await page.getByRole('button', { name: 'Save customer' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit branch Kandy Shop' });
    const number = dialog.getByRole('textbox', { name: 'Agreement number' });
    await expect(dialog).toContainText(M.agreementNumberTaken);
    await expect(number).toHaveValue('AGR-00001');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await number.fill(`${stamp}-SW`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Update branch' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByText(M.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/customer\?id=\d+$/);

    // After a reload: green software on Kandy, red everywhere on Galle.
    await page.reload();
    const kandy = page.getByRole('row', { name: /Kandy Shop/ });
    const galle = page.getByRole('row', { name: /Galle Shop/ });
    await expect(light(kandy, 'software')).toHaveAttribute('data-state', 'covered');
    await expect(light(kandy, 'software')).toHaveText('Software: covered');
    await expect(light(kandy, 'hardware')).toHaveAttribute('data-state', 'none');
    await expect(light(galle, 'software')).toHaveAttribute('data-state', 'none');
    await expect(light(galle, 'hardware')).toHaveText('Hardware: not covered');
    await expect(page.getByRole('textbox', { name: 'Customer code' })).toHaveValue(`E2E-${stamp}`);
    await expectAccessible(page);

    // The expired hardware agreement is extended to next month: its light turns green.
    await page.getByRole('button', { name: 'Edit branch Galle Shop' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit branch Galle Shop' });
    await dialog.getByRole('button', { name: `Edit agreement ${stamp}-HW` }).click();
    const editor = dialog.getByTestId('agreement-editor');
    monthOffset = 1;
    await pickFirstDay(page, editor, 'Valid to', 2); // the picker opens on last month
    await editor.getByRole('button', { name: 'Done' }).click();
    await dialog.getByRole('button', { name: 'Update branch' }).click();
    await expect(light(galle, 'hardware')).toHaveAttribute('data-state', 'covered');
    await expect(page.getByTestId('save-bar')).toContainText('Unsaved changes');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');
    await page.reload();
    await expect(light(galle, 'hardware')).toHaveAttribute('data-state', 'covered');
    await expect(light(galle, 'hardware')).toHaveText('Hardware: covered');

    // Agreement Details: the current agreement is highlighted and marked.
    await page.getByRole('button', { name: 'Agreements of Kandy Shop' }).click();
    const details = page.getByRole('dialog', { name: 'Agreement details: Kandy Shop' });
    const current = details.locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(`${stamp}-SW`);
    await expect(current).toContainText('Current');
    await expect(current).toContainText('Software');
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Close' }).click();

    // A branch without agreements, saved, shows the spec's empty text.
    await page.getByRole('button', { name: 'Add branch' }).click();
    dialog = page.getByRole('dialog', { name: 'Add branch' });
    await dialog.getByRole('textbox', { name: 'Branch name' }).fill('Matara Shop');
    await dialog.getByRole('textbox', { name: 'Branch code' }).fill('M-1');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await page.getByRole('button', { name: 'Save customer' }).click();
    await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');
    await page.getByRole('button', { name: 'Agreements of Matara Shop' }).click();
    const empty = page.getByRole('dialog', { name: 'Agreement details: Matara Shop' });
    await expect(empty).toContainText(M.noAgreements);
    await expectAccessible(page);
  });
});
