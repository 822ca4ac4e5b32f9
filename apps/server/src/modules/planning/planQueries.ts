import { sql } from 'drizzle-orm';
import {
  ACTIVITY_PLAN_KINDS,
  JobStatus,
  LEAVE_TYPE_LABELS,
  TaskSection,
  type ActivityPlanItem,
  type ActivityPlanKind,
  type PlanJob,
  type PlanLeaveDay,
  type PlanTask,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { approvedLeaveDays } from '../leave/leaveOn';
import { shownActivityTimes, shownPlan } from './planTiming';

interface OpenAssignmentRow {
  task_user_id: number;
  task_id: number;
  user_id: number;
  section: number;
  locked: boolean;
  plan_date: string | null;
  plan_start_ms: number | null;
  plan_end_ms: number | null;
  plan_all_day: boolean;
  due_date: string | null;
  checks_id: number | null;
  checker_id: number | null;
  task_no: string;
  task_name: string;
  task_description: string;
  most_likely: number;
  job_id: number;
  job_no: string;
  job_title: string | null;
  job_description: string;
  job_due_date: string | null;
  contact_person: string | null;
  contact_number: string | null;
  customer_name: string | null;
}

/**
 * The employee's open assignments (not finished, passed or re-assigned away) on live jobs: what the
 * plan places and the job list offers. An employee holds few at a time, so one read serves both.
 */
function openAssignments(db: Executor, userId: number) {
  return queryRows<OpenAssignmentRow>(
    db,
    sql`select tu.id as task_user_id, tu.task_id, tu.user_id, tu.section, tu.locked,
          tu.plan_date::text as plan_date,
          (extract(epoch from tu.plan_start) * 1000)::float8 as plan_start_ms,
          (extract(epoch from tu.plan_end) * 1000)::float8 as plan_end_ms,
          tu.plan_all_day, tu.due_date::text as due_date, tu.checks_id,
          (select q.user_id from task_users q
            where q.checks_id = tu.id and q.closed_at is null order by q.id desc limit 1) as checker_id,
          t.task_no, t.name as task_name, t.description as task_description,
          t.most_likely::float8 as most_likely,
          j.id as job_id, j.job_no, j.title as job_title, j.description as job_description,
          j.due_date::text as job_due_date, j.contact_person, j.contact_number, c.name as customer_name
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        left join customers c on c.id = j.customer_id
        where tu.user_id = ${userId}
          and tu.closed_at is null
          and tu.section not in (${TaskSection.FINISHED}, ${TaskSection.PASS})
          and j.deleted_at is null
          and j.status <> ${JobStatus.CANCELED}
        order by j.id, lower(t.task_no), tu.id`,
  );
}

/** The checker of work, 0 on a QC check (000 §3), null without a check. */
const qcIdOf = (r: OpenAssignmentRow) => (r.checks_id !== null ? 0 : r.checker_id);

/** GET user/{id}/tasks: every open assignment with its plan, as the calendar places them. */
export async function planTasksOf(db: Executor, userId: number, timeZone: string): Promise<PlanTask[]> {
  const rows = await openAssignments(db, userId);
  return rows.map((r) => {
    const shown = shownPlan(
      { planDate: r.plan_date, startMs: r.plan_start_ms, endMs: r.plan_end_ms, allDay: r.plan_all_day },
      timeZone,
    );
    return {
      id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      task_title: r.task_name,
      task_description: r.task_description,
      Time02: Number(r.most_likely),
      job_id: r.job_id,
      job_no: r.job_no,
      customer_name: r.customer_name,
      qc_id: qcIdOf(r),
      current_status: r.section,
      locked: r.locked,
      contact_person: r.contact_person,
      contact_number: r.contact_number,
      pivot: {
        id: r.task_user_id,
        task_id: r.task_id,
        user_id: r.user_id,
        ...shown,
        due_date: r.due_date,
        qc_id: qcIdOf(r),
      },
    };
  });
}

/** GET user/{id}/jobs: the employee's open jobs, each with the employee's open tasks on it. */
export async function planJobsOf(db: Executor, userId: number): Promise<PlanJob[]> {
  const rows = await openAssignments(db, userId);
  const jobs = new Map<number, PlanJob>();
  for (const r of rows) {
    let job = jobs.get(r.job_id);
    if (!job) {
      job = {
        id: r.job_id,
        job_no: r.job_no,
        customer_name: r.customer_name,
        job_title: r.job_title,
        job_description: r.job_description,
        due_date: r.job_due_date,
        tasks: [],
      };
      jobs.set(r.job_id, job);
    }
    job.tasks.push({
      task_user_id: r.task_user_id,
      task_id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      task_description: r.task_description,
      Time02: Number(r.most_likely),
      current_status: r.section,
      due_date: r.due_date,
      plan_date: r.plan_date,
      is_qc_task: r.checks_id !== null,
    });
  }
  return [...jobs.values()];
}

export interface ActivityPlanRow {
  id: number;
  user_id: number;
  kind: number;
  title: string;
  description: string;
  start_ms: number;
  end_ms: number;
  created_by_id: number | null;
}

/** The activity plan as the wire shows it: the kind's colour, company wall times. */
export function presentActivityPlan(row: ActivityPlanRow, timeZone: string): ActivityPlanItem {
  const kind = ACTIVITY_PLAN_KINDS[row.kind as ActivityPlanKind];
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    ...shownActivityTimes(new Date(row.start_ms), new Date(row.end_ms), timeZone),
    color: kind?.color ?? 'gray',
    created_by: row.created_by_id,
  };
}

export const activityPlanColumns = sql`id, user_id, kind, title, description,
  (extract(epoch from start) * 1000)::float8 as start_ms, (extract(epoch from "end") * 1000)::float8 as end_ms,
  created_by_id`;

/** The employee's activities touching [from, to) (instants), earliest first. */
export function activityRowsBetween(db: Executor, userId: number, from: Date, to: Date) {
  return queryRows<ActivityPlanRow>(
    db,
    sql`select ${activityPlanColumns} from activity_plans
        where user_id = ${userId} and start < ${to.toISOString()}::timestamptz
          and "end" > ${from.toISOString()}::timestamptz
        order by start, id`,
  );
}

/** Approved leave of the employee within the days, as the calendar's background shows it. */
export async function planLeaveOf(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<PlanLeaveDay[]> {
  const days = await approvedLeaveDays(db, [userId], from, to);
  return days.map((d) => ({
    date: d.date,
    leave_type: d.leaveType,
    leave_type_text: LEAVE_TYPE_LABELS[d.leaveType],
  }));
}
