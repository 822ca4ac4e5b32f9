// Test-only: requests for every route, drawn from its OpenAPI schemas with fast-check and then broken.
import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes the routes' zod schemas) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** Deep input costs time, not coverage: arrays stay short and strings modest in the valid draws. */
const MAX_ITEMS = 3;
const MAX_TEXT = 40;

/** A value that fits the schema (near enough: the mutation step breaks it anyway). */
export function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  const plain = plainValueOf(schema, depth);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) })
    : plain;
}

function plainValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueOf(choice, depth + 1)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return textOf(schema);
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, MAX_ITEMS),
        maxLength: Math.max(
          Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS),
          Math.min(schema.minItems ?? 0, MAX_ITEMS),
        ),
      });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      if (!Object.keys(properties).length) return fc.constant({});
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, valueOf(inner, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
  }
}

function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'binary') return fc.constant('');
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot draw from: plain text, which the route will likely refuse.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT)),
  });
}

const DEEP = 1000;
/** 1,000 arrays inside one another, as JSON text (a value no JSON.stringify call would build for us). */
export const DEEP_JSON = '['.repeat(DEEP) + ']'.repeat(DEEP);
/** Stands in a body for DEEP_JSON until the body is JSON text. */
export const DEEP_MARK = '__deep_nesting__';

/**
 * What a careless or hostile client sends in place of a field: wrong types, limits of numbers,
 * huge and odd text, days that do not exist, keys that poison prototypes, and deep nesting.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  [],
  {},
  [1, 2],
  { a: 1 },
  true,
  -1,
  0,
  1.5,
  2 ** 63,
  -(2 ** 63),
  1e308,
  '9223372036854775808',
  '-1',
  'NaN',
  'Infinity',
  '',
  ' ',
  'x'.repeat(100_000),
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '👩‍💻🚀',
  '2026-02-30',
  '0000-00-00',
  '2026-13-01',
  '9999-12-31',
  '2026-02-30T25:61:00Z',
  "' OR 1=1 --",
  '%_\\',
  '[object Object]',
  '__proto__',
  // Own keys named __proto__ and constructor, as a JSON parser makes them.
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  DEEP_MARK,
];

/** The same in a query string or a path, where every value is text. */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '0x10',
  ' 1',
  '9223372036854775808',
  '99999999999999999999',
  'true',
  'null',
  'undefined',
  '[object Object]',
  'x'.repeat(100_000),
  'a\u0000b',
  '\u202Eevil',
  '👩‍💻',
  '2026-02-30',
  '0000-00-00',
  '2026-13',
  "' OR 1=1 --",
  '%',
  '__proto__',
  '../../etc/passwd',
];

/** Every place in a value a field sits, as key paths (the value itself is the empty path). */
export function fieldPaths(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  out.push(path);
  if (value !== null && typeof value === 'object' && path.length < 6) {
    for (const [key, inner] of Object.entries(value)) fieldPaths(inner, [...path, key], out);
  }
  return out;
}

/** A copy of the value with the field at the path set to another value (the root when the path is empty). */
export function replacedAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key!] = replacedAt(copy[key!], rest, replacement);
  return copy;
}

/** JSON text of a value, with the deep nesting marker put back as the nesting itself. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(DEEP_MARK), DEEP_JSON);
}
