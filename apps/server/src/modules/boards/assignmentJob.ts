import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { JobFacts } from '../taskAssign/assignPolicy';

/** An assignment with the job it belongs to: what a command on one assignment checks first. */
export interface AssignmentJob {
  id: number;
  userId: number;
  jobUserId: number;
  checksId: number | null;
  planDate: string | null;
  /** Re-assigned away: the row is kept for its time but takes no more changes. */
  closed: boolean;
  /** With the facts the job manager rule reads (assignPolicy). */
  job: JobFacts & { id: number; status: number };
}

interface AssignmentJobRow {
  id: number;
  user_id: number;
  job_user_id: number;
  checks_id: number | null;
  plan_date: string | null;
  closed: boolean;
  job_id: number;
  job_status: number;
  employee_id: number | null;
  coordinator_id: number | null;
  created_by_id: number | null;
  division_id: number | null;
}

/**
 * The assignment locked for a change, with its job; null when it does not exist or its job was
 * deleted (both answer 'not found'). Closed rows are returned: the caller refuses them after its
 * access check, so a stranger learns nothing from status 7. NO KEY UPDATE: comments, logs and
 * requests that reference the row may still be written meanwhile.
 */
export async function lockAssignmentJob(tx: Tx, taskUserId: number): Promise<AssignmentJob | null> {
  const [row] = await queryRows<AssignmentJobRow>(
    tx,
    sql`select tu.id, tu.user_id, tu.job_user_id, tu.checks_id, tu.plan_date::text as plan_date,
          tu.closed_at is not null as closed, j.id as job_id, j.status as job_status,
          j.employee_id, j.coordinator_id, j.created_by_id, j.division_id
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        where tu.id = ${taskUserId} and j.deleted_at is null
        for no key update of tu`,
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    jobUserId: row.job_user_id,
    checksId: row.checks_id,
    planDate: row.plan_date,
    closed: row.closed,
    job: {
      id: row.job_id,
      status: row.job_status,
      employeeId: row.employee_id,
      coordinatorId: row.coordinator_id,
      createdById: row.created_by_id,
      divisionId: row.division_id,
    },
  };
}
