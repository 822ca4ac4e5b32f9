import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';

/** Cards count up over this long (spec 002 §2). */
export const COUNT_UP_MS = 1000;

/**
 * A number that counts from its last value to `target` over a second, easing out; when the system
 * asks for less motion it shows the target at once.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const reduce = useReducedMotion();
  const [shown, setShown] = useState(reduce ? target : 0);
  const from = useRef(shown);
  useEffect(() => {
    if (reduce) {
      from.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(origin + (target - origin) * eased);
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reduce]);
  return shown;
}
