import { describe, expect, it } from 'vitest';
import { nextVisit, visitDueDates } from './serviceSchedule';

const year = { valid_from: '2026-01-01', valid_to: '2026-12-31' };

describe('visitDueDates', () => {
  it('splits a year into equal parts, the last visit due on the last day', () => {
    expect(visitDueDates('2026-01-01', '2026-12-31', 2)).toEqual(['2026-07-02', '2026-12-31']);
    expect(visitDueDates('2026-01-01', '2026-12-31', 4)).toEqual([
      '2026-04-01',
      '2026-07-02',
      '2026-10-01',
      '2026-12-31',
    ]);
  });

  it('counts visits for the length of the term, at least one', () => {
    expect(visitDueDates('2026-01-01', '2027-12-31', 2)).toHaveLength(4);
    expect(visitDueDates('2026-01-01', '2026-03-31', 2)).toEqual(['2026-03-31']);
  });

  it('has none for an agreement that includes none, or a term that ends before it starts', () => {
    expect(visitDueDates('2026-01-01', '2026-12-31', 0)).toEqual([]);
    expect(visitDueDates('2026-12-31', '2026-01-01', 2)).toEqual([]);
  });
});

describe('nextVisit', () => {
  const agreement = { ...year, visits_per_year: 2 };

  it('is due within 30 days of its day, later before that, overdue after it', () => {
    expect(nextVisit(agreement, 0, '2026-05-01')).toMatchObject({ number: 1, state: 'later', behind: 0 });
    expect(nextVisit(agreement, 0, '2026-06-02')).toMatchObject({ state: 'due', due_date: '2026-07-02' });
    expect(nextVisit(agreement, 0, '2026-07-02')).toMatchObject({ state: 'due' });
    expect(nextVisit(agreement, 0, '2026-07-03')).toMatchObject({ state: 'overdue', behind: 1 });
  });

  it('moves on with the visits made, counting how many are behind', () => {
    expect(nextVisit(agreement, 1, '2026-07-03')).toMatchObject({ number: 2, due_date: '2026-12-31' });
    expect(nextVisit({ ...year, visits_per_year: 4 }, 0, '2026-10-02')).toMatchObject({
      number: 1,
      state: 'overdue',
      behind: 3,
      included: 4,
    });
    expect(nextVisit(agreement, 2, '2026-12-31')).toBeNull();
    expect(nextVisit({ ...year, visits_per_year: 0 }, 0, '2026-12-31')).toBeNull();
  });
});
