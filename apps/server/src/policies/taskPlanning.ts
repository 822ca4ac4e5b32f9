import { TASK_PLAN_ROLES } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';

/** What the rule reads of an assignment seen from its panel (boardAccess.viewableAssignment). */
export interface PlannedAssignment {
  /** The viewer manages the job (owner, coordinator, creator, its division's HOD or team leader, or every job). */
  isManager: boolean;
  /** The viewer holds this assignment. */
  isHolder: boolean;
  /** Who holds the other side of its QC pair (the checker of work, the worker of a check). */
  partner_id: number | null;
}

/**
 * Who may re-plan a task from its panel, its due date and its QC checker (decisions.md, modelled on
 * a manager of the job in one of TASK_PLAN_ROLES, and never on a task they hold or check
 * themselves, so nobody moves their own deadline or picks their own checker.
 */
export const taskPlanPolicy = {
  mayReplan(viewer: Pick<AuthUser, 'id' | 'roleId'>, task: PlannedAssignment): boolean {
    const inRole = viewer.roleId !== null && TASK_PLAN_ROLES.includes(viewer.roleId);
    const ownTask = task.isHolder || task.partner_id === viewer.id;
    return inRole && task.isManager && !ownTask;
  },
};
