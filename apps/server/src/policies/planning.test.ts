import { describe, expect, it } from 'vitest';
import { Perm, RoleId } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { planningPolicy } from './planning';

const DIVISION = 6;
const user = (permissions: number[], o: Partial<AuthUser> = {}): AuthUser => ({
  id: 7,
  sessionId: 1,
  roleId: RoleId.EMPLOYEE,
  roleName: 'employee',
  divisionId: DIVISION,
  userType: 4,
  firstName: 'Test',
  lastName: 'User',
  email: 'test@example.com',
  permissions,
  ...o,
});
const self = { id: 7, divisionId: DIVISION };
const colleague = { id: 8, divisionId: DIVISION };
const stranger = { id: 9, divisionId: 1 };
const homeless = { id: 10, divisionId: null };

describe('planningPolicy.mayPlan (decisions.md: Employee Plan)', () => {
  it('lets everyone with Calendar (11) plan their own days, and no one else’s', () => {
    const employee = user([Perm.CALENDAR]);
    expect(planningPolicy.mayPlan(employee, self)).toBe(true);
    expect(planningPolicy.mayPlan(employee, colleague)).toBe(false);
    expect(planningPolicy.mayPlan(employee, stranger)).toBe(false);
    expect(planningPolicy.plansOthers(employee)).toBe(false);
  });

  it('lets holders of Employee Activities (17) plan the employees of their own division only', () => {
    const hod = user([Perm.CALENDAR, Perm.EMPLOYEE_ACTIVITIES], { roleId: RoleId.HOD });
    expect(planningPolicy.mayPlan(hod, self)).toBe(true);
    expect(planningPolicy.mayPlan(hod, colleague)).toBe(true);
    expect(planningPolicy.mayPlan(hod, stranger)).toBe(false);
    expect(planningPolicy.mayPlan(hod, homeless)).toBe(false);
    expect(planningPolicy.plansOthers(hod)).toBe(true);
  });

  it('gives a holder of 17 without a division only their own plan', () => {
    const lead = user([Perm.CALENDAR, Perm.EMPLOYEE_ACTIVITIES], { divisionId: null });
    expect(planningPolicy.mayPlan(lead, { id: 7, divisionId: null })).toBe(true);
    expect(planningPolicy.mayPlan(lead, homeless)).toBe(false);
    expect(planningPolicy.plansOthers(lead)).toBe(false);
  });

  it('lets the company-wide viewers (41, or the super admin) plan anyone', () => {
    const director = user([Perm.CALENDAR, Perm.DASHBOARD], { roleId: RoleId.DIRECTOR });
    const superAdmin = user([Perm.CALENDAR], { roleId: RoleId.SUPER_ADMIN });
    for (const who of [director, superAdmin]) {
      for (const employee of [self, colleague, stranger, homeless]) {
        expect(planningPolicy.mayPlan(who, employee)).toBe(true);
      }
      expect(planningPolicy.plansOthers(who)).toBe(true);
    }
  });

  it('plans nothing without Calendar (11), whatever else the user holds', () => {
    const watcher = user([Perm.EMPLOYEE_ACTIVITIES, Perm.DASHBOARD]);
    expect(planningPolicy.mayPlan(watcher, self)).toBe(false);
    expect(planningPolicy.mayPlan(watcher, stranger)).toBe(false);
    expect(planningPolicy.plansOthers(watcher)).toBe(false);
  });
});
