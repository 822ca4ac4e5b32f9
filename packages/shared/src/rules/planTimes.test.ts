import { describe, expect, it } from 'vitest';
import {
  defaultPlanMinutes,
  formatPlannedMinutes,
  formatWallTime,
  instantOfWallTime,
  parseWallTime,
  plannedMinutesByDay,
  shiftDay,
  wallTimeOf,
} from './planTimes';

const TZ = 'Asia/Colombo';
const w = (text: string) => parseWallTime(text)!;

describe('wall times (O-17: the company clock, no client shift)', () => {
  it('reads YYYY-MM-DD HH:mm, also with a T or seconds', () => {
    expect(parseWallTime('2026-03-02 09:30')).toEqual({ day: '2026-03-02', minutes: 570 });
    expect(parseWallTime('2026-03-02T17:30:00')).toEqual({ day: '2026-03-02', minutes: 1050 });
    expect(formatWallTime({ day: '2026-03-02', minutes: 570 })).toBe('2026-03-02 09:30');
  });

  it('refuses what is not a clock time on a real day', () => {
    for (const bad of [
      '2026-03-02',
      '2026-02-30 09:00',
      '2026-03-02 24:00',
      '2026-03-02 09:60',
      'soon',
      '',
    ]) {
      expect(parseWallTime(bad), bad).toBeNull();
    }
  });

  it('turns the company clock into instants and back (UTC+05:30)', () => {
    const instant = instantOfWallTime(w('2026-03-02 09:00'), TZ);
    expect(instant.toISOString()).toBe('2026-03-02T03:30:00.000Z');
    expect(wallTimeOf(instant, TZ)).toEqual({ day: '2026-03-02', minutes: 540 });
    // 20:00 UTC is already the next day in Colombo.
    expect(wallTimeOf(new Date('2026-03-01T20:00:00Z'), TZ)).toEqual({ day: '2026-03-02', minutes: 90 });
  });

  it('keeps the wall clock across a daylight-saving change elsewhere', () => {
    const instant = instantOfWallTime(w('2026-03-29 09:00'), 'Europe/London');
    expect(instant.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(formatWallTime(wallTimeOf(instant, 'Europe/London'))).toBe('2026-03-29 09:00');
  });

  it('shifts days across months and years', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('plannedMinutesByDay (the per-day hours total, R-169)', () => {
  it('adds the day’s entries and counts overlapping time once', () => {
    const totals = plannedMinutesByDay([
      { start: w('2026-03-02 09:00'), end: w('2026-03-02 11:00') },
      { start: w('2026-03-02 10:00'), end: w('2026-03-02 12:30') },
      { start: w('2026-03-02 14:00'), end: w('2026-03-02 15:00') },
      { start: w('2026-03-03 09:00'), end: w('2026-03-03 09:45') },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ '2026-03-02': 270, '2026-03-03': 45 });
  });

  it('splits an entry at midnight and ignores empty ones', () => {
    const totals = plannedMinutesByDay([
      { start: w('2026-03-02 22:00'), end: w('2026-03-03 01:00') },
      { start: w('2026-03-04 09:00'), end: w('2026-03-04 09:00') },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ '2026-03-02': 120, '2026-03-03': 60 });
  });

  it('reads as hours and minutes', () => {
    expect(formatPlannedMinutes(270)).toBe('4 h 30 min');
    expect(formatPlannedMinutes(45)).toBe('45 min');
    expect(formatPlannedMinutes(120)).toBe('2 h');
    expect(formatPlannedMinutes(0)).toBe('0 h');
  });
});

describe('defaultPlanMinutes', () => {
  it('plans the most-likely estimate, rounded to a quarter hour, within half an hour and a day', () => {
    expect(defaultPlanMinutes(2)).toBe(120);
    expect(defaultPlanMinutes(1.3)).toBe(75);
    expect(defaultPlanMinutes(0.1)).toBe(30);
    expect(defaultPlanMinutes(12)).toBe(480);
    expect(defaultPlanMinutes(0)).toBe(60);
  });
});
