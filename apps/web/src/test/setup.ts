import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser features; happy-dom leaves some out.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => cleanup());
