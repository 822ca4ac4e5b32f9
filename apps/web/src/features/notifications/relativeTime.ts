import dayjs from 'dayjs';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [604_800, 'day', 86_400],
  [2_629_800, 'week', 604_800],
  [31_557_600, 'month', 2_629_800],
  [Infinity, 'year', 31_557_600],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago an instant was. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return 'just now';
  const [, unit, unitSeconds] = STEPS.find(([limit]) => size < limit)!;
  return relative.format(Math.round(seconds / unitSeconds), unit);
}

/** The exact instant in the browser's time, e.g. "05/03/2026 14:20". */
export const exactTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
