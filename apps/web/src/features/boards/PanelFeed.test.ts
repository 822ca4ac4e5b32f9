import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@jobline/shared';
import { feedText } from './PanelFeed';
import { matchesJobNo } from './CardsPage';

const entry = (extra: Partial<ActivityEntry>) =>
  ({ comment_type: 1, comment: null, prev_section: null, section_name: null, ...extra }) as ActivityEntry;

describe('feedText', () => {
  it('reads a move as "moved this task from X to Y" (R-030)', () => {
    expect(feedText(entry({ prev_section: 'Picked', section_name: 'Ongoing' }))).toBe(
      'moved this task from Picked to Ongoing',
    );
    expect(feedText(entry({ prev_section: 'QC', section_name: 'Picked', comment: 'Fix the total' }))).toBe(
      'moved this task from QC to Picked: Fix the total',
    );
  });

  it('shows any other entry as its text', () => {
    expect(feedText(entry({ comment_type: 17, comment: 'Waiting for the customer' }))).toBe(
      'Waiting for the customer',
    );
    expect(feedText(entry({ comment_type: 3 }))).toBe('');
  });
});

describe('matchesJobNo', () => {
  it('matches job numbers whatever the case of the search (spec 000 §2)', () => {
    expect(matchesJobNo('J26-00012', 'j26-0001')).toBe(true);
    expect(matchesJobNo('J26-00012', ' 00012 ')).toBe(true);
    expect(matchesJobNo('J26-00012', '')).toBe(true);
    expect(matchesJobNo('J26-00012', 'J25')).toBe(false);
  });
});
