import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { callApi, expect } from './fixtures';
import { companyToday } from './dashboardRange';

/** The Software engineer whose past days the correction journeys change. */
export const ISURU = 'isuru.karunaratne@demo.local';
/** His name as screens show it: the profile journey gives him a second first name. */
export const ISURU_NAME = 'Isuru(?: Lakshan)? Karunaratne';
/** The waiting list's button that opens his correction of a day. */
export const reviewButtonName = (day: string) =>
  new RegExp(`^Review ${ISURU_NAME}'s correction of ${dayName(day)}$`);

/** A day as the worksheet names it: Mon 10 Nov 2026. */
export const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Past weekdays (not yesterday, so a late run never meets today's edge) on which the person logged
 * work, newest first: the desktop journey takes the first, the phone check the second.
 */
export async function workedWeekdays(page: Page, userId: number, count: number) {
  const found: string[] = [];
  for (let back = 2; back < 16 && found.length < count; back++) {
    const day = dayjs(companyToday()).subtract(back, 'day');
    if (day.day() === 0 || day.day() === 6) continue;
    const d = day.format('YYYY-MM-DD');
    const res = await callApi(page, 'reports/emp_daily_activity', {
      user_id: userId,
      range: { start: d, end: d },
    });
    expect(res.status).toBe(200);
    const rows = res.body.report as { comment_type: number }[];
    if (rows.some((r) => r.comment_type === 1) && !res.body.preset && !res.body.locked) found.push(d);
  }
  expect(found.length, 'worked weekdays in the demo history').toBe(count);
  return found;
}

/** Opens a day's draft through the API, validates it as it stands and sends it to review. */
export async function sendUnchangedCorrection(page: Page, day: string) {
  const opened = await callApi(page, 'reports/activity/edit', { range: { start: day, end: day } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const presetId = opened.body.preset.id as number;
  const valid = await callApi(page, 'activity/custom/save', { preset_id: presetId });
  expect(valid.status, JSON.stringify(valid.body)).toBe(200);
  const sent = await callApi(page, 'reports/emp_daily_activity/request', { preset_id: presetId });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return presetId;
}

/** 'HH:mm' moved by some minutes. */
export const addMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};
