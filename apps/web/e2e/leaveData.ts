import dayjs from 'dayjs';
import type { Browser, Page } from '@playwright/test';
import { callApi, expect, loginAs } from './fixtures';

/** The Technical division's head reviews its leave; its people ask in these flows. */
export const HOD = { name: 'Ruwan Herath', email: 'ruwan.herath@demo.local' };

/** A page of its own (its own session) for a second person in one flow. */
export async function signedInPage(browser: Browser, email: string, width = 1280, path = '/') {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 740 : 800 },
    isMobile: width < 500,
    hasTouch: width < 500,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await loginAs(page, email, undefined, path);
  return page;
}

/**
 * The first Tuesday at least `ahead` days from now whose Tuesday and Wednesday are not company
 * holidays (asked from the server), so a two-day leave on them is two working days.
 */
export async function freeTuesday(page: Page, ahead: number) {
  let day = dayjs().add(ahead, 'day');
  day = day.add((2 - day.day() + 7) % 7, 'day');
  for (;;) {
    const from = day.format('YYYY-MM-DD');
    const to = day.add(1, 'day').format('YYYY-MM-DD');
    const { body } = await callApi(page, `holiday?from=${from}&to=${to}`);
    if (!(body.holidays as unknown[]).length) return day;
    day = day.add(7, 'day');
  }
}

/** Picks a range in a day range picker labelled `label` inside `scope`: the first day, then the last. */
export async function pickRange(page: Page, label: string, first: dayjs.Dayjs, last: dayjs.Dayjs) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: `Choose ${label.toLowerCase()}` });
  const next = calendar.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  for (const day of [first, last]) {
    const button = calendar.getByRole('button', { name: day.format('D MMMM YYYY'), exact: true });
    for (let i = 0; i < 3 && !(await button.isVisible()); i++) await next.click();
    await button.click();
  }
}

/** The leave dialog, opened from the profile menu as the spec has it. */
export async function openLeaveForm(page: Page) {
  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Apply Leave Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Leave Request' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens Employee Leave Details from the menu. */
export async function openLeaveDetails(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Employee Leave Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Leave Details' })).toBeVisible();
}

/** The menu sits in a drawer on a phone: open it first. */
export async function openLeaveDetailsOnPhone(page: Page) {
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await openLeaveDetails(page);
}
