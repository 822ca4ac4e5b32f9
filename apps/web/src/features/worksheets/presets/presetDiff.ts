import type { LineView } from './lineText';

export type LineChange = 'same' | 'changed' | 'added' | 'removed';

/** One line of the comparison: the original, the correction's, or both when they are the same work. */
export interface DiffEntry {
  change: LineChange;
  before: LineView | null;
  after: LineView | null;
}

const overlaps = (a: LineView, b: LineView) => a.start < b.end && b.start < a.end;

/**
 * Pairs the day as logged with its correction: the same work at the same times is unchanged, the same
 * task or hold at other but overlapping times (or the same start) is changed, the rest was added or
 * removed. Sorted by start, so both columns read in the order of the day.
 */
export function diffLines(before: LineView[], after: LineView[]): DiffEntry[] {
  const left = new Set(before.map((_, i) => i));
  const pairs = new Map<number, { index: number; change: LineChange }>();
  after.forEach((line, i) => {
    const j = [...left].find((k) => {
      const b = before[k]!;
      return b.key === line.key && b.start === line.start && b.end === line.end;
    });
    if (j !== undefined) {
      left.delete(j);
      pairs.set(i, { index: j, change: 'same' });
    }
  });
  after.forEach((line, i) => {
    if (pairs.has(i)) return;
    const j = [...left].find((k) => {
      const b = before[k]!;
      return b.key === line.key && (b.start === line.start || overlaps(b, line));
    });
    if (j !== undefined) {
      left.delete(j);
      pairs.set(i, { index: j, change: 'changed' });
    }
  });
  const entries: DiffEntry[] = after.map((line, i) => {
    const pair = pairs.get(i);
    return pair
      ? { change: pair.change, before: before[pair.index]!, after: line }
      : { change: 'added', before: null, after: line };
  });
  for (const k of left) entries.push({ change: 'removed', before: before[k]!, after: null });
  const startOf = (e: DiffEntry) => (e.after ?? e.before)!.start;
  return entries.sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

export const CHANGE_TEXT: Record<LineChange, string> = {
  same: 'Unchanged',
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
};
