import { describe, expect, it } from 'vitest';
import { calibrateTask, estimateCalibration } from './estimateCalibration';

const task = (spentMinutes: number, o: number, m: number, p: number | null) => ({
  spentMinutes,
  optimistic: o,
  mostLikely: m,
  pessimistic: p,
});

describe('calibrateTask', () => {
  it('places spent time in the band of the three-point estimate, edges inclusive', () => {
    expect(calibrateTask(task(60, 1, 2, 4))?.band).toBe('optimistic');
    expect(calibrateTask(task(61, 1, 2, 4))?.band).toBe('mostLikely');
    expect(calibrateTask(task(120, 1, 2, 4))?.band).toBe('mostLikely');
    expect(calibrateTask(task(121, 1, 2, 4))?.band).toBe('pessimistic');
    expect(calibrateTask(task(240, 1, 2, 4))?.band).toBe('pessimistic');
    expect(calibrateTask(task(241, 1, 2, 4))).toMatchObject({ band: 'over', ratio: 2.01 });
  });

  it('takes a blank pessimistic time as the most-likely one, and skips tasks without most-likely', () => {
    expect(calibrateTask(task(121, 1, 2, null))).toMatchObject({ band: 'over', pessimisticMinutes: 120 });
    expect(calibrateTask(task(30, 0, 0, 0))).toBeNull();
  });
});

describe('estimateCalibration', () => {
  it('gives the shares within most-likely and within pessimistic over the estimated tasks', () => {
    const summary = estimateCalibration([
      task(45, 1, 2, 4), // optimistic
      task(100, 1, 2, 4), // most-likely
      task(200, 1, 2, 4), // pessimistic
      task(300, 1, 2, 4), // over
      task(30, 0, 0, 0), // no estimate
    ]);
    expect(summary).toEqual({
      counted: 4,
      unestimated: 1,
      withinMostLikely: 2,
      withinPessimistic: 3,
      shareWithinMostLikely: 0.5,
      shareWithinPessimistic: 0.75,
      medianRatio: 1.25,
    });
  });

  it('has no shares when nothing was counted', () => {
    expect(estimateCalibration([])).toMatchObject({
      counted: 0,
      shareWithinMostLikely: null,
      shareWithinPessimistic: null,
      medianRatio: null,
    });
  });
});
