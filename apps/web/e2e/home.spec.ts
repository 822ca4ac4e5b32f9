import { HoldRequestType, Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { apiAs } from './boardsData';
import { expect, expectAccessible, loginAs, test } from './fixtures';
import { workJob } from './workData';

const M = Msg.floor;
/** A demo support executive no other spec works with, so nothing else moves her card. */
const EMPLOYEE = 'hiruni.edirisinghe@demo.local';
const EMPLOYEE_NAME = 'Hiruni Edirisinghe';
const SUPPORT = 2;
const TECHNICAL = 6;
/** Each live change must reach the open Home within a second. */
const LIVE = { timeout: 1_000 };

const cardOf = (page: Page, name: string) =>
  page.getByTestId('employee-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an admin watches Home while an employee starts a task, takes lunch and restores; an estimate overrun raises an alert', async ({
  browser,
  request,
}) => {
  test.slow(); // accessibility scans at each step on a busy machine
  const employee = await apiAs(request, EMPLOYEE);
  // Whatever an earlier run left: the day ends, so this run starts from a known state.
  await employee('tasks/change/dashboard/session_end', {});
  const job = await workJob(request, { holder: EMPLOYEE_NAME, label: `home ${Date.now()}` });

  // The watcher's browser runs on a clock the test can move; the server's stays real.
  const context = await browser.newContext();
  const watcher = await context.newPage();
  await watcher.clock.install();
  await loginAs(watcher, 'admin@demo.local', undefined, `/?division=${SUPPORT}`);
  await expect(watcher.getByRole('heading', { name: M.title, level: 1 })).toBeVisible();
  await expect(watcher.getByTestId('division-select')).toHaveValue('Customer Support');
  const card = cardOf(watcher, EMPLOYEE_NAME);
  // Day ended (or, on a fresh database with nothing to end, at work since the login).
  await expect(card.getByTestId('card-state')).toHaveText(/^(Day ended|At work)$/);
  await expectAccessible(watcher);

  // The employee starts the task on their board.
  const [taskUserId, task] = [job.taskUsers[0]!, job.taskIds[0]!];
  expect((await employee('tasks/plan_date', { task_user_id: taskUserId, plan_date: job.today })).status).toBe(
    200,
  );
  const started = await employee('activity', { task, taskUserId, previousSection: 1, newSection: 3 });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await expect(card.getByTestId('card-state')).toHaveText('Working', LIVE);
  await expect(card.getByRole('link', { name: /^W-1 · / })).toBeVisible();
  await expect(card).toContainText(job.job_no);
  await expect(card).toContainText('Estimate 1 h / 2 h / 4 h');
  await expect(card.getByTestId('spent')).toHaveText('0 h 0 min');
  await expect(card.getByTestId('spent')).toHaveAttribute('data-over', 'false');
  const clock = card.getByTestId('state-clock');
  await expect(clock).toHaveText(/^0:00:0\d$/);
  await expect(clock).not.toHaveText('0:00:00'); // it ticks in the browser between events
  await expectAccessible(watcher);

  // Lunch: the card shows the hold, since when, and its own clock.
  expect((await employee('tasks/change/dashboard', { type: HoldRequestType.LUNCH })).status).toBe(200);
  await expect(card.getByTestId('card-state')).toHaveText('Lunch', LIVE);
  await expect(card.getByTestId('card-hold')).toContainText(/Lunch since \d{2}:\d{2}/);
  await expect(card.getByTestId('state-clock')).toHaveText(/^0:00:\d{2}$/);
  await expect(card.getByTestId('pending-tasks')).toHaveText(/^[1-9]\d*$/); // this run's task among them
  await expectAccessible(watcher);

  // Restore: the task is back, with the time it had.
  const restored = await employee('tasks/change/dashboard/restore', {});
  expect(restored.body.task_user_id).toBe(taskUserId);
  await expect(card.getByTestId('card-state')).toHaveText('Working', LIVE);
  await expect(card.getByRole('link', { name: /^W-1 · / })).toBeVisible();

  // From here the watcher's clock moves ahead of the server's. A live event (another session's work)
  // would re-read the floor and bring the server's time back, so the watcher stops listening first.
  await watcher.route('**/api/events*', (route) => route.abort());
  await watcher.reload();
  await expect(card.getByTestId('card-state')).toHaveText('Working');

  // Five hours later on the watcher's clock the task has run past its pessimistic estimate (4 h):
  // the same rule the server applies, run in the browser between events.
  await watcher.clock.fastForward('05:00:00');
  const alert = watcher
    .getByTestId('floor-alerts')
    .locator('[data-kind="past_pessimistic"]')
    .filter({ hasText: EMPLOYEE_NAME });
  await expect(alert).toContainText(M.pastPessimistic(EMPLOYEE_NAME, `W-1 (${job.job_no})`));
  await expect(alert).toHaveAttribute('data-level', 'danger');
  await expect(card.getByTestId('spent')).toHaveAttribute('data-over', 'true');
  await expectAccessible(watcher);

  // From the keyboard: a notice from another session's work may sit over the strip's right side.
  await alert.getByRole('link').focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher).toHaveURL(new RegExp(`/job\\?id=${job.id}&.*t=${taskUserId}`));
  await expect(watcher.getByRole('dialog')).toBeVisible(); // the task's panel opens on its board
  await expectAccessible(watcher);
  // Back on Home the floor is read again (it is read afresh on every visit): that read must be in
  // before the clock moves on, or it lands after the jump and the cards restart from its arrival.
  const reread = watcher.waitForResponse((r) => r.url().endsWith('/api/ongoing_jobs') && r.ok());
  await watcher.goBack();
  await reread;
  await expect(card.getByTestId('card-state')).toHaveText('Working');

  // Three days on, whenever this runs, the timer has outlived a business day: the alert offers to end
  // the day at its close. The server's clock has not moved, so it says there is nothing to end yet.
  // A re-read of the floor (a new company day begins on the moved clock) would bring the server's time
  // back too: the watcher keeps what it has read.
  await watcher.route('**/api/ongoing_jobs', (route) => route.abort());
  await watcher.clock.fastForward(72 * 3600_000);
  const afterHours = watcher
    .getByTestId('floor-alerts')
    .locator('[data-kind="after_hours"]')
    .filter({ hasText: EMPLOYEE_NAME });
  await expect(afterHours).toContainText(M.afterHours(EMPLOYEE_NAME, `W-1 (${job.job_no})`));
  await afterHours.getByRole('button', { name: /^End the day at (17|13):30$/ }).focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher.getByRole('alert').filter({ hasText: M.nothingToEnd })).toBeVisible();

  await employee('tasks/change/dashboard/session_end', {});
  await context.close();
});

test('Home shows eight placeholders while loading and an empty state for a division with no one', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ongoing_jobs', async (route) => {
    await gate;
    // A division without employees, as the server answers one.
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, employees: [], alerts: [] } });
  });
  await loginAs(page, 'hod@demo.local');
  await expect(page.getByTestId('card-placeholder')).toHaveCount(8);
  await expectAccessible(page);
  release();
  await expect(page.getByText(M.noEmployees)).toBeVisible();
  // A HOD sees their own division only: named, not offered as a choice.
  await expect(page.getByTestId('division-fixed')).toContainText('Software');
  await expect(page.getByTestId('division-select')).toHaveCount(0);
  await expectAccessible(page);
});

test('someone without Employee Activities gets the greeting with their screens', async ({ page }) => {
  await loginAs(page, 'employee@demo.local');
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / })).toBeVisible();
  await expect(page.getByRole('heading', { name: M.title })).toHaveCount(0);
  await expectAccessible(page);
});

test('at 1280 px the floor is a grid of cards', async ({ page }) => {
  await loginAs(page, 'admin@demo.local', undefined, `/?division=${TECHNICAL}`);
  const cards = page.getByTestId('employee-card');
  await expect(cards.nth(2)).toBeVisible();
  const boxes = await cards.evaluateAll((list) =>
    list.slice(0, 3).map((c) => c.getBoundingClientRect().toJSON()),
  );
  // Three across, on one row.
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/home-desktop.png', fullPage: true });
});
