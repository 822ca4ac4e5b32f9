import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { LONG_PRESS_MS } from '@jobline/shared';

/** A finger that wanders further than this is scrolling, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

export interface LongPressHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onPointerLeave(): void;
  onContextMenu(event: { preventDefault(): void }): void;
}

/** How long after the finger lifts the click that ends a long press may still arrive. */
const CLICK_AFTER_RELEASE_MS = 400;

/**
 * Swallows the click that ends a long press: the finger lifts over whatever the press opened (a
 * dialog's first button, its overlay) or over the card, and neither should act on it.
 */
function swallowClickAfterRelease() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    done();
  };
  const release = () => setTimeout(done, CLICK_AFTER_RELEASE_MS);
  function done() {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
  }
  window.addEventListener('click', swallow, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * Calls `onLongPress` when a touch stays down for `ms` without moving (the phone's move-section
 * dialog, R-016). Mouse presses are left to drag and drop.
 */
export function useLongPress(
  onLongPress: () => void,
  { ms = LONG_PRESS_MS, enabled = true }: { ms?: number; enabled?: boolean } = {},
): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  return {
    onPointerDown(event) {
      if (!enabled || event.pointerType === 'mouse') return;
      clear();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        swallowClickAfterRelease();
        latest.current();
      }, ms);
    },
    onPointerMove(event) {
      if (!start.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > LONG_PRESS_SLOP_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
    onPointerLeave: clear,
    // A long touch would otherwise open the browser's own menu on some phones.
    onContextMenu(event) {
      if (enabled && start.current) event.preventDefault();
    },
  };
}
