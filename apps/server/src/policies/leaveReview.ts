import { holdsAny, Perm } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { seesAllDivisions } from './divisionScope';

type Viewer = AuthUser;

/** Whose leave it is: the employee and their division. */
export interface LeaveOwner {
  userId: number;
  divisionId: number | null;
}

/** Why a viewer may not decide a person's leave. */
export type LeaveReviewRefusal = 'no_right' | 'own' | 'other_division';

/**
 * Which employees' leave a reviewer sees: everyone (company-wide viewers), one division, or
 * nobody (a reviewer without a division). Lists turn this into their SQL condition.
 */
export type LeaveReviewScope = { all: true } | { all: false; divisionId: number | null };

/**
 * Who reviews leave (decisions.md, Leave): holders of Employee Leave Details (4); company-wide when
 * they see all divisions (the super admin, holders of 41), otherwise only employees of their own
 * division; and nobody decides their own request.
 */
export const leaveReviewPolicy = {
  scope(viewer: Viewer): LeaveReviewScope {
    return seesAllDivisions(viewer) ? { all: true } : { all: false, divisionId: viewer.divisionId };
  },

  /** Null when the viewer may approve or reject this person's leave (and its cancellation). */
  refusal(viewer: Viewer, owner: LeaveOwner): LeaveReviewRefusal | null {
    if (!holdsAny(viewer.permissions, [Perm.EMPLOYEE_LEAVE_DETAILS])) return 'no_right';
    if (owner.userId === viewer.id) return 'own';
    const scope = leaveReviewPolicy.scope(viewer);
    if (!scope.all && (scope.divisionId === null || scope.divisionId !== owner.divisionId)) {
      return 'other_division';
    }
    return null;
  },

  mayDecide: (viewer: Viewer, owner: LeaveOwner) => leaveReviewPolicy.refusal(viewer, owner) === null,

  /** The request itself: its owner, or a reviewer who sees that person (their own shows as the owner). */
  mayRead(viewer: Viewer, owner: LeaveOwner): boolean {
    const refusal = leaveReviewPolicy.refusal(viewer, owner);
    return owner.userId === viewer.id || refusal === null;
  },

  /** A person's balance: their own, an employee administrator's (30), or a reviewer's who sees them. */
  mayReadBalance(viewer: Viewer, owner: LeaveOwner): boolean {
    return leaveReviewPolicy.mayRead(viewer, owner) || holdsAny(viewer.permissions, [Perm.EMPLOYEES]);
  },
};
