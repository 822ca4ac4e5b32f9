import {
  isHours,
  Msg,
  taskNoKey,
  timesInOrder,
  TASK_DESCRIPTION_MAX,
  TASK_NAME_MAX,
  TASK_NO_MAX,
  type SheetTask,
  type TaskLine,
} from '@jobline/shared';

/**
 * The sheet being edited on Create Task: tasks are added, edited and removed here, and one
 * save sends them all. Pure functions, so the rules are tested without a browser.
 */

export type DraftState = 'saved' | 'new' | 'edited';

export interface DraftTask {
  /** Stable across edits: the saved id, or a number given to a new task. */
  key: string;
  id: number | null;
  task_no: string;
  task_name: string;
  task_description: string;
  Time01: number;
  Time02: number;
  /** Blank pessimistic time: it takes the most likely one. */
  Time03: number | null;
  state: DraftState;
  /** Where the saved task stands on the boards ('N/A' when nobody has it). */
  current_status: string;
}

/** The entry row's fields as typed. */
export interface EntryValues {
  task_no: string;
  task_name: string;
  task_description: string;
  optimistic: string | number;
  mostLikely: string | number;
  pessimistic: string | number;
}

export const blankEntry = (): EntryValues => ({
  task_no: '',
  task_name: '',
  task_description: '',
  optimistic: '',
  mostLikely: '',
  pessimistic: '',
});

export const fromSaved = (task: SheetTask): DraftTask => ({
  key: `t${task.id}`,
  id: task.id,
  task_no: task.task_no,
  task_name: task.task_name,
  task_description: task.task_description,
  Time01: task.Time01,
  Time02: task.Time02,
  Time03: task.Time03,
  state: 'saved',
  current_status: task.current_status,
});

export const entryOf = (task: DraftTask): EntryValues => ({
  task_no: task.task_no,
  task_name: task.task_name,
  task_description: task.task_description,
  optimistic: task.Time01,
  mostLikely: task.Time02,
  pessimistic: task.Time03 ?? '',
});

/** Which entry field a message belongs to; 'row' when it is about the whole row. */
export type EntryField = keyof EntryValues | 'row';
export interface EntryProblem {
  field: EntryField;
  message: string;
}

const blank = (v: string | number) => String(v).trim() === '';
/** Hours as typed: blank is 0 (or null for the pessimistic time); anything else must be hours. */
const hoursOf = (v: string | number): number | null => (blank(v) ? null : Number(v));

/**
 * Checks the entry row in the spec's order (001 §5 Task Create): the three texts, a unique task
 * number on the sheet (the task being edited excepted), then O ≤ M ≤ P with a blank P taking M.
 */
export function checkEntry(
  values: EntryValues,
  tasks: readonly DraftTask[],
  editingKey: string | null,
): EntryProblem | { task: Omit<DraftTask, 'key' | 'id' | 'state' | 'current_status'> } {
  const M = Msg.tasking;
  const task_no = values.task_no.trim();
  const task_name = values.task_name.trim();
  const task_description = values.task_description.trim();
  if (!task_no || !task_name || !task_description) {
    const field = !task_no ? 'task_no' : !task_name ? 'task_name' : 'task_description';
    return { field, message: M.fillAllFields };
  }
  if (task_no.length > TASK_NO_MAX) return { field: 'task_no', message: M.taskNoTooLong };
  if (task_name.length > TASK_NAME_MAX) return { field: 'task_name', message: M.taskNameTooLong };
  if (task_description.length > TASK_DESCRIPTION_MAX) {
    return { field: 'task_description', message: M.descriptionTooLong };
  }
  if (tasks.some((t) => t.key !== editingKey && taskNoKey(t.task_no) === taskNoKey(task_no))) {
    return { field: 'task_no', message: M.duplicateTaskNo };
  }
  const times = {
    optimistic: hoursOf(values.optimistic) ?? 0,
    mostLikely: hoursOf(values.mostLikely) ?? 0,
    pessimistic: hoursOf(values.pessimistic),
  };
  for (const [field, value] of [
    ['optimistic', times.optimistic],
    ['mostLikely', times.mostLikely],
    ['pessimistic', times.pessimistic ?? 0],
  ] as const) {
    if (!isHours(value)) return { field, message: M.timeInvalid };
  }
  if (!timesInOrder(times)) return { field: 'row', message: M.timeAllocationError };
  return {
    task: {
      task_no,
      task_name,
      task_description,
      Time01: times.optimistic,
      Time02: times.mostLikely,
      Time03: times.pessimistic,
    },
  };
}

const changed = (a: DraftTask, b: Omit<DraftTask, 'key' | 'id' | 'state' | 'current_status'>) =>
  a.task_no !== b.task_no ||
  a.task_name !== b.task_name ||
  a.task_description !== b.task_description ||
  a.Time01 !== b.Time01 ||
  a.Time02 !== b.Time02 ||
  (a.Time03 ?? a.Time02) !== (b.Time03 ?? b.Time02);

/** The sheet after the entry row is added (no editing key) or written back over the edited task. */
export function applyEntry(
  tasks: readonly DraftTask[],
  task: Omit<DraftTask, 'key' | 'id' | 'state' | 'current_status'>,
  editingKey: string | null,
  newKey: string,
): DraftTask[] {
  if (editingKey === null) {
    return [...tasks, { ...task, key: newKey, id: null, state: 'new', current_status: 'N/A' }];
  }
  return tasks.map((t) =>
    t.key !== editingKey || !changed(t, task)
      ? t
      : { ...t, ...task, state: t.state === 'new' ? 'new' : 'edited' },
  );
}

/** The sheet without one task; a saved one joins the removed list the save sends. */
export function withoutTask(tasks: readonly DraftTask[], removed: readonly number[], key: string) {
  const task = tasks.find((t) => t.key === key);
  return {
    tasks: tasks.filter((t) => t.key !== key),
    removed: task?.id ? [...removed, task.id] : [...removed],
  };
}

/** The tasks as POST tasks/store takes them: status 0 new, 1 edited (saved ones unchanged too). */
export const toStoreLines = (tasks: readonly DraftTask[]): TaskLine[] =>
  tasks.map((t) => ({
    id: t.id,
    task_no: t.task_no,
    task_name: t.task_name,
    task_description: t.task_description,
    Time01: t.Time01,
    Time02: t.Time02,
    Time03: t.Time03,
    status: t.id === null ? 0 : 1,
  }));

/** "2 added, 1 edited, 1 removed" for the save bar. */
export function changeSummary(tasks: readonly DraftTask[], removed: readonly number[]) {
  const added = tasks.filter((t) => t.state === 'new').length;
  const edited = tasks.filter((t) => t.state === 'edited').length;
  return [
    added && `${added} added`,
    edited && `${edited} edited`,
    removed.length && `${removed.length} removed`,
  ]
    .filter(Boolean)
    .join(', ');
}
