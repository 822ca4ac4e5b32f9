/**
 * Three-point estimates of a task sheet (spec 001 §9, R-088..R-092, O-20, O-21). Times are hours.
 * Every figure is shown with two decimals; per-task figures are rounded first, so a total is
 * always the sum of the figures the user sees above it.
 */

/** One task's three times as entered: a blank pessimistic time is null. */
export interface TaskTimes {
  optimistic: number;
  mostLikely: number;
  pessimistic: number | null;
}

/** The times the figures are computed from: the pessimistic time is never blank here. */
export interface NormalisedTimes {
  optimistic: number;
  mostLikely: number;
  pessimistic: number;
}

export interface TaskFigures {
  /** (O + 4M + P) / 6 */
  expected: number;
  /** E + (P − O) */
  topOptimistic: number;
  /** E + 2(P − O) */
  topMostLikely: number;
  /** E + 3(P − O) */
  topPessimistic: number;
}

export interface EstimateTotals extends NormalisedTimes, TaskFigures {
  /** 1.1 × the total most-likely time. */
  deliveryEstimate: number;
  /** √Σ((P − O) / 6)² over the tasks that have all three times. */
  standardDeviation: number;
  /** The expected total ± 1.645 σ: where the job lands nine times in ten. */
  range90: { low: number; high: number };
}

/** The developer delivery estimate's factor on the total most-likely time. */
export const DELIVERY_FACTOR = 1.1;
/** z-score of a two-sided 90 % interval of the normal distribution. */
export const Z_90 = 1.645;

/** Two decimals, without the float noise of 0.1 + 0.2. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Hours as shown everywhere: two decimals. */
export const formatHours = (n: number) => round2(n).toFixed(2);

/**
 * A blank pessimistic time takes the most-likely value; a typed 0 is treated the same, so
 * blank and 0 never differ (O-21).
 */
export function normaliseTimes(times: TaskTimes): NormalisedTimes {
  const { optimistic, mostLikely, pessimistic } = times;
  return { optimistic, mostLikely, pessimistic: pessimistic ? pessimistic : mostLikely };
}

/** O ≤ M ≤ P once normalised, else 'Time allocation error!'. */
export function timesInOrder(times: TaskTimes): boolean {
  const t = normaliseTimes(times);
  return t.optimistic <= t.mostLikely && t.mostLikely <= t.pessimistic;
}

/**
 * A task without one of its three times is a placeholder (O-20): all its figures are zero, and it
 * adds nothing to the spread either.
 */
const complete = (t: NormalisedTimes) => t.optimistic !== 0 && t.mostLikely !== 0 && t.pessimistic !== 0;

const ZERO: TaskFigures = { expected: 0, topOptimistic: 0, topMostLikely: 0, topPessimistic: 0 };

/** Expected and top estimates of one task, each rounded to two decimals. */
export function taskFigures(times: TaskTimes): TaskFigures {
  const t = normaliseTimes(times);
  if (!complete(t)) return ZERO;
  const expected = (t.optimistic + 4 * t.mostLikely + t.pessimistic) / 6;
  const spread = t.pessimistic - t.optimistic;
  return {
    expected: round2(expected),
    topOptimistic: round2(expected + spread),
    topMostLikely: round2(expected + 2 * spread),
    topPessimistic: round2(expected + 3 * spread),
  };
}

/** One task's standard deviation, (P − O) / 6; zero for a placeholder. */
export function taskDeviation(times: TaskTimes): number {
  const t = normaliseTimes(times);
  return complete(t) ? (t.pessimistic - t.optimistic) / 6 : 0;
}

/**
 * The sheet's totals: the sums of the times and figures, the delivery estimate, and the job-level
 * spread. Per-task spreads add as variances, not as hours (the sum of top estimates overstates it).
 */
export function estimateTotals(tasks: readonly TaskTimes[]): EstimateTotals {
  const sum = { optimistic: 0, mostLikely: 0, pessimistic: 0, ...ZERO };
  let variance = 0;
  for (const task of tasks) {
    const t = normaliseTimes(task);
    const f = taskFigures(task);
    sum.optimistic += t.optimistic;
    sum.mostLikely += t.mostLikely;
    sum.pessimistic += t.pessimistic;
    sum.expected += f.expected;
    sum.topOptimistic += f.topOptimistic;
    sum.topMostLikely += f.topMostLikely;
    sum.topPessimistic += f.topPessimistic;
    variance += taskDeviation(task) ** 2;
  }
  const deviation = Math.sqrt(variance);
  const expected = round2(sum.expected);
  return {
    optimistic: round2(sum.optimistic),
    mostLikely: round2(sum.mostLikely),
    pessimistic: round2(sum.pessimistic),
    expected,
    topOptimistic: round2(sum.topOptimistic),
    topMostLikely: round2(sum.topMostLikely),
    topPessimistic: round2(sum.topPessimistic),
    deliveryEstimate: round2(DELIVERY_FACTOR * sum.mostLikely),
    standardDeviation: round2(deviation),
    range90: {
      low: round2(Math.max(0, expected - Z_90 * deviation)),
      high: round2(expected + Z_90 * deviation),
    },
  };
}
