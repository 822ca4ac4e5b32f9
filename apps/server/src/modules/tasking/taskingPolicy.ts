import { sql, type SQL } from 'drizzle-orm';
import { JobStatus, RoleId, Msg } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { forbidden, notFound, refusal } from '../../errors';

type Who = Pick<AuthUser, 'id' | 'roleId' | 'divisionId'>;

/** Roles that manage every job: they may task any of them. */
export const TASK_ANY_JOB_ROLES: readonly number[] = [RoleId.SUPER_ADMIN, RoleId.ADMIN, RoleId.DIRECTOR];
/** Roles that manage their own division's jobs. */
export const TASK_DIVISION_JOB_ROLES: readonly number[] = [RoleId.HOD, RoleId.TEAM_LEADER];

const hasRole = (user: Who, roles: readonly number[]) => user.roleId !== null && roles.includes(user.roleId);

/**
 * Only job owners or managers create tasks (spec 001 §6, R-098): the job's owner, its coordinator
 * and whoever raised it; heads and team leaders for their division's jobs; super admins, admins and
 * directors for every job. `j` is the jobs row; one condition serves lists and checks alike.
 */
export function mayTaskJobSql(user: Who): SQL {
  if (hasRole(user, TASK_ANY_JOB_ROLES)) return sql`true`;
  const division =
    hasRole(user, TASK_DIVISION_JOB_ROLES) && user.divisionId !== null
      ? sql` or j.division_id = ${user.divisionId}`
      : sql``;
  return sql`(j.employee_id = ${user.id} or j.coordinator_id = ${user.id} or j.created_by_id = ${user.id}${division})`;
}

/** A job that can take tasks: live and not canceled. */
export const openJobSql = sql`j.deleted_at is null and j.status <> ${JobStatus.CANCELED}`;

export interface TaskableJobRow {
  id: number;
  job_no: string;
  status: number;
  allowed: boolean;
}

/**
 * The job, if the user may change its tasks: 404 when it is gone, 403 when it is not theirs to
 * task, 409 (status 2) when it is canceled. With `lock`, the job row stays locked until the
 * transaction ends, so saves and removals on one job happen one after another.
 */
export async function assertMayTaskJob(
  db: Executor,
  user: Who,
  jobId: number,
  { lock = false } = {},
): Promise<TaskableJobRow> {
  const [job] = await queryRows<TaskableJobRow>(
    db,
    sql`select j.id, j.job_no, j.status, (${mayTaskJobSql(user)}) as allowed
        from jobs j where j.id = ${jobId} and j.deleted_at is null
        ${lock ? sql`for update` : sql``}`,
  );
  if (!job) throw notFound(Msg.tasking.jobNotFound);
  if (!job.allowed) throw forbidden(Msg.tasking.notYourJob);
  if (Number(job.status) === JobStatus.CANCELED) throw refusal(JobStatus.CANCELED, Msg.tasking.jobCanceled);
  return job;
}

/** Reading a job's sheets needs the same right as changing them, but a canceled job may be read. */
export async function assertMayReadJobTasks(db: Executor, user: Who, jobId: number): Promise<void> {
  const [job] = await queryRows<{ allowed: boolean }>(
    db,
    sql`select (${mayTaskJobSql(user)}) as allowed from jobs j where j.id = ${jobId} and j.deleted_at is null`,
  );
  if (!job) throw notFound(Msg.tasking.jobNotFound);
  if (!job.allowed) throw forbidden(Msg.tasking.notYourJob);
}
