import { Msg, shiftDay } from '@jobline/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

const M = Msg.planning;

/** Two tasks named for this run, so a retry on the same demo database never meets an earlier run's. */
export const planTasks = (run: string) =>
  [
    {
      task_no: 'P-1',
      task_name: `Survey the counters ${run}`,
      task_description: 'Walk the branch with the manager',
    },
    {
      task_no: 'P-2',
      task_name: `Fit the cabling ${run}`,
      task_description: 'Run the network to the new counters',
    },
  ] as const;

/** The first day after `day` the company opens (not a Sunday). */
export function nextWorkday(day: string): string {
  let next = shiftDay(day, 1);
  while (new Date(`${next}T00:00:00Z`).getUTCDay() === 0) next = shiftDay(next, 1);
  return next;
}

export async function openPlan(page: Page, query = '') {
  await page.goto(`/employee_plan${query}`);
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  await expect(page.locator('.fc-view')).toBeVisible();
}

export async function switchView(page: Page, label: 'Month' | 'Week' | 'Day', viewClass: string) {
  await page.locator('.plan-calendar').getByText(label, { exact: true }).click();
  await expect(page.locator(`.${viewClass}`)).toBeVisible();
}

/** Pages the calendar forward or back until the day is on show. */
export async function showDay(page: Page, day: string, unit: 'week' | 'day' | 'month') {
  const target = page.locator(`[data-date="${day}"]`).first();
  for (let i = 0; i < 3 && !(await target.isVisible()); i++) {
    const forward = day > (await page.locator('[data-date]').first().getAttribute('data-date'))!;
    await page.getByRole('button', { name: `${forward ? 'Next' : 'Previous'} ${unit}` }).click();
  }
  await expect(target).toBeVisible();
}

/** The point of a time-grid slot on a day: the day's column at the slot's row. */
export async function slotPoint(page: Page, day: string, time: string) {
  const column = (await page.locator(`.fc-timegrid-col[data-date="${day}"]`).boundingBox())!;
  const row = page.locator(`.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await row.scrollIntoViewIfNeeded();
  const lane = (await row.boundingBox())!;
  return { x: column.x + column.width / 2, y: lane.y + lane.height / 2 };
}

/** Drags with the mouse in small steps, as a hand would. */
export async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + 24, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y + 24, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

/**
 * Accepts the day-off question when the day is a holiday or leave in the demo company, and waits for
 * the plan's notice. A notice already seen is not looked for again: it closes by itself after a few
 * seconds, and on a busy machine the first look can come near the end of them.
 */
export async function acceptDayOffQuestion(page: Page) {
  const question = page.getByRole('dialog', { name: 'Plan on a day off?' });
  const done = page.getByRole('alert').filter({ hasText: M.planUpdated }).first();
  await expect(question.or(done).first()).toBeVisible();
  if (await question.isVisible()) {
    await question.getByRole('button', { name: M.planAnyway }).click();
    await expect(done).toBeVisible();
  }
}

export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

export const eventOn = (page: Page, day: string, text: string) =>
  page.locator(`.fc-timegrid-col[data-date="${day}"] .fc-event`).filter({ hasText: text });

/**
 * Removes the activities an earlier, interrupted run of a spec left on a demo user's plan (their
 * descriptions start with `prefix`), so a retry does not meet its own meeting as an overlap.
 */
export async function removeLeftActivities(request: APIRequestContext, email: string, prefix: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as { id: number };
  const plan = (await (await request.get(`/api/user/${me.id}/tasks`, { headers })).json()) as {
    activityPlan: { id: number; description: string }[];
  };
  for (const activity of plan.activityPlan.filter((a) => a.description.startsWith(prefix))) {
    await request.delete(`/api/activity-plan/${activity.id}`, { headers });
  }
}
