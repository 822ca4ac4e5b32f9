import { describe, expect, it } from 'vitest';
import { quoteOfTheDay, QUOTES } from '../quotes';
import { dayInZone, weekdayOf } from './dates';

describe('dayInZone', () => {
  it('uses the company time zone for the calendar day (UTC+05:30)', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in Colombo.
    expect(dayInZone(new Date('2026-03-01T20:00:00Z'), 'Asia/Colombo')).toBe('2026-03-02');
    expect(dayInZone(new Date('2026-03-01T18:00:00Z'), 'Asia/Colombo')).toBe('2026-03-01');
  });

  it('keeps one formatter per time zone: the same instant is a different day elsewhere', () => {
    const instant = new Date('2026-03-01T20:00:00Z');
    expect(dayInZone(instant, 'Asia/Colombo')).toBe('2026-03-02');
    expect(dayInZone(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dayInZone(instant, 'Asia/Colombo')).toBe('2026-03-02');
  });
});

describe('quoteOfTheDay', () => {
  it('is the same all day and changes the next day', () => {
    const morning = quoteOfTheDay(new Date(2026, 10, 21, 8));
    expect(quoteOfTheDay(new Date(2026, 10, 21, 23))).toBe(morning);
    expect(quoteOfTheDay(new Date(2026, 10, 22, 8))).not.toBe(morning);
    expect(QUOTES).toContain(morning);
  });
});

describe('weekdayOf', () => {
  it('numbers a calendar day from Sunday, whatever the machine’s zone', () => {
    expect(['2026-11-29', '2026-11-30', '2026-12-05', '2027-01-01'].map(weekdayOf)).toEqual([0, 1, 6, 5]);
  });
});
