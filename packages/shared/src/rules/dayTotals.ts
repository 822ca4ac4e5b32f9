import { ActivityType, LeaveExtent, WorkState } from '../enums';

/**
 * Where a day's time went, from the work log's intervals of that company day (design.md §4b): the
 * worksheet's summary cards, the daily summary, attendance and the reports all add up time with this
 * one function, so no two screens can disagree. O-04: every hold type has a place.
 */

/** One piece of the work log inside one company day, as minutes after that day's midnight. */
export interface DayInterval {
  state: WorkState;
  /** Stored hold type while on hold (6..14), or the off row's type (9 Day Off). */
  holdType: number | null;
  start: number;
  end: number;
}

export interface DayTotals {
  worked: number;
  meeting: number;
  lunch: number;
  /** Short breaks and breaks (O-03: 11 is Break). */
  others: number;
  help: number;
  travelling: number;
  /** Business hours left after taking Day Off. */
  dayOff: number;
  /**
   * At work on no task (an idle row), plus the owed business hours that no row covers and that were
   * not taken off: the worksheet's Unallocated time.
   */
  unallocated: number;
}

export const EMPTY_DAY_TOTALS: DayTotals = {
  worked: 0,
  meeting: 0,
  lunch: 0,
  others: 0,
  help: 0,
  travelling: 0,
  dayOff: 0,
  unallocated: 0,
};

/** The bucket a hold's time falls in. */
export function holdBucket(holdType: number | null): keyof DayTotals {
  switch (holdType) {
    case ActivityType.MEETING:
      return 'meeting';
    case ActivityType.LUNCH:
      return 'lunch';
    case ActivityType.HELP:
      return 'help';
    case ActivityType.TRAVELLING:
      return 'travelling';
    case ActivityType.DAY_OFF:
      return 'dayOff';
    default:
      // Short break (8), break (11) and any hold the menu may add later.
      return 'others';
  }
}

/**
 * The business hours a person owes on a day with leave: none on a full day, the morning or the
 * evening half off a half day, two hours off a short leave (at the start or the end).
 */
export function owedHours(
  open: readonly [number, number] | null,
  leave: { extent: LeaveExtent; evening: boolean } | null,
): readonly [number, number] | null {
  if (!open) return null;
  if (!leave) return open;
  const [start, end] = open;
  if (leave.extent === LeaveExtent.FULL) return null;
  if (leave.extent === LeaveExtent.HALF) {
    const middle = start + Math.round((end - start) / 2);
    return leave.evening ? [start, middle] : [middle, end];
  }
  const SHORT = 120;
  return leave.evening ? [start, Math.max(start, end - SHORT)] : [Math.min(end, start + SHORT), end];
}

const overlap = (a: number, b: number, open: readonly [number, number] | null) =>
  open ? Math.max(0, Math.min(b, open[1]) - Math.max(a, open[0])) : 0;

/**
 * Totals of one day. `open` is the business hours the person owes that day (owedHours; null on a
 * Sunday, a holiday or full-day leave). Worked and holds count wherever they fall; unallocated is
 * the time at work on no task plus what is left of the owed hours that nothing covers, and after a
 * Day Off the rest of the owed hours is Day off rather than unallocated. Minutes are whole: each total is rounded once, at the end.
 */
export function dayTotals(
  intervals: readonly DayInterval[],
  open: readonly [number, number] | null,
): DayTotals {
  const totals = { ...EMPTY_DAY_TOTALS };
  let covered = 0;
  let idleOutside = 0;
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  for (const [i, piece] of sorted.entries()) {
    const length = Math.max(0, piece.end - piece.start);
    if (piece.state === WorkState.OFF) {
      if (piece.holdType !== ActivityType.DAY_OFF) continue;
      // Day Off: the owed hours from it until the next row (or the day's end) are taken off.
      const next = sorted[i + 1]?.start ?? Number.POSITIVE_INFINITY;
      const off = overlap(piece.start, Math.min(piece.end, next), open);
      totals.dayOff += off;
      covered += off;
      continue;
    }
    const inside = overlap(piece.start, piece.end, open);
    if (piece.state === WorkState.IDLE) {
      idleOutside += length - inside;
      continue;
    }
    covered += inside;
    if (piece.state === WorkState.WORKING) totals.worked += length;
    else totals[holdBucket(piece.holdType)] += length;
  }
  const owed = open ? open[1] - open[0] : 0;
  totals.unallocated = Math.max(0, owed - covered) + idleOutside;
  for (const key of Object.keys(totals) as (keyof DayTotals)[]) totals[key] = Math.round(totals[key]);
  return totals;
}
