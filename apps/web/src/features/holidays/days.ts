import dayjs from 'dayjs';
import type { Holiday } from './api';

/** A Date (local calendar) as the YYYY-MM-DD day the API speaks. */
export const toDay = (date: Date) => dayjs(date).format('YYYY-MM-DD');

export const addDays = (day: string, count: number) => dayjs(day).add(count, 'day').format('YYYY-MM-DD');

/** How many days a holiday lasts, counting both ends. */
export const dayCount = (holiday: Pick<Holiday, 'start' | 'end'>) =>
  dayjs(holiday.end).diff(dayjs(holiday.start), 'day') + 1;

/** 'Fri 25 Dec 2026', or 'Mon 13 Apr – Tue 14 Apr 2026' for a range. */
export function formatRange({ start, end }: Pick<Holiday, 'start' | 'end'>): string {
  const first = dayjs(start);
  const last = dayjs(end);
  if (start === end) return first.format('ddd D MMM YYYY');
  const head = first.year() === last.year() ? first.format('ddd D MMM') : first.format('ddd D MMM YYYY');
  return `${head} – ${last.format('ddd D MMM YYYY')}`;
}

export const overlaps = (holiday: Pick<Holiday, 'start' | 'end'>, range: { from: string; to: string }) =>
  holiday.end >= range.from && holiday.start <= range.to;
