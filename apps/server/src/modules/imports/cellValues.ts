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

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DMY_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const pad = (part: string) => part.padStart(2, '0');

/**
 * A day cell as YYYY-MM-DD: a real Excel date, a serial number, YYYY-MM-DD or DD/MM/YYYY. Anything
 * else comes back as written, so the registration rules answer it with their own message.
 */
export function cellDay(value: unknown): string | null {
  if (typeof value === 'number') return excelSerialDay(value) ?? String(value);
  if (typeof value === 'object' && value !== null && 'result' in value) {
    return cellDay((value as { result: unknown }).result);
  }
  const text = cellText(value)?.trim();
  if (!text) return null;
  const iso = ISO_DAY.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  const dmy = DMY_DAY.exec(text);
  if (dmy) return `${dmy[3]}-${pad(dmy[2]!)}-${pad(dmy[1]!)}`;
  return text;
}

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
