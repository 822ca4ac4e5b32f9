import { useCallback, useMemo, useRef, useState } from 'react';
import type { SheetTask } from '@jobline/shared';
import {
  applyEntry,
  changeSummary,
  checkEntry,
  fromSaved,
  withoutTask,
  type DraftTask,
  type EntryProblem,
  type EntryValues,
} from './draft';

/**
 * The tasks of the open sheet while they are edited: the list, the removed ids, the selected row
 * and the row being edited in the entry row. Nothing reaches the server until the page saves.
 */
export function useSheetDraft() {
  const [tasks, setTasks] = useState<DraftTask[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const counter = useRef(0);

  /** Starts over from the saved tasks (a sheet loaded, or saved). */
  const reset = useCallback((saved: readonly SheetTask[]) => {
    setTasks(saved.map(fromSaved));
    setRemoved([]);
    setSelectedKey(null);
    setEditingKey(null);
  }, []);

  /** Adds the entry row as a task, or writes it back over the task being edited. */
  const submitEntry = (values: EntryValues): EntryProblem | null => {
    const checked = checkEntry(values, tasks, editingKey);
    if ('message' in checked) return checked;
    counter.current += 1;
    const key = `n${counter.current}`;
    setTasks(applyEntry(tasks, checked.task, editingKey, key));
    // An edited task stays selected; a new one leaves the selection as it was.
    if (editingKey) setSelectedKey(editingKey);
    setEditingKey(null);
    return null;
  };

  const remove = (key: string) => {
    const next = withoutTask(tasks, removed, key);
    setTasks(next.tasks);
    setRemoved(next.removed);
    setSelectedKey(null);
    if (editingKey === key) setEditingKey(null);
  };

  const dirty = removed.length > 0 || tasks.some((t) => t.state !== 'saved');
  const summary = useMemo(() => changeSummary(tasks, removed), [tasks, removed]);
  return {
    tasks,
    removed,
    selectedKey,
    select: setSelectedKey,
    selected: tasks.find((t) => t.key === selectedKey) ?? null,
    editingKey,
    editing: tasks.find((t) => t.key === editingKey) ?? null,
    edit: (key: string | null) => {
      setEditingKey(key);
      if (key) setSelectedKey(key);
    },
    submitEntry,
    remove,
    reset,
    dirty,
    summary,
  };
}
export type SheetDraft = ReturnType<typeof useSheetDraft>;
