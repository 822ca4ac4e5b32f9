import { sql, type SQL } from 'drizzle-orm';
import {
  taskFigures,
  TASK_SECTION_NAMES,
  type SheetTask,
  type TaskSection,
  type TaskSheetView,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { optionalNameSql, taskNoOrderSql } from '../../db/sqlText';

/** An instant as ISO 8601 in UTC, the same text from both database drivers. */
export const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface SheetRow extends Omit<TaskSheetView, 'task_count'> {
  task_count: number | string;
}

async function sheets(db: Executor, where: SQL): Promise<TaskSheetView[]> {
  const rows = await queryRows<SheetRow>(
    db,
    sql`select s.id, s.job_id, s.sheet_no, s.approved_by_id as approved_by,
          ${optionalNameSql('a')} as approved_by_name,
          s.delivery_date::text as delivery_date, s.remarks,
          ${optionalNameSql('c')} as created_by_name,
          (select count(*)::int from tasks t where t.sheet_id = s.id) as task_count,
          ${isoInstant(sql`s.updated_at`)} as updated_at, s.version
        from task_sheets s
        left join users a on a.id = s.approved_by_id
        left join users c on c.id = s.created_by_id
        where ${where}
        order by s.sheet_no`,
  );
  return rows.map((r) => ({ ...r, task_count: Number(r.task_count) }));
}

/** GET jobs/sheets/{id}: a job's task sheets in number order. */
export const sheetsOfJob = (db: Executor, jobId: number) => sheets(db, sql`s.job_id = ${jobId}`);

/** One sheet of the job; null when the sheet is not the job's. */
export async function findSheet(db: Executor, jobId: number, sheetId: number) {
  const [sheet] = await sheets(db, sql`s.job_id = ${jobId} and s.id = ${sheetId}`);
  return sheet ?? null;
}

interface TaskRow {
  id: number;
  sheet_id: number;
  sheet_no: number;
  task_no: string;
  task_name: string;
  task_description: string;
  optimistic: string;
  most_likely: string;
  pessimistic: string;
  section: number | null;
  assigned: boolean;
}

/** A saved task with its expected and top estimates (spec 001 §3: TotTime01..03). */
export function presentTask(row: TaskRow): SheetTask {
  const times = {
    optimistic: Number(row.optimistic),
    mostLikely: Number(row.most_likely),
    pessimistic: Number(row.pessimistic),
  };
  const f = taskFigures(times);
  return {
    id: row.id,
    sheet_id: row.sheet_id,
    sheet_no: Number(row.sheet_no),
    task_no: row.task_no,
    task_name: row.task_name,
    task_description: row.task_description,
    Time01: times.optimistic,
    Time02: times.mostLikely,
    Time03: times.pessimistic,
    expected: f.expected,
    TotTime01: f.topOptimistic,
    TotTime02: f.topMostLikely,
    TotTime03: f.topPessimistic,
    current_status:
      row.section === null ? 'N/A' : (TASK_SECTION_NAMES[Number(row.section) as TaskSection] ?? 'N/A'),
    assigned: Boolean(row.assigned),
  };
}

async function tasksWhere(db: Executor, where: SQL): Promise<SheetTask[]> {
  const rows = await queryRows<TaskRow>(
    db,
    sql`select t.id, t.sheet_id, s.sheet_no, t.task_no, t.name as task_name,
          t.description as task_description, t.optimistic, t.most_likely, t.pessimistic,
          (select tu.section from task_users tu
            where tu.task_id = t.id and tu.closed_at is null and tu.checks_id is null
            order by tu.id desc limit 1) as section,
          exists (select 1 from task_users tu where tu.task_id = t.id and tu.closed_at is null) as assigned
        from tasks t
        join task_sheets s on s.id = t.sheet_id
        where ${where}
        order by s.sheet_no, ${taskNoOrderSql}, t.id`,
  );
  return rows.map(presentTask);
}

/** GET job/tasks/all/{job}/{sheet}: the tasks of one sheet. */
export const tasksOfSheet = (db: Executor, sheetId: number) => tasksWhere(db, sql`t.sheet_id = ${sheetId}`);

/** GET job/tasks/{jobId}: every task of a job, sheet by sheet. */
export const tasksOfJob = (db: Executor, jobId: number) => tasksWhere(db, sql`t.job_id = ${jobId}`);
