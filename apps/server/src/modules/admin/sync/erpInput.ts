import type { z } from 'zod/mini';
import { Msg } from '@jobline/shared';
import { issuesToFields } from '../../../errors';

/** The first of the fields that has a value: the ERP may name a field either way (code or customer_code). */
export function pick(fields: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** A text field as text (numbers from a spreadsheet cell too); blank as null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() === '' ? null : value.trim();
}

/** A whole number as a number (a spreadsheet or a CSV-minded ERP may send "12"); other values as they are. */
export function countOf(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return value ?? 0;
}

/** yes/no, true/false, 1/0 as a boolean; anything else as it is (refused by the schema). */
export function yesNoOf(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  const t = textOf(value)?.toLowerCase();
  if (t === undefined || t === null) return undefined;
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  return value;
}

/** Checks the ERP's record with Jobline's own rules for the record: the value, or why it is refused. */
export function checked<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  fieldLabel: (path: string) => string = (path) => path,
): { value: T } | { reason: string } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const [field, message] = Object.entries(issuesToFields(result.error.issues))[0] ?? ['record', ''];
  return { reason: Msg.sync.incomplete(fieldLabel(field), message) };
}
