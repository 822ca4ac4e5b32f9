import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_KEY_COLUMNS,
  IMPORT_KINDS,
  IMPORT_SHEET_NAMES,
  MAX_IMPORT_ROWS,
  Msg,
  type ImportKind,
  type ImportRowWarning,
} from '@jobline/shared';
import { detectFormat } from './fileFormat';
import { fileProblem } from './importErrors';
import type { Upload } from './uploadReader';
import { headerNames, readRows, type RawSheet } from './worksheetReader';
import { checkUnpackedSize } from './zipGuard';

const IM = Msg.imports;

const isKind = (value: string): value is ImportKind => (IMPORT_KINDS as readonly string[]).includes(value);
const kindOfSheet = (name: string) =>
  IMPORT_KINDS.find((kind) => IMPORT_SHEET_NAMES[kind].toLowerCase() === name.trim().toLowerCase());

/** The file's sheets in the order they are applied, each with its rows; refuses what cannot be read. */
export async function readSpreadsheet(upload: Upload): Promise<RawSheet[]> {
  const detected = await detectFormat(upload.data, upload.fileName);
  const sheets =
    detected.format === 'xlsx' ? await readWorkbook(upload.data) : await readCsv(detected.text, upload.kind);
  const total = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (total > MAX_IMPORT_ROWS) throw fileProblem(IM.tooManyRows);
  if (total === 0) throw fileProblem(IM.emptyFile);
  return sheets.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
}

async function readWorkbook(data: Buffer): Promise<RawSheet[]> {
  const unpacked = await checkUnpackedSize(data);
  if (unpacked.verdict === 'tooLarge') throw fileProblem(IM.unpacksTooLarge);
  if (unpacked.verdict === 'unreadable') throw fileProblem(IM.fileUnreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileProblem(IM.fileUnreadable);
  }
  const found = new Map<ImportKind, ExcelJS.Worksheet>();
  const skipped: ImportRowWarning[] = [];
  let rowCount = 0;
  for (const sheet of workbook.worksheets) {
    const kind = kindOfSheet(sheet.name);
    // A blank "Sheet1" left over from a new workbook, or the template's own Read me, goes unsaid;
    // any other sheet (notes, a hidden list of choices) is skipped with a word.
    if (!kind && (sheet.actualRowCount === 0 || isInstructions(sheet.name))) continue;
    if (!kind) {
      skipped.push({ sheet: sheet.name, row: null, field: null, message: IM.ignoredSheet });
      continue;
    }
    if (found.has(kind)) throw fileProblem(`${IM.repeatedSheet}: ${IMPORT_SHEET_NAMES[kind]}`);
    found.set(kind, sheet);
    rowCount += sheet.actualRowCount;
  }
  if (found.size === 0) throw fileProblem(IM.noSheets);
  // Header rows count here, so a file just over the limit is refused before any row is read.
  if (rowCount > MAX_IMPORT_ROWS + found.size) throw fileProblem(IM.tooManyRows);
  const sheets: RawSheet[] = [...found].map(([kind, sheet]) => ({ kind, ...readRows(sheet, kind) }));
  // Said once, on the first sheet read.
  sheets[0]!.warnings.unshift(...skipped);
  return sheets;
}

const isInstructions = (name: string) => name.trim().toLowerCase() === IM.instructionsSheet.toLowerCase();

/** Counts a delimiter outside quotes in the header line. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/** Comma, or the semicolon or tab some Excel versions save with, whichever the header uses most. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return [',', ';', '\t'].reduce((best, char) =>
    countOutsideQuotes(firstLine, char) > countOutsideQuotes(firstLine, best) ? char : best,
  );
}

async function readCsv(text: string, kindField: string | null): Promise<RawSheet[]> {
  // A cheap bound before parsing: quoted line breaks make lines outnumber rows, never the reverse.
  const lines = text.split('\n').filter((line) => line.trim() !== '').length;
  if (lines > (MAX_IMPORT_ROWS + 1) * 4) throw fileProblem(IM.tooManyRows);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      // Keep every cell as written: "0771234567" must not become a number.
      map: (value: unknown) => value,
      parserOptions: { delimiter: delimiterOf(text) },
    } as unknown as Parameters<ExcelJS.Csv['read']>[1]);
  } catch {
    throw fileProblem(IM.fileUnreadable);
  }
  const kind = kindField === null ? recognise(sheet) : kindField.toLowerCase();
  if (!isKind(kind)) throw fileProblem(IM.kindUnknown, 'kind');
  return [{ kind, ...readRows(sheet, kind) }];
}

/**
 * The kind the header names: of the kinds whose key columns it has, the one that reads most of
 * its columns (a Remarks column the import skips does not hide what the file holds).
 */
function recognise(sheet: ExcelJS.Worksheet): ImportKind {
  const names = [...headerNames(sheet).names.values()];
  const known = (kind: ImportKind) =>
    names.filter((name) => (IMPORT_COLUMNS[kind] as readonly string[]).includes(name)).length;
  const fits = IMPORT_KINDS.filter((kind) => IMPORT_KEY_COLUMNS[kind].every((key) => names.includes(key)))
    .map((kind) => ({ kind, known: known(kind) }))
    .sort((a, b) => b.known - a.known);
  if (!fits.length || fits[1]?.known === fits[0]!.known) throw fileProblem(IM.kindRequired, 'kind');
  return fits[0]!.kind;
}
