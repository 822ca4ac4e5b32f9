import { describe, expect, it } from 'vitest';
import { RoleId } from '@jobline/shared';
import { taskPlanPolicy } from './taskPlanning';

const ME = 7;
const viewer = (roleId: number | null) => ({ id: ME, roleId });
const task = (o: Partial<{ isManager: boolean; isHolder: boolean; partner_id: number | null }> = {}) => ({
  isManager: true,
  isHolder: false,
  partner_id: 99,
  ...o,
});

describe('taskPlanPolicy.mayReplan: task due date and QC checker', () => {
  it('lets managers of the job in an R-103 role or HOD re-plan others’ tasks', () => {
    for (const role of [RoleId.SUPER_ADMIN, RoleId.ADMIN, RoleId.DIRECTOR, RoleId.HOD, RoleId.TEAM_LEADER]) {
      expect(taskPlanPolicy.mayReplan(viewer(role), task()), `role ${role}`).toBe(true);
    }
  });

  it('refuses owners, coordinators and creators of the job without such a role', () => {
    for (const role of [RoleId.COORDINATOR, RoleId.QUICK_JOB_MANAGER, RoleId.EMPLOYEE, null]) {
      expect(taskPlanPolicy.mayReplan(viewer(role), task()), `role ${role}`).toBe(false);
    }
  });

  it('refuses anyone not managing the job', () => {
    expect(taskPlanPolicy.mayReplan(viewer(RoleId.TEAM_LEADER), task({ isManager: false }))).toBe(false);
  });

  it('refuses the holder and the checker of the task, whatever their role', () => {
    for (const role of [RoleId.SUPER_ADMIN, RoleId.DIRECTOR, RoleId.HOD, RoleId.TEAM_LEADER]) {
      expect(taskPlanPolicy.mayReplan(viewer(role), task({ isHolder: true }))).toBe(false);
      expect(taskPlanPolicy.mayReplan(viewer(role), task({ partner_id: ME }))).toBe(false);
    }
  });
});
