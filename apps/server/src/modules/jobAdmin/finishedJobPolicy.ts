import { FINISHED_JOB_DECIDER_ROLES, FINISHED_JOB_REVIEWER_ROLES, Msg } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { forbidden } from '../../errors';

/**
 * Who sees and decides finished jobs waiting for approval: a team leader, admin, director or
 * super admin — by role, on top of the route's Job Details permission (33). The web app shows the
 * table from the same list.
 */
export const mayReviewFinishedJobs = (user: Pick<AuthUser, 'roleId'>): boolean =>
  user.roleId !== null && FINISHED_JOB_REVIEWER_ROLES.includes(user.roleId);

export function assertMayReviewFinishedJobs(user: Pick<AuthUser, 'roleId'>): void {
  if (!mayReviewFinishedJobs(user)) throw forbidden(Msg.jobAdmin.reviewersOnly);
}

/**
 * Who decides a finished job (accept or reject, R-078): the reviewers, and the HOD who got the
 * 'waits for your approval' notification, by role alone, without the Job Details permission (33).
 */
export const mayDecideFinishedJobs = (user: Pick<AuthUser, 'roleId'>): boolean =>
  user.roleId !== null && FINISHED_JOB_DECIDER_ROLES.includes(user.roleId);

export function assertMayDecideFinishedJobs(user: Pick<AuthUser, 'roleId'>): void {
  if (!mayDecideFinishedJobs(user)) throw forbidden(Msg.jobAdmin.reviewersOnly);
}
