import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expect } from './fixtures';

/** Today in the company's zone, as the dashboard's default range. */
export const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());

/** Picks a range in the dashboard's calendar, paging back to the first day when needed. */
export async function pickRange(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Date range', exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date range' });
  const day = (d: string) =>
    calendar.getByRole('button', { name: dayjs(d).format('D MMMM YYYY'), exact: true });
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
  for (let i = 0; i < 3 && !(await day(start).isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Previous month' }).click();
  }
  await day(start).click();
  for (let i = 0; i < 3 && !(await day(end).isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await day(end).click();
}
