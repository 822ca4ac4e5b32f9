import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_KEY_COLUMNS,
  IMPORT_SHEET_NAMES,
  Msg,
  type ImportKind,
  type ImportRowWarning,
} from '@jobline/shared';
import { cellText, errorValueOf } from './cellValues';
import { fileProblem } from './importErrors';

const IM = Msg.imports;

/** One row with something in it: its spreadsheet row number and its non-blank cells by column. */
export interface RawRow {
  row: number;
  cells: Map<string, unknown>;
  /** Cells refused as they were read (a spreadsheet error value), by column. */
  problems: Record<string, string>;
  /** What a person should know about the row's cells, by column. */
  warnings: [field: string, message: string][];
}

export interface RawSheet {
  kind: ImportKind;
  rows: RawRow[];
  /** Skipped sheets, columns and hidden rows. */
  warnings: ImportRowWarning[];
}

/** 'Customer Code', 'customer-code' and 'CUSTOMER_CODE' all name customer_code. */
export const columnName = (value: unknown) =>
  (cellText(value) ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The first row with anything in it, which holds the column names. */
function headerRow(sheet: ExcelJS.Worksheet): ExcelJS.Row | undefined {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    found ??= row;
  });
  return found;
}

/** The header's names by column number; blank header cells are left out. */
export function headerNames(sheet: ExcelJS.Worksheet): { header?: ExcelJS.Row; names: Map<number, string> } {
  const header = headerRow(sheet);
  const names = new Map<number, string>();
  header?.eachCell((cell, col) => {
    const name = columnName(cell.value);
    if (name) names.set(col, name);
  });
  return { header, names };
}

/**
 * Checks the header against the kind's columns and reads every row below it that holds a value.
 * Columns the import does not read are skipped with a warning, and so are hidden rows; a merged
 * range is read in its first cell only (exceljs repeats its value in every cell it covers).
 */
export function readRows(sheet: ExcelJS.Worksheet, kind: ImportKind): Omit<RawSheet, 'kind'> {
  const label = IMPORT_SHEET_NAMES[kind];
  const allowed: readonly string[] = IMPORT_COLUMNS[kind];
  const { header, names } = headerNames(sheet);
  const warnings: ImportRowWarning[] = [];
  if (!header) return { rows: [], warnings };
  const seen = new Set<string>();
  const ignored = new Set<number>();
  for (const [col, name] of [...names]) {
    if (!allowed.includes(name)) {
      warnings.push({ sheet: label, row: null, field: name, message: IM.ignoredColumn });
      names.delete(col);
      ignored.add(col);
      continue;
    }
    if (seen.has(name)) throw fileProblem(`${IM.repeatedColumn}: ${name} (${label} sheet)`);
    seen.add(name);
  }
  const missing = IMPORT_KEY_COLUMNS[kind].filter((name) => !seen.has(name));
  if (missing.length) throw fileProblem(`${IM.missingColumn} in the ${label} sheet: ${missing.join(', ')}`);

  const unnamed = new Set<string>();
  const rows: RawRow[] = [];
  sheet.eachRow((row, number) => {
    if (number <= header.number) return;
    const raw: RawRow = { row: number, cells: new Map(), problems: {}, warnings: [] };
    row.eachCell((cell, col) => {
      const name = names.get(col);
      const letter = cell.address.replace(/\d+$/, '');
      if (cell.type === ExcelJS.ValueType.Merge) {
        if (name && cellText(cell.value) !== null) raw.warnings.push([name, IM.mergedCell]);
        return;
      }
      if (cellText(cell.value) === null) return;
      if (!name) {
        if (!ignored.has(col) && !unnamed.has(letter)) {
          unnamed.add(letter);
          warnings.push({ sheet: label, row: null, field: letter, message: IM.unnamedColumnSkipped });
        }
        return;
      }
      const error = errorValueOf(cell.value);
      if (error) raw.problems[name] = `${IM.errorValue}: ${error}`;
      else raw.cells.set(name, cell.value);
    });
    if (!raw.cells.size && !Object.keys(raw.problems).length && !raw.warnings.length) return;
    if (row.hidden) {
      warnings.push({ sheet: label, row: number, field: null, message: IM.hiddenRow });
      return;
    }
    rows.push(raw);
  });
  return { rows, warnings };
}
