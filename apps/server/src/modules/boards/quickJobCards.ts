import { sql } from 'drizzle-orm';
import { isPastDue, JobStatus, JobUserRole, Msg, TaskSection, type QuickJobCard } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { anyInt, fullNameSql, taskNoOrderSql } from '../../db/sqlText';
import { notFound } from '../../errors';
import { isOnlineKind, ONLINE_JOB_TYPE_IDS, TASKING_KINDS } from '../quickJobs/addJobChecks';
import { KINDS_WITHOUT_HOD } from './jobFinisher';

/**
 * Jobs the quick job manager works (000 §2 /qjm): quick, internal and online/urgent jobs, which
 * need no HOD, and New Jobs typed 'On Line' or 'Urgent'.
 */
export const isQuickManagerJob = (kind: number, jobTypeId: number | null) =>
  KINDS_WITHOUT_HOD.includes(kind) || isOnlineKind(kind, jobTypeId);

/** isQuickManagerJob on `jobs j`. */
const quickManagerJobSql = sql`(j.kind = ${anyInt(KINDS_WITHOUT_HOD)}
  or (j.kind = ${anyInt(TASKING_KINDS)} and j.job_type_id = ${anyInt(ONLINE_JOB_TYPE_IDS)}))`;

interface QuickRow {
  id: number;
  job_no: string;
  customer_name: string | null;
  job_description: string;
  job_user_id: number;
  task_user_id: number;
  task_id: number;
  section: number;
  system: string | null;
  due_date: string | null;
  employee_name: string;
  branch_name: string | null;
  kind: number;
}

/**
 * GET jobs/quick-job-manager-jobs: one card per open, unfinished work assignment the caller holds
 * on a live quick, internal or online/urgent job; the ongoing one first, then by due date.
 */
export async function listQuickJobCards(
  db: Executor,
  userId: number,
  today: string,
): Promise<QuickJobCard[]> {
  const rows = await queryRows<QuickRow>(
    db,
    sql`select j.id, j.job_no, c.name as customer_name, j.description as job_description,
          ju.id as job_user_id, tu.id as task_user_id, tu.task_id, tu.section, sy.name as system,
          j.due_date::text as due_date, ${fullNameSql('u')} as employee_name, b.name as branch_name, j.kind
        from task_users tu
        join job_users ju on ju.id = tu.job_user_id
        join jobs j on j.id = ju.job_id
        join users u on u.id = tu.user_id
        left join customers c on c.id = j.customer_id
        left join systems sy on sy.id = j.system_id
        left join branches b on b.id = j.branch_id
        where tu.user_id = ${userId} and tu.closed_at is null and tu.checks_id is null
          and ju.role = ${JobUserRole.WORK} and tu.section <> ${TaskSection.FINISHED}
          and ${quickManagerJobSql} and j.deleted_at is null and j.status <> ${JobStatus.CANCELED}
        order by (tu.section = ${TaskSection.ONGOING}) desc, j.due_date nulls last, j.id desc, tu.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    job_no: r.job_no,
    customer_name: r.customer_name,
    job_description: r.job_description,
    isActive: r.section === TaskSection.ONGOING,
    job_user: { id: r.job_user_id },
    task_user_id: r.task_user_id,
    task_id: r.task_id,
    current_section: r.section,
    system: r.system,
    due_date: r.due_date,
    isJobExpired: isPastDue(r.due_date, today),
    employee: { name: r.employee_name },
    branch: r.branch_name === null ? null : { branch_name: r.branch_name },
    kind: r.kind,
  }));
}

/**
 * POST jobs/getTaskUserDetails: the first open work assignment of the caller's own hold (an
 * unfinished one before a finished one, then by task number); 404 when the hold is not theirs.
 */
export async function taskUserOfHold(db: Executor, userId: number, jobUserId: number) {
  const [row] = await queryRows<{ task_id: number; id: number; current_section: number }>(
    db,
    sql`select tu.task_id, tu.id, tu.section as current_section
        from task_users tu
        join job_users ju on ju.id = tu.job_user_id
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = ju.job_id
        where ju.id = ${jobUserId} and ju.user_id = ${userId} and ju.role = ${JobUserRole.WORK}
          and tu.closed_at is null and tu.checks_id is null and j.deleted_at is null
        order by (tu.section = ${TaskSection.FINISHED}),
          ${taskNoOrderSql}, tu.id
        limit 1`,
  );
  if (!row) throw notFound(Msg.boards.taskNotFound);
  return row;
}
