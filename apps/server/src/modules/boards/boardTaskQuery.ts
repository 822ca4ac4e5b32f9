import { sql, type SQL } from 'drizzle-orm';
import {
  allocatedMinutes,
  FinishedJobStatus,
  JobStatus,
  spentFromMinutes,
  TASK_SECTION_NAMES,
  TaskSection,
  type BoardTask,
  type TaskSection as TaskSectionType,
} from '@jobline/shared';
import { keptQuery, type Executor } from '../../db/client';
import { fullNameSql, optionalNameSql, taskNoOrderSql } from '../../db/sqlText';
import { openCheckSql } from '../taskAssign/assignmentSql';
import { spentOfRow, spentSql } from './workTimeline';

/** Which open assignments to load: some by id (a moved card), or every one of a hold (a board). */
export type BoardTaskScope = { taskUserId: number } | { jobUserId: number };

interface BoardTaskRow {
  id: number;
  task_id: number;
  task_no: string;
  task_name: string;
  task_description: string;
  sheet_no: number;
  section: number;
  job_id: number;
  job_user_id: number;
  user_id: number;
  user_name: string;
  task_due_date: string | null;
  task_plan_date: string | null;
  priority: number;
  attempts: number;
  authorized: boolean;
  authorized_by: string | null;
  checks_id: number | null;
  checks_section: number | null;
  qc_user_id: number | null;
  qc_name: string | null;
  qc_section: number | null;
  row_locked: boolean;
  fresh: boolean;
  finished_status: number | null;
  job_status: number;
  job_no: string;
  customer_name: string | null;
  requested_by: string | null;
  requested_from: number;
  amc_software: boolean;
  amc_hardware: boolean;
  most_likely: string;
  seconds: string | number;
  open_seconds: string | number;
  running: boolean;
}

/**
 * One row per open assignment with its task, job, holder, the other side of its QC pair, and the
 * time worked on it up to `at` (spentSql, as spentOn reads it).
 */
const boardTaskSql = (scope: SQL) => sql`
  select tu.id, tu.task_id, t.task_no, t.name as task_name, t.description as task_description,
    s.sheet_no, tu.section, t.job_id, tu.job_user_id, tu.user_id, ${fullNameSql('u')} as user_name,
    tu.due_date::text as task_due_date, tu.plan_date::text as task_plan_date, tu.priority, tu.attempts,
    tu.authorized, ${optionalNameSql('ab')} as authorized_by,
    tu.checks_id, cw.section as checks_section,
    qc.user_id as qc_user_id, ${optionalNameSql('qu')} as qc_name, qc.section as qc_section,
    tu.locked as row_locked, tu.started_at is null as fresh,
    ju.finished_status, j.status as job_status, j.job_no, c.name as customer_name,
    ${optionalNameSql('rb')} as requested_by, j.requested_from, j.amc_software, j.amc_hardware,
    t.most_likely::text as most_likely, sp.seconds, sp.open_seconds, sp.running
  from task_users tu
  join job_users ju on ju.id = tu.job_user_id
  join tasks t on t.id = tu.task_id
  join task_sheets s on s.id = t.sheet_id
  join jobs j on j.id = t.job_id
  join users u on u.id = tu.user_id
  left join customers c on c.id = j.customer_id
  left join users rb on rb.id = j.requested_by_id
  left join users ab on ab.id = tu.authorized_by_id
  left join task_users cw on cw.id = tu.checks_id
  left join lateral ${openCheckSql} qc on tu.checks_id is null
  left join users qu on qu.id = qc.user_id
  cross join lateral (
    select ${spentSql(sql`w.task_user_id = tu.id`, sql`${sql.placeholder('at')}::timestamptz`)}
  ) sp
  where tu.closed_at is null and ${scope}
  order by ${taskNoOrderSql}, tu.id`;

/**
 * Built once, for a hold (a board) and for one card (a moved card). The text is the same for every
 * hold and every card, so PostgreSQL keeps the plans; one id is a plain parameter, not an array, so
 * the kept generic plan is as cheap as a fresh one and is used (planning this join costs ten times
 * running it).
 */
const boardTasksOfHold = keptQuery<BoardTaskRow, { id: number; at: string }>(
  'board_tasks_of_hold',
  boardTaskSql(sql`tu.job_user_id = ${sql.placeholder('id')}`),
);
const boardTaskById = keptQuery<BoardTaskRow, { id: number; at: string }>(
  'board_tasks_by_id',
  boardTaskSql(sql`tu.id = ${sql.placeholder('id')}`),
);

const LOCKED_SECTIONS: readonly number[] = [TaskSection.FINISHED, TaskSection.PASS];
const LOCKED_HOLDS: readonly (number | null)[] = [FinishedJobStatus.AWAITING, FinishedJobStatus.ACCEPTED];
const CHECK_UNDER_WAY: readonly (number | null)[] = [TaskSection.ONGOING, TaskSection.QC];

/** A finished task of a job the HOD rejected opens again for rework. */
const reopened = (r: BoardTaskRow) =>
  r.section === TaskSection.FINISHED && r.finished_status === FinishedJobStatus.REJECTED;

/** Finished, passed, waiting for or through the HOD's approval, or canceled: no more changes. */
const isLocked = (r: BoardTaskRow) =>
  r.row_locked ||
  (LOCKED_SECTIONS.includes(r.section) && !reopened(r)) ||
  LOCKED_HOLDS.includes(r.finished_status) ||
  r.job_status === JobStatus.CANCELED;

/**
 * The cards (BoardTask, 000 §3) of open assignments, in task-number order, with the time spent on
 * each up to `now`: one query. A card's overdue tone is the client's (rules/taskCard.ts).
 */
export async function loadBoardTasks(db: Executor, scope: BoardTaskScope, now: Date): Promise<BoardTask[]> {
  const at = now.toISOString();
  const rows =
    'jobUserId' in scope
      ? await boardTasksOfHold(db, { id: scope.jobUserId, at })
      : await boardTaskById(db, { id: scope.taskUserId, at });
  return rows.map(presentBoardTask);
}

/** One open assignment's card, or null when it is closed or gone. */
export async function loadBoardTask(db: Executor, taskUserId: number, now: Date) {
  const [task] = await loadBoardTasks(db, { taskUserId }, now);
  return task ?? null;
}

function presentBoardTask(r: BoardTaskRow): BoardTask {
  const isQcRow = r.checks_id !== null;
  const { minutes, running } = spentOfRow(r);
  return {
    id: r.id,
    task_user_id: r.id,
    task_id: r.task_id,
    task_no: r.task_no,
    task_name: r.task_name,
    task_title: r.task_name,
    task_description: r.task_description,
    sheet_no: r.sheet_no,
    current_section: r.section,
    section_name: TASK_SECTION_NAMES[r.section as TaskSectionType] ?? 'N/A',
    job_id: r.job_id,
    job_user_id: r.job_user_id,
    user_id: r.user_id,
    user_name: r.user_name,
    task_due_date: r.task_due_date,
    task_plan_date: r.task_plan_date,
    priority: r.priority,
    attempts: r.attempts,
    hasAuthorized: r.authorized,
    authorized_by: r.authorized_by,
    on_qc_process: !isQcRow && (r.section === TaskSection.QC || CHECK_UNDER_WAY.includes(r.qc_section)),
    qc_id: isQcRow ? 0 : r.qc_user_id,
    qc_name: isQcRow ? null : r.qc_name,
    checks_task_user_id: r.checks_id,
    checks_section: isQcRow ? r.checks_section : null,
    locked: isLocked(r),
    fresh_task: r.fresh,
    job_no: r.job_no,
    customer_name: r.customer_name,
    requested_by: r.requested_by,
    job_requested_from: r.requested_from,
    agreements: { software: r.amc_software, hardware: r.amc_hardware },
    estimated_time: Number(r.most_likely),
    estimated_minutes: allocatedMinutes(r.most_likely),
    spent: spentFromMinutes(minutes),
    spent_minutes: minutes,
    running,
    isAssigned: true,
  };
}
