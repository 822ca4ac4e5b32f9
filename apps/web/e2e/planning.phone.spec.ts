import { Msg, shiftDay } from '@jobline/shared';
import { expect, expectAccessible, loginAs, pickDay, test } from './fixtures';
import { assignedJob } from './boardsData';
import {
  acceptDayOffQuestion,
  eventOn,
  nextWorkday,
  planTasks,
  removeLeftActivities,
  showDay,
  slotPoint,
  toast,
} from './planningData';

const M = Msg.planning;
/** The Technical division's team lead plans his own days on a phone; this spec owns his test job. */
const LEAD = { name: 'Janaka Liyanage', email: 'janaka.liyanage@demo.local' };

test.describe.configure({ timeout: 240_000 });

test('on a phone the plan is a day: a task planned with its button, an activity added and deleted, the past refused', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout only');
  const run = Date.now().toString(36);
  const label = `plan-phone-${run}`;
  const p1 = `P-1 Survey the counters ${run}`;
  const job = await assignedJob(request, { holder: LEAD.name, label, tasks: planTasks(run) });
  const target = nextWorkday(job.today);
  const description = `Collect the spare printer ${label}`;
  await removeLeftActivities(request, LEAD.email, 'Collect the spare printer');

  await loginAs(page, LEAD.email);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  // A phone opens on the day, its toolbar fits, and nothing is wider than the screen.
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).scrollIntoViewIfNeeded();
  for (const control of [
    page.getByRole('button', { name: 'Next day' }),
    page.getByText('Month', { exact: true }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // Plan the first task with its button: no dragging needed.
  const task = page
    .getByRole('region', { name: 'Open jobs' })
    .getByTestId('plan-task')
    .filter({ hasText: 'P-1' });
  await task.getByRole('button', { name: `Plan ${p1}` }).click();
  const planDialog = page.getByRole('dialog', { name: `Plan ${p1}` });
  await pickDay(planDialog, 'Day', target);
  await planDialog.getByRole('textbox', { name: 'From' }).fill('11:00');
  await planDialog.getByRole('textbox', { name: 'To' }).fill('10:00');
  await planDialog.getByRole('button', { name: 'Plan task' }).click();
  await expect(planDialog).toContainText(M.endBeforeStart);
  await expectAccessible(page);
  await planDialog.getByRole('textbox', { name: 'To' }).fill('12:30');
  await planDialog.getByRole('button', { name: 'Plan task' }).click();
  await acceptDayOffQuestion(page);
  await expect(planDialog).toBeHidden();
  await showDay(page, target, 'day');
  await expect(eventOn(page, target, p1)).toContainText('11:00');
  await expectAccessible(page);

  // The task's dialog fills the screen; Back Log has no activities yet.
  await eventOn(page, target, p1).click();
  const taskDialog = page.getByRole('dialog').filter({ hasText: p1 });
  await expect(taskDialog).toContainText(M.noActivities);
  await expectAccessible(page);
  await taskDialog.getByRole('button', { name: 'Close' }).click();

  // An activity through the Add activity button.
  await page.getByRole('button', { name: 'Add activity' }).click();
  const add = page.getByRole('dialog', { name: `Add an activity to ${LEAD.name}'s plan` });
  await add.getByText('Personal', { exact: true }).click();
  await pickDay(add, 'Day', target);
  await add.getByRole('textbox', { name: 'From' }).fill('16:00');
  await add.getByRole('textbox', { name: 'To' }).fill('16:45');
  await add.getByRole('textbox', { name: 'Description' }).fill(description);
  await expectAccessible(page);
  await add.getByRole('button', { name: M.addActivity }).click();
  await expect(toast(page, M.planUpdated)).toBeVisible();
  const activity = eventOn(page, target, `Personal: ${description}`);
  await expect(activity).toBeVisible();

  // Tapping a past day is refused with the spec's message.
  const yesterday = shiftDay(job.today, -1);
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  const shown = await page.locator('.fc-timegrid-col[data-date]').first().getAttribute('data-date');
  expect(shown! <= yesterday).toBe(true);
  const point = await slotPoint(page, shown!, '10:00');
  await page.mouse.click(point.x, point.y);
  await expect(toast(page, M.previousDates)).toBeVisible();

  // The activity is deleted again, once confirmed.
  await showDay(page, target, 'day');
  await activity.click();
  const view = page.getByRole('dialog', { name: 'Personal' });
  await expectAccessible(page);
  await view.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: M.deleteActivityConfirm })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, M.planUpdated)).toBeVisible();
  await expect(activity).toHaveCount(0);
});
