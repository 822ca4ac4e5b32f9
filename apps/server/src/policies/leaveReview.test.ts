import { describe, expect, it } from 'vitest';
import { Perm, RoleId } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { leaveReviewPolicy } from './leaveReview';

const TECHNICAL = 6;
const SOFTWARE = 1;
const viewer = (o: Partial<AuthUser> = {}): AuthUser => ({
  id: 10,
  sessionId: 1,
  roleId: RoleId.HOD,
  roleName: 'HOD',
  divisionId: TECHNICAL,
  userType: 4,
  firstName: 'Ruwan',
  lastName: 'Herath',
  email: 'ruwan@test.local',
  permissions: [Perm.EMPLOYEE_LEAVE_DETAILS],
  ...o,
});
const colleague = { userId: 20, divisionId: TECHNICAL };
const outsider = { userId: 30, divisionId: SOFTWARE };
const nobodysDivision = { userId: 40, divisionId: null };

describe('leaveReviewPolicy: who decides leave', () => {
  it('lets a holder of Employee Leave Details decide the leave of their own division', () => {
    expect(leaveReviewPolicy.refusal(viewer(), colleague)).toBeNull();
    expect(leaveReviewPolicy.mayDecide(viewer(), colleague)).toBe(true);
  });

  it('keeps a division reviewer out of other divisions and of employees without one', () => {
    expect(leaveReviewPolicy.refusal(viewer(), outsider)).toBe('other_division');
    expect(leaveReviewPolicy.refusal(viewer(), nobodysDivision)).toBe('other_division');
    expect(leaveReviewPolicy.refusal(viewer({ divisionId: null }), nobodysDivision)).toBe('other_division');
  });

  it('lets holders of the company-wide Dashboard (41) and the super admin decide every division', () => {
    const director = viewer({
      roleId: RoleId.DIRECTOR,
      permissions: [Perm.EMPLOYEE_LEAVE_DETAILS, Perm.DASHBOARD],
    });
    expect(leaveReviewPolicy.refusal(director, outsider)).toBeNull();
    expect(leaveReviewPolicy.refusal(director, nobodysDivision)).toBeNull();
    const superAdmin = viewer({ roleId: RoleId.SUPER_ADMIN, divisionId: 5 });
    expect(leaveReviewPolicy.refusal(superAdmin, outsider)).toBeNull();
    expect(leaveReviewPolicy.scope(director)).toEqual({ all: true });
    expect(leaveReviewPolicy.scope(viewer())).toEqual({ all: false, divisionId: TECHNICAL });
  });

  it('never lets anyone decide their own leave, whatever their rights', () => {
    for (const who of [
      viewer(),
      viewer({ roleId: RoleId.SUPER_ADMIN }),
      viewer({ permissions: [Perm.EMPLOYEE_LEAVE_DETAILS, Perm.DASHBOARD] }),
    ]) {
      expect(leaveReviewPolicy.refusal(who, { userId: who.id, divisionId: TECHNICAL })).toBe('own');
    }
  });

  it('refuses anyone without Employee Leave Details, even company-wide viewers', () => {
    expect(leaveReviewPolicy.refusal(viewer({ permissions: [] }), colleague)).toBe('no_right');
    expect(leaveReviewPolicy.refusal(viewer({ permissions: [Perm.DASHBOARD] }), outsider)).toBe('no_right');
  });
});

describe('leaveReviewPolicy: who reads a request and a balance', () => {
  it('shows a request to its owner and to reviewers who see that person', () => {
    const employee = viewer({ id: 20, permissions: [] });
    expect(leaveReviewPolicy.mayRead(employee, colleague)).toBe(true);
    expect(leaveReviewPolicy.mayRead(employee, { userId: 21, divisionId: TECHNICAL })).toBe(false);
    expect(leaveReviewPolicy.mayRead(viewer(), colleague)).toBe(true);
    expect(leaveReviewPolicy.mayRead(viewer(), outsider)).toBe(false);
    expect(leaveReviewPolicy.mayRead(viewer(), { userId: 10, divisionId: TECHNICAL })).toBe(true);
  });

  it('shows a balance also to employee administrators (30), whatever the division', () => {
    const hr = viewer({ permissions: [Perm.EMPLOYEES] });
    expect(leaveReviewPolicy.mayReadBalance(hr, outsider)).toBe(true);
    expect(leaveReviewPolicy.mayReadBalance(viewer(), outsider)).toBe(false);
    expect(leaveReviewPolicy.mayReadBalance(viewer({ permissions: [] }), colleague)).toBe(false);
  });
});
