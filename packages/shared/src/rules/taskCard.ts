import { isPastDue } from './dates';

/** What a task card's colour depends on (000 §4 Task card colour). */
export interface TaskCardState {
  task_due_date: string | null;
  hasAuthorized: boolean;
  attempts: number;
}

export type TaskCardTone = 'overdue' | 'retried' | 'authorized' | 'default';

/**
 * The card's tone, overdue first (O-24, mirroring the row order of R-123): red when today is past the
 * due date plus a day of grace, warning when authorized and attempted more than once, the authorized
 * tone when authorized, blue otherwise.
 */
export function taskCardTone(task: TaskCardState, today: string): TaskCardTone {
  if (isPastDue(task.task_due_date, today)) return 'overdue';
  if (task.hasAuthorized && task.attempts > 1) return 'retried';
  if (task.hasAuthorized) return 'authorized';
  return 'default';
}

export const TASK_CARD_COLORS: Record<TaskCardTone, string> = {
  overdue: 'red',
  retried: 'yellow',
  authorized: 'teal',
  default: 'blue',
};

/** Text cut with an ellipsis (panel titles 60 and 35, 000 §9; table cells elsewhere). */
export function cut(text: string | null | undefined, length: number): string {
  const value = (text ?? '').trim();
  return value.length > length ? `${value.slice(0, length).trimEnd()}…` : value;
}
