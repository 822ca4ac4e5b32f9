import { sql } from 'drizzle-orm';
import { keptQuery, type Tx } from '../../db/client';
import { keptParamSql } from '../../db/sqlText';

/** One assignment row as the board commands read it. */
export interface AssignmentRow {
  id: number;
  taskId: number;
  jobUserId: number;
  userId: number;
  section: number;
  planDate: string | null;
  locked: boolean;
  authorized: boolean;
  checksId: number | null;
  closedAt: Date | null;
}

/** An assignment locked for a change, with its task, job and hold, and the other side of its QC pair. */
export interface LockedAssignment extends AssignmentRow {
  isQc: boolean;
  task: { no: string; name: string; mostLikely: string };
  job: {
    id: number;
    jobNo: string;
    status: number;
    kind: number;
    jobTypeId: number | null;
    deleted: boolean;
  };
  hold: { id: number; role: number; finishedStatus: number | null };
  /** For work: its open QC assignment, if any. For a QC assignment: the work it checks. */
  pair: AssignmentRow | null;
}

interface RawRow {
  id: number;
  task_id: number;
  job_user_id: number;
  user_id: number;
  section: number;
  plan_date: string | null;
  locked: boolean;
  authorized: boolean;
  checks_id: number | null;
  closed_at: string | Date | null;
}

const columns = sql`id, task_id, job_user_id, user_id, section, plan_date::text as plan_date, locked,
  authorized, checks_id, closed_at`;

// The statements of every board command (a move, a hold, a restore), built once (keptQuery).
const ownerLocked = keptQuery<
  { user_id: number; job_user_id: number; checks_id: number | null },
  { taskUserId: number }
>(
  'assignment_owner_locked',
  sql`select tu.user_id, tu.job_user_id, tu.checks_id
      from task_users tu join users u on u.id = tu.user_id
      where tu.id = ${sql.placeholder('taskUserId')}
      for no key update of u`,
);
const employeeLock = keptQuery<{ id: number }, { userId: number }>(
  'employee_lock',
  sql`select id from users where id = ${sql.placeholder('userId')} for no key update`,
);
const checksIdOf = keptQuery<{ checks_id: number | null }, { taskUserId: number }>(
  'assignment_checks_id',
  sql`select checks_id from task_users where id = ${sql.placeholder('taskUserId')}`,
);
const assignmentRow = keptQuery<RawRow, { id: number }>(
  'assignment_row',
  sql`select ${columns} from task_users where id = ${sql.placeholder('id')}`,
);
const assignmentLocked = keptQuery<RawRow, { id: number }>(
  'assignment_locked',
  sql`select ${columns} from task_users where id = ${sql.placeholder('id')} for no key update`,
);
const openChecksLocked = keptQuery<RawRow, { ids: number[] }>(
  'open_checks_locked',
  sql`select ${columns} from task_users
      where checks_id = any(${keptParamSql('ids', 'int[]')}) and closed_at is null
      order by id for no key update`,
);
const openWorkLocked = keptQuery<RawRow, { jobUserId: number; sections: number[] }>(
  'open_work_locked',
  sql`select ${columns} from task_users
      where job_user_id = ${sql.placeholder('jobUserId')} and checks_id is null and closed_at is null
        and section = any(${sql.placeholder('sections')}::int[])
      order by id for no key update`,
);

const toRow = (r: RawRow): AssignmentRow => ({
  id: r.id,
  taskId: r.task_id,
  jobUserId: r.job_user_id,
  userId: r.user_id,
  section: r.section,
  planDate: r.plan_date,
  locked: r.locked,
  authorized: r.authorized,
  checksId: r.checks_id,
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
});

export interface AssignmentOwner {
  userId: number;
  jobUserId: number;
  checksId: number | null;
}

/**
 * Who holds an assignment, through which hold, and what it checks, or null; and the holder locked
 * as lockEmployee locks them, in the same statement. None of it ever changes (a re-assignment makes
 * a new row), so it may be read before the assignment's own locks.
 */
export async function lockOwner(tx: Tx, taskUserId: number): Promise<AssignmentOwner | null> {
  const [row] = await ownerLocked(tx, { taskUserId });
  return row ? { userId: row.user_id, jobUserId: row.job_user_id, checksId: row.checks_id } : null;
}

/**
 * Serializes one employee's board changes (moves, holds, restore, session end): each sees the
 * other's committed result, so 'one ongoing task' is checked on settled rows. The partial unique
 * index stays the final guard. NO KEY UPDATE leaves inserts that reference the user unblocked.
 */
export async function lockEmployee(tx: Tx, userId: number): Promise<void> {
  await employeeLock(tx, { userId });
}

/**
 * Locks an assignment and the other side of its QC pair, always work first and then its checks,
 * so two people moving the two sides at once wait for each other instead of deadlocking. Then
 * reads them afresh with the task, job and hold. Null when the assignment does not exist. NO KEY
 * UPDATE: comments and logs that reference the rows may still be written meanwhile.
 */
export async function lockAssignment(
  tx: Tx,
  taskUserId: number,
  /** What the assignment checks, when the caller has read it already (lockOwner). */
  known?: { checksId: number | null },
): Promise<LockedAssignment | null> {
  const peek = known ? { checks_id: known.checksId } : (await checksIdOf(tx, { taskUserId }))[0];
  if (!peek) return null;
  const workId = peek.checks_id ?? taskUserId;
  const [work] = await assignmentLocked(tx, { id: workId });
  const checks = await openChecksLocked(tx, { ids: [workId] });
  const self =
    peek.checks_id === null
      ? work
      : (checks.find((c) => c.id === taskUserId) ?? (await assignmentRow(tx, { id: taskUserId }))[0]);
  if (!self || !work) return null;
  const pair = peek.checks_id === null ? (checks.at(-1) ?? null) : work;
  const [one] = await withContext(tx, [{ row: toRow(self), pair: pair && toRow(pair) }]);
  return one ?? null;
}

/**
 * Locks a hold's open work assignments in these sections, in id order, and then their open checks
 * (work before checks, as lockAssignment does), and reads them with their task, job and hold: a
 * command on a whole hold locks once. The caller holds the employee lock. A work hold holds only
 * work assignments.
 */
export async function lockOpenWork(
  tx: Tx,
  jobUserId: number,
  sections: readonly number[],
): Promise<LockedAssignment[]> {
  const works = await openWorkLocked(tx, { jobUserId, sections: [...sections] });
  if (!works.length) return [];
  const checks = await openChecksLocked(tx, { ids: works.map((w) => w.id) });
  return withContext(
    tx,
    works.map((w) => {
      const pair = checks.filter((c) => c.checks_id === w.id).at(-1);
      return { row: toRow(w), pair: pair ? toRow(pair) : null };
    }),
  );
}

interface ContextRow {
  id: number;
  task_no: string;
  task_name: string;
  most_likely: string;
  job_id: number;
  job_no: string;
  job_status: number;
  kind: number;
  job_type_id: number | null;
  deleted: boolean;
  hold_role: number;
  finished_status: number | null;
}

const contextRows = keptQuery<ContextRow, { ids: number[] }>(
  'assignment_context',
  sql`select tu.id, t.task_no, t.name as task_name, t.most_likely::text as most_likely,
        j.id as job_id, j.job_no, j.status as job_status, j.kind, j.job_type_id,
        j.deleted_at is not null as deleted, ju.role as hold_role, ju.finished_status
      from task_users tu
      join tasks t on t.id = tu.task_id
      join jobs j on j.id = t.job_id
      join job_users ju on ju.id = tu.job_user_id
      where tu.id = any(${keptParamSql('ids', 'int[]')})`,
);

/** The rows with their task, job and hold, in the order given; a row whose task is gone is left out. */
async function withContext(
  tx: Tx,
  rows: { row: AssignmentRow; pair: AssignmentRow | null }[],
): Promise<LockedAssignment[]> {
  const found = await contextRows(tx, { ids: rows.map((r) => r.row.id) });
  const byId = new Map(found.map((c) => [c.id, c]));
  return rows.flatMap(({ row, pair }) => {
    const ctx = byId.get(row.id);
    return ctx ? [toLocked(row, pair, ctx)] : [];
  });
}

const toLocked = (row: AssignmentRow, pair: AssignmentRow | null, ctx: ContextRow): LockedAssignment => ({
  ...row,
  isQc: row.checksId !== null,
  task: { no: ctx.task_no, name: ctx.task_name, mostLikely: ctx.most_likely },
  job: {
    id: ctx.job_id,
    jobNo: ctx.job_no,
    status: ctx.job_status,
    kind: ctx.kind,
    jobTypeId: ctx.job_type_id,
    deleted: ctx.deleted,
  },
  hold: { id: row.jobUserId, role: ctx.hold_role, finishedStatus: ctx.finished_status },
  pair,
});
