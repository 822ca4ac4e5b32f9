import { Msg, shiftDay } from '@jobline/shared';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';
import { apiAs, assignedJob } from './boardsData';
import {
  acceptDayOffQuestion,
  dragTo,
  eventOn,
  nextWorkday,
  openPlan,
  planTasks,
  removeLeftActivities,
  showDay,
  slotPoint,
  switchView,
  toast,
} from './planningData';

const M = Msg.planning;
/**
 * A sales manager whose plan this spec owns and no other spec touches (notices from other people's
 * work would cover the calendar mid-drag); Thilini Munasinghe heads the Marketing division.
 */
const EMPLOYEE = { name: 'Ravindu Kodikara', email: 'ravindu.kodikara@demo.local' };
const HEAD = 'thilini.munasinghe@demo.local';
const COLLEAGUE = 'Sahan Wanigasekara';
/** The Technical division's head, who sees its approved leave on its people's plans. */
const TECHNICAL_HEAD = 'ruwan.herath@demo.local';

// A long journey with an accessibility check at every state.
test.describe.configure({ timeout: 240_000 });

test.describe('Employee Plan', () => {
  test('an employee plans a task by dragging it, adds a meeting, is refused the past, and the head sees it live', async ({
    page,
    browser,
    request,
  }) => {
    const run = Date.now().toString(36);
    const label = `plan-${run}`;
    const [p1, p2] = planTasks(run).map((t) => `${t.task_no} ${t.task_name}`);
    const job = await assignedJob(request, { holder: EMPLOYEE.name, label, tasks: planTasks(run) });
    const target = nextWorkday(job.today);
    const description = `Site walk with the manager ${label}`;
    await removeLeftActivities(request, EMPLOYEE.email, 'Site walk with the manager');

    await loginAs(page, EMPLOYEE.email);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
    // Sunday is hidden, business hours are shaded, each day says how much is planned.
    await expect(page.locator('.fc-col-header-cell.fc-day-sun')).toHaveCount(0);
    await expect(page.getByTestId('day-total').first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Open jobs' });
    const task = list.getByTestId('plan-task').filter({ hasText: p1 });
    await expect(task).toContainText('Not planned');
    await expectAccessible(page);

    // The head of the division watches the same plan in a second window.
    const headContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const head = await headContext.newPage();
    await loginAs(head, HEAD);
    await openPlan(head, `?emp=${job.holderId}`);
    await expect(head.getByText(`${EMPLOYEE.name}'s plan`)).toBeVisible();
    await showDay(head, target, 'week');
    await expectAccessible(head);

    // Drag the task onto the next working day at 10:00.
    await showDay(page, target, 'week');
    await dragTo(page, task, await slotPoint(page, target, '10:00'));
    await acceptDayOffQuestion(page);
    await expect(eventOn(page, target, p1)).toBeVisible();
    await expect(eventOn(page, target, p1)).toContainText('10:00');
    await expect(task).not.toContainText('Not planned');
    await expectAccessible(page);
    await expect(eventOn(head, target, p1)).toBeVisible();

    // Dragging the planned task moves it: an hour later (once the first notice has gone).
    await expect(toast(page, M.planUpdated)).toBeHidden();
    await dragTo(page, eventOn(page, target, p1), await slotPoint(page, target, '11:00'));
    await acceptDayOffQuestion(page);
    await expect(eventOn(page, target, p1)).toContainText(/^11:(00|15)/);
    await expect(eventOn(head, target, p1)).toContainText(/^11:(00|15)/);

    // A free slot opens the Activity dialog: a meeting at 15:00.
    await page.mouse.click(...(Object.values(await slotPoint(page, target, '15:00')) as [number, number]));
    const dialog = page.getByRole('dialog', { name: `Add an activity to ${EMPLOYEE.name}'s plan` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Meeting' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'From' })).toHaveValue('15:00');
    await dialog.getByRole('button', { name: M.addActivity }).click();
    await expect(dialog).toContainText(M.descriptionRequired);
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: M.addActivity }).click();
    await expect(toast(page, M.planUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const meeting = eventOn(page, target, `Meeting: ${description}`);
    await expect(meeting).toBeVisible();
    await expect(eventOn(head, target, `Meeting: ${description}`)).toBeVisible();
    await expect(
      page.locator(`.fc-col-header-cell[data-date="${target}"]`).getByTestId('day-total'),
    ).not.toHaveText('0 h');

    // An overlapping activity is refused by the server, next to the field.
    const overlap = await callApi(page, 'activity-plan', {
      title: 'Personal',
      description: 'Overlaps the meeting',
      start: `${target} 15:10`,
      end: `${target} 15:20`,
      user_id: job.holderId,
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual({ start: M.activityOverlap });

    // The task opens its dialog from the keyboard: Back Log has no activities yet.
    await eventOn(page, target, p1).focus();
    await page.keyboard.press('Enter');
    const taskDialog = page.getByRole('dialog').filter({ hasText: p1 });
    await expect(taskDialog).toContainText(M.noActivities);
    await expect(taskDialog).toContainText('Walk the branch with the manager');
    await expectAccessible(page);
    await taskDialog.getByRole('button', { name: 'Close' }).click();

    // A past day is refused, dropped or clicked, and nothing is planned.
    await switchView(page, 'Month', 'fc-dayGridMonth-view');
    const past = await page.locator('.fc-daygrid-day[data-date]').evaluateAll(
      (cells, today) =>
        cells
          .map((c) => c.getAttribute('data-date')!)
          .filter((d) => d < today)
          .pop() ?? null,
      job.today,
    );
    if (past) {
      const second = page
        .getByRole('region', { name: 'Open jobs' })
        .getByTestId('plan-task')
        .filter({ hasText: p2! });
      const cell = (await page.locator(`.fc-daygrid-day[data-date="${past}"]`).boundingBox())!;
      await dragTo(page, second, { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 });
      await expect(toast(page, M.previousDays)).toBeVisible();
      await expect(second).toContainText('Not planned');
      await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height - 8);
      await expect(toast(page, M.previousDates)).toBeVisible();
    }
    const refused = await page.evaluate(
      async ({ body }) => {
        const res = await fetch('/api/user/task_plan', {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${localStorage.getItem('jobline.token')}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: await res.json() };
      },
      {
        body: {
          id: job.rows[1]!.task_user_id,
          user_id: job.holderId,
          plan_date: `${shiftDay(job.today, -1)} 10:00`,
        },
      },
    );
    expect(refused).toEqual({
      status: 400,
      body: { message: M.previousDays, errors: { plan_date: M.previousDays } },
    });
    await expectAccessible(page);

    // The meeting can be deleted again, once confirmed.
    await switchView(page, 'Week', 'fc-timeGridWeek-view');
    await showDay(page, target, 'week');
    await meeting.click();
    const view = page.getByRole('dialog', { name: 'Meeting' });
    await expect(view).toContainText(description);
    await expectAccessible(page);
    await view.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: M.deleteActivityConfirm });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, M.planUpdated)).toBeVisible();
    await expect(meeting).toHaveCount(0);
    await expect(eventOn(head, target, `Meeting: ${description}`)).toHaveCount(0);
    await headContext.close();
  });

  test('a private calendar feed is made, read without a login, and revoked after a confirmation', async ({
    page,
    request,
  }) => {
    await loginAs(page, EMPLOYEE.email);
    await openPlan(page);
    const feed = page.getByRole('region', { name: M.feedTitle });
    await expect(feed).toBeVisible();
    // A run before this one may have left a link: start from none.
    if (await feed.getByRole('button', { name: 'Revoke link' }).isVisible()) {
      await feed.getByRole('button', { name: 'Revoke link' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    }
    await expect(feed).toContainText(M.feedNone);
    await expectAccessible(page);

    await feed.getByRole('button', { name: 'Make a calendar link' }).click();
    await expect(feed).toContainText(M.feedCreated);
    const url = await feed.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectAccessible(page);

    const ics = await request.get(new URL(url).pathname);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    await feed.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the calendar link?' });
    await expect(confirm).toContainText(M.feedRevokeConfirm);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, M.feedRevoked)).toBeVisible();
    await expect(feed).toContainText(M.feedNone);
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  });

  test('an employee cannot open a colleague’s plan; the head of the division can', async ({
    page,
    request,
  }) => {
    const asHead = await apiAs(request, HEAD);
    const users = (await asHead('users')).body.users as { id: number; name: string }[];
    const colleague = users.find((u) => u.name === COLLEAGUE)!;
    await loginAs(page, EMPLOYEE.email);
    await openPlan(page, `?emp=${colleague.id}`);
    await expect(page.getByText(M.otherEmployee).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: M.employee })).toHaveCount(0);
    await expectAccessible(page);
    expect((await asHead(`user/${colleague.id}/tasks`)).status).toBe(200);
  });

  test('approved leave shades its days on the plan', async ({ page, request }) => {
    // Buddhika Jayawardena's two approved days of leave from the demo, read through his head's eyes.
    const asHead = await apiAs(request, TECHNICAL_HEAD);
    const users = (await asHead('users')).body.users as { id: number; name: string }[];
    const away = users.find((u) => u.name === 'Buddhika Jayawardena')!;
    const plan = (await asHead(`user/${away.id}/tasks`)).body as { leave: { date: string }[] };
    const day = plan.leave[0]!.date;
    await loginAs(page, TECHNICAL_HEAD);
    await openPlan(page, `?emp=${away.id}`);
    await switchView(page, 'Month', 'fc-dayGridMonth-view');
    await showDay(page, day, 'month');
    const shaded = page.locator(`.fc-daygrid-day[data-date="${day}"] .plan-day-off--leave`);
    await expect(shaded).toBeVisible();
    await expect(shaded).toContainText('Leave (Full day)');
    await expectAccessible(page);
  });
});
