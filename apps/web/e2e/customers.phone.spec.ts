import { expect, expectAccessible, loginAs, test } from './fixtures';

test('Customer Registration is usable on a phone, with the branch modal full screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout only');
  test.setTimeout(120_000);
  await loginAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Customer Registration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Registration' })).toBeVisible();

  // Only reads a demo customer: nothing is saved here.
  await page.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option', { name: /^Kandy Textiles/ }).click();
  await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Kandy Textiles');
  // The picker spans its card, so a long name and its code fit on a phone.
  const picker = await page.getByRole('combobox', { name: 'Customer' }).boundingBox();
  const card = await page.getByRole('button', { name: 'New customer' }).boundingBox();
  expect(picker!.width).toBeGreaterThanOrEqual(card!.width);
  expect(picker!.width).toBeGreaterThan(300);
  // Fields stack; the page never scrolls sideways, the branch table scrolls inside its box.
  const code = await page.getByRole('textbox', { name: 'Customer code' }).boundingBox();
  const name = await page.getByRole('textbox', { name: 'Customer name' }).boundingBox();
  expect(name!.y).toBeGreaterThan(code!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  const edit = page.getByRole('button', { name: /^Edit branch / }).first();
  await edit.scrollIntoViewIfNeeded();
  await edit.click();
  const dialog = page.getByRole('dialog', { name: /^Edit branch / });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(370);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Add agreement' }).click();
  await expect(dialog.getByTestId('agreement-editor')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toContainText('Please enter an agreement number');
  await expectAccessible(page);
  await dialog.getByTestId('agreement-editor').getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');
});
