import { Msg, normaliseTimes, round2, taskNoKey, type TaskStoreBody } from '@jobline/shared';

/** What one task holds, as stored (hours as numbers). */
export interface TaskValues {
  taskNo: string;
  name: string;
  description: string;
  optimistic: number;
  mostLikely: number;
  pessimistic: number;
}

export interface SavedTask extends TaskValues {
  id: number;
}

export interface SheetPlan {
  added: TaskValues[];
  edited: { before: SavedTask; after: TaskValues & { id: number } }[];
  removed: SavedTask[];
  /** Saved tasks that stay as they are. */
  kept: SavedTask[];
}

type Line = TaskStoreBody['tasks'][number];

/** A line as it will be stored: a blank (or 0) pessimistic time takes the most likely one (O-21). */
export function valuesOf(line: Line): TaskValues {
  const times = normaliseTimes({
    optimistic: line.Time01,
    mostLikely: line.Time02,
    pessimistic: line.Time03 ?? null,
  });
  return {
    taskNo: line.task_no,
    name: line.task_name,
    description: line.task_description,
    optimistic: round2(times.optimistic),
    mostLikely: round2(times.mostLikely),
    pessimistic: round2(times.pessimistic),
  };
}

const same = (a: TaskValues, b: TaskValues) =>
  a.taskNo === b.taskNo &&
  a.name === b.name &&
  a.description === b.description &&
  a.optimistic === b.optimistic &&
  a.mostLikely === b.mostLikely &&
  a.pessimistic === b.pessimistic;

/**
 * Turns one save of a sheet into what changes: lines with an id edit that saved task, lines
 * without one are new, removed ids go. Saved tasks the save does not mention stay. Answers field
 * messages instead when the save names tasks of another sheet or repeats a task number.
 */
export function planSheet(
  saved: readonly SavedTask[],
  lines: readonly Line[],
  removedIds: readonly number[],
): { plan: SheetPlan } | { errors: Record<string, string> } {
  const M = Msg.tasking;
  const errors: Record<string, string> = {};
  const byId = new Map(saved.map((t) => [t.id, t]));
  const listed = new Set<number>();
  lines.forEach((line, i) => {
    if (line.id == null) return;
    if (!byId.has(line.id) || listed.has(line.id)) errors[`tasks.${i}.id`] = M.taskNotOnSheet;
    listed.add(line.id);
  });
  const removing = new Set<number>();
  removedIds.forEach((id, i) => {
    if (!byId.has(id)) errors[`removedTasks.${i}`] = M.taskNotOnSheet;
    else if (listed.has(id)) errors[`removedTasks.${i}`] = M.removedAndKept;
    removing.add(id);
  });
  if (Object.keys(errors).length) return { errors };

  const kept = saved.filter((t) => !listed.has(t.id) && !removing.has(t.id));
  const keptNos = new Set(kept.map((t) => taskNoKey(t.taskNo)));
  lines.forEach((line, i) => {
    if (keptNos.has(taskNoKey(line.task_no))) errors[`tasks.${i}.task_no`] = M.duplicateTaskNo;
  });
  if (Object.keys(errors).length) return { errors };

  const plan: SheetPlan = { added: [], edited: [], removed: [], kept };
  for (const line of lines) {
    const after = valuesOf(line);
    const before = line.id == null ? undefined : byId.get(line.id);
    if (!before) plan.added.push(after);
    else if (!same(before, after)) plan.edited.push({ before, after: { ...after, id: before.id } });
    else plan.kept.push(before);
  }
  plan.removed = saved.filter((t) => removing.has(t.id));
  return { plan };
}
