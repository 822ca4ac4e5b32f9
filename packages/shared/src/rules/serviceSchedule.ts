import { daysBetween } from './dates';
import { shiftDay } from './planTimes';

/** A visit due within this many days is listed as due; one past its day as overdue. */
export const SERVICE_DUE_SOON_DAYS = 30;
/** The most service visits an agreement can include a year (monthly). */
export const MAX_VISITS_PER_YEAR = 12;
/** What an agreement includes unless told otherwise: the two service cards' visits (R-137). */
export const DEFAULT_VISITS_PER_YEAR = 2;

/**
 * The days by which an agreement's included visits are due: `visitsPerYear` for each year of its
 * term (rounded, at least one when any), the term split into equal parts, the last due on its last day.
 */
export function visitDueDates(validFrom: string, validTo: string, visitsPerYear: number): string[] {
  if (visitsPerYear <= 0 || validTo < validFrom) return [];
  const termDays = daysBetween(validFrom, validTo) + 1;
  const count = Math.max(1, Math.round((termDays / 365) * visitsPerYear));
  return Array.from({ length: count }, (_, i) =>
    shiftDay(validFrom, Math.round(((i + 1) * termDays) / count) - 1),
  );
}

export type VisitState = 'overdue' | 'due' | 'later';

export interface NextVisit {
  /** 1 for the first included visit. */
  number: number;
  due_date: string;
  state: VisitState;
  /** Included visits whose day has passed and that have not been made (0 unless overdue). */
  behind: number;
  included: number;
}

/**
 * The agreement's next visit to make, counting the visits recorded so far in order: overdue when its
 * day has passed, due when it comes within SERVICE_DUE_SOON_DAYS, later otherwise; null once every
 * included visit has been made.
 */
export function nextVisit(
  agreement: { valid_from: string; valid_to: string; visits_per_year: number },
  visitsDone: number,
  today: string,
): NextVisit | null {
  const dues = visitDueDates(agreement.valid_from, agreement.valid_to, agreement.visits_per_year);
  if (visitsDone >= dues.length) return null;
  const due = dues[visitsDone]!;
  const state: VisitState =
    due < today ? 'overdue' : daysBetween(today, due) <= SERVICE_DUE_SOON_DAYS ? 'due' : 'later';
  return {
    number: visitsDone + 1,
    due_date: due,
    state,
    behind: dues.filter((d) => d < today).length - visitsDone,
    included: dues.length,
  };
}
