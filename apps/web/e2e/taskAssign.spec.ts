import { Msg } from '@jobline/shared';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.taskAssign;
/** The demo job the team leader owns whose eight estimated tasks nobody holds yet. */
const JOB_TITLE = 'Loyalty module rollout';

/** Opens a Mantine select by its label, types to filter, and clicks the matching option. */
async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** The unread count the bell announces (or, without a bell, the count the API gives). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell');
  if (await bell.count()) {
    const label = (await bell.getAttribute('aria-label')) ?? '';
    return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
  }
  return (await callApi(page, 'notifications/1')).body.notifications_count as number;
}

/** The task names of the rows on the table's current page. */
const taskNames = async (table: Locator) =>
  (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());

test.describe('Task Assign and Task Re-assigning', () => {
  test.describe.configure({ mode: 'serial' });

  test('a team leader assigns six tasks with a QC checker; the employee hears of it at once', async ({
    page,
    browser,
  }) => {
    const employeeContext = await browser.newContext();
    const employee = await employeeContext.newPage();
    await loginAs(employee, 'employee@demo.local');
    const before = await unreadCount(employee);

    await loginAs(page, 'lead@demo.local');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Task Assigning' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: M.assignTitle })).toBeVisible();
    await expect(page.getByText(M.pickJobFirst)).toBeVisible();
    await expectAccessible(page);

    // Nothing chosen: every missing choice says so.
    await page.getByRole('button', { name: 'Assign tasks' }).click();
    await expect(page.getByText(M.jobRequired)).toBeVisible();
    await expect(page.getByText(M.employeeRequired)).toBeVisible();
    await expect(page.getByText(M.tasksRequired)).toBeVisible();
    await expectAccessible(page);

    await pick(page, 'Job', 'Loyalty', new RegExp(JOB_TITLE));
    const table = page.getByRole('table', { name: /^Unassigned tasks of / });
    await expect(table.locator('tbody tr')).not.toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Most likely' })).toBeVisible();
    await pick(page, 'Assign to', 'Nimal', /^Nimal Bandara/);
    await pick(page, 'QC employee', 'Dinithi', /^Dinithi Abeysekara/);
    await page.getByRole('combobox', { name: 'Priority', exact: true }).click();
    await page.getByRole('option', { name: 'High' }).click();

    // Keyboard: the row boxes are reached and ticked with the space bar.
    const boxes = table.getByRole('checkbox', { name: /^Select task / });
    await boxes.first().focus();
    await page.keyboard.press('Space');
    for (let i = 1; i < 6; i++) await boxes.nth(i).check();
    const chosen = (await taskNames(table)).slice(0, 6);
    await expect(page.getByRole('button', { name: 'Assign 6 selected' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Assign 6 selected' }).click();
    await expect(page.getByText(`${M.assigned}: 6 to Nimal Bandara`)).toBeVisible();
    // The assigned tasks leave the list.
    await expect.poll(async () => (await taskNames(table)).filter((n) => chosen.includes(n))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Assign tasks' })).toBeVisible();

    // The employee's bell counts the new notification without a reload.
    await expect.poll(() => unreadCount(employee), { timeout: 15_000 }).toBeGreaterThan(before);
    const feed = await callApi(employee, 'notifications/1');
    expect(feed.body.notifications[0].title).toMatch(/^6 new tasks on J\d{2}-\d{5}$/);
    await employeeContext.close();
  });

  test('some of those tasks are re-assigned to another employee, after a confirmation', async ({ page }) => {
    await loginAs(page, 'lead@demo.local', undefined, '/task-edit');
    await expect(page.getByRole('heading', { level: 1, name: M.reassignTitle })).toBeVisible();
    const overview = page.getByRole('table', { name: 'Open assignments on your jobs' });
    await expect(overview.locator('tbody tr').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Re-assign tasks' }).click();
    await expect(page.getByText(M.employeeRequired).first()).toBeVisible();
    await expect(page.getByText(M.jobRequired)).toBeVisible();
    await expect(page.getByText(M.tasksRequired)).toBeVisible();

    await pick(page, 'Employee', 'Nimal', /^Nimal Bandara/);
    await pick(page, 'Job', 'Loyalty', new RegExp(JOB_TITLE));
    const table = page.getByRole('table', { name: /^Tasks Nimal Bandara holds on / });
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.getByText('Dinithi Abeysekara').first()).toBeVisible();
    const boxes = table.getByRole('checkbox', { name: /^Select task / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const moving = (await taskNames(table)).slice(0, 2);
    await pick(page, 'New assignee', 'Chathura', /^Chathura Wickramasinghe/);
    await pick(page, 'QC employee', 'Sachini', /^Sachini Weerasinghe/);
    await expectAccessible(page);

    // Cancelling the confirmation sends nothing.
    await page.getByRole('button', { name: 'Re-assign 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: M.reassignConfirmTitle });
    await expect(dialog).toContainText('2 tasks will move from Nimal Bandara to Chathura Wickramasinghe');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(6);

    await page.getByRole('button', { name: 'Re-assign 2 selected' }).click();
    await page
      .getByRole('dialog', { name: M.reassignConfirmTitle })
      .getByRole('button', { name: 'Re-assign' })
      .click();
    await expect(page.getByText(`${M.assigned}: 2 to Chathura Wickramasinghe`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(4);

    // Chathura now holds them on the same job.
    await pick(page, 'Employee', 'Chathura', /^Chathura Wickramasinghe/);
    await pick(page, 'Job', 'Loyalty', new RegExp(JOB_TITLE));
    const theirs = page.getByRole('table', { name: /^Tasks Chathura Wickramasinghe holds on / });
    await expect.poll(async () => (await taskNames(theirs)).sort()).toEqual([...moving].sort());
    await expect(theirs.getByText('Sachini Weerasinghe').first()).toBeVisible();
    await expectAccessible(page);
  });
});
