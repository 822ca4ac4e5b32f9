import type { ImportKind } from '@jobline/shared';

export type CellInput = Record<string, unknown>;
export type Parsed<P> = { data: P } | { errors: Record<string, string> };
export type Report = (column: string, message: string) => void;

/** How one sheet's rows are matched to stored records, validated and compared. */
export interface SheetSpec<S extends { id: number }, P, V> {
  kind: ImportKind;
  /** The column a repeated key is reported on. */
  keyColumn: string;
  key(values: CellInput): string | null;
  stored(key: string): S | undefined;
  /** A stored record as cells: an update's given cells are laid over it ("blank keeps"). */
  present(stored: S): CellInput;
  /** The values a row would save, under the same columns as present(): what a change list shows. */
  shown(values: V): CellInput;
  /** A registered code that equals a new record's apart from leading zeros. */
  lookalike(values: V): string | undefined;
  /** What blank cells of a new record mean, where blank is not "missing". */
  defaults: CellInput;
  parse(input: CellInput): Parsed<P>;
  /** Checks against other rows and stored records (references, ownership). */
  check(parsed: P, stored: S | undefined, report: Report): void;
  values(parsed: P, stored: S | undefined): V;
  same(values: V, stored: S): boolean;
}

/** The keys the file's own sheets hold, which other sheets' rows may refer to. */
export interface FileKeys {
  customers: ReadonlySet<string>;
  /** pairKey(customer code, branch code) */
  branches: ReadonlySet<string>;
}

interface SafeParser<P> {
  safeParse(
    input: unknown,
  ): { success: true; data: P } | { success: false; error: { issues: readonly Issue[] } };
}
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Runs a shared schema; its issues become one message per column (the first one). */
export function parseWith<P>(
  schema: SafeParser<P>,
  input: unknown,
  columnOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): Parsed<P> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[columnOf(issue.path)] ??= issue.message;
  return { errors };
}

/** True when every listed field holds the same value in both. */
export const sameFields = <V extends object>(values: V, stored: object, fields: readonly (keyof V)[]) =>
  fields.every((field) => (stored as Record<keyof V, unknown>)[field] === values[field]);

/** Empty optional text is stored as null, as the registration form saves it. */
export const blank = (value: string | null | undefined) => (value ? value : null);
