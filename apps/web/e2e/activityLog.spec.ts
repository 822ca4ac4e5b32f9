import { expect, expectAccessible, loginAs, test } from './fixtures';

/** The Employee Activity Log on the demo data: the super admin finds yesterday's change to a customer. */
test('the super admin filters the activity log to a customer and reads a change’s before and after', async ({
  page,
}) => {
  await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=activity');
  const log = page.getByRole('table', { name: 'Employee Activity Log' });
  await expect(log.getByRole('row')).toHaveCount(51); // the header and a first page of 50
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Customers', exact: true }).click();
  const customer = page.getByRole('combobox', { name: 'Customer', exact: true });
  await customer.click();
  await customer.pressSequentially('Lanka Fresh');
  await page.getByRole('option', { name: /^Lanka Fresh Mart/ }).click();

  // The demo's admin changed the customer's address yesterday: its row opens on its old and new value.
  const change = log.getByRole('row').filter({ hasText: 'Updated a customer' }).first();
  await expect(change).toContainText('Customer Lanka Fresh Mart (C0001)');
  await expect(log.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await change.getByRole('button', { name: /^Show the 1 change of: Updated a customer/ }).click();
  const diff = page
    .getByRole('table', { name: /^Changes: Updated a customer: Customer Lanka Fresh Mart/ })
    .first();
  await expect(diff.getByRole('row', { name: /Address/ })).toContainText('7 Temple Road, Nugegoda');
  await expectAccessible(page);

  // A search that matches nothing says so instead of showing an empty table.
  await page.getByRole('textbox', { name: 'Search' }).fill('no such change anywhere');
  await expect(page.getByText('No activity matches these filters')).toBeVisible();
});

test('Load more brings the next page by cursor', async ({ page }) => {
  await loginAs(page, 'super@demo.local', undefined, '/super-admin?tab=activity');
  const rows = page.getByRole('table', { name: 'Employee Activity Log' }).getByRole('row');
  await expect(rows).toHaveCount(51);
  const first = await rows.nth(1).textContent();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(101);
  await expect(rows.nth(1)).toHaveText(first!);
});
