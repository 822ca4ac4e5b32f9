/**
 * The colour of a task row in task lists (R-123, O-18), first match wins: Ongoing green, Back Log
 * muted, no due date primary, overdue red, spent above WARN_RATIO of the most-likely estimate red,
 * Finished green, otherwise neutral.
 */
import { TaskSection } from '../enums';
import { isPastDue } from './dates';
import { WARN_RATIO } from './spentTime';

export type TaskRowTone =
  'ongoing' | 'backLog' | 'undated' | 'overdue' | 'overspent' | 'finished' | 'neutral';

export interface TaskRowState {
  section: number;
  due_date: string | null;
  spent_minutes: number;
  most_likely_minutes: number;
  /** The company day the task was finished, when it was: a finished task is late only if it finished late. */
  finished_day: string | null;
}

const FINISHED_SECTIONS: readonly number[] = [TaskSection.FINISHED, TaskSection.PASS];

export function taskRowTone(task: TaskRowState, today: string): TaskRowTone {
  if (task.section === TaskSection.ONGOING) return 'ongoing';
  if (task.section === TaskSection.BACK_LOG) return 'backLog';
  if (!task.due_date) return 'undated';
  const finished = FINISHED_SECTIONS.includes(task.section);
  if (isPastDue(task.due_date, finished && task.finished_day ? task.finished_day : today)) return 'overdue';
  if (task.most_likely_minutes > 0 && task.spent_minutes > WARN_RATIO * task.most_likely_minutes) {
    return 'overspent';
  }
  if (finished) return 'finished';
  return 'neutral';
}

/** What each tone means, for a legend and for screen readers (colour is never the only cue). */
export const TASK_ROW_LABELS: Record<TaskRowTone, string> = {
  ongoing: 'Ongoing',
  backLog: 'Back Log',
  undated: 'No due date',
  overdue: 'Overdue',
  overspent: `Spent over ${Math.round(WARN_RATIO * 100)} % of most-likely`,
  finished: 'Finished',
  neutral: '',
};
