import { describe, expect, it } from 'vitest';
import type { LineView } from './lineText';
import { diffLines } from './presetDiff';

const line = (key: string, start: string, end: string): LineView => ({
  key,
  title: key,
  detail: null,
  start,
  end,
});

describe('diffLines', () => {
  it('marks the same work at the same times unchanged and a new meeting added', () => {
    const before = [line('t1', '08:30', '12:00'), line('c7', '12:00', '13:00')];
    const after = [...before, line('c6', '13:00', '14:00')];
    expect(diffLines(before, after).map((e) => e.change)).toEqual(['same', 'same', 'added']);
  });

  it('pairs a task at other times as changed and lists what went as removed, in the order of the day', () => {
    const before = [line('t1', '08:30', '12:00'), line('t2', '13:00', '17:00')];
    const after = [line('t1', '09:00', '12:00'), line('c6', '13:00', '14:00')];
    const diff = diffLines(before, after);
    expect(diff.map((e) => [e.change, (e.after ?? e.before)!.key])).toEqual([
      ['changed', 't1'],
      ['added', 'c6'],
      ['removed', 't2'],
    ]);
    expect(diff[0]!.before!.start).toBe('08:30');
  });

  it('does not pair the same task at times that do not touch', () => {
    const diff = diffLines([line('t1', '08:30', '09:00')], [line('t1', '15:00', '16:00')]);
    expect(diff.map((e) => e.change)).toEqual(['removed', 'added']);
  });
});
