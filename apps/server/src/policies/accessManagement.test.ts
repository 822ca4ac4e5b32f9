import { describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { AppError } from '../errors';
import { assertMayChangeGrants, assertRoleEditable } from './accessManagement';

const roleManager = { permissions: [Perm.ROLE_MANAGEMENT, Perm.EMPLOYEES] };
const superAdmin = { permissions: [Perm.SUPER_ADMIN, Perm.ROLE_MANAGEMENT] };

function thrown(fn: () => void): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('assertMayChangeGrants', () => {
  it('lets a role manager change grants that do not involve Super Admin', () => {
    expect(() => assertMayChangeGrants(roleManager, [5, 6], [6, 7, 34])).not.toThrow();
    expect(() => assertMayChangeGrants(roleManager, [], [])).not.toThrow();
    expect(() => assertMayChangeGrants(roleManager, [5, 6, 7], [])).not.toThrow();
  });

  it('refuses a role manager who grants Super Admin, with 403 status 11', () => {
    const err = thrown(() => assertMayChangeGrants(roleManager, [5], [Perm.SUPER_ADMIN, 5]));
    expect(err.statusCode).toBe(403);
    expect(err.body).toEqual({ status: 11, message: Msg.access.superAdminOnly });
  });

  it('refuses a role manager who takes Super Admin away', () => {
    const err = thrown(() => assertMayChangeGrants(roleManager, [Perm.SUPER_ADMIN, 5], [5]));
    expect(err.statusCode).toBe(403);
    expect(err.body.message).toBe(Msg.access.superAdminOnly);
  });

  it('lets a role manager edit other grants of a set that keeps Super Admin', () => {
    expect(() => assertMayChangeGrants(roleManager, [Perm.SUPER_ADMIN], [Perm.SUPER_ADMIN, 5])).not.toThrow();
    expect(() => assertMayChangeGrants(roleManager, [Perm.SUPER_ADMIN, 5], [Perm.SUPER_ADMIN])).not.toThrow();
  });

  it('lets a holder of Super Admin grant and take it away', () => {
    expect(() => assertMayChangeGrants(superAdmin, [], [Perm.SUPER_ADMIN])).not.toThrow();
    expect(() => assertMayChangeGrants(superAdmin, [Perm.SUPER_ADMIN, 5], [5])).not.toThrow();
  });

  it('ignores the order of the lists', () => {
    expect(() =>
      assertMayChangeGrants(roleManager, [7, Perm.SUPER_ADMIN, 5], [5, 7, Perm.SUPER_ADMIN]),
    ).not.toThrow();
    expect(() => assertMayChangeGrants(roleManager, [7, 5], [5, 7, Perm.SUPER_ADMIN])).toThrow(AppError);
  });
});

describe('assertRoleEditable', () => {
  it('refuses the super admin role with 400 on role_id', () => {
    const err = thrown(() => assertRoleEditable(RoleId.SUPER_ADMIN));
    expect(err.statusCode).toBe(400);
    expect(err.body).toEqual({
      message: Msg.access.superAdminRoleFixed,
      errors: { role_id: Msg.access.superAdminRoleFixed },
    });
  });

  it('allows every other role, seeded or added', () => {
    for (const roleId of [RoleId.ADMIN, RoleId.DIRECTOR, RoleId.EMPLOYEE, 9, 250]) {
      expect(() => assertRoleEditable(roleId)).not.toThrow();
    }
  });
});
