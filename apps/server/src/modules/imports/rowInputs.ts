import { Msg, type ImportKind } from '@jobline/shared';
import { cellAgreementType, cellDay, cellNumber, cellStatus, cellText, cellYesNo } from './cellValues';
import type { RawRow } from './worksheetReader';

const IM = Msg.imports;

/** A row's given cells, converted to what the registration rules read, by column. */
export interface RowInput {
  row: number;
  values: Record<string, unknown>;
  /** Cells refused before the rules run (e.g. warranty 'maybe'), by column. */
  problems: Record<string, string>;
}

type Reader = (value: unknown) => unknown;
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

/** The converted cells of one row; blank cells are left out ("keep what is stored"). */
export function rowInput(kind: ImportKind, raw: RawRow): RowInput {
  const values: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const [column, cell] of raw.cells) {
    if (kind === 'agreements' && column === 'warranty') {
      const answer = cellYesNo(cell);
      if (answer === 'invalid') problems.warranty = IM.invalidWarranty;
      else if (answer !== null) values.warranty = answer;
      continue;
    }
    const value = (READERS[column] ?? cellText)(cell);
    if (value !== null) values[column] = value;
  }
  return { row: raw.row, values, problems };
}

/** The lower-cased text of a key cell, or null when blank. */
export const keyOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return text === '' ? null : text;
};

/** A branch's key: its customer's code and its own, both lower-cased. */
export const pairKey = (customerKey: string, branchKey: string) => `${customerKey}\u0000${branchKey}`;
