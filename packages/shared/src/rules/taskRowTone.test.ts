import { describe, expect, it } from 'vitest';
import { TaskSection as S } from '../enums';
import { taskRowTone, type TaskRowState } from './taskRowTone';

const today = '2026-03-10';
const row = (o: Partial<TaskRowState>): TaskRowState => ({
  section: S.PICKED,
  due_date: '2026-03-20',
  spent_minutes: 0,
  most_likely_minutes: 100,
  finished_day: null,
  ...o,
});

describe('taskRowTone (R-123, O-18)', () => {
  it('follows the rule order: ongoing, back log, no due date, overdue, spent, finished', () => {
    expect(taskRowTone(row({ section: S.ONGOING, due_date: '2026-01-01' }), today)).toBe('ongoing');
    expect(taskRowTone(row({ section: S.BACK_LOG, due_date: null }), today)).toBe('backLog');
    expect(taskRowTone(row({ due_date: null, spent_minutes: 90 }), today)).toBe('undated');
    expect(taskRowTone(row({ due_date: '2026-03-08', spent_minutes: 90 }), today)).toBe('overdue');
    expect(taskRowTone(row({ spent_minutes: 61 }), today)).toBe('overspent');
    expect(taskRowTone(row({ section: S.FINISHED }), today)).toBe('finished');
    expect(taskRowTone(row({}), today)).toBe('neutral');
  });

  it('turns red above 60 % of most-likely, not at it, and never without an estimate', () => {
    expect(taskRowTone(row({ spent_minutes: 60 }), today)).toBe('neutral');
    expect(taskRowTone(row({ spent_minutes: 500, most_likely_minutes: 0 }), today)).toBe('neutral');
  });

  it('judges a finished task by the day it finished, with a day of grace', () => {
    const done = { section: S.FINISHED, due_date: '2026-03-01' };
    expect(taskRowTone(row({ ...done, finished_day: '2026-03-02' }), today)).toBe('finished');
    expect(taskRowTone(row({ ...done, finished_day: '2026-03-03' }), today)).toBe('overdue');
    expect(taskRowTone(row({ section: S.PASS, due_date: '2026-03-01', finished_day: null }), today)).toBe(
      'overdue',
    );
  });
});
