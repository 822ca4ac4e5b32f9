import { describe, expect, it } from 'vitest';
import { setCompanyTimeZone, shownDay, shownInstant } from './format';

describe('shownInstant', () => {
  it('reads an instant on the company clock, not the device’s', () => {
    setCompanyTimeZone('Asia/Colombo');
    // 03:24 UTC is 08:54 in Colombo; 20:00 UTC is already the next day there.
    expect(shownInstant('2026-11-25T03:24:00Z')).toBe('25/11/2026 08:54');
    expect(shownInstant('2026-11-25T20:00:00Z')).toBe('26/11/2026 01:30');
    setCompanyTimeZone('UTC');
    expect(shownInstant('2026-11-25T03:24:00Z')).toBe('25/11/2026 03:24');
  });

  it('shows a dash for nothing', () => {
    expect(shownInstant(null)).toBe('—');
    expect(shownDay(undefined)).toBe('—');
  });
});
