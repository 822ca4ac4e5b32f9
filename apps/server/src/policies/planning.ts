import { holdsAny, Perm } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { seesAllDivisions } from './divisionScope';

/** What the rule reads of the employee whose plan it is. */
export interface PlannedEmployee {
  id: number;
  divisionId: number | null;
}

const leadsDivision = (user: AuthUser) =>
  holdsAny(user.permissions, [Perm.EMPLOYEE_ACTIVITIES]) && user.divisionId !== null;

/**
 * Whose plan a user may read and change (decisions.md, Employee Plan): everyone with Calendar (11)
 * their own; holders of Employee Activities (17: HODs and team leaders) also the employees of their
 * own division; whoever sees every division (super admin, 41) anyone's.
 */
export const planningPolicy = {
  mayPlan(user: AuthUser, employee: PlannedEmployee): boolean {
    if (!holdsAny(user.permissions, [Perm.CALENDAR])) return false;
    if (employee.id === user.id || seesAllDivisions(user)) return true;
    return leadsDivision(user) && employee.divisionId === user.divisionId;
  },

  /** Whether the user plans for anyone besides themselves (the page then offers an employee picker). */
  plansOthers: (user: AuthUser) =>
    holdsAny(user.permissions, [Perm.CALENDAR]) && (seesAllDivisions(user) || leadsDivision(user)),
};
