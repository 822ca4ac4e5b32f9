import { describe, expect, it } from 'vitest';
import { cut, taskCardTone } from './taskCard';

describe('taskCardTone (O-24: overdue first, then retried, then authorized)', () => {
  const today = '2026-11-21';
  it('is red once today is past the due date plus one day, whatever else holds', () => {
    expect(taskCardTone({ task_due_date: '2026-11-19', hasAuthorized: true, attempts: 3 }, today)).toBe(
      'overdue',
    );
  });
  it('keeps the grace day: due yesterday is not overdue yet', () => {
    expect(taskCardTone({ task_due_date: '2026-11-20', hasAuthorized: false, attempts: 0 }, today)).toBe(
      'default',
    );
  });
  it('warns when authorized and attempted more than once', () => {
    expect(taskCardTone({ task_due_date: null, hasAuthorized: true, attempts: 2 }, today)).toBe('retried');
    expect(taskCardTone({ task_due_date: null, hasAuthorized: true, attempts: 1 }, today)).toBe('authorized');
  });
  it('is blue when not authorized, however often attempted', () => {
    expect(taskCardTone({ task_due_date: '2026-12-01', hasAuthorized: false, attempts: 5 }, today)).toBe(
      'default',
    );
  });
});

describe('cut', () => {
  it('keeps short text and cuts long text at the limit with an ellipsis', () => {
    expect(cut('  short ', 35)).toBe('short');
    expect(cut('x'.repeat(61), 60)).toBe(`${'x'.repeat(60)}…`);
    expect(cut(null, 10)).toBe('');
    expect(cut('Install the server', 8)).toBe('Install…'); // no space before the ellipsis
  });
});
