/**
 * Spent and allocated time (R-099, R-101, R-112, R-113, O-18, O-19). Every amount is whole minutes
 * inside the app; {days, hours, minutes} is the wire shape of spent time, and screens show
 * "total hours and minutes".
 */

/** Spent time as the API sends it (`spent`, `total_duration`, `total_spent_time`). */
export interface SpentTime {
  days: number;
  hours: number;
  minutes: number;
}

/** What a screen shows when there is no spent time at all. */
export const NOT_AVAILABLE = 'N/A';

/** Task-list rows turn red above 60 % of the most-likely estimate (R-115, O-18). */
export const WARN_RATIO = 0.6;
/** Spent-time text turns red above the whole estimate (R-114, O-18). */
export const OVER_RATIO = 1;

const MINUTES_PER_DAY = 24 * 60;

const wholeOrZero = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;

/** Whole minutes as {days, hours, minutes}; negative or missing counts as none. */
export function spentFromMinutes(totalMinutes: number): SpentTime {
  const total = wholeOrZero(totalMinutes);
  return {
    days: Math.floor(total / MINUTES_PER_DAY),
    hours: Math.floor((total % MINUTES_PER_DAY) / 60),
    minutes: total % 60,
  };
}

/** {days, hours, minutes} as whole minutes: a day is 24 hours and 60 minutes or more carry. */
export function spentToMinutes(spent: Partial<SpentTime>): number {
  return (
    wholeOrZero(spent.days) * MINUTES_PER_DAY + wholeOrZero(spent.hours) * 60 + wholeOrZero(spent.minutes)
  );
}

/** Minutes as "total hours h minutes min", e.g. 1565 → "26 h 5 min"; missing → "N/A". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return NOT_AVAILABLE;
  const total = wholeOrZero(minutes);
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

/**
 * Spent time as total hours and minutes: {days: 1, hours: 2, minutes: 75} → "27 h 15 min".
 * A job or task without spent time shows "N/A".
 */
export function formatSpent(spent: Partial<SpentTime> | null | undefined): string {
  return spent ? formatMinutes(spentToMinutes(spent)) : NOT_AVAILABLE;
}

/**
 * A stored estimate (hours in quarter steps, e.g. most-likely "1.25") in minutes. The legacy
 * "× 100 / 25 × 15" is the same as × 60 (R-099, O-19).
 */
export function allocatedMinutes(storedHours: number | string | null | undefined): number {
  const hours = typeof storedHours === 'string' ? Number(storedHours) : storedHours;
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 ? Math.round(hours * 60) : 0;
}

/** How spent time stands against its estimate: 'over' above OVER_RATIO, 'warn' above WARN_RATIO. */
export function spentLevel(spentMinutes: number, estimateMinutes: number): 'ok' | 'warn' | 'over' {
  if (estimateMinutes <= 0) return 'ok';
  const ratio = spentMinutes / estimateMinutes;
  return ratio > OVER_RATIO ? 'over' : ratio > WARN_RATIO ? 'warn' : 'ok';
}
