import { describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import {
  applyEntry,
  blankEntry,
  changeSummary,
  checkEntry,
  entryOf,
  fromSaved,
  nextTaskNo,
  toStoreLines,
  withoutTask,
  type DraftTask,
  type EntryValues,
} from './draft';

const M = Msg.tasking;
const entry = (values: Partial<EntryValues>): EntryValues => ({
  ...blankEntry(),
  task_no: '1',
  task_name: 'Survey',
  task_description: 'Survey the site',
  optimistic: 1,
  mostLikely: 2,
  pessimistic: 3,
  ...values,
});
const saved = (id: number, task_no: string): DraftTask =>
  fromSaved({
    id,
    sheet_id: 1,
    sheet_no: 1,
    task_no,
    task_name: `Task ${task_no}`,
    task_description: 'Work',
    Time01: 1,
    Time02: 2,
    Time03: 3,
    expected: 2,
    TotTime01: 4,
    TotTime02: 6,
    TotTime03: 8,
    current_status: 'N/A',
    assigned: false,
  });

describe('checkEntry (001 §5 Task Create)', () => {
  const sheet = [saved(10, '1'), saved(11, '2')];

  it('needs the task number, name and description, each field naming itself', () => {
    expect(checkEntry(entry({ task_no: ' ' }), [], null)).toEqual({
      field: 'task_no',
      message: M.fillAllFields,
      fields: { task_no: M.taskNoRequired },
    });
    expect(checkEntry(entry({ task_name: '', task_description: '' }), [], null)).toEqual({
      field: 'task_name',
      message: M.fillAllFields,
      fields: { task_name: M.taskNameRequired, task_description: M.descriptionRequired },
    });
  });

  it('refuses a task number the sheet has, whatever its case, unless it is the task being edited', () => {
    expect(checkEntry(entry({ task_no: ' 2 ' }), sheet, null)).toEqual({
      field: 'task_no',
      message: M.duplicateTaskNo,
    });
    expect(checkEntry(entry({ task_no: '2' }), sheet, 't11')).toHaveProperty('task');
    expect(checkEntry(entry({ task_no: '2' }), sheet, 't10')).toHaveProperty('message', M.duplicateTaskNo);
  });

  it('needs optimistic ≤ most likely ≤ pessimistic, a blank pessimistic time taking the most likely one', () => {
    expect(checkEntry(entry({ optimistic: 3, mostLikely: 2 }), [], null)).toEqual({
      field: 'row',
      message: M.timeAllocationError,
    });
    expect(checkEntry(entry({ pessimistic: 1.5 }), [], null)).toHaveProperty(
      'message',
      M.timeAllocationError,
    );
    expect(checkEntry(entry({ pessimistic: '' }), [], null)).toEqual({
      task: expect.objectContaining({ Time01: 1, Time02: 2, Time03: null }),
    });
    expect(checkEntry(entry({ optimistic: '', mostLikely: '', pessimistic: '' }), [], null)).toEqual({
      task: expect.objectContaining({ Time01: 0, Time02: 0, Time03: null }),
    });
  });

  it('refuses hours that are not hours, a typed pessimistic time too (only an empty one takes ML)', () => {
    expect(checkEntry(entry({ optimistic: -1 }), [], null)).toEqual({
      field: 'optimistic',
      message: M.timeInvalid,
      fields: { optimistic: M.timeInvalid },
    });
    expect(checkEntry(entry({ mostLikely: 'abc' }), [], null)).toMatchObject({
      field: 'mostLikely',
      message: M.timeInvalid,
    });
    expect(checkEntry(entry({ pessimistic: 10_000 }), [], null)).toMatchObject({
      field: 'pessimistic',
      message: M.pessimisticInvalid,
    });
    expect(checkEntry(entry({ pessimistic: 'four' }), [], null)).toEqual({
      field: 'pessimistic',
      message: M.pessimisticInvalid,
      fields: { pessimistic: M.pessimisticInvalid },
    });
  });
});

describe('editing the sheet locally (R-094)', () => {
  it('adds new tasks, marks edited saved ones, and keeps unchanged ones as saved', () => {
    const start = [saved(10, '1')];
    const task = {
      task_no: '2',
      task_name: 'New',
      task_description: 'New work',
      Time01: 1,
      Time02: 1,
      Time03: null,
    };
    const added = applyEntry(start, task, null, 'n1');
    expect(added.map((t) => [t.key, t.state])).toEqual([
      ['t10', 'saved'],
      ['n1', 'new'],
    ]);
    const same = applyEntry(added, { ...start[0]!, Time03: 3 }, 't10', 'n2');
    expect(same[0]!.state).toBe('saved');
    const edited = applyEntry(added, { ...start[0]!, task_name: 'Survey' }, 't10', 'n2');
    expect(edited[0]).toMatchObject({ state: 'edited', task_name: 'Survey', id: 10 });
    const newEdited = applyEntry(edited, { ...task, task_name: 'Renamed' }, 'n1', 'n2');
    expect(newEdited[1]).toMatchObject({ state: 'new', task_name: 'Renamed' });
    expect(changeSummary(newEdited, [])).toBe('1 added, 1 edited');
  });

  it('puts removed saved tasks on the removed list, and simply drops new ones', () => {
    const tasks = applyEntry([saved(10, '1')], { ...entryTask(), task_no: '2' }, null, 'n1');
    const first = withoutTask(tasks, [], 'n1');
    expect(first).toEqual({ tasks: [tasks[0]], removed: [] });
    const second = withoutTask(first.tasks, first.removed, 't10');
    expect(second).toEqual({ tasks: [], removed: [10] });
    expect(changeSummary(second.tasks, second.removed)).toBe('1 removed');
  });

  it('sends new tasks with status 0 and saved ones with their id and status 1', () => {
    const tasks = applyEntry([saved(10, '1')], { ...entryTask(), task_no: '2' }, null, 'n1');
    expect(toStoreLines(tasks).map((l) => [l.id, l.task_no, l.status])).toEqual([
      [10, '1', 1],
      [null, '2', 0],
    ]);
  });

  it('loads a task back into the entry row, a blank pessimistic time as blank', () => {
    expect(entryOf({ ...saved(10, '1'), Time03: null })).toMatchObject({ task_no: '1', pessimistic: '' });
  });
});

function entryTask() {
  return { task_no: '9', task_name: 'x', task_description: 'y', Time01: 1, Time02: 1, Time03: null };
}

describe('nextTaskNo', () => {
  it('offers one past the highest plain number, skipping taken ones', () => {
    expect(nextTaskNo([])).toBe('1');
    expect(nextTaskNo([{ task_no: '1' }, { task_no: '2' }, { task_no: 'A-7' }])).toBe('3');
    expect(nextTaskNo([{ task_no: '9' }, { task_no: '3' }])).toBe('10');
    expect(nextTaskNo([{ task_no: 'Survey' }])).toBe('1');
  });
});
