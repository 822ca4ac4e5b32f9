import { ACTIVITY_TYPE_LABELS, type ActivityType, type WorksheetRow } from '@jobline/shared';

/** What a worksheet row is, for its colour and name: work, a hold of one type, or time on no task. */
export interface RowKind {
  name: string;
  /** A Mantine colour. */
  color: string;
}

const WORK: RowKind = { name: 'Work', color: 'blue' };
const IDLE: RowKind = { name: 'At work, no task', color: 'red' };
const HOLD_COLORS: Record<number, string> = {
  6: 'grape',
  7: 'orange',
  8: 'yellow',
  9: 'gray',
  10: 'teal',
  11: 'lime',
  14: 'cyan',
};

export function kindOf(row: Pick<WorksheetRow, 'state' | 'comment_type'>): RowKind {
  if (row.comment_type === 1) return WORK;
  if (row.comment_type === 99) return IDLE;
  return {
    name: ACTIVITY_TYPE_LABELS[row.comment_type as ActivityType] ?? 'Hold',
    color: HOLD_COLORS[row.comment_type] ?? 'gray',
  };
}

/** The kinds the legend explains, in the order of the cards. */
export const LEGEND: RowKind[] = [
  WORK,
  ...[6, 7, 8, 11, 10, 14, 9].map((t) => kindOf({ state: 2, comment_type: t })),
  IDLE,
];

/** Minutes since the company's midnight of an instant (08:30 → 510). */
export function minuteOfDay(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** A day as the worksheet names it: Mon 10 Nov 2026. */
export const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A day in a table cell: Wed 18 Nov. */
export const shortDayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
