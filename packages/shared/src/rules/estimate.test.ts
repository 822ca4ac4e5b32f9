import { describe, expect, it } from 'vitest';
import {
  estimateTotals,
  formatHours,
  normaliseTimes,
  round2,
  taskDeviation,
  taskFigures,
  timesInOrder,
  type TaskTimes,
} from './estimate';

const times = (optimistic: number, mostLikely: number, pessimistic: number | null): TaskTimes => ({
  optimistic,
  mostLikely,
  pessimistic,
});

describe('taskFigures (spec 001 §9)', () => {
  it('computes expected and the top estimates of a complete task, to two decimals', () => {
    // E = (2 + 16 + 8) / 6 = 4.333…, P − O = 6
    expect(taskFigures(times(2, 4, 8))).toEqual({
      expected: 4.33,
      topOptimistic: 10.33,
      topMostLikely: 16.33,
      topPessimistic: 22.33,
    });
    // E = (1 + 8 + 3) / 6 = 2, P − O = 2
    expect(taskFigures(times(1, 2, 3))).toEqual({
      expected: 2,
      topOptimistic: 4,
      topMostLikely: 6,
      topPessimistic: 8,
    });
  });

  it('has every top estimate equal to expected when all three times are the same', () => {
    expect(taskFigures(times(5, 5, 5))).toEqual({
      expected: 5,
      topOptimistic: 5,
      topMostLikely: 5,
      topPessimistic: 5,
    });
  });

  it('lets a blank pessimistic time take the most-likely value', () => {
    // P = 3: E = (1 + 12 + 3) / 6 = 2.666…, P − O = 2
    expect(taskFigures(times(1, 3, null))).toEqual({
      expected: 2.67,
      topOptimistic: 4.67,
      topMostLikely: 6.67,
      topPessimistic: 8.67,
    });
  });

  it('treats a typed 0 pessimistic time like a blank one (O-21)', () => {
    expect(taskFigures(times(1, 3, 0))).toEqual(taskFigures(times(1, 3, null)));
  });

  it('is all zero when the optimistic or most-likely time is zero (O-20)', () => {
    const zero = { expected: 0, topOptimistic: 0, topMostLikely: 0, topPessimistic: 0 };
    expect(taskFigures(times(0, 2, 5))).toEqual(zero);
    expect(taskFigures(times(0, 0, 0))).toEqual(zero);
    expect(taskFigures(times(0, 0, null))).toEqual(zero);
  });

  it('keeps quarter hours exact', () => {
    // E = (0.25 + 2 + 1.25) / 6 = 0.5833…, P − O = 1
    expect(taskFigures(times(0.25, 0.5, 1.25))).toEqual({
      expected: 0.58,
      topOptimistic: 1.58,
      topMostLikely: 2.58,
      topPessimistic: 3.58,
    });
  });
});

describe('timesInOrder (R-089)', () => {
  it.each([
    [times(1, 2, 3), true],
    [times(2, 2, 2), true],
    [times(0, 0, null), true],
    [times(0, 3, null), true],
    [times(1, 3, 0), true],
    [times(3, 2, 4), false],
    [times(1, 4, 3), false],
    [times(5, 4, null), false],
  ])('%o → %s', (t, ok) => {
    expect(timesInOrder(t)).toBe(ok);
  });
});

describe('normaliseTimes and taskDeviation', () => {
  it('fills a blank pessimistic time from the most likely one', () => {
    expect(normaliseTimes(times(1, 3, null))).toEqual({ optimistic: 1, mostLikely: 3, pessimistic: 3 });
    expect(normaliseTimes(times(1, 3, 7))).toEqual({ optimistic: 1, mostLikely: 3, pessimistic: 7 });
  });

  it('is (P − O) / 6, and zero for a placeholder', () => {
    expect(taskDeviation(times(2, 4, 8))).toBe(1);
    expect(taskDeviation(times(0, 4, 8))).toBe(0);
  });
});

describe('estimateTotals', () => {
  const sheet = [times(2, 4, 8), times(1, 2, 3), times(1, 3, null), times(0, 2, 5)];

  it('sums the times and the figures shown per task', () => {
    const totals = estimateTotals(sheet);
    expect(totals).toMatchObject({
      optimistic: 4,
      mostLikely: 11,
      pessimistic: 19, // 8 + 3 + 3 (blank → M) + 5
      expected: 9, // 4.33 + 2 + 2.67 + 0
      topOptimistic: 19, // 10.33 + 4 + 4.67
      topMostLikely: 29, // 16.33 + 6 + 6.67
      topPessimistic: 39, // 22.33 + 8 + 8.67
    });
  });

  it('gives the developer delivery estimate as 1.1 × the total most-likely time', () => {
    expect(estimateTotals(sheet).deliveryEstimate).toBe(12.1);
    expect(estimateTotals([times(1, 3.33, 4)]).deliveryEstimate).toBe(3.66); // 3.663
  });

  it('adds per-task spreads as variances: σ = √(1² + (1/3)² + (1/3)²), range E ± 1.645 σ', () => {
    const totals = estimateTotals(sheet);
    // √(11/9) = 1.10554; 1.645 × 1.10554 = 1.81861
    expect(totals.standardDeviation).toBe(1.11);
    expect(totals.range90).toEqual({ low: 7.18, high: 10.82 });
  });

  it('never puts the low end of the range below zero', () => {
    const totals = estimateTotals([times(0.5, 1, 20)]);
    // E = (0.5 + 4 + 20) / 6 = 4.083…, σ = 19.5 / 6 = 3.25, 1.645 σ = 5.35
    expect(totals.expected).toBe(4.08);
    expect(totals.range90).toEqual({ low: 0, high: 9.43 });
  });

  it('is all zero for no tasks, and for placeholders only', () => {
    const zero = {
      optimistic: 0,
      mostLikely: 0,
      pessimistic: 0,
      expected: 0,
      topOptimistic: 0,
      topMostLikely: 0,
      topPessimistic: 0,
      deliveryEstimate: 0,
      standardDeviation: 0,
      range90: { low: 0, high: 0 },
    };
    expect(estimateTotals([])).toEqual(zero);
    expect(estimateTotals([times(0, 0, null)])).toEqual(zero);
  });
});

describe('round2 and formatHours', () => {
  it('rounds halves up and shows two decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(formatHours(2)).toBe('2.00');
    expect(formatHours(4.3333)).toBe('4.33');
  });
});
