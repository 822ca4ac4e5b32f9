import {
  HOLD_REQUEST_LABELS,
  holdOutcome,
  HoldRequestType,
  Msg,
  type BoardTask,
  type JobCard,
  type SectionsResponse,
} from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const M = Msg.boards;

/** The employee's work tasks on all their job boards. */
async function myTasks(page: Page): Promise<BoardTask[]> {
  const cards = (await callApi(page, 'jobs/cards')).body.jobs as JobCard[];
  const all: BoardTask[] = [];
  for (const card of cards) {
    const board = (await callApi(page, 'sections', { type: 1, job_user_id: card.job_user_id }))
      .body as SectionsResponse;
    all.push(...board.sections.flatMap((s) => s.tasks));
  }
  return all;
}

const sectionOf = async (page: Page, taskUserId: number) =>
  (await myTasks(page)).find((t) => t.task_user_id === taskUserId)?.current_section;

async function openMenuItem(page: Page, name: string) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The toast that says how it went (title and message). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

// Long journeys with an accessibility check at every step.
test.describe.configure({ timeout: 180_000 });

test.describe('Holds from the profile menu', () => {
  test('lunch holds the ongoing task, a meeting needs a remark, restore brings it back, the day ends', async ({
    page,
  }) => {
    await loginAs(page, 'employee@demo.local');
    // The employee starts a planned task of theirs, as the board would.
    const picked = (await myTasks(page)).find((t) => t.current_section === 2 && t.task_plan_date);
    expect(picked, 'a planned task in Picked').toBeTruthy();
    const started = await callApi(page, 'activity', {
      task: picked!.task_id,
      taskUserId: picked!.task_user_id,
      previousSection: 2,
      newSection: 3,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    // The menu lists the holds in the spec's order, then quick jobs, restore, session end and leave.
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Profile',
      ...Object.values(HOLD_REQUEST_LABELS),
      'Internal Works/Quick Jobs',
      'Restore',
      'Session End',
      'Apply Leave Request',
      'Logout',
    ]);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Lunch' }).click();

    // Lunch: a confirmation, no remark.
    const lunch = page.getByRole('dialog', { name: 'Lunch' });
    await expect(lunch).toContainText(M.holdConfirm);
    await expect(lunch.getByRole('textbox', { name: 'Remark' })).toHaveCount(0);
    await expectAccessible(page);
    await lunch.getByRole('button', { name: 'Put on hold' }).click();
    await expect(toast(page, holdOutcome(HoldRequestType.LUNCH, true))).toBeVisible();
    await expect(lunch).toBeHidden();
    await expect.poll(() => sectionOf(page, picked!.task_user_id)).toBe(4);

    // Restore: the task the hold put aside is ongoing again.
    await openMenuItem(page, 'Restore');
    await expect(toast(page, M.restored)).toBeVisible();
    await expect.poll(() => sectionOf(page, picked!.task_user_id)).toBe(3);

    // Meeting asks for a remark and says so next to the field.
    await openMenuItem(page, 'Meeting');
    const meeting = page.getByRole('dialog', { name: 'Meeting' });
    await meeting.getByRole('button', { name: 'Put on hold' }).click();
    await expect(meeting.getByText(M.remarkRequired)).toBeVisible();
    await expectAccessible(page);
    await meeting.getByRole('textbox', { name: 'Remark' }).fill('Sprint planning with the team');
    await meeting.getByRole('button', { name: 'Put on hold' }).click();
    await expect(meeting).toBeHidden();
    await expect.poll(() => sectionOf(page, picked!.task_user_id)).toBe(4);
    await openMenuItem(page, 'Restore');
    await expect.poll(() => sectionOf(page, picked!.task_user_id)).toBe(3);

    // Session End confirms, holds the ongoing task and says the day has ended.
    await openMenuItem(page, 'Session End');
    const confirm = page.getByRole('dialog', { name: 'End your working day?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(toast(page, M.sessionEnded)).toBeVisible();
    await expect.poll(() => sectionOf(page, picked!.task_user_id)).toBe(4);

    // Nothing is on hold any more: restore is refused with the server's reason.
    await openMenuItem(page, 'Restore');
    await expect(toast(page, M.nothingToRestore)).toContainText('Error!');
    await expectAccessible(page);

    // Day Off signs the employee out.
    await openMenuItem(page, 'Day Off');
    const dayOff = page.getByRole('dialog', { name: 'Day Off' });
    await expect(dayOff.getByRole('textbox', { name: 'Remark' })).toHaveCount(0);
    await dayOff.getByRole('button', { name: 'Put on hold' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
