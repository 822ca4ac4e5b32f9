import { sql } from 'drizzle-orm';
import {
  allocatedMinutes,
  dayInZone,
  Msg,
  TASK_SECTION_NAMES,
  taskRowTone,
  type SummaryTaskRow,
  type SummaryTasksResponse,
  type TaskSection,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { containing, taskNoOrderSql } from '../../db/sqlText';
import { notFound } from '../../errors';
import { spentOn } from '../boards/workTimeline';
import { pageOf, pageWindow, type PageInput } from './summaryPaging';

interface Row {
  task_user_id: number;
  task_id: number;
  task_no: string;
  task_name: string;
  task_description: string;
  job_id: number;
  job_no: string;
  is_qc_task: boolean;
  due_date: string | null;
  plan_date: string | null;
  optimistic: string;
  most_likely: string;
  pessimistic: string;
  section: number;
  locked: boolean;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  total: number;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The job of the job view: only one the employee holds, so the view shows nothing else. */
async function jobHeader(db: Executor, userId: number, jobId: number) {
  const [job] = await queryRows<NonNullable<SummaryTasksResponse['job']>>(
    db,
    sql`select j.id, j.job_no, j.customer_id, c.name as customer_name, sy.name as system,
          j.due_date::text as due_date, j.description as job_description
        from jobs j
        left join customers c on c.id = j.customer_id
        left join systems sy on sy.id = j.system_id
        where j.id = ${jobId} and j.deleted_at is null
          and exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${userId})`,
  );
  if (!job) throw notFound(Msg.summaries.jobNotFound);
  return job;
}

/**
 * POST summary/tasks: the employee's open assignments (of one job for the job view), paged and
 * searched in SQL (task number, name, job number). Spent minutes come from the boards' spentOn, so
 * every figure equals the task panel's; the row tone is R-123 judged on the company's today.
 */
export async function summaryTasks(
  db: Executor,
  userId: number,
  input: PageInput & { job_id?: number | null },
  clock: { timeZone: string; now: Date },
  pageSize?: number,
): Promise<SummaryTasksResponse> {
  const window = pageWindow(input, pageSize);
  const jobId = input.job_id ?? null;
  const job = jobId === null ? null : await jobHeader(db, userId, jobId);
  const pattern = window.keyword ? containing(window.keyword) : null;
  const rows = await queryRows<Row>(
    db,
    sql`select tu.id as task_user_id, t.id as task_id, t.task_no, t.name as task_name,
          t.description as task_description, j.id as job_id, j.job_no, (tu.checks_id is not null) as is_qc_task,
          tu.due_date::text as due_date, tu.plan_date::text as plan_date, t.optimistic, t.most_likely,
          t.pessimistic, tu.section, tu.locked, tu.started_at, tu.finished_at, count(*) over ()::int as total
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id and j.deleted_at is null
        where tu.user_id = ${userId} and tu.closed_at is null
          ${jobId === null ? sql`` : sql`and j.id = ${jobId}`}
          ${pattern ? sql`and (t.task_no ilike ${pattern} or t.name ilike ${pattern} or j.job_no ilike ${pattern})` : sql``}
        order by ${
          jobId === null
            ? sql`(tu.section = 3) desc, coalesce(tu.finished_at, tu.started_at, tu.created_at) desc, tu.id desc`
            : sql`${taskNoOrderSql}, tu.id`
        }
        limit ${window.perPage} offset ${window.offset}`,
  );
  const spent = await spentOn(
    db,
    rows.map((r) => r.task_user_id),
    clock.now,
  );
  const today = dayInZone(clock.now, clock.timeZone);
  const data: SummaryTaskRow[] = rows.map((r) => {
    const spentMinutes = spent.get(r.task_user_id)?.minutes ?? 0;
    const finishedAt = iso(r.finished_at);
    return {
      task_user_id: r.task_user_id,
      task_id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      task_description: r.task_description,
      job_id: r.job_id,
      job_no: r.job_no,
      is_qc_task: r.is_qc_task,
      due_date: r.due_date,
      plan_date: r.plan_date,
      Time01: Number(r.optimistic),
      Time02: Number(r.most_likely),
      Time03: Number(r.pessimistic),
      spent_minutes: spentMinutes,
      section: r.section,
      section_name: TASK_SECTION_NAMES[r.section as TaskSection] ?? '',
      locked: r.locked,
      started_at: iso(r.started_at),
      finished_at: finishedAt,
      tone: taskRowTone(
        {
          section: r.section,
          due_date: r.due_date,
          spent_minutes: spentMinutes,
          most_likely_minutes: allocatedMinutes(r.most_likely),
          finished_day: r.finished_at === null ? null : dayInZone(new Date(r.finished_at), clock.timeZone),
        },
        today,
      ),
    };
  });
  return { job, tasks: pageOf(data, rows[0]?.total ?? 0, window) };
}
