import { describe, expect, it } from 'vitest';
import { RoleId } from '@jobline/shared';
import { assignPolicy } from './assignPolicy';

const job = { employeeId: 10, coordinatorId: 11, createdById: 12, divisionId: 3 };
const user = (roleId: number | null, id = 99, divisionId: number | null = 3) => ({ id, roleId, divisionId });

describe('assignPolicy', () => {
  it('lets super admins, admins and directors assign on every job and list them all', () => {
    for (const role of [RoleId.SUPER_ADMIN, RoleId.ADMIN, RoleId.DIRECTOR]) {
      expect(assignPolicy.mayAssignOn(user(role, 99, null), job)).toBe(true);
      expect(assignPolicy.managesEveryJob(user(role))).toBe(true);
      expect(assignPolicy.mayListAllJobs(user(role))).toBe(true);
    }
  });

  it('lets HODs and team leaders manage their own division only', () => {
    for (const role of [RoleId.HOD, RoleId.TEAM_LEADER]) {
      expect(assignPolicy.mayAssignOn(user(role), job)).toBe(true);
      expect(assignPolicy.mayAssignOn(user(role, 99, 4), job)).toBe(false);
      expect(assignPolicy.mayAssignOn(user(role, 99, null), { ...job, divisionId: null })).toBe(false);
      expect(assignPolicy.managesEveryJob(user(role))).toBe(false);
      expect(assignPolicy.mayListAllJobs(user(role))).toBe(true);
    }
  });

  it('lets anyone else assign only on jobs they own, coordinate or created', () => {
    for (const role of [RoleId.COORDINATOR, RoleId.EMPLOYEE, RoleId.QUICK_JOB_MANAGER, null]) {
      expect(assignPolicy.mayAssignOn(user(role), job)).toBe(false);
      for (const id of [10, 11, 12]) expect(assignPolicy.mayAssignOn(user(role, id), job)).toBe(true);
      expect(assignPolicy.mayListAllJobs(user(role))).toBe(false);
    }
  });
});
