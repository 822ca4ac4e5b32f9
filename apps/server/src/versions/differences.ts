import { Msg, type StaleDifference } from '@jobline/shared';

const M = Msg.staleSaves;

/**
 * One field of a record as a person compares it: its label and its value as shown. A field of a
 * nested row names that row's own key (`branches.7`), so it is compared only when both sides have
 * the row; a row on one side only shows as the row itself.
 */
export interface ComparedField {
  label: string;
  value: string | null;
  row?: string;
  /** A nested row itself: it differs only when one side lacks it (its fields say the rest). */
  presence?: boolean;
}
export type Comparable = Record<string, ComparedField>;

/** A value as the comparison shows it: blanks are none, flags read Yes/No. */
export function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? M.yes : M.no;
  return String(value);
}

/** Adds every named field of a record (or a nested row, under `prefix`) to a comparable. */
export function compareFields(
  into: Comparable,
  record: Record<string, unknown>,
  labels: Record<string, string>,
  options: { prefix?: string; labelPrefix?: string; row?: string } = {},
): Comparable {
  for (const [field, label] of Object.entries(labels)) {
    if (!(field in record)) continue;
    into[`${options.prefix ?? ''}${field}`] = {
      label: `${options.labelPrefix ?? ''}${label}`,
      value: shown(record[field]),
      ...(options.row ? { row: options.row } : {}),
    };
  }
  return into;
}

const MAX_DIFFERENCES = 100;

/** The fields whose saved value (theirs) is not what the save sends (mine). */
export function differences(theirs: Comparable, mine: Comparable): StaleDifference[] {
  const found: StaleDifference[] = [];
  for (const field of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const t = theirs[field];
    const m = mine[field];
    const row = (t ?? m)!.row;
    if (row && !(row in theirs && row in mine)) continue;
    const a = t?.value ?? null;
    const b = m?.value ?? null;
    if (a === b || (t?.presence && m)) continue;
    found.push({ field, label: (t ?? m)!.label, theirs: a, mine: b });
    if (found.length === MAX_DIFFERENCES) break;
  }
  return found;
}
