// zod/mini keeps the web bundle small: only the checks a form uses are shipped.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { daysBetween, isCalendarDay } from '../rules/dates';

/** A required text: trimmed, with the spec's 'This field is required' when empty. */
export const requiredText = (max = 255, message: string = Msg.common.required) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `At most ${max} characters` }),
    );

/** Page-size choices of every table (spec: 5, 10, 15, 50 and 100, and no "All"). */
export const PAGE_SIZES = [5, 10, 15, 50, 100] as const;

/** The largest id a database integer holds. */
export const MAX_ID = 2_147_483_647;

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
const DECIMAL_OR_BLANK = /^(-?(\d+(\.\d*)?|\.\d+))?$/;

/**
 * A number as the wire carries it: a JSON number, or a string of decimal digits (paths, query strings,
 * forms). Booleans, arrays, hex and exponents are refused, never coerced; a blank string too, unless
 * `blankAs` gives the number it stands for.
 */
export const wireNumber = (message: string, options: { blankAs?: number } = {}) => {
  const digits = options.blankAs === undefined ? DECIMAL : DECIMAL_OR_BLANK;
  return z.pipe(
    z.union(
      [
        z.number({ error: message }),
        z.string({ error: message }).check(z.trim(), z.regex(digits, { error: message })),
      ],
      { error: message },
    ),
    z.transform((value: number | string) => (value === '' ? options.blankAs! : Number(value))),
  );
};

/**
 * One of a few numbers, from JSON or a string of digits: an enum the OpenAPI document states (a
 * refinement would not reach it), so a generated client knows the choices.
 */
export const wireChoice = <T extends number>(values: readonly T[], message: string) =>
  // Typed as any number for callers: the choices are checked when parsed, and stated in the document.
  z.pipe(
    z.union([z.literal(values as T[]), z.enum(values.map(String) as [string, ...string[]])], {
      error: message,
    }),
    z.transform((value: T | string) => Number(value) as T),
  ) as unknown as z.ZodMiniType<T, number | string>;

/** A whole number within bounds, from JSON or a string of digits, its bounds stated in the document. */
export const wireInteger = (bounds: { min?: number; max?: number }, message: string) => {
  const { min, max } = bounds;
  const within = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  return z
    .pipe(
      z.union(
        [
          z
            .int({ error: message })
            .check(
              ...(min === undefined ? [] : [z.gte(min, { error: message })]),
              ...(max === undefined ? [] : [z.lte(max, { error: message })]),
            ),
          z.string({ error: message }).check(z.trim(), z.regex(/^\d{1,16}$/, { error: message })),
        ],
        { error: message },
      ),
      z.transform((value: number | string) => Number(value)),
    )
    .check(z.refine(within, { error: message }));
};

/** A yes/no as the wire carries it: a JSON boolean, or 'true'/'false' in a query string or form. */
export const wireBoolean = (message: string) =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])], { error: message }),
    z.transform((value: boolean | 'true' | 'false') => value === true || value === 'true'),
  );

/** A positive integer id: a JSON integer or a string of decimal digits, nothing else. */
export const id = (message = 'Must be a valid id') => wireInteger({ min: 1, max: MAX_ID }, message);

export const idParam = id();

export const mobileNumber = z
  .string({ error: Msg.profile.invalidPhone })
  .check(
    z.trim(),
    z.regex(/^\d*$/, { error: Msg.profile.numbersOnly }),
    z.length(10, { error: Msg.profile.invalidPhone }),
  );

export const emailAddress = z
  .string({ error: Msg.profile.invalidEmail })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, { error: Msg.profile.invalidEmail }),
    z.regex(z.regexes.email, { error: Msg.profile.invalidEmail }),
  );

/** A YYYY-MM-DD day; empty or malformed input answers the given message. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: message }),
      z.refine(isCalendarDay, { error: message }),
    );

/** The messages of an inclusive day range: missing, a bad first or last day, the last before the first. */
export interface DayRangeMessages {
  rangeRequired: string;
  startInvalid: string;
  endInvalid: string;
  endBeforeStart: string;
}

/**
 * An inclusive range of days {start, end}; the first may not come after the last, and with
 * `longest` the range may cover at most that many days.
 */
export const dayRange = (m: DayRangeMessages, longest?: { days: number; message: string }) =>
  z
    .object(
      { start: calendarDay(m.startInvalid), end: calendarDay(m.endInvalid) },
      { error: m.rangeRequired },
    )
    .check(
      z.refine((v) => !isCalendarDay(v.start) || !isCalendarDay(v.end) || v.end >= v.start, {
        path: ['end'],
        error: m.endBeforeStart,
      }),
      z.refine(
        (v) =>
          !longest ||
          !isCalendarDay(v.start) ||
          !isCalendarDay(v.end) ||
          v.end < v.start ||
          daysBetween(v.start, v.end) < longest.days,
        { path: ['end'], error: longest?.message ?? '' },
      ),
    );

/** A Laravel-style page of rows, as the paged lists answer. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    data: z.array(row),
    current_page: z.number(),
    per_page: z.number(),
    last_page: z.number(),
    total: z.number(),
  });

/** The 400 body every validation failure answers with (design.md §4). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}

/** A domain refusal: the spec's status code and its message. */
export interface DomainErrorBody {
  status: number;
  message: string;
}
