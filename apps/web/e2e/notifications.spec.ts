import {
  Msg,
  NOTIFICATION_ACTOR_LABELS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationPage,
  NotificationType,
} from '@jobline/shared';
import type { Browser, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, newEmployee, test } from './fixtures';

const M = Msg.notifications;

const bellOf = (page: Page) => page.getByTestId('notification-bell');
const panelOf = (page: Page) => page.getByRole('dialog', { name: M.bellTitle });
const entriesOf = (page: Page) => panelOf(page).getByTestId('notification-entry');

/** The bell names the unread count the server has (polled: other flows may notify meanwhile). */
async function expectBellInStep(page: Page) {
  await expect
    .poll(async () => {
      const count = (await callApi(page, 'notifications/1')).body.notifications_count as number;
      return (await bellOf(page).getAttribute('aria-label')) === `Notifications, ${count} unread`;
    })
    .toBe(true);
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test.describe('Notifications bell', () => {
  test('the employee reads, searches, loads more and opens a notification with the keyboard', async ({
    page,
  }) => {
    await loginAs(page, 'employee@demo.local');
    const first = (await callApi(page, 'notifications/1')).body as NotificationPage;
    expect(first.notifications.length).toBe(NOTIFICATION_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const bell = bellOf(page);
    expect(first.notifications_count).toBeGreaterThan(0);
    await expectBellInStep(page);
    await expectAccessible(page);

    // Open: newest first, a page of entries, each with its job number, time and who it came from.
    await bell.click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(entriesOf(page)).toHaveCount(NOTIFICATION_PAGE_SIZE);
    const top = first.notifications[0]!;
    await expect(entriesOf(page).first()).toContainText(top.title);
    const actor = NOTIFICATION_ACTOR_LABELS[top.notification_type as NotificationType];
    await expect(entriesOf(page).first()).toContainText(`${actor} ${top.assigend_by!.name}`);
    await expect(entriesOf(page).first().locator('time')).toHaveAttribute(
      'title',
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    await expectAccessible(page);

    // Load more brings the next page.
    await panel.getByRole('button', { name: M.loadMore }).click();
    await expect.poll(() => entriesOf(page).count()).toBeGreaterThan(NOTIFICATION_PAGE_SIZE);

    // Search waits a second after the last key, then narrows to the matches.
    const search = panel.getByRole('textbox', { name: M.searchLabel });
    const older = first.notifications.at(-1)!;
    const jobNo = older.job!.job_no;
    const started = Date.now();
    const searched = page.waitForRequest((r) => r.url().includes('/api/notifications/search/query/1'));
    await search.fill(jobNo);
    const request = await searched;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(request.postDataJSON()).toEqual({ searchTerm: jobNo });
    await expect.poll(() => entriesOf(page).count()).toBeLessThan(NOTIFICATION_PAGE_SIZE + 1);
    for (const entry of await entriesOf(page).all()) await expect(entry).toContainText(jobNo);
    await search.fill('no such notification anywhere');
    await expect(panel.getByText(M.noMatches)).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => entriesOf(page).count()).toBeGreaterThan(NOTIFICATION_PAGE_SIZE);

    // Arrow keys walk the entries from the newest; Enter on the newest task notification opens it: it
    // is read and the count drops by one.
    const at = first.notifications.findIndex(
      (n) => n.notification_type === NotificationType.JOB && n.task_user_id !== null,
    );
    expect(at).toBeGreaterThanOrEqual(0);
    const task = first.notifications[at]!;
    await search.focus();
    await page.keyboard.press('ArrowDown');
    await expect(entriesOf(page).first()).toBeFocused();
    for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
    const entry = entriesOf(page).nth(at);
    await expect(entry).toBeFocused();
    await expect(entry).toHaveAttribute('data-unread', 'true');
    const unread = (await callApi(page, 'notifications/1')).body.notifications_count as number;
    const viewed = page.waitForResponse((r) => r.url().endsWith(`/api/notifications/${task.id}`));
    await page.keyboard.press('Enter');
    const answer = await viewed;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).notifications_count).toBe(unread - 1);
    await expectBellInStep(page);
    // A task notification opens the task's panel on the employee's board.
    const board = new URLSearchParams({
      id: String(task.job_id),
      job_no: task.job!.job_no,
      job_user_id: String(task.job_user_id),
      t: String(task.task_user_id),
      op: 'true',
    });
    await expect(page).toHaveURL((url) => url.pathname === '/job' && url.search === `?${board}`);
    await expect(panel).toBeHidden();

    // Back in the bell the entry is read, and the arrow keys carry on from it.
    await page.goto('/');
    await bell.click();
    await expect(entry).not.toHaveAttribute('data-unread');
    await entry.focus();
    await page.keyboard.press('ArrowDown');
    await expect(entriesOf(page).nth(at + 1)).toBeFocused();
    await expectAccessible(page);

    // Escape closes the list and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    const after = (await callApi(page, `notifications/1`)).body as NotificationPage;
    expect(after.notifications.find((n) => n.id === task.id)!.status).toBe(0);
  });

  test('an assignment made elsewhere rings both bells live; opening it goes to the job', async ({
    page,
    browser,
  }) => {
    // The coordinator receives here, so the other flows on employee@ keep their exact counts.
    await loginAs(page, 'coordinator@demo.local');
    const admin = await signedInPage(browser, 'admin@demo.local');
    const coordinatorId = (await callApi(page, 'auth/me')).body.id as number;
    const adminId = (await callApi(admin, 'auth/me')).body.id as number;
    const coordinatorBell = bellOf(page);
    const adminBell = bellOf(admin);
    // The bells show what the server counts before anything changes.
    const coordinatorBefore = (await callApi(page, 'notifications/1')).body.notifications_count as number;
    const adminBefore = (await callApi(admin, 'notifications/1')).body.notifications_count as number;
    await expect(coordinatorBell).toHaveAccessibleName(`Notifications, ${coordinatorBefore} unread`);
    await expect(adminBell).toHaveAccessibleName(`Notifications, ${adminBefore} unread`);

    // The admin assigns one demo task to the coordinator, checked by the admin.
    const jobs = (await callApi(admin, 'all_jobs?all=true')).body.jobs as {
      id: number;
      job_no: string;
      open_tasks: number;
    }[];
    const job = jobs.filter((j) => j.open_tasks === 1).at(-1)!;
    const tasks = (await callApi(admin, `tasks/allTasks?job_id=${job.id}`)).body.tasks as { id: number }[];
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const assigned = await callApi(admin, 'tasks/assign', {
      type: 1,
      job_id: job.id,
      tasks: [tasks[0]!.id],
      task_assigned_employee: coordinatorId,
      task_assigned_qc_employee: adminId,
      task_priority: 2,
      task_due_date: due,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    // Both bells ring without a reload.
    await expect(coordinatorBell).toHaveAccessibleName(`Notifications, ${coordinatorBefore + 1} unread`);
    await expect(adminBell).toHaveAccessibleName(`Notifications, ${adminBefore + 1} unread`);
    await coordinatorBell.click();
    await expect(entriesOf(page).first()).toContainText(job.job_no);
    await expect(entriesOf(page).first()).toHaveAttribute('data-unread', 'true');

    // The admin checks tasks too: opening the QC notification opens the check on the QC board.
    await adminBell.click();
    const entry = entriesOf(admin).first();
    await expect(entry).toContainText(job.job_no);
    await expectAccessible(admin);
    await entry.click();
    await expect(admin).toHaveURL(
      new RegExp(`/qc\\?id=${job.id}&job_no=${job.job_no}&job_user_id=\\d+&t=\\d+&op=true$`),
    );
    await expect(panelOf(admin)).toBeHidden();
    await expect(adminBell).toHaveAccessibleName(`Notifications, ${adminBefore} unread`);
    await admin.context().close();
  });

  test('an empty bell and one that cannot load say so, and the failed one recovers', async ({
    page,
    request,
  }) => {
    // Someone nothing has happened to yet: a demo login may hear of other files' flows meanwhile.
    const user = await newEmployee(request, 8);
    await loginAs(page, user.email, user.password);
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await bell.click();
    await expect(panelOf(page).getByText(M.noNotifications)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.route('**/api/notifications/*', (route) =>
      route.fulfill({ status: 503, json: { message: Msg.common.serverError } }),
    );
    await page.reload();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await bell.click();
    const failed = panelOf(page).getByText('Could not load notifications');
    await expect(failed).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expectAccessible(page);
    await page.unroute('**/api/notifications/*');
    await panelOf(page).getByRole('button', { name: 'Try again' }).click();
    await expect(panelOf(page).getByText(M.noNotifications)).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  });
});
