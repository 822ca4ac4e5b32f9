import { sql, type SQL } from 'drizzle-orm';
import { Msg } from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { fullNameSql, optionalNameSql } from '../../db/sqlText';
import { forbidden, notFound } from '../../errors';
import { assignPolicy, type Assigner, type JobFacts } from '../taskAssign/assignPolicy';

const M = Msg.boards;

/**
 * Who may look at a hold's board and its task panels: the holder, and the managers of the job (the
 * assignment rule: its owner, coordinator or creator; HODs and team leaders of its division; super
 * admins, admins and directors). A task panel is also open to the other side of its QC pair.
 */

interface JobFactsRow {
  employee_id: number | null;
  coordinator_id: number | null;
  created_by_id: number | null;
  division_id: number | null;
}

const factsOf = (r: JobFactsRow): JobFacts => ({
  employeeId: r.employee_id,
  coordinatorId: r.coordinator_id,
  createdById: r.created_by_id,
  divisionId: r.division_id,
});

/** The job manager rule (assign, re-assign, due dates, QC employee, estimates). */
export const managesJob = (viewer: Assigner, job: JobFacts) => assignPolicy.mayAssignOn(viewer, job);

interface HoldRow extends JobFactsRow {
  id: number;
  role: number;
  user_id: number;
  holder_name: string;
  finished_status: number | null;
  review_reason: string | null;
  job_id: number;
  job_no: string;
  job_title: string | null;
  job_description: string;
  customer_name: string | null;
  due_date: string | null;
  priority: number;
  job_status: number;
}

export type ViewableHold = HoldRow & { isHolder: boolean; isManager: boolean };

/** The hold behind a board, read on every board load: built once (keptQuery). */
const holdById = keptQuery<HoldRow, { jobUserId: number }>(
  'hold_by_id',
  sql`select ju.id, ju.role, ju.user_id, ${fullNameSql('u')} as holder_name, ju.finished_status,
        ju.review_reason, j.id as job_id, j.job_no, j.title as job_title, j.description as job_description,
        c.name as customer_name, j.due_date::text as due_date, j.priority, j.status as job_status,
        j.employee_id, j.coordinator_id, j.created_by_id, j.division_id
      from job_users ju
      join jobs j on j.id = ju.job_id
      join users u on u.id = ju.user_id
      left join customers c on c.id = j.customer_id
      where ju.id = ${sql.placeholder('jobUserId')} and j.deleted_at is null`,
);

/** The hold behind a board, or 404 (gone, or its job deleted) / 403 (not the viewer's to see). */
export async function viewableHold(db: Executor, viewer: Assigner, jobUserId: number): Promise<ViewableHold> {
  const [hold] = await holdById(db, { jobUserId });
  if (!hold) throw notFound(M.taskNotFound);
  const isHolder = hold.user_id === viewer.id;
  const isManager = managesJob(viewer, factsOf(hold));
  if (!isHolder && !isManager) throw forbidden(M.notYourBoard);
  return { ...hold, isHolder, isManager };
}

interface AssignmentRow extends JobFactsRow {
  id: number;
  task_id: number;
  task_no: string;
  job_user_id: number;
  user_id: number;
  holder_name: string;
  section: number;
  checks_id: number | null;
  closed_at: Date | string | null;
  started_at: Date | string | null;
  due_date: string | null;
  priority: number;
  job_id: number;
  job_no: string;
  job_status: number;
  /** A work row: who checks it (its open QC row). A QC row: who holds the work it checks. */
  partner_id: number | null;
  partner_name: string | null;
  partner_task_user_id: number | null;
}

export type ViewableAssignment = AssignmentRow & {
  isHolder: boolean;
  isManager: boolean;
  /** The viewer checks this work (holds its open QC row). */
  isChecker: boolean;
};

/**
 * Read before every panel and move, built once for reading and once for locking (keptQuery); each
 * connection plans it once (its plan follows the id only).
 */
const assignmentSql = (lock: SQL) =>
  sql`select tu.id, tu.task_id, t.task_no, tu.job_user_id, tu.user_id, ${fullNameSql('u')} as holder_name,
        tu.section, tu.checks_id, tu.closed_at, tu.started_at, tu.due_date::text as due_date, tu.priority,
        j.id as job_id, j.job_no, j.status as job_status,
        j.employee_id, j.coordinator_id, j.created_by_id, j.division_id,
        p.user_id as partner_id, ${optionalNameSql('pu')} as partner_name, p.id as partner_task_user_id
      from task_users tu
      join tasks t on t.id = tu.task_id
      join jobs j on j.id = t.job_id
      join users u on u.id = tu.user_id
      left join lateral (
        select x.id, x.user_id from task_users x
        where x.task_id = tu.task_id
          and ((tu.checks_id is null and x.checks_id = tu.id and x.closed_at is null) or x.id = tu.checks_id)
        order by x.id desc limit 1
      ) p on true
      left join users pu on pu.id = p.user_id
      where tu.id = ${sql.placeholder('taskUserId')} and j.deleted_at is null
      ${lock}`;
const assignmentById = keptQuery<AssignmentRow, { taskUserId: number }>('assignment', assignmentSql(sql``));
const assignmentForUpdate = keptQuery<AssignmentRow, { taskUserId: number }>(
  'assignment_for_update',
  assignmentSql(sql`for update of tu`),
);

/**
 * An assignment seen from a task panel, or 404 / 403. Closed rows are returned: the caller decides
 * (a re-assigned task answers status 7). With `lock` the row is locked for update (commands).
 * `reader` lets a read (never a command) open it for someone who only may read the holder's time
 * (their worksheet): they see it with no role in it, so with no right to change anything.
 */
export async function viewableAssignment(
  db: Executor,
  viewer: Assigner,
  taskUserId: number,
  lock = false,
  reader?: (holderId: number) => Promise<boolean>,
): Promise<ViewableAssignment> {
  const [row] = await (lock ? assignmentForUpdate : assignmentById)(db, { taskUserId });
  if (!row) throw notFound(M.taskNotFound);
  const isHolder = row.user_id === viewer.id;
  const isManager = managesJob(viewer, factsOf(row));
  const isPartner = row.partner_id === viewer.id;
  if (!isHolder && !isManager && !isPartner && !(reader && (await reader(row.user_id))))
    throw forbidden(M.notYourBoard);
  return { ...row, isHolder, isManager, isChecker: isPartner && row.checks_id === null };
}
