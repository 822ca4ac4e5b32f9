import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { formatMinutes } from '@jobline/shared';
import { callApi, expect } from './fixtures';
import { companyToday } from './dashboardRange';

/** A Software engineer the demo gives two weeks of worked days. */
export const ENGINEER = 'malsha.dissanayake@demo.local';

/** The last full week before today: past weekdays the demo history covers. */
export const pastWeek = () => {
  const yesterday = dayjs(companyToday()).subtract(1, 'day');
  return { start: yesterday.subtract(6, 'day').format('YYYY-MM-DD'), end: yesterday.format('YYYY-MM-DD') };
};

/** Card type → the row comment types it sums (Others: short breaks and breaks). */
const CARD_ROWS: Record<number, number[]> = {
  1: [1],
  6: [6],
  7: [7],
  8: [8, 11],
  10: [10],
  14: [14],
  9: [9],
};

interface Row {
  comment_type: number;
  total_duration: number;
}

/**
 * Reads the worksheet through the API with the page's session and checks each card against the sum of
 * the rows of its kind (Unallocated against the API's own figure); returns the worked minutes.
 */
export async function expectCardsMatchRows(
  page: Page,
  userId: number,
  range: { start: string; end: string },
) {
  const res = await callApi(page, 'reports/emp_daily_activity', { user_id: userId, range });
  expect(res.status).toBe(200);
  const rows = res.body.report as Row[];
  const sum = (types: number[]) =>
    rows.filter((r) => types.includes(r.comment_type)).reduce((n, r) => n + r.total_duration, 0);
  for (const [type, kinds] of Object.entries(CARD_ROWS)) {
    await expect(page.getByTestId(`spent-${type}`).getByTestId('spent-value')).toHaveText(
      formatMinutes(sum(kinds)),
    );
  }
  // Unallocated is the owed day less what was logged, not a sum of rows: it shows as the API says.
  const spents = res.body.all_spents as { type: number; spent: number }[];
  await expect(page.getByTestId('spent-99').getByTestId('spent-value')).toHaveText(
    formatMinutes(spents.find((s) => s.type === 99)!.spent),
  );
  return { worked: sum([1]), rows: rows.length };
}

/** The id of a demo user, from the department's employee list. */
export async function userIdOf(page: Page, divisionId: number, email: string) {
  const res = await callApi(page, `users/division/${divisionId}`);
  const name = email
    .split('@')[0]!
    .split('.')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join(' ');
  const found = (res.body.users as { id: number; name: string }[]).find((u) => u.name === name);
  expect(found, `${name} in division ${divisionId}`).toBeTruthy();
  return found!.id;
}
