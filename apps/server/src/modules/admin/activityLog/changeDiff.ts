import { shownDay, TASK_SECTION_NAMES, wallClockMs, type ActivityLogChange } from '@jobline/shared';
import { humanize } from './actionLabels';

/** A field whose name says it holds a secret: its values are never shown, only that it changed. */
const SECRET = /passw(or)?d|hash|token|secret|api_?key|salt|credential|(^|[._])(otp|pin)($|[._])/i;
/** Bookkeeping every save moves on: not a change anyone made. */
const NOISE = new Set(['updatedAt', 'updated_at', 'version']);
/** A long text is cut: the diff is for reading, the record keeps the whole. */
const LONGEST_VALUE = 300;
/** A record created with a hundred fields shows its first ones; the rest are counted. */
export const MOST_CHANGES = 80;

type Flat = Map<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/**
 * Nested objects become dotted paths ('agreement.valid_to'); a list of records is keyed by their
 * ids ('branches[#3].name') so a removed row does not shift the others; a list of plain values is
 * one field.
 */
function flatten(value: unknown, path: string, out: Flat, depth = 0): Flat {
  if (isPlainObject(value) && depth < 6) {
    for (const [key, inner] of Object.entries(value)) {
      if (NOISE.has(key)) continue;
      flatten(inner, path ? `${path}.${key}` : key, out, depth + 1);
    }
  } else if (Array.isArray(value) && value.some((v) => isPlainObject(v) || Array.isArray(v)) && depth < 6) {
    value.forEach((item, i) => {
      const key = isPlainObject(item) && (item.id ?? null) !== null ? `#${String(item.id)}` : String(i + 1);
      flatten(item, `${path}[${key}]`, out, depth + 1);
    });
  } else if (path) {
    out.set(path, Array.isArray(value) ? value.map((v) => String(v)).join(', ') : value);
  }
  return out;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant as people read it in the company's zone: 27/11/2026 14:05. */
function shownInstant(text: string, timeZone: string): string {
  const wall = new Date(wallClockMs(new Date(text), timeZone)).toISOString();
  return `${shownDay(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

/** A value as the diff shows it; null for nothing (the screen shows a dash). */
export function shownValue(field: string, value: unknown, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const leaf = field.replace(/^.*[.\]]/, '');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && /(^|_)section$|^from$|^to$/i.test(leaf)) {
    const name = TASK_SECTION_NAMES[value as keyof typeof TASK_SECTION_NAMES];
    if (name) return name;
  }
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return shownInstant(value.toISOString(), timeZone);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return shownInstant(value, timeZone);
    if (ISO_DAY.test(value)) return shownDay(value);
    return value.length > LONGEST_VALUE ? `${value.slice(0, LONGEST_VALUE - 1)}…` : value;
  }
  const text = JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

/** 'branches[#3].contact_person' → 'Branches #3 › Contact person'. */
export function fieldLabel(field: string): string {
  return field
    .split(/\.|(?=\[)/)
    .map((part) => (part.startsWith('[') ? part.slice(1, -1) : humanize(part)))
    .join(' › ')
    .replace(/ › (#?\d+)/g, ' $1');
}

/**
 * An id whose record's name sits beside it ('branch_id' and 'branch_name', 'created_by.id' and
 * 'created_by.name'): the name says it, the number adds nothing to read.
 */
function namedBeside(field: string, side: Flat): boolean {
  const id = /^(.*?)(\.id|_id|Id)$/.exec(field);
  if (!id) return false;
  const stem = id[1]!;
  return [`${stem}.name`, `${stem}_name`, `${stem}Name`].some((name) => side.has(name));
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const absent = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The fields that differ between the record before and after the change, old → new as people read
 * them. A field present on one side only counts when it holds something; a secret's values are
 * never returned, only that it changed.
 */
export function changesOf(before: unknown, after: unknown, timeZone: string): ActivityLogChange[] {
  const old = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  // jsonb keeps keys shortest first: the fields are listed alphabetically instead, a record's rows together.
  const fields = [...new Set([...now.keys(), ...old.keys()])].sort();
  const changes: ActivityLogChange[] = [];
  for (const field of fields.filter((f) => !namedBeside(f, now) && !namedBeside(f, old))) {
    const a = old.get(field);
    const b = now.get(field);
    if (same(a, b) || (absent(a) && absent(b))) continue;
    // A side that does not mention the field (a change recording only what it touched) is not a removal.
    if (!now.has(field) && after !== null && after !== undefined) continue;
    const secret = SECRET.test(field);
    changes.push({
      field,
      label: fieldLabel(field),
      old: secret ? (absent(a) ? null : 'hidden') : shownValue(field, a, timeZone),
      new: secret ? (absent(b) ? null : 'hidden') : shownValue(field, b, timeZone),
      secret,
    });
  }
  return changes;
}

/** The spec's `properties`: the changed fields' raw values, before (`old`) and after (`attributes`). */
export function propertiesOf(changes: ActivityLogChange[], before: unknown, after: unknown) {
  const old = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const properties = { old: {} as Record<string, unknown>, attributes: {} as Record<string, unknown> };
  for (const change of changes) {
    const raw = (side: Flat) =>
      change.secret ? (side.has(change.field) ? 'hidden' : undefined) : side.get(change.field);
    const a = raw(old);
    const b = raw(now);
    if (a !== undefined) properties.old[change.field] = a;
    if (b !== undefined) properties.attributes[change.field] = b;
  }
  return properties;
}
