import { describe, expect, it } from 'vitest';
import { holdClock, holdStart } from './holdClock';

describe('the hold clock', () => {
  it('counts hours, minutes and seconds, and days past a day', () => {
    const since = Date.parse('2026-03-02T07:00:00Z');
    expect(holdClock(since, since)).toBe('0:00:00');
    expect(holdClock(since, since + 65_000)).toBe('0:01:05');
    expect(holdClock(since, since + (2 * 3600 + 3 * 60 + 4) * 1000)).toBe('2:03:04');
    expect(holdClock(since, since + (26 * 3600 + 5) * 1000)).toBe('1 d 2:00:05');
  });

  it('never runs backwards when the device clock is behind the server', () => {
    expect(holdClock(Date.parse('2026-03-02T07:00:00Z'), Date.parse('2026-03-02T06:59:00Z'))).toBe('0:00:00');
  });

  it('shows the start on the company’s clock, with the day when it began before today', () => {
    const since = new Date('2026-03-02T07:00:00Z');
    expect(holdStart(since, new Date('2026-03-02T08:00:00Z'), 'Asia/Colombo')).toBe('12:30');
    expect(holdStart(since, new Date('2026-03-03T08:00:00Z'), 'Asia/Colombo')).toBe('Mon 2 Mar 12:30');
  });
});
