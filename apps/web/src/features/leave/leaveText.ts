import dayjs from 'dayjs';
import { LeaveCancelStatus, LeaveStatus, type LeaveCount } from '@jobline/shared';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 days, 1 half day' — what a request takes; 'No leave' when nothing. */
export function countText(count: LeaveCount): string {
  const parts = [
    count.days ? plural(count.days, 'day', 'days') : null,
    count.half_days ? plural(count.half_days, 'half day', 'half days') : null,
    count.short_leaves ? plural(count.short_leaves, 'short leave', 'short leaves') : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No leave';
}

export const countOf = (l: { day_count: number; half_day_count: number; short_leave_count: number }) =>
  countText({ days: l.day_count, half_days: l.half_day_count, short_leaves: l.short_leave_count });

/** 'Tue 3 Dec 2030', or 'Tue 3 – Wed 4 Dec 2030' for a range. */
export function dayRangeText(start: string, end: string): string {
  const first = dayjs(start);
  const last = dayjs(end);
  if (start === end) return first.format('ddd D MMM YYYY');
  if (first.year() !== last.year())
    return `${first.format('ddd D MMM YYYY')} – ${last.format('ddd D MMM YYYY')}`;
  if (first.month() !== last.month())
    return `${first.format('ddd D MMM')} – ${last.format('ddd D MMM YYYY')}`;
  return `${first.format('ddd D')} – ${last.format('ddd D MMM YYYY')}`;
}

/** The status badge's colour. */
export function statusColor(status: number, cancelStatus: number | null): string {
  if (status === LeaveStatus.PENDING) return 'yellow';
  if (status === LeaveStatus.APPROVED) return cancelStatus === LeaveCancelStatus.PENDING ? 'orange' : 'teal';
  if (status === LeaveStatus.CANCELLED) return 'gray';
  return 'red';
}

/** What a count takes of one allowance kind (1 days, 2 half days, 3 short leaves). */
export const countOfKind = (count: LeaveCount | undefined, kind: number) =>
  !count ? 0 : kind === 1 ? count.days : kind === 2 ? count.half_days : count.short_leaves;
