import { importDateRead, importPhoneLostZero, Msg, type ImportKind } from '@jobline/shared';
import {
  cellAgreementType,
  cellDay,
  cellNumber,
  cellStatus,
  cellText,
  cellYesNo,
  isScientific,
  longDay,
  readDay,
  type DateOrder,
} from './cellValues';
import type { RawRow } from './worksheetReader';

const IM = Msg.imports;

/** A row's given cells, converted to what the registration rules read, by column. */
export interface RowInput {
  row: number;
  values: Record<string, unknown>;
  /** Cells refused before the rules run (e.g. warranty 'maybe'), by column. */
  problems: Record<string, string>;
  /** What a person should know before importing the row, by column. */
  warnings: [field: string, message: string][];
}

type Reader = (value: unknown, order: DateOrder) => unknown;
const COUNT: Reader = cellNumber;
const DAY: Reader = cellDay;
const READERS: Partial<Record<string, Reader>> = {
  pos_count: COUNT,
  server_count: COUNT,
  terminal_count: COUNT,
  agreement_type: cellAgreementType,
  status: cellStatus,
  valid_from: DAY,
  valid_to: DAY,
  agreement_date: DAY,
};

/** Columns whose digits are text: a spreadsheet that took them for numbers may have damaged them. */
const DIGIT_TEXT = new Set([
  'customer_code',
  'branch_code',
  'agreement_number',
  'agreement_code',
  'mobile_no',
  'phone_no',
  'system_code',
]);
const PHONES = new Set(['mobile_no', 'phone_no']);

/** Optional columns a '-' clears; the others are required or have no blank meaning. */
const CLEARABLE = new Set([
  'address',
  'owner',
  'contact_person',
  'mobile_no',
  'phone_no',
  'email',
  'website',
  'agreement_code',
  'agreement_date',
  'system_code',
]);
export const CLEAR_MARK = '-';

/** A cell's value as its column reads it, with what a person should know about it. */
function readCell(column: string, cell: unknown, order: DateOrder, warn: (message: string) => void) {
  // Nine digits in a phone column are a Sri Lankan number whose 0 a spreadsheet dropped (a number
  // cell, or the CSV Excel wrote from one).
  const digits = typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? cell.trim() : '';
  if (PHONES.has(column) && /^[1-9]\d{8}$/.test(digits)) {
    warn(importPhoneLostZero(`0${digits}`));
    return `0${digits}`;
  }
  if (typeof cell === 'number' && DIGIT_TEXT.has(column)) {
    warn(isScientific(digits) || !Number.isInteger(cell) ? IM.scientificNumber : IM.numberCell);
    return digits;
  }
  const value = (READERS[column] ?? cellText)(cell, order);
  if (typeof value === 'string' && DIGIT_TEXT.has(column) && isScientific(value)) warn(IM.scientificNumber);
  if (READERS[column] === DAY && typeof cell === 'string') {
    const read = readDay(cell.trim(), order);
    if (read?.ambiguous) warn(importDateRead(cell.trim(), longDay(read.day), order === 'DMY'));
  }
  return value;
}

/** The converted cells of one row; blank cells are left out ("keep what is stored"), '-' clears. */
export function rowInput(kind: ImportKind, raw: RawRow, order: DateOrder = 'DMY'): RowInput {
  const values: Record<string, unknown> = {};
  const problems: Record<string, string> = { ...raw.problems };
  const warnings: [string, string][] = [...raw.warnings];
  for (const [column, cell] of raw.cells) {
    if (cellText(cell)?.trim() === CLEAR_MARK) {
      if (CLEARABLE.has(column)) values[column] = '';
      else problems[column] = IM.cannotClear;
      continue;
    }
    if (kind === 'agreements' && column === 'warranty') {
      const answer = cellYesNo(cell);
      if (answer === 'invalid') problems.warranty = IM.invalidWarranty;
      else if (answer !== null) values.warranty = answer;
      continue;
    }
    const value = readCell(column, cell, order, (message) => warnings.push([column, message]));
    if (value !== null) values[column] = value;
  }
  return { row: raw.row, values, problems, warnings };
}

/** The lower-cased text of a key cell, or null when blank. */
export const keyOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text === '' ? null : text;
};

/** A branch's key: its customer's code and its own, both lower-cased. */
export const pairKey = (customerKey: string, branchKey: string) => `${customerKey}\u0000${branchKey}`;
