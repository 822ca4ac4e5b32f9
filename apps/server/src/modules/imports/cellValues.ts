// What a spreadsheet cell holds, read the way the user meant it: exceljs hands over numbers,
// dates, booleans, hyperlinks, rich text and formulas; CSV cells arrive as plain text.
import { AgreementStatus, AgreementType } from '@jobline/shared';

const DAY_MS = 86_400_000;
/** Excel's day 0 is 1899-12-30 once its fictional 1900-02-29 is behind (serial 61 onwards). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const LAST_EXCEL_SERIAL = 2_958_465; // 9999-12-31

const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** The cell's text as shown, or null when blank. Dates read as YYYY-MM-DD. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : ymd(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText))
      return cellText(v.richText.map((part) => String(part.text ?? '')).join(''));
    if ('text' in v) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
    if (typeof v.error === 'string') return v.error;
  }
  return null;
}

/** Excel's serial day number as YYYY-MM-DD, or null outside the days Excel knows. */
export function excelSerialDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 61 || serial > LAST_EXCEL_SERIAL) return null;
  return ymd(new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS));
}

export type DateOrder = 'DMY' | 'MDY';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** January, Jan, Sept…: the month's number (1–12), or 0. */
const monthOf = (name: string) => {
  const lower = name.toLowerCase();
  const full = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ];
  const index = full.indexOf(lower);
  if (index >= 0) return index + 1;
  return MONTHS.indexOf(lower === 'sept' ? 'sep' : lower) + 1;
};
const pad = (part: number) => String(part).padStart(2, '0');
/** Two-digit years are this century's: the days an office records are recent or coming. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[\s/-]+([a-z]{3,9})\.?[\s/,-]+(\d{4}|\d{2})$/i;
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i;

/** A date written as text, and whether the reading depended on the company's date order. */
export interface ReadDay {
  day: string;
  /** Both figures could be a month: the company's order decided. */
  ambiguous: boolean;
}

/**
 * A date written the ways office programs write one: 2026-01-31, 2026/01/31, 31 January 2026,
 * 31-Jan-26, Jan 31, 2026, and in figures 31/01/2026 (or 01/31/2026), read in the company's order.
 * Null when the text is none of these (the registration rules then answer it as written).
 */
export function readDay(text: string, order: DateOrder): ReadDay | null {
  const ymd = YMD.exec(text);
  if (ymd) return { day: dayOf(Number(ymd[1]), Number(ymd[2]), Number(ymd[3])), ambiguous: false };
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const [day, month] = order === 'DMY' ? [a, b] : [b, a];
    return { day: dayOf(fullYear(numeric[3]!), month, day), ambiguous: a !== b && a <= 12 && b <= 12 };
  }
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy && monthOf(dmy[2]!))
    return { day: dayOf(fullYear(dmy[3]!), monthOf(dmy[2]!), Number(dmy[1])), ambiguous: false };
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy && monthOf(mdy[1]!))
    return { day: dayOf(Number(mdy[3]), monthOf(mdy[1]!), Number(mdy[2])), ambiguous: false };
  return null;
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 2026-02-01 as people read it: 1 February 2026. */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * A day cell as YYYY-MM-DD: a real Excel date, a serial number, or text readDay knows. Anything
 * else comes back as written, so the registration rules answer it with their own message.
 */
export function cellDay(value: unknown, order: DateOrder = 'DMY'): string | null {
  if (typeof value === 'number') return excelSerialDay(value) ?? String(value);
  if (typeof value === 'object' && value !== null && 'result' in value) {
    return cellDay((value as { result: unknown }).result, order);
  }
  const text = cellText(value)?.trim();
  if (!text) return null;
  return readDay(text, order)?.day ?? text;
}

const ERROR_VALUE =
  /^#(N\/A|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|NULL!|SPILL!|CALC!|FIELD!|BLOCKED!|UNKNOWN!|GETTING_DATA)$/i;

/** The spreadsheet error a cell shows (#N/A, #DIV/0!…), as a value, a formula's result or CSV text. */
export function errorValueOf(value: unknown): string | null {
  if (typeof value === 'string') return ERROR_VALUE.test(value.trim()) ? value.trim() : null;
  if (typeof value === 'object' && value !== null) {
    const v = value as { error?: unknown; result?: unknown };
    if (typeof v.error === 'string') return v.error;
    if ('result' in v) return errorValueOf(v.result);
  }
  return null;
}

/** Text a spreadsheet wrote for a long number in scientific notation: 1E+5, 7.71235E+11. */
export const isScientific = (text: string) => /^[-+]?\d+(\.\d+)?E[-+]?\d+$/i.test(text.trim());

/** A count cell as a number; text that is no number reads as NaN, which the rules refuse. */
export function cellNumber(value: unknown): number | null {
  const text = cellText(value)?.trim();
  if (!text) return null;
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const TYPES: Record<string, number> = {
  '1': AgreementType.HARDWARE,
  hardware: AgreementType.HARDWARE,
  '2': AgreementType.SOFTWARE,
  software: AgreementType.SOFTWARE,
  '3': AgreementType.BOTH,
  both: AgreementType.BOTH,
  'software/hardware': AgreementType.BOTH,
  'hardware/software': AgreementType.BOTH,
};

/** Hardware, Software, Both or 1/2/3 as the type number; anything else as written (refused later). */
export function cellAgreementType(value: unknown): number | string | null {
  const text = cellText(value)?.trim();
  if (!text) return null;
  return TYPES[text.toLowerCase().replace(/\s+/g, '')] ?? text;
}

const STATUSES: Record<string, string> = {
  accepted: AgreementStatus.ACCEPTED,
  warranty: AgreementStatus.WARRANTY,
  warrenty: AgreementStatus.WARRANTY,
  pending: AgreementStatus.PENDING,
  cancelled: AgreementStatus.CANCELLED,
  canceled: AgreementStatus.CANCELLED,
};

/** A status in any case, 'Warranty' stored as the wire's 'Warrenty' (O-47). */
export function cellStatus(value: unknown): string | null {
  const text = cellText(value)?.trim();
  if (!text) return null;
  return STATUSES[text.toLowerCase()] ?? text;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** yes/no, true/false or 1/0 as a boolean; 'invalid' for anything else. */
export function cellYesNo(value: unknown): boolean | null | 'invalid' {
  if (typeof value === 'boolean') return value;
  const text = cellText(value)?.trim().toLowerCase();
  if (!text) return null;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return 'invalid';
}
