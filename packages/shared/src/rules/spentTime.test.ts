import { describe, expect, it } from 'vitest';
import {
  allocatedMinutes,
  formatMinutes,
  formatSpent,
  NOT_AVAILABLE,
  spentFromMinutes,
  spentLevel,
  spentToMinutes,
} from './spentTime';

describe('spentFromMinutes', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }],
    [59, { days: 0, hours: 0, minutes: 59 }],
    [60, { days: 0, hours: 1, minutes: 0 }],
    [90, { days: 0, hours: 1, minutes: 30 }],
    [1439, { days: 0, hours: 23, minutes: 59 }],
    [1440, { days: 1, hours: 0, minutes: 0 }],
    // 2 days (2880) + 3 h (180) + 7 min
    [3067, { days: 2, hours: 3, minutes: 7 }],
  ])('%i minutes → %o', (minutes, expected) => {
    expect(spentFromMinutes(minutes)).toEqual(expected);
  });

  it('counts negative, fractional and missing amounts sensibly', () => {
    expect(spentFromMinutes(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(spentFromMinutes(61.9)).toEqual({ days: 0, hours: 1, minutes: 1 });
    expect(spentFromMinutes(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('spentToMinutes and formatSpent (R-112: days × 24 + hours, minutes carry)', () => {
  it('adds days as 24 hours', () => {
    // 1 × 1440 + 2 × 60 + 5 = 1565
    expect(spentToMinutes({ days: 1, hours: 2, minutes: 5 })).toBe(1565);
    expect(formatSpent({ days: 1, hours: 2, minutes: 5 })).toBe('26 h 5 min');
  });

  it('carries 60 minutes or more into hours', () => {
    // 2 h + 75 min = 3 h 15 min; 1 day + 2 h + 75 min = 27 h 15 min
    expect(formatSpent({ days: 0, hours: 2, minutes: 75 })).toBe('3 h 15 min');
    expect(formatSpent({ days: 1, hours: 2, minutes: 75 })).toBe('27 h 15 min');
    expect(formatSpent({ days: 0, hours: 0, minutes: 60 })).toBe('1 h 0 min');
  });

  it('shows hours of 24 or more as they are', () => {
    expect(formatSpent({ days: 0, hours: 30, minutes: 0 })).toBe('30 h 0 min');
  });

  it('shows N/A when the spent time is missing (R-113)', () => {
    expect(formatSpent(null)).toBe(NOT_AVAILABLE);
    expect(formatSpent(undefined)).toBe('N/A');
    expect(formatMinutes(null)).toBe('N/A');
    expect(formatMinutes(Number.NaN)).toBe('N/A');
  });

  it('shows zero as zero, not N/A', () => {
    expect(formatSpent({ days: 0, hours: 0, minutes: 0 })).toBe('0 h 0 min');
    expect(formatMinutes(0)).toBe('0 h 0 min');
  });

  it('round-trips through minutes', () => {
    for (const minutes of [0, 1, 59, 60, 1439, 1440, 1441, 10_000]) {
      expect(spentToMinutes(spentFromMinutes(minutes))).toBe(minutes);
    }
  });
});

describe('allocatedMinutes (R-099, O-19: stored × 100 / 25 × 15 = stored × 60)', () => {
  it.each([
    [0, 0],
    [0.25, 15],
    [0.5, 30],
    [1, 60],
    [1.25, 75],
    [2.75, 165],
    ['3.00', 180],
    ['0.50', 30],
  ])('%s hours → %i minutes', (stored, minutes) => {
    expect(allocatedMinutes(stored)).toBe(minutes);
    // The legacy formula gives the same number.
    expect(allocatedMinutes(stored)).toBe(((Number(stored) * 100) / 25) * 15);
  });

  it('treats missing, negative and non-numeric estimates as none', () => {
    expect(allocatedMinutes(null)).toBe(0);
    expect(allocatedMinutes(undefined)).toBe(0);
    expect(allocatedMinutes(-1)).toBe(0);
    expect(allocatedMinutes('abc')).toBe(0);
  });

  it('formats the job total as hours and minutes: 10.5 hours → 10 h 30 min', () => {
    expect(formatMinutes(allocatedMinutes(1) + allocatedMinutes(2) + allocatedMinutes(7.5))).toBe(
      '10 h 30 min',
    );
  });
});

describe('spentLevel (O-18)', () => {
  it('is ok up to 60 %, warn above, over above 100 %', () => {
    expect(spentLevel(60, 100)).toBe('ok');
    expect(spentLevel(61, 100)).toBe('warn');
    expect(spentLevel(100, 100)).toBe('warn');
    expect(spentLevel(101, 100)).toBe('over');
  });

  it('is ok without an estimate', () => {
    expect(spentLevel(500, 0)).toBe('ok');
  });
});
