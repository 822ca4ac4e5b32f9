import { describe, expect, it } from 'vitest';
import { MENU } from '@jobline/shared';
import { SCREENS } from './screens';

describe('screens and the one permission map (O-45)', () => {
  it('guards every menu screen but Home with its menu entry’s permission', () => {
    const items = MENU.flatMap((group) => group.items);
    for (const screen of SCREENS.filter((s) => s.inMenu && s.path !== '/')) {
      const item = items.find((i) => i.path === screen.path);
      expect(item, `${screen.path} has a menu entry`).toBeDefined();
      expect(screen.permission, screen.path).toBe(item!.permission);
    }
    expect(SCREENS.find((s) => s.path === '/')!.permission).toBeUndefined();
  });
});
