import { Msg, taskLine, taskNoKey, type SheetTask, type TaskLine } from '@jobline/shared';

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
  /** The field to mark first (and focus). */
  field: EntryField;
  /** The row's summary under the entry row. */
  message: string;
  /** Each wrong field's own message, shown beside it. */
  fields?: Partial<Record<keyof EntryValues, string>>;
}

type EntryTask = Omit<DraftTask, 'key' | 'id' | 'state' | 'current_status'>;

/** The wire's field names (POST tasks/store) mapped back onto the entry row's. */
const FIELD_OF: Record<string, keyof EntryValues> = {
  task_no: 'task_no',
  task_name: 'task_name',
  task_description: 'task_description',
  Time01: 'optimistic',
  Time02: 'mostLikely',
  Time03: 'pessimistic',
};
const REQUIRED = ['task_no', 'task_name', 'task_description'] as const;

const blank = (v: string | number) => String(v).trim() === '';
/** Hours as typed, for the shared schema: blank O and ML are 0, a blank P takes ML. */
const typed = (v: string | number) => (blank(v) ? undefined : String(v).trim());

/**
 * Checks the entry row with the very schema POST tasks/store uses (so the form and the server say
 * the same), every wrong field at once; then a unique task number on the sheet (the task being
 * edited excepted); then O ≤ M ≤ P. A missing text keeps the spec's summary 'Please fill all the
 * fields!' under the row while each field names itself.
 */
export function checkEntry(
  values: EntryValues,
  tasks: readonly DraftTask[],
  editingKey: string | null,
): EntryProblem | { task: EntryTask } {
  const M = Msg.tasking;
  const parsed = taskLine.safeParse({
    task_no: values.task_no,
    task_name: values.task_name,
    task_description: values.task_description,
    Time01: typed(values.optimistic),
    Time02: typed(values.mostLikely),
    Time03: typed(values.pessimistic) ?? null,
  });
  if (!parsed.success) {
    const fields: Partial<Record<keyof EntryValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && issue.message !== M.timeAllocationError) fields[field] ??= issue.message;
    }
    const first = (Object.keys(FIELD_OF) as string[])
      .map((wire) => FIELD_OF[wire]!)
      .find((field) => fields[field]);
    if (first) {
      const missing = REQUIRED.some((field) => blank(values[field]));
      return { field: first, fields, message: missing ? M.fillAllFields : fields[first]! };
    }
  }
  const task_no = values.task_no.trim();
  if (tasks.some((t) => t.key !== editingKey && taskNoKey(t.task_no) === taskNoKey(task_no))) {
    return { field: 'task_no', message: M.duplicateTaskNo };
  }
  if (!parsed.success) return { field: 'row', message: M.timeAllocationError };
  const line = parsed.data;
  return {
    task: {
      task_no: line.task_no,
      task_name: line.task_name,
      task_description: line.task_description,
      Time01: line.Time01,
      Time02: line.Time02,
      Time03: line.Time03 ?? null,
    },
  };
}

/**
 * The number a new task is offered: one past the highest plain number on the sheet, skipping any
 * taken ('1', '2', 'A-3' → '3'); '1' on an empty sheet.
 */
export function nextTaskNo(tasks: readonly Pick<DraftTask, 'task_no'>[]): string {
  const taken = new Set(tasks.map((t) => taskNoKey(t.task_no)));
  const numbers = tasks.map((t) => t.task_no.trim()).filter((no) => /^\d{1,9}$/.test(no));
  let next = Math.max(0, ...numbers.map(Number)) + 1;
  while (taken.has(String(next))) next += 1;
  return String(next);
}

const changed = (a: DraftTask, b: EntryTask) =>
  a.task_no !== b.task_no ||
  a.task_name !== b.task_name ||
  a.task_description !== b.task_description ||
  a.Time01 !== b.Time01 ||
  a.Time02 !== b.Time02 ||
  (a.Time03 ?? a.Time02) !== (b.Time03 ?? b.Time02);

/** The sheet after the entry row is added (no editing key) or written back over the edited task. */
export function applyEntry(
  tasks: readonly DraftTask[],
  task: EntryTask,
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
