import type { Page } from '@playwright/test';
import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';
import { agreementWith, pickAgreement } from './servicesData';

const M = Msg.services;
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('the service screens work on a phone: the form stacks, records and cards fit, views go full screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout only');
  test.setTimeout(120_000);
  // A director holds Service (18, 19); only reads and a refused save here: nothing is recorded.
  await loginAs(page, 'director@demo.local');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Service Add' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Details Add' })).toBeVisible();

  // Fields stack one under the other; a refused save says why under each.
  const customer = await page.getByRole('combobox', { name: 'Customer' }).boundingBox();
  const branch = await page.getByRole('combobox', { name: 'Branch' }).boundingBox();
  expect(branch!.y).toBeGreaterThan(customer!.y);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveAccessibleDescription(M.branchRequired);
  await noSideScroll(page);
  await expectAccessible(page);

  // The records fold date, agreement and job card under the customer; the view fills the screen.
  const view = page.getByRole('button', { name: /^View service record / }).first();
  await view.scrollIntoViewIfNeeded();
  await view.click();
  const dialog = page.getByRole('dialog', { name: /^Service record / });
  await expect(dialog).toContainText('Employees');
  expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(370);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Service Details: an agreement with visits shows its cards one under the other.
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Service Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
  // The agreements owing a visit fold their day and actions into one cell.
  const plan = page.getByRole('table', { name: 'Visits due' }).getByRole('link', { name: /^Plan visit / });
  await expect(plan.first()).toBeVisible();
  await pickAgreement(page, await agreementWith(page, 'some'));
  const first = page.getByRole('article', { name: 'Service No 1' });
  const second = page.getByRole('article', { name: 'Service No 2' });
  await expect(first).toContainText('Job card');
  expect((await second.boundingBox())!.y).toBeGreaterThan((await first.boundingBox())!.y);
  await noSideScroll(page);
  await expectAccessible(page);
});
