import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('the Holiday Planner fits a phone and adds a holiday through the modal', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  const description = `E2E phone ${Date.now().toString(36)}`;
  const day = dayjs().date(20);

  await loginAs(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Holiday Planner' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Planner' })).toBeVisible();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  // The toolbar fits: the title, the arrows and the view switch are all on screen.
  for (const control of [
    page.getByRole('heading', { level: 2, name: day.format('MMMM YYYY') }),
    page.getByRole('button', { name: 'Previous month' }),
    page.getByRole('button', { name: 'Next month' }),
    page.getByText('Day', { exact: true }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add holiday' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Dates' }).click();
  // One day: the same day twice.
  await page.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true }).click();
  await page.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save holiday' }).click();
  await expect(page.getByText(Msg.holidays.planUpdated).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list sits under the calendar; its delete button asks first.
  const list = page.getByRole('region', { name: 'Holidays' });
  await list.scrollIntoViewIfNeeded();
  await expect(list).toContainText(description);
  await expect(list).toContainText(day.format('ddd D MMM YYYY'));
  await expectAccessible(page);
  await list.getByRole('button', { name: `Delete ${description}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this holiday?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list).not.toContainText(description);
});
