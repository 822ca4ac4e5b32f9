import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('the employee list and its form are usable on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await loginAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Employee', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('EMP0');
  await expectAccessible(page);

  // The filters stack, one under the other.
  const department = await page.getByRole('combobox', { name: 'Department' }).boundingBox();
  const status = await page.getByRole('combobox', { name: 'Status' }).boundingBox();
  const search = await page.getByRole('searchbox', { name: 'Search' }).boundingBox();
  expect(status!.y).toBeGreaterThan(department!.y + department!.height);
  expect(search!.y).toBeGreaterThan(status!.y + status!.height);

  // Secondary columns fold away; the name, its designation and the edit action stay.
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeHidden();
  await expect(table.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('searchbox', { name: 'Search' }).fill('Lahiru');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Team Lead');

  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: Msg.employees.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await expect(dialog.getByText(Msg.employees.departmentRequired)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // Typed input is not thrown away without asking.
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Someone');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Someone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
});
