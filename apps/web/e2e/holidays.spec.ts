import dayjs from 'dayjs';
import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

/** Day `n` of the month on show (the calendar opens on today's month). */
const dayOfThisMonth = (n: number) => dayjs().date(n);

/** The second Tuesday of this month: it and the Wednesday after share a row on the calendar. */
function secondTuesday() {
  const eighth = dayOfThisMonth(8);
  return eighth.add((2 - eighth.day() + 7) % 7, 'day');
}

/** Selects days on the month view by dragging from one to the other, as a mouse user would. */
async function dragDays(page: Page, first: dayjs.Dayjs, last: dayjs.Dayjs) {
  const cell = (day: dayjs.Dayjs) => page.locator(`.fc-daygrid-day[data-date="${day.format('YYYY-MM-DD')}"]`);
  const from = (await cell(first).boundingBox())!;
  const to = (await cell(last).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 10);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 8 });
  await page.mouse.up();
}

async function openPlanner(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Holiday Planner' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Planner' })).toBeVisible();
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
}

async function switchView(page: Page, label: 'Month' | 'Week' | 'Day', viewClass: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
  await expect(page.locator(`.${viewClass}`)).toBeVisible();
}

/** Picks a range in the dialog's date picker: the first day, then the last. */
async function pickDates(page: Page, first: dayjs.Dayjs, last: dayjs.Dayjs) {
  await page.getByRole('dialog', { name: 'Add holiday' }).getByRole('button', { name: 'Dates' }).click();
  await page.getByRole('button', { name: first.format('D MMMM YYYY'), exact: true }).click();
  await page.getByRole('button', { name: last.format('D MMMM YYYY'), exact: true }).click();
}

test.describe('Holiday Planner', () => {
  test('an admin switches views, adds a two-day holiday, sees it, and deletes it', async ({ page }) => {
    test.slow(); // many steps, each checked with axe, on a shared machine
    const description = `E2E closure ${Date.now().toString(36)}`;
    const first = secondTuesday();
    const last = first.add(1, 'day');

    await loginAs(page, 'admin@demo.local');
    await openPlanner(page);
    await expect(page.getByRole('heading', { level: 2, name: first.format('MMMM YYYY') })).toBeVisible();
    await expectAccessible(page);

    await switchView(page, 'Week', 'fc-timeGridWeek-view');
    await expect(page.locator('.fc-timegrid-slot-label').first()).toBeVisible();
    await expectAccessible(page);
    await switchView(page, 'Day', 'fc-timeGridDay-view');
    await expectAccessible(page);
    await switchView(page, 'Month', 'fc-dayGridMonth-view');
    // Sunday is hidden and the week starts on Monday.
    await expect(page.locator('.fc-col-header-cell').first()).toHaveText('Mon');
    await expect(page.locator('.fc-col-header-cell.fc-day-sun')).toHaveCount(0);
    await expect(page.locator('.fc-daygrid-day.fc-day-today')).toHaveCount(dayjs().day() === 0 ? 0 : 1);

    // The form says what is missing before anything is sent.
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add holiday' });
    await dialog.getByRole('button', { name: 'Save holiday' }).click();
    await expect(dialog).toContainText(Msg.holidays.descriptionRequired);
    await expect(dialog).toContainText(Msg.holidays.startInvalid);
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Dates' }).click();
    await expect(page.getByRole('button', { name: 'Next month' }).last()).toBeVisible();
    await expectAccessible(page); // the picker, open
    await page.keyboard.press('Escape');
    await pickDates(page, first, last);
    await expect(dialog).not.toContainText(Msg.holidays.startInvalid);
    await dialog.getByRole('button', { name: 'Save holiday' }).click();
    await expect(page.getByText(Msg.holidays.planUpdated).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const event = page.locator('.fc-event', { hasText: description });
    await expect(event.first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Holidays' });
    const range = `${first.format('ddd D MMM')} – ${last.format('ddd D MMM YYYY')}`;
    await expect(list.getByRole('button', { name: `${description}, ${range}` })).toBeVisible();
    await expectAccessible(page);

    // The same days selected on the calendar open the modal with them filled in; the server
    // refuses the duplicate next to the field, and the input stays.
    await dragDays(page, first, last);
    await expect(dialog.getByRole('button', { name: 'Dates' })).toHaveText(
      `${first.format('ddd D MMM YYYY')} – ${last.format('ddd D MMM YYYY')}`,
    );
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Save holiday' }).click();
    await expect(dialog).toContainText(Msg.holidays.duplicate);
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Opened from the calendar with the keyboard; deleting asks first.
    await event.first().focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: description });
    await expect(details).toContainText(range);
    await expect(details).toContainText('2 days');
    await details.getByRole('button', { name: 'Delete holiday' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this holiday?' });
    await expect(confirm).toContainText(description);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(event.first()).toBeVisible();

    await details.getByRole('button', { name: 'Delete holiday' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(Msg.holidays.planUpdated).first()).toBeVisible();
    await expect(details).toBeHidden();
    await expect(event).toHaveCount(0);
    await expect(list).not.toContainText(description);
  });

  test('another browser on the planner sees holidays come and go without reloading', async ({
    page,
    browser,
  }) => {
    const description = `E2E live ${Date.now().toString(36)}`;
    const day = secondTuesday().add(2, 'day').format('YYYY-MM-DD'); // a Thursday: never hidden
    await loginAs(page, 'admin@demo.local', undefined, '/holiday-planner');

    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await loginAs(watcher, 'super@demo.local');
    // The planner must be listening before the change is made.
    const listening = watcher.waitForResponse((r) => r.url().endsWith('/api/events'));
    await watcher.reload();
    await listening;
    await openPlanner(watcher);
    await expect(watcher.getByRole('region', { name: 'Holidays' })).toBeVisible();
    const seen = watcher.locator('.fc-event', { hasText: description });
    await expect(seen).toHaveCount(0);

    const added = await callApi(page, 'holiday', { description, start: day, end: day });
    expect(added.status).toBe(200);
    await expect(seen).toBeVisible();
    await expect(watcher.getByRole('region', { name: 'Holidays' })).toContainText(description);

    const removed = await callApi(page, 'holiday/delete', { id: added.body.holiday.id });
    expect(removed.status).toBe(200);
    await expect(seen).toHaveCount(0);
    await watcherContext.close();
  });
});
