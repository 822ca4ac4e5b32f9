import { sql } from 'drizzle-orm';
import { TaskApprovalStatus, type PendingTaskApproval } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { fullNameSql } from '../../db/sqlText';
import { approvalPolicy } from './approvalPolicy';
import { spentOn } from './workTimeline';

interface PendingRow {
  id: number;
  task_id: number;
  task_user_id: number;
  job_user_id: number;
  job_id: number;
  task_no: string;
  task_name: string;
  job_no: string;
  task_description: string;
  most_likely: string;
  employee_id: number;
  employee_name: string;
  requested_by_id: number;
  requested_by_name: string;
  request_to_id: number;
  request_to_name: string;
  requested_at: string | Date;
}

/**
 * GET jobs/approvals/pending (Job Authorization): the requests waiting for a decision, oldest
 * first, scoped in SQL: those addressed to the user, or every one for super admins, admins and
 * directors. Requests on re-assigned (closed) assignments or deleted jobs drop out.
 */
export async function pendingApprovals(
  db: Executor,
  user: Pick<AuthUser, 'id' | 'roleId'>,
  now: Date,
): Promise<PendingTaskApproval[]> {
  const scope = approvalPolicy.seesEveryRequest(user) ? sql`true` : sql`a.request_to_id = ${user.id}`;
  const rows = await queryRows<PendingRow>(
    db,
    sql`select a.id, t.id as task_id, tu.id as task_user_id, tu.job_user_id, j.id as job_id, t.task_no,
          t.name as task_name, j.job_no, t.description as task_description, t.most_likely::text as most_likely,
          e.id as employee_id, ${fullNameSql('e')} as employee_name,
          rb.id as requested_by_id, ${fullNameSql('rb')} as requested_by_name,
          rt.id as request_to_id, ${fullNameSql('rt')} as request_to_name, a.created_at as requested_at
        from task_approvals a
        join task_users tu on tu.id = a.task_user_id
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        join users e on e.id = tu.user_id
        join users rb on rb.id = a.requested_by_id
        join users rt on rt.id = a.request_to_id
        where a.status = ${TaskApprovalStatus.PENDING} and tu.closed_at is null and j.deleted_at is null
          and ${scope}
        order by a.created_at, a.id`,
  );
  const spent = await spentOn(
    db,
    rows.map((r) => r.task_user_id),
    now,
  );
  return rows.map((r, i) => ({
    no: i + 1,
    id: r.id,
    task_id: r.task_id,
    task_user_id: r.task_user_id,
    job_user_id: r.job_user_id,
    job_id: r.job_id,
    task_no: r.task_no,
    task_name: r.task_name,
    job_no: r.job_no,
    task_description: r.task_description,
    Time02: Number(r.most_likely),
    spent_minutes: spent.get(r.task_user_id)?.minutes ?? 0,
    employee: { id: r.employee_id, name: r.employee_name },
    requested_by: { id: r.requested_by_id, name: r.requested_by_name },
    request_to: { id: r.request_to_id, name: r.request_to_name },
    requested_at: new Date(r.requested_at).toISOString(),
  }));
}
