import { useState } from 'react';
import type { z } from 'zod/mini';
import { shiftDay } from '@jobline/shared';

/** Field messages of a failed check, keyed as the server keys them ('range.end'). */
export type FieldErrors = Record<string, string>;

/**
 * A report's filters: what the form shows (draft) and what was last loaded (applied). Load checks
 * the draft with the same shared schema the server uses, so a refusal names its field at once;
 * loading again with the same filters asks the server again.
 */
export function useReportFilters<T extends object, O>(
  schema: z.ZodMiniType<O, T>,
  initial: T,
  loadOnOpen = false,
) {
  const [draft, setDraft] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [applied, setApplied] = useState<{ filters: O; at: number } | null>(() => {
    if (!loadOnOpen) return null;
    const checked = schema.safeParse(initial);
    return checked.success ? { filters: checked.data, at: Date.now() } : null;
  });
  const change = (patch: Partial<T>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const load = () => {
    const checked = schema.safeParse(draft);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setApplied({ filters: checked.data, at: Date.now() });
  };
  return { draft, change, errors, applied: applied?.filters ?? null, loadedAt: applied?.at ?? null, load };
}

/** This month so far: the first of the company's month to today. */
export const monthSoFar = (today: string) => ({ start: `${today.slice(0, 8)}01`, end: today });

/** The last `days` days up to today. */
export const lastDays = (today: string, days: number) => ({ start: shiftDay(today, 1 - days), end: today });

/** A query parameter as an id, or null. */
export const idParamOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);
