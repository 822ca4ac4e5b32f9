import { sql } from 'drizzle-orm';
import {
  Msg,
  TASK_SECTION_NAMES,
  TaskSection,
  type RemovableTask,
  type TaskSection as TaskSectionType,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { anyInt } from '../../db/sqlText';

/** What the rule reads of a task. */
export interface TaskRemovalFacts {
  /** An open assignment is somewhere other than Back Log. */
  started: boolean;
  /** Time has been logged on any of its assignments. */
  worked: boolean;
  /** Tasks of its job, this one included. */
  taskCount: number;
}

/**
 * a task may leave a job only while it is in Back Log or not assigned at all, has no time on
 * it, and is not the job's only task. Null when it may go, else why not.
 */
export function removalReason({ started, worked, taskCount }: TaskRemovalFacts): string | null {
  return workReason({ started, worked }) ?? (taskCount <= 1 ? Msg.intake.onlyTask : null);
}

/** The part of R-082 about work: a started task, or one with logged time, stays. */
export function workReason({ started, worked }: Pick<TaskRemovalFacts, 'started' | 'worked'>): string | null {
  if (started) return Msg.intake.taskStarted;
  if (worked) return Msg.intake.taskWorked;
  return null;
}

interface TaskRow {
  id: number;
  job_id: number;
  task_no: string;
  name: string;
  description: string;
  sheet_no: number;
  section: number | null;
  started: boolean;
  worked: boolean;
  task_count: number;
}

/**
 * The tasks of a live job (or one task) with what the rule needs, in one query: the section of the
 * open work assignment, whether any open assignment left Back Log, and whether time was logged.
 */
async function taskFacts(db: Executor, where: { jobId: number } | { taskIds: number[] }) {
  const filter = 'jobId' in where ? sql`t.job_id = ${where.jobId}` : sql`t.id = ${anyInt(where.taskIds)}`;
  return queryRows<TaskRow>(
    db,
    sql`select t.id, t.job_id, t.task_no, t.name, t.description, s.sheet_no,
        (select tu.section from task_users tu
          where tu.task_id = t.id and tu.closed_at is null and tu.checks_id is null
          order by tu.id desc limit 1) as section,
        exists (select 1 from task_users tu where tu.task_id = t.id and tu.closed_at is null
          and tu.section <> ${TaskSection.BACK_LOG}) as started,
        exists (select 1 from work_log wl join task_users tu on tu.id = wl.task_user_id
          where tu.task_id = t.id) as worked,
        (select count(*)::int from tasks o where o.job_id = t.job_id) as task_count
      from tasks t
      join task_sheets s on s.id = t.sheet_id
      join jobs j on j.id = t.job_id and j.deleted_at is null
      where ${filter}
      order by s.sheet_no, t.id`,
  );
}

const present = (row: TaskRow): RemovableTask & { job_id: number } => {
  const reason = removalReason({
    started: Boolean(row.started),
    worked: Boolean(row.worked),
    taskCount: Number(row.task_count),
  });
  return {
    id: row.id,
    job_id: row.job_id,
    task_no: row.task_no,
    task_name: row.name,
    task_description: row.description,
    sheet_no: Number(row.sheet_no),
    current_status:
      row.section === null ? 'N/A' : (TASK_SECTION_NAMES[row.section as TaskSectionType] ?? 'N/A'),
    removable: reason === null,
    reason,
  };
};

/** The tasks of a job for the Delete Tasks table, each saying whether it may be removed. */
export const listRemovableTasks = async (db: Executor, jobId: number) =>
  (await taskFacts(db, { jobId })).map(present);

/** One task with its verdict; null when the task or its job is gone. */
export async function findTaskVerdict(db: Executor, taskId: number) {
  const [row] = await taskFacts(db, { taskIds: [taskId] });
  return row ? present(row) : null;
}

/**
 * Why each of these tasks may not leave its sheet because of work on it (started, or time
 * logged), in one query; the tasks that may go are absent.
 */
export async function findWorkReasons(db: Executor, taskIds: number[]): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (!taskIds.length) return reasons;
  for (const row of await taskFacts(db, { taskIds })) {
    const reason = workReason({ started: Boolean(row.started), worked: Boolean(row.worked) });
    if (reason) reasons.set(row.id, reason);
  }
  return reasons;
}
