import { MoveRefusal } from '@jobline/shared';
import { ApiError, errorMessage } from '../../api/client';

/** The task already ongoing, named by a status-1 refusal. */
export interface OngoingTask {
  task_user_id: number;
  task_no: string;
  job_no: string;
  task_name: string;
}

/** What the board does with a refused move. */
export type Refusal =
  | { kind: 'anotherOngoing'; message: string; ongoing: OngoingTask | null }
  | { kind: 'someoneOnIt'; message: string }
  | { kind: 'invalidSection'; message: string }
  | { kind: 'stale'; message: string }
  | { kind: 'needsAuthorization'; message: string }
  | { kind: 'accessDenied'; message: string }
  | { kind: 'other'; message: string };

const ongoingOf = (body: unknown): OngoingTask | null => {
  const ongoing = (body as { ongoing?: Partial<OngoingTask> } | null)?.ongoing;
  return ongoing && typeof ongoing.task_user_id === 'number'
    ? {
        task_user_id: ongoing.task_user_id,
        task_no: String(ongoing.task_no ?? ''),
        job_no: String(ongoing.job_no ?? ''),
        task_name: String(ongoing.task_name ?? ''),
      }
    : null;
};

/** Reads a failed move's answer: the status in its body says what the screen offers next. */
export function classifyRefusal(error: unknown): Refusal {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { kind: 'other', message };
  switch (error.code) {
    case MoveRefusal.ANOTHER_ONGOING:
      return { kind: 'anotherOngoing', message, ongoing: ongoingOf(error.body) };
    case MoveRefusal.SOMEONE_ELSE_ON_IT:
      return { kind: 'someoneOnIt', message };
    case MoveRefusal.INVALID_SECTION:
      return { kind: 'invalidSection', message };
    case MoveRefusal.STATE_CHANGED:
      return { kind: 'stale', message };
    case MoveRefusal.NEEDS_AUTHORIZATION:
      return { kind: 'needsAuthorization', message };
    case MoveRefusal.ACCESS_DENIED:
      return { kind: 'accessDenied', message };
    default:
      return { kind: 'other', message };
  }
}
