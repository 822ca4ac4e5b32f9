import { sql, type SQL } from 'drizzle-orm';
import { ALL_JOBS_ROLES, DIVISION_JOBS_ROLES, SHOW_ALL_JOBS_ROLES } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';

export type Assigner = Pick<AuthUser, 'id' | 'roleId' | 'divisionId'>;

const hasRole = (user: Assigner, roles: readonly number[]) =>
  user.roleId !== null && roles.includes(user.roleId);

/** The job facts the rule reads. */
export interface JobFacts {
  employeeId: number | null;
  coordinatorId: number | null;
  createdById: number | null;
  divisionId: number | null;
}

/**
 * Which jobs a user may assign and re-assign tasks on (spec 001 §6: only job owners or managers).
 * Route permissions (10, 12) say who may call; this says which jobs. A user owns the jobs they are
 * the employee, coordinator or creator of; HODs and team leaders also manage their division's jobs;
 * super admins, admins and directors manage every job.
 */
export const assignPolicy = {
  managesEveryJob: (user: Assigner) => hasRole(user, ALL_JOBS_ROLES),

  /** 'Show all jobs' is for those who manage more than their own jobs. */
  mayListAllJobs: (user: Assigner) => hasRole(user, SHOW_ALL_JOBS_ROLES),

  mayAssignOn: (user: Assigner, job: JobFacts) =>
    hasRole(user, ALL_JOBS_ROLES) ||
    ownsJob(user, job) ||
    (hasRole(user, DIVISION_JOBS_ROLES) && user.divisionId !== null && job.divisionId === user.divisionId),

  /** The user's own jobs, as SQL on a `jobs` row aliased `j` (the default job list). */
  ownJobsSql: (user: Assigner): SQL =>
    sql`(j.employee_id = ${user.id} or j.coordinator_id = ${user.id} or j.created_by_id = ${user.id})`,

  /** Every job the user may assign on, as SQL on `j`: lists are scoped in the query, not after it. */
  assignableJobsSql(user: Assigner): SQL {
    if (hasRole(user, ALL_JOBS_ROLES)) return sql`true`;
    const own = assignPolicy.ownJobsSql(user);
    if (hasRole(user, DIVISION_JOBS_ROLES) && user.divisionId !== null) {
      return sql`(${own} or j.division_id = ${user.divisionId})`;
    }
    return own;
  },
};

const ownsJob = (user: Assigner, job: JobFacts) =>
  job.employeeId === user.id || job.coordinatorId === user.id || job.createdById === user.id;
