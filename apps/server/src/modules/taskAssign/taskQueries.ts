import { sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNED_COUNT_CAP,
  TASK_SECTION_NAMES,
  TaskSection,
  type AssignedTaskRow,
  type AssignedTasksResponse,
  type HeldTask,
  type TaskSection as TaskSectionType,
  type UnassignedTask,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { assignPolicy, type Assigner } from './assignPolicy';
import { estimateColumnsSql, liveJobSql, openCheckSql, openWorkSql, unassignedSql } from './assignmentSql';
import { fullNameSql } from '../../db/sqlText';

/** GET tasks/allTasks: a job's unassigned tasks that have an optimistic time, in sheet order. */
export const listUnassignedTasks = (db: Executor, jobId: number) =>
  queryRows<UnassignedTask>(
    db,
    sql`select t.id, t.id as task_id, s.sheet_no, t.task_no, t.name as task_name,
          t.description as task_description, ${estimateColumnsSql}
        from tasks t join task_sheets s on s.id = t.sheet_id
        where t.job_id = ${jobId} and t.optimistic > 0 and ${unassignedSql}
        order by s.sheet_no, t.id`,
  );

interface HeldRow extends Omit<HeldTask, 'current_status' | 'qc_employee'> {
  qc_id: number | null;
  qc_name: string | null;
  job_id: number;
  job_no: string;
  employee_id: number;
  employee_name: string;
  employee_status: number;
}

/**
 * Not finished, written as a constant so the planner sees the partial index task_users_open_work_idx
 * (open work newest first) serves it.
 */
const notFinishedSql = sql.raw(`tu.section <> ${TaskSection.FINISHED}`);

/** Open work assignments (not finished) with their task, job, holder and QC checker. */
const heldRows = (where: SQL, tail: SQL = sql``) => sql`
  select tu.id, t.id as task_id, s.sheet_no, t.task_no, t.name as task_name,
    t.description as task_description, ${estimateColumnsSql},
    tu.section, tu.priority, tu.due_date::text as due_date,
    qc.user_id as qc_id, ${fullNameSql('qu')} as qc_name,
    j.id as job_id, j.job_no, u.id as employee_id, ${fullNameSql('u')} as employee_name, u.status as employee_status
  from task_users tu
  join job_users ju on ju.id = tu.job_user_id
  join tasks t on t.id = tu.task_id
  join task_sheets s on s.id = t.sheet_id
  join jobs j on j.id = t.job_id
  join users u on u.id = tu.user_id
  left join lateral ${openCheckSql} qc on true
  left join users qu on qu.id = qc.user_id
  where ${openWorkSql} and ${notFinishedSql} and ${liveJobSql} and ${where}
  ${tail}`;

const presentHeld = (r: HeldRow): HeldTask => ({
  id: r.id,
  task_id: r.task_id,
  sheet_no: r.sheet_no,
  task_no: r.task_no,
  task_name: r.task_name,
  task_description: r.task_description,
  Time01: r.Time01,
  Time02: r.Time02,
  Time03: r.Time03,
  section: r.section,
  current_status: TASK_SECTION_NAMES[r.section as TaskSectionType] ?? 'N/A',
  priority: r.priority,
  due_date: r.due_date,
  qc_employee: r.qc_id === null ? null : { id: r.qc_id, name: r.qc_name ?? '' },
});

/** GET job/tasks/{jobId}/{userId}: what the employee holds on the job and may hand on. */
export async function listHeldTasks(db: Executor, jobId: number, userId: number): Promise<HeldTask[]> {
  const rows = await queryRows<HeldRow>(
    db,
    heldRows(sql`t.job_id = ${jobId} and tu.user_id = ${userId}`, sql`order by s.sheet_no, t.id`),
  );
  return rows.map(presentHeld);
}

/**
 * GET tasks/all-tasks/assigned: one page of every open work assignment on the jobs the caller
 * manages, newest first, optionally for one job or one employee. Scoped and paged in SQL.
 */
export async function listAssignedTasks(
  db: Executor,
  user: Assigner,
  query: { page: number; per_page: number; job_id?: number; user_id?: number },
): Promise<AssignedTasksResponse> {
  const filters = [assignPolicy.assignableJobsSql(user)];
  if (query.job_id !== undefined) filters.push(sql`j.id = ${query.job_id}`);
  if (query.user_id !== undefined) filters.push(sql`tu.user_id = ${query.user_id}`);
  const where = sql.join(filters, sql` and `);
  const offset = (query.page - 1) * query.per_page;
  // The page's assignments are found along the open-work index first, and their details read for
  // those few rows only: planning one query over every table cost more than running it. They are
  // counted the same way up to the cap, so a page costs the same however much work is open.
  const openWork = sql`task_users tu
    join job_users ju on ju.id = tu.job_user_id
    join jobs j on j.id = ju.job_id
    where ${openWorkSql} and ${notFinishedSql} and ${liveJobSql} and ${where}`;
  const [rows, [count]] = await Promise.all([
    queryRows<HeldRow>(
      db,
      sql`select tu.id, t.id as task_id,
            (select s.sheet_no from task_sheets s where s.id = t.sheet_id) as sheet_no,
            t.task_no, t.name as task_name, t.description as task_description, ${estimateColumnsSql},
            tu.section, tu.priority, tu.due_date::text as due_date,
            qc.user_id as qc_id, (select ${fullNameSql('qu')} from users qu where qu.id = qc.user_id) as qc_name,
            j.id as job_id, j.job_no, tu.user_id as employee_id,
            (select ${fullNameSql('u')} from users u where u.id = tu.user_id) as employee_name,
            (select u.status from users u where u.id = tu.user_id) as employee_status
          from (select tu.* from ${openWork}
                order by tu.id desc limit ${query.per_page} offset ${offset}) tu
          join tasks t on t.id = tu.task_id
          join jobs j on j.id = t.job_id
          left join lateral ${openCheckSql} qc on true
          order by tu.id desc`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (
            select 1 from ${openWork} order by tu.id desc limit ${ASSIGNED_COUNT_CAP + 1}) open_work`,
    ),
  ]);
  const data: AssignedTaskRow[] = rows.map((r) => ({
    ...presentHeld(r),
    job_id: r.job_id,
    job_no: r.job_no,
    employee: { id: r.employee_id, name: r.employee_name, active: r.employee_status === 1 },
  }));
  const total = count?.total ?? 0;
  return {
    data,
    total: Math.min(total, ASSIGNED_COUNT_CAP),
    total_capped: total > ASSIGNED_COUNT_CAP,
    page: query.page,
    per_page: query.per_page,
  };
}
