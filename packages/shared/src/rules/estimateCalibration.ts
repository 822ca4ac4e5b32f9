/**
 * Estimate calibration, the first step of PERT calibration: for finished tasks, how the time spent
 * compares with the three-point estimate, and per employee the share of tasks that stayed within
 * their most-likely and within their pessimistic estimate. Spent time is whole minutes (the work
 * log's sum); estimates are stored hours.
 */
import { normaliseTimes, type TaskTimes } from './estimate';
import { allocatedMinutes } from './spentTime';

/** One finished task: the minutes spent on it and its three times in hours. */
export interface CalibrationInput extends TaskTimes {
  spentMinutes: number;
}

/** Where the spent time landed: within the optimistic, most-likely or pessimistic time, or over all. */
export type CalibrationBand = 'optimistic' | 'mostLikely' | 'pessimistic' | 'over';

export interface TaskCalibration {
  band: CalibrationBand;
  /** Spent over most-likely, two decimals (1 = exactly as estimated). */
  ratio: number;
  optimisticMinutes: number;
  mostLikelyMinutes: number;
  pessimisticMinutes: number;
}

export interface CalibrationSummary {
  /** Finished tasks with a most-likely estimate: the denominator of both shares. */
  counted: number;
  /** Finished tasks left out because they carry no most-likely estimate (O-20 placeholders). */
  unestimated: number;
  withinMostLikely: number;
  withinPessimistic: number;
  /** Shares in 0..1 (null when nothing was counted). */
  shareWithinMostLikely: number | null;
  shareWithinPessimistic: number | null;
  /** The median of spent / most-likely: above 1 the estimates run short. */
  medianRatio: number | null;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** One task against its estimate; null when it has no most-likely time to compare with. */
export function calibrateTask(task: CalibrationInput): TaskCalibration | null {
  const times = normaliseTimes(task);
  const mostLikelyMinutes = allocatedMinutes(times.mostLikely);
  if (mostLikelyMinutes <= 0) return null;
  const optimisticMinutes = allocatedMinutes(times.optimistic);
  const pessimisticMinutes = Math.max(allocatedMinutes(times.pessimistic), mostLikelyMinutes);
  const spent = Math.max(0, Math.floor(task.spentMinutes));
  const band: CalibrationBand =
    optimisticMinutes > 0 && spent <= optimisticMinutes
      ? 'optimistic'
      : spent <= mostLikelyMinutes
        ? 'mostLikely'
        : spent <= pessimisticMinutes
          ? 'pessimistic'
          : 'over';
  return {
    band,
    ratio: round2(spent / mostLikelyMinutes),
    optimisticMinutes,
    mostLikelyMinutes,
    pessimisticMinutes,
  };
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : round2((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The employee's shares over a set of finished tasks; within means spent ≤ the estimate. */
export function estimateCalibration(tasks: readonly CalibrationInput[]): CalibrationSummary {
  const judged = tasks.map(calibrateTask);
  const counted = judged.filter((t): t is TaskCalibration => t !== null);
  const withinMostLikely = counted.filter((t) => t.band === 'optimistic' || t.band === 'mostLikely').length;
  const withinPessimistic = counted.filter((t) => t.band !== 'over').length;
  const share = (n: number) => (counted.length ? round2(n / counted.length) : null);
  return {
    counted: counted.length,
    unestimated: judged.length - counted.length,
    withinMostLikely,
    withinPessimistic,
    shareWithinMostLikely: share(withinMostLikely),
    shareWithinPessimistic: share(withinPessimistic),
    medianRatio: median(counted.map((t) => t.ratio)),
  };
}
