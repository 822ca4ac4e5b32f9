import type ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_KEY_COLUMNS,
  IMPORT_SHEET_NAMES,
  Msg,
  type ImportKind,
} from '@jobline/shared';
import { cellText } from './cellValues';
import { fileProblem } from './importErrors';

const IM = Msg.imports;

/** One row with something in it: its spreadsheet row number and its non-blank cells by column. */
export interface RawRow {
  row: number;
  cells: Map<string, unknown>;
}

export interface RawSheet {
  kind: ImportKind;
  rows: RawRow[];
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

/** Checks the header against the kind's columns and reads every row below it that holds a value. */
export function readRows(sheet: ExcelJS.Worksheet, kind: ImportKind): RawRow[] {
  const label = IMPORT_SHEET_NAMES[kind];
  const allowed: readonly string[] = IMPORT_COLUMNS[kind];
  const expected = `Expected: ${allowed.join(', ')}.`;
  const { header, names } = headerNames(sheet);
  if (!header) return [];
  const seen = new Set<string>();
  for (const name of names.values()) {
    if (!allowed.includes(name))
      throw fileProblem(`${IM.unknownColumn} "${name}" in the ${label} sheet. ${expected}`);
    if (seen.has(name)) throw fileProblem(`${IM.repeatedColumn}: ${name} (${label} sheet)`);
    seen.add(name);
  }
  const missing = IMPORT_KEY_COLUMNS[kind].filter((name) => !seen.has(name));
  if (missing.length) throw fileProblem(`${IM.missingColumn} in the ${label} sheet: ${missing.join(', ')}`);

  const rows: RawRow[] = [];
  sheet.eachRow((row, number) => {
    if (number <= header.number) return;
    const cells = new Map<string, unknown>();
    row.eachCell((cell, col) => {
      if (cellText(cell.value) === null) return;
      const name = names.get(col);
      if (!name)
        throw fileProblem(`${IM.unnamedColumn} (${label} sheet, column ${cell.address.replace(/\d+$/, '')})`);
      cells.set(name, cell.value);
    });
    if (cells.size) rows.push({ row: number, cells });
  });
  return rows;
}
