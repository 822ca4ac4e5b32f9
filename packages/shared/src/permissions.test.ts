import { describe, expect, it } from 'vitest';
import { RoleId } from './enums';
import {
  ALL_PERMISSION_IDS,
  holdsAny,
  MENU,
  Perm,
  PERMISSIONS,
  seesAllDivisions,
  visibleMenu,
} from './permissions';

describe('the permission map', () => {
  it('holds ids 1 to 43 except 37, each once', () => {
    const expected = Array.from({ length: 43 }, (_, i) => i + 1).filter((id) => id !== 37);
    expect(ALL_PERMISSION_IDS).toEqual(expected);
    expect(new Set(PERMISSIONS.map((p) => p.id)).size).toBe(PERMISSIONS.length);
  });

  it('names every menu permission', () => {
    const known = new Set(ALL_PERMISSION_IDS);
    for (const group of MENU) {
      if (group.permission !== undefined) expect(known.has(group.permission)).toBe(true);
      for (const item of group.items) expect(known.has(item.permission)).toBe(true);
    }
  });

  it('gates Employee Daily Activity (21) and My Pending Jobs (43) with ids of their own (O-33)', () => {
    const pathsOf = (id: number) =>
      MENU.flatMap((g) => g.items)
        .filter((i) => i.permission === id)
        .map((i) => i.path);
    expect(pathsOf(21)).toEqual(['/employee-daily-activity']);
    expect(pathsOf(Perm.MY_PENDING_JOBS)).toEqual(['/user-pending-jobs']);
  });
});

describe('visibleMenu', () => {
  const existing = new Set(['/role-management', '/employee', '/tasking']);

  it('shows an item only when the user holds it and its screen exists', () => {
    const menu = visibleMenu([Perm.SETTINGS_MENU, Perm.ROLE_MANAGEMENT, Perm.CUSTOMERS], existing);
    expect(menu.map((g) => g.label)).toEqual(['Settings']);
    expect(menu[0]!.items.map((i) => i.path)).toEqual(['/role-management']);
  });

  it('hides a group whose own id the user lacks, even with its items', () => {
    expect(visibleMenu([Perm.ROLE_MANAGEMENT, Perm.EMPLOYEES], existing)).toEqual([]);
  });

  it('shows top-level entries without a group id', () => {
    const menu = visibleMenu([Perm.CREATE_TASK], existing);
    expect(menu.map((g) => g.label)).toEqual(['Planning']);
  });

  it('shows nothing to a user without rights', () => {
    expect(visibleMenu([], existing)).toEqual([]);
  });
});

describe('holdsAny', () => {
  it('is true when one of the required ids is held', () => {
    expect(holdsAny([1, 5], [5, 9])).toBe(true);
    expect(holdsAny([1, 5], [9])).toBe(false);
    expect(holdsAny([], [])).toBe(false);
  });

  it('sees every division as the super admin’s role or with the company-wide Dashboard (41) only', () => {
    expect(seesAllDivisions(RoleId.SUPER_ADMIN, [])).toBe(true);
    expect(seesAllDivisions(RoleId.HOD, [Perm.DASHBOARD])).toBe(true);
    expect(seesAllDivisions(RoleId.HOD, [Perm.WORKSHEET_DEPARTMENT_FILTER, Perm.SUPER_ADMIN])).toBe(false);
    expect(seesAllDivisions(null, [])).toBe(false);
  });
});
