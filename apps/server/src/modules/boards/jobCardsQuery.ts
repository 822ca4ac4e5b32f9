import { sql } from 'drizzle-orm';
import { FinishedJobStatus, isPastDue, JobUserRole, TaskSection, type JobCard } from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { constantSql } from '../../db/sqlText';

interface CardRow {
  id: number;
  job_no: string;
  job: string | null;
  job_description: string;
  customer_name: string | null;
  customer_id: number | null;
  system: string | null;
  due_date: string | null;
  priority: number;
  job_user_id: number;
  finished_status: number | null;
  ongoing: string | null;
  /** Open assignments not yet finished or passed. */
  open_tasks: number;
}

/**
 * The cards of one holder in one role, built once per role (keptQuery): every board opens with it.
 * Its constants are written in, so the plan kept for every caller reads job_users_live_idx (a
 * person's holds on jobs not yet accepted) instead of all their holds.
 */
const cardsSql = (role: JobUserRole) =>
  sql`select j.id, j.job_no, j.title as job, j.description as job_description, c.name as customer_name,
        j.customer_id, sy.name as system, j.due_date::text as due_date, j.priority,
        ju.id as job_user_id, ju.finished_status, o.task_no as ongoing, n.open_tasks
      from job_users ju
      join jobs j on j.id = ju.job_id
      left join customers c on c.id = j.customer_id
      left join systems sy on sy.id = j.system_id
      cross join lateral (
        select count(*)::int as assigned,
          count(*) filter (where tu.section <> ${constantSql(TaskSection.PASS)})::int as unpassed,
          count(*) filter (where tu.section not in (${constantSql(TaskSection.FINISHED)}, ${constantSql(TaskSection.PASS)}))::int as open_tasks
        from task_users tu where tu.job_user_id = ju.id and tu.closed_at is null
      ) n
      left join lateral (
        select t.task_no from task_users tu join tasks t on t.id = tu.task_id
        where tu.job_user_id = ju.id and tu.closed_at is null and tu.section = ${constantSql(TaskSection.ONGOING)}
        limit 1
      ) o on true
      where ju.user_id = ${sql.placeholder('userId')} and ju.role = ${constantSql(role)} and j.deleted_at is null
        and ju.finished_status is distinct from ${constantSql(FinishedJobStatus.ACCEPTED)}
        and ${role === JobUserRole.QC ? sql`n.unpassed > 0` : sql`n.assigned > 0`}
      order by (o.task_no is not null) desc, j.priority, j.due_date nulls last, j.id desc`;
const workCards = keptQuery<CardRow, { userId: number }>('job_cards_work', cardsSql(JobUserRole.WORK));
const qcCards = keptQuery<CardRow, { userId: number }>('job_cards_qc', cardsSql(JobUserRole.QC));

/**
 * GET jobs/cards (role 1) and GET jobs/qc (role 2): the caller's holds on live jobs that still
 * carry an open assignment, one query scoped to the caller in SQL. A work hold leaves once the HOD
 * accepted its job; a QC hold once every check on it has passed. Active (a task in Ongoing) first,
 * then by priority and due date.
 */
export async function listJobCards(
  db: Executor,
  userId: number,
  role: JobUserRole,
  today: string,
): Promise<JobCard[]> {
  const rows = await (role === JobUserRole.QC ? qcCards : workCards)(db, { userId });
  return rows.map((r) => ({
    id: r.id,
    job_no: r.job_no,
    job: r.job,
    job_description: r.job_description,
    customer_name: r.customer_name,
    customer_id: r.customer_id,
    system: r.system,
    due_date: r.due_date,
    priority: r.priority,
    isActive: r.ongoing !== null,
    isJobExpired: isPastDue(r.due_date, today),
    job_user: { id: r.job_user_id },
    job_user_id: r.job_user_id,
    is_qc_job: role === JobUserRole.QC,
    ongoing: r.ongoing,
    open_tasks: r.open_tasks,
    finished_status: r.finished_status,
  }));
}
