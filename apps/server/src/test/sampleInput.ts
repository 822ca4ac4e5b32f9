import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

type Parseable = { safeParse(value: unknown): { success: boolean } };

/** Strings the request schemas recognise by pattern, format or field name. */
function sampleString(schema: JsonSchema, field: string, today: string): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'date-time') return `${today}T08:00:00.000Z`;
  if (schema.format === 'date' || pattern.startsWith('^\\d{4}-\\d{2}-\\d{2}')) return today;
  if (pattern.startsWith('^\\d{4}-(0[1-9]')) return today.slice(0, 7);
  if (pattern === '^\\d{1,16}$' || pattern.startsWith('^-?(\\d+')) return '1';
  if (schema.format === 'email' || pattern.includes('@') || /mail/i.test(field)) return 'matrix@example.com';
  if (/month/i.test(field)) return today.slice(0, 7);
  if (/mobile|phone|contact_number/i.test(field)) return '0771234567';
  if (/_time$/i.test(field)) return '09:00';
  if (/date|start|end|from|until/i.test(field)) return today;
  const length = Math.max(schema.minLength ?? 1, /reason|remark|comment/i.test(field) ? 10 : 1);
  return 'x'.repeat(Math.min(length, schema.maxLength ?? length));
}

/**
 * The smallest value a JSON schema accepts: required fields only (every field when `full`, for a
 * rule such as "a code or the password"), the first of any choice.
 */
export function sampleOf(schema: JsonSchema | undefined, today: string, field = '', full = false): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((v) => v !== null);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c) => c.type !== 'null') ?? choices[0], today, field, full);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], today, field, full);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = full ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const key of keys) out[key] = sampleOf(schema.properties?.[key], today, key, full) ?? 1;
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, today, field, full));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'string':
      return sampleString(schema, field, today);
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

/**
 * A minimal valid value for a route's zod request schema (body, query or path), or undefined when
 * the generated value does not pass the schema (a cross-field rule) and a sample must be given.
 */
export function sampleInput(schema: unknown, today: string): { value: unknown; valid: boolean } {
  if (!schema) return { value: undefined, valid: true };
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = (value: unknown) => (schema as Parseable).safeParse(value).success;
  const minimal = sampleOf(json, today);
  if (valid(minimal)) return { value: minimal, valid: true };
  const full = sampleOf(json, today, '', true);
  return valid(full) ? { value: full, valid: true } : { value: minimal, valid: false };
}
