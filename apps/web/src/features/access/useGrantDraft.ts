import { useCallback, useMemo, useState } from 'react';

export interface GrantDraft {
  /** The ids as they are on screen: the saved set with the user's ticks applied. */
  checked: ReadonlySet<number>;
  added: number[];
  removed: number[];
  dirty: boolean;
  set(ids: readonly number[], value: boolean): void;
  reset(): void;
}

/**
 * The unsaved ticks on top of a saved set of permission ids. Kept as overrides, so a refetch of
 * the saved set (after a save, or someone else's change) does not throw the user's ticks away.
 */
export function useGrantDraft(saved: readonly number[] | undefined): GrantDraft {
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map());

  const set = useCallback((ids: readonly number[], value: boolean) => {
    setOverrides((previous) => {
      const next = new Map(previous);
      for (const id of ids) next.set(id, value);
      return next;
    });
  }, []);
  const reset = useCallback(() => setOverrides(new Map()), []);

  return useMemo(() => {
    const base = new Set(saved ?? []);
    const checked = new Set(base);
    const added: number[] = [];
    const removed: number[] = [];
    for (const [id, value] of overrides) {
      if (value === base.has(id)) continue;
      if (value) {
        checked.add(id);
        added.push(id);
      } else {
        checked.delete(id);
        removed.push(id);
      }
    }
    const dirty = added.length + removed.length > 0;
    return { checked, added, removed, dirty, set, reset };
  }, [saved, overrides, set, reset]);
}
