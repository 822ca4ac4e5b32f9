import { holdsAny, Perm } from '@jobline/shared';
import type { AuthUser } from '../auth/sessions';
import { managesJob } from '../modules/boards/boardAccess';
import { seesFloorOf } from '../modules/floor/floorPolicy';
import type { JobFacts } from '../modules/taskAssign/assignPolicy';
import { presetPolicy } from '../modules/worksheets/presets/presetPolicy';
import { worksheetRefusal } from '../modules/worksheets/worksheetPolicy';
import { leaveReviewPolicy } from './leaveReview';
import { planningPolicy } from './planning';

/** A job's facts for the board rule, read once when its event is published. */
export interface JobAudience extends JobFacts {
  /** Everyone holding the job, work or QC, finished or not: its cards, boards and panels are theirs. */
  holderIds: number[];
}

/** The employee whose time or day an event is about. */
export interface EmployeeAudience {
  id: number;
  divisionId: number | null;
}

/** What of an employee's own an event is about, whose reviewers hear of it too. */
export type EmployeeReview = 'leave' | 'corrections';

/**
 * Who receives an event. Any part that matches lets it through; an event naming no part reaches
 * nobody. The facts are carried with the event (never sent to clients), so each stream decides in
 * memory, without a query.
 */
export interface Audience {
  all?: boolean;
  /** Only this session (e.g. the one that logged out), whatever else is set. */
  sessionId?: number;
  userIds?: number[];
  roleIds?: number[];
  /** Holders of any of these permission ids (screens that show every job, the dashboard). */
  permissions?: readonly number[];
  /** The people on this job and its managers. */
  job?: JobAudience;
  /** Whoever may watch this employee's day. */
  employee?: EmployeeAudience;
  /** With `employee`: also whoever reviews that employee's leave or worksheet corrections. */
  reviewers?: EmployeeReview;
}

/** What a stream knows of its user: read when it opens; a change of rights or division ends it. */
export type Viewer = AuthUser;

/**
 * The board rule (boards/boardAccess): a job's boards and panels are for those who hold it and
 * those who manage it (owner, coordinator, creator; its division's HODs and team leaders; every
 * job's managers).
 */
export const seesJob = (viewer: Viewer, job: JobAudience) =>
  job.holderIds.includes(viewer.id) || managesJob(viewer, job);

/**
 * Who may watch an employee's day: the employee; Home's floor of their division (17); their worksheet,
 * summaries and the task panels read through it; their plan.
 */
export const watchesEmployee = (viewer: Viewer, employee: EmployeeAudience) =>
  employee.id === viewer.id ||
  (holdsAny(viewer.permissions, [Perm.EMPLOYEE_ACTIVITIES]) && seesFloorOf(viewer, employee.divisionId)) ||
  worksheetRefusal(viewer, employee) === null ||
  planningPolicy.mayPlan(viewer, employee);

/**
 * Who reviews an employee's leave or corrections, by the routes' own rules: leave's reviewers and
 * whoever reads the employee's balance (an employee administrator, 30, sets their allowance);
 * corrections' reviewers (40, of their division or company-wide).
 */
export function reviewsEmployee(viewer: Viewer, review: EmployeeReview, employee: EmployeeAudience): boolean {
  const owner = { userId: employee.id, divisionId: employee.divisionId };
  return review === 'leave'
    ? leaveReviewPolicy.mayReadBalance(viewer, owner)
    : presetPolicy.refusal(viewer, owner) === null;
}

/** Whether an event with this audience goes to this viewer's stream. */
export function reaches(audience: Audience, viewer: Viewer): boolean {
  if (audience.sessionId !== undefined) return audience.sessionId === viewer.sessionId;
  if (audience.all) return true;
  if (audience.userIds?.includes(viewer.id)) return true;
  if (viewer.roleId !== null && audience.roleIds?.includes(viewer.roleId)) return true;
  if (audience.permissions && holdsAny(viewer.permissions, audience.permissions)) return true;
  if (audience.job && seesJob(viewer, audience.job)) return true;
  if (audience.employee === undefined) return false;
  if (watchesEmployee(viewer, audience.employee)) return true;
  return audience.reviewers !== undefined && reviewsEmployee(viewer, audience.reviewers, audience.employee);
}
