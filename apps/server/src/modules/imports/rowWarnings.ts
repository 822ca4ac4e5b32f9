// What a person should see about a valid row before it is imported: each change to a registered
// record, text that lost its letters to question marks, and a code that is new only by its zeros.
import {
  AGREEMENT_TYPE_LABELS,
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  importLeadingZeros,
  Msg,
  agreementStatusLabel,
  type ImportKind,
  type ImportRowWarning,
} from '@jobline/shared';
import type { SheetSpec } from './sheetSpec';

const IM = Msg.imports;

/** A value as a person reads it in the change list; blank as null. */
function shownText(column: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (column === 'agreement_type' && typeof value === 'number')
    return AGREEMENT_TYPE_LABELS[value as keyof typeof AGREEMENT_TYPE_LABELS] ?? String(value);
  if (column === 'status' && typeof value === 'string') return agreementStatusLabel(value);
  return String(value);
}

/**
 * Text whose letters a program replaced: at least half of what is not a space is '?' (or the
 * replacement character), and there are two or more of them.
 */
export function mostlyQuestionMarks(text: string | null): boolean {
  if (!text) return false;
  const letters = text.replace(/\s/g, '');
  const marks = letters.replace(/[^?\uFFFD]/g, '').length;
  return marks >= 2 && marks * 2 >= letters.length;
}

export function rowWarnings<S extends { id: number }, P, V>(
  spec: SheetSpec<S, P, V>,
  sheet: string,
  row: number,
  values: V,
  stored: S | undefined,
): ImportRowWarning[] {
  const warnings: ImportRowWarning[] = [];
  const now = spec.shown(values);
  if (!stored) {
    const lookalike = spec.lookalike(values);
    if (lookalike !== undefined)
      warnings.push({ sheet, row, field: spec.keyColumn, message: importLeadingZeros(lookalike) });
    for (const [field, value] of Object.entries(now)) {
      const to = shownText(field, value);
      if (mostlyQuestionMarks(to)) warnings.push({ sheet, row, field, message: IM.mostlyQuestionMarks, to });
    }
    return warnings;
  }
  const before = spec.present(stored);
  for (const [field, value] of Object.entries(now)) {
    const [from, to] = [shownText(field, before[field]), shownText(field, value)];
    if (from === to) continue;
    const damaged = mostlyQuestionMarks(to) && !mostlyQuestionMarks(from);
    warnings.push({ sheet, row, field, message: damaged ? IM.mostlyQuestionMarks : IM.changes, from, to });
  }
  return warnings;
}

/** In sheet order (sheets the import skips first), then by row (the sheet as a whole first), then column. */
export function sortWarnings(warnings: ImportRowWarning[], kindOf: Map<string, ImportKind>) {
  const sheetIndex = (sheet: string) => {
    const kind = kindOf.get(sheet);
    return kind ? IMPORT_KINDS.indexOf(kind) : -1;
  };
  const columnIndex = (sheet: string, field: string | null) => {
    const kind = kindOf.get(sheet);
    return kind && field ? (IMPORT_COLUMNS[kind] as readonly string[]).indexOf(field) : -1;
  };
  warnings.sort(
    (a, b) =>
      sheetIndex(a.sheet) - sheetIndex(b.sheet) ||
      (a.row ?? 0) - (b.row ?? 0) ||
      columnIndex(a.sheet, a.field) - columnIndex(b.sheet, b.field),
  );
}
