/**
 * The ERP's field names as Jobline's: a name the field map (ERP_FIELD_MAP) lists becomes the name it
 * maps to; any other is written the way spreadsheet headers are read ('Customer Code',
 * 'customer-code' and 'CUSTOMER_CODE' all name customer_code). Nested records (a customer's
 * branches) are renamed too.
 */
export function renameFields(value: unknown, fieldMap: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameFields(item, fieldMap));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    out[fieldMap[name] ?? fieldName(name)] = renameFields(inner, fieldMap);
  }
  return out;
}

export const fieldName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
