import { describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { planSheet, valuesOf, type SavedTask } from './sheetPlan';
import { line } from './taskingTestKit';

const M = Msg.tasking;
const saved = (id: number, taskNo: string, hours = 1): SavedTask => ({
  id,
  taskNo,
  name: `Task ${taskNo}`,
  description: `Do the work of task ${taskNo}`,
  optimistic: hours,
  mostLikely: hours,
  pessimistic: hours,
});
const parsed = (l: ReturnType<typeof line>) => l;

describe('valuesOf', () => {
  it('saves a blank or 0 pessimistic time as the most likely one', () => {
    expect(valuesOf(parsed(line('1', 1, 3)))).toMatchObject({ optimistic: 1, mostLikely: 3, pessimistic: 3 });
    expect(valuesOf(parsed(line('1', 1, 3, 0)))).toMatchObject({ pessimistic: 3 });
  });
});

describe('planSheet', () => {
  const sheet = [saved(1, '1'), saved(2, '2'), saved(3, '3')];

  it('sorts a save into added, edited, removed and kept', () => {
    const result = planSheet(
      sheet,
      [
        parsed(line('1', 1, 1, 1, { id: 1, task_name: 'Task 1' })),
        parsed(line('2', 2, 2, 2, { id: 2, task_name: 'Task 2' })),
        parsed(line('4', 1, 1, 1)),
      ],
      [3],
    );
    expect('plan' in result).toBe(true);
    if (!('plan' in result)) return;
    expect(result.plan.added.map((t) => t.taskNo)).toEqual(['4']);
    expect(result.plan.edited.map((e) => [e.before.id, e.after.mostLikely])).toEqual([[2, 2]]);
    expect(result.plan.removed.map((t) => t.id)).toEqual([3]);
    expect(result.plan.kept.map((t) => t.id)).toEqual([1]);
  });

  it('names the line that repeats a kept number, or a task not on the sheet', () => {
    expect(planSheet(sheet, [parsed(line(' 3 ', 1, 1, 1))], [])).toEqual({
      errors: { 'tasks.0.task_no': M.duplicateTaskNo },
    });
    expect(planSheet(sheet, [parsed(line('9', 1, 1, 1, { id: 99 }))], [98])).toEqual({
      errors: { 'tasks.0.id': M.taskNotOnSheet, 'removedTasks.0': M.taskNotOnSheet },
    });
    expect(
      planSheet(sheet, [parsed(line('1', 1, 1, 1, { id: 1 })), parsed(line('5', 1, 1, 1, { id: 1 }))], []),
    ).toEqual({
      errors: { 'tasks.1.id': M.taskNotOnSheet },
    });
    expect(planSheet(sheet, [parsed(line('1', 1, 1, 1, { id: 1 }))], [1])).toEqual({
      errors: { 'removedTasks.0': M.removedAndKept },
    });
  });
});
