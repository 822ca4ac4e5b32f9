import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = Date.parse('2026-03-05T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in the largest fitting unit', () => {
    expect(timeAgo(ago(20), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(30 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(timeAgo(ago(15 * 86_400), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(70 * 86_400), now)).toBe('2 months ago');
    expect(timeAgo(ago(800 * 86_400), now)).toBe('2 years ago');
  });

  it('copes with a clock slightly behind the server', () => {
    expect(timeAgo(new Date(now + 10_000).toISOString(), now)).toBe('just now');
  });
});
