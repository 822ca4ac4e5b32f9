import ExcelJS from 'exceljs';
import { importConfirmation, importPhoneLostZero, Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.customers;
const IM = Msg.imports;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Three customers (one of them with a 9-digit mobile unless corrected) and a branch for each. */
async function customersWorkbook(stamp: string, badMobile: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const customers = book.addWorksheet('Customers');
  customers.addRow(['customer_code', 'customer_name', 'mobile_no', 'email']);
  customers.addRow([`IMP-${stamp}-1`, `Imported ${stamp} Alpha`, '0712345678', 'alpha@example.com']);
  customers.addRow([`IMP-${stamp}-2`, `Imported ${stamp} Beta`, badMobile ? '071234567' : '0712345679', '']);
  customers.addRow([`IMP-${stamp}-3`, `Imported ${stamp} Gamma`, '0712345670', 'gamma@example.com']);
  const branches = book.addWorksheet('Branches');
  branches.addRow(['customer_code', 'branch_code', 'branch_name', 'pos_count']);
  for (const n of [1, 2, 3]) branches.addRow([`IMP-${stamp}-${n}`, 'MAIN', `Main shop ${n}`, n]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function checkFile(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX, buffer });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check the preview' })).toBeVisible();
}

const counts = (page: Page, kind: string) =>
  page.getByTestId('sheet-counts').locator(`tr[data-sheet="${kind}"]`);

test.describe('Import customers', () => {
  test('an admin imports a spreadsheet of customers with one bad row and sees its error before committing', async ({
    page,
  }) => {
    test.setTimeout(180_000); // one long journey on a shared, slow machine
    const stamp = Date.now().toString(36).toUpperCase();
    await loginAs(page, 'admin@demo.local', undefined, '/customer');
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await expect(page).toHaveURL(/\/customer\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await expectAccessible(page);

    // The template comes down as a workbook.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    expect((await download).suggestedFilename()).toBe('jobline-import-template.xlsx');

    // Step 2 with the bad row: its row, column and message; importing is disabled and says why.
    await checkFile(page, 'customers.xlsx', await customersWorkbook(stamp, true));
    const errors = page.getByTestId('row-errors');
    const bad = errors.getByRole('row').filter({ hasText: M.invalidMobile });
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText('Customers');
    await expect(bad).toContainText('3');
    await expect(bad).toContainText('mobile_no');
    await expect(page.getByText('The file has 1 error')).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(IM.blockedByErrors);
    await expect(counts(page, 'customers').locator('[data-count="invalid"]')).toHaveText('1');
    await expectAccessible(page);

    // The corrected file previews clean and imports after the confirmation.
    await page.getByRole('button', { name: 'Choose another file' }).click();
    const corrected = await customersWorkbook(stamp, false);
    await checkFile(page, 'customers.xlsx', corrected);
    await expect(errors).toHaveCount(0);
    await expect(counts(page, 'customers').locator('[data-count="create"]')).toHaveText('3');
    await expect(counts(page, 'branches').locator('[data-count="create"]')).toHaveText('3');
    await expectAccessible(page);
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: 'Import the file?' });
    await expect(dialog).toContainText(importConfirmation(6, 0));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Import finished' })).toBeVisible();
    await expect(page.getByText('6 new and 0 changed records were imported')).toBeVisible();
    await expectAccessible(page);

    // The new customers are in the Customer Registration picker.
    await page.getByRole('link', { name: 'Back to Customer Registration' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    const picker = page.getByRole('combobox', { name: 'Customer' });
    await picker.click();
    await picker.fill(`Imported ${stamp}`);
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      await expect(
        page.getByRole('option', { name: `Imported ${stamp} ${name} (IMP-${stamp}-` }),
      ).toBeVisible();
    }
    await page.keyboard.press('Escape');

    // The same file again: everything is unchanged and there is nothing to import.
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await checkFile(page, 'customers.xlsx', corrected);
    await expect(counts(page, 'customers').locator('[data-count="unchanged"]')).toHaveText('3');
    await expect(counts(page, 'branches').locator('[data-count="unchanged"]')).toHaveText('3');
    await expect(counts(page, 'customers').locator('[data-count="create"]')).toHaveText('0');
    await expect(page.getByText(IM.nothingToImport)).toBeVisible();
    await expect(importButton).toBeDisabled();
    await expectAccessible(page);
  });

  test('a file that cannot be read is refused next to the file field, keeping the choice', async ({
    page,
  }) => {
    await loginAs(page, 'admin@demo.local', undefined, '/customer/import');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.xlsx',
      mimeType: XLSX,
      buffer: Buffer.from('Just some notes\n'),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText(IM.fileUnreadable)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spreadsheet file' })).toHaveText('notes.xlsx');
    await expect(page.getByRole('button', { name: 'Spreadsheet file' })).toHaveAccessibleDescription(
      IM.fileUnreadable,
    );
    await expectAccessible(page);
  });

  test('a workbook that would unpack past 150 MB is refused with that reason', async ({ page }) => {
    const bomb = await customersWorkbook(`Z${Date.now().toString(36).toUpperCase()}`, false);
    // Its first directory record claims a huge unpacked size, as a zip bomb's would.
    bomb.writeUInt32LE(200 * 1024 * 1024, bomb.indexOf(Buffer.from('504b0102', 'hex')) + 24);
    await loginAs(page, 'admin@demo.local', undefined, '/customer/import');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bomb.xlsx', mimeType: XLSX, buffer: bomb });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('button', { name: 'Spreadsheet file' })).toHaveAccessibleDescription(
      IM.unpacksTooLarge,
    );
    await expectAccessible(page);
  });
});

test.describe('Import customers on a phone, by keyboard', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the preview and its errors fit a 375 px screen', async ({ page }) => {
    const stamp = `P${Date.now().toString(36).toUpperCase()}`;
    await loginAs(page, 'admin@demo.local', undefined, '/customer/import');
    // Listening makes Playwright ask Chromium to hand the chooser over, without waiting for the answer:
    // listen before the steps below, so a chooser opened at once by the key press is not missed.
    const chooser = page.waitForEvent('filechooser');
    await expect(page.getByRole('heading', { level: 1, name: 'Import customers' })).toBeVisible();

    // The file button opens the chooser from the keyboard; Enter in the form checks the file.
    await page.getByRole('button', { name: 'Spreadsheet file' }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'phone.xlsx', mimeType: XLSX, buffer: await customersWorkbook(stamp, true) });
    await page.getByRole('button', { name: 'Check the file' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Check the preview' })).toBeVisible();
    await expect(page.getByTestId('row-errors').getByText(M.invalidMobile)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('the warnings of an office-made file, and what they would change, fit a 375 px screen', async ({
    page,
  }) => {
    const stamp = `W${Date.now().toString(36).toUpperCase()}`;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow(['customer_code', 'customer_name', 'mobile_no', 'remarks']);
    sheet.addRow([`IMP-${stamp}-1`, `Imported ${stamp} Lost Zero`, 771234567, 'call before noon']);
    sheet.addRow([`IMP-${stamp}-2`, `Imported ${stamp} Hidden`, '0712345678', '']).hidden = true;
    book.addWorksheet('Lists').addRow(['Colombo', 'Kandy']);
    await loginAs(page, 'admin@demo.local', undefined, '/customer/import');
    await checkFile(page, 'office.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    const warnings = page.getByTestId('row-warnings');
    await expect(warnings.getByText(importPhoneLostZero('0771234567'))).toBeVisible();
    await expect(warnings.getByText(IM.hiddenRow)).toBeVisible();
    await expect(warnings.getByText(IM.ignoredColumn)).toBeVisible();
    await expect(warnings.getByText(IM.ignoredSheet)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
