import { describe, expect, it } from 'vitest';
import { calendarBusinessHours, clockOf, closedWeekdays, DEFAULT_BUSINESS_HOURS } from './businessHours';

describe('business hours (R-168)', () => {
  it('opens Mon–Fri 08:30–17:30 and Sat 08:30–13:30, closed on Sunday', () => {
    expect(calendarBusinessHours()).toEqual([
      { daysOfWeek: [1, 2, 3, 4, 5], startTime: '08:30', endTime: '17:30' },
      { daysOfWeek: [6], startTime: '08:30', endTime: '13:30' },
    ]);
    expect(closedWeekdays()).toEqual([0]);
  });

  it('writes minutes after midnight as a clock reads them', () => {
    expect(clockOf(510)).toBe('08:30');
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(1050)).toBe('17:30');
    expect(DEFAULT_BUSINESS_HOURS[6]).toEqual([510, 810]);
  });

  it('groups other hours by the days that share them', () => {
    const hours = [[600, 720], [540, 1020], null, [540, 1020], null, null, null] as const;
    expect(calendarBusinessHours(hours)).toEqual([
      { daysOfWeek: [0], startTime: '10:00', endTime: '12:00' },
      { daysOfWeek: [1, 3], startTime: '09:00', endTime: '17:00' },
    ]);
    expect(closedWeekdays(hours)).toEqual([2, 4, 5, 6]);
  });
});
