import { sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_LABELS,
  ActivityType,
  AGREEMENT_TYPE_LABELS,
  dayInZone,
  FinishedJobStatus,
  JOB_KIND_LABELS,
  JOB_PRIORITY_LABELS,
  JOB_PROGRESS_LABELS,
  JOB_STORY_MAX_EVENTS,
  JobStatus,
  JobUserRole,
  Msg,
  PendingApprovalStatus,
  REQUEST_STATUS_NAMES,
  round2,
  TASK_SECTION_NAMES,
  taskFigures,
  type ActivityType as ActivityTypeId,
  type AgreementType,
  type JobKind,
  type JobPriority,
  type JobProgress,
  type JobStoryRequest,
  type JobStoryResponse,
  type JobStoryTaskRow,
  type RequestStatus,
  type TaskSection,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { optionalNameSql } from '../../db/sqlText';
import { forbidden, notFound } from '../../errors';
import { assignmentTimes } from '../jobAdmin/assignmentTime';
import { dueDateHistory } from '../jobAdmin/dueDateHistory';
import { findJobByNumber } from '../jobAdmin/jobLookup';
import { NOT_ASSIGNED, REASSIGNED } from '../jobAdmin/taskView';
import { findJobDetail } from '../jobs/jobDetail';
import { reportDivision } from './reportScope';

const M = Msg.reports;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const minutesOf = (seconds: number) => Math.floor(seconds / 60);

const APPROVAL_STATUS: Record<number, string> = {
  [PendingApprovalStatus.WAITING]: 'Waiting for approval',
  [PendingApprovalStatus.APPROVED]: 'Approved',
  [PendingApprovalStatus.REJECTED]: 'Rejected',
};
const FINISHED_STATUS: Record<number, string> = {
  [FinishedJobStatus.AWAITING]: 'Waiting for the HOD',
  [FinishedJobStatus.ACCEPTED]: 'Accepted',
  [FinishedJobStatus.REJECTED]: 'Rejected',
};

/** The job the request names: its id, one of its holds, or its number (in that order). */
async function resolveJob(db: Executor, request: JobStoryRequest): Promise<number> {
  if (request.id != null) return Number(request.id);
  if (request.job_user_id != null) {
    const [hold] = await queryRows<{ job_id: number }>(
      db,
      sql`select job_id from job_users where id = ${Number(request.job_user_id)}`,
    );
    if (!hold) throw notFound(M.jobNotFound);
    return hold.job_id;
  }
  return (await findJobByNumber(db, request.job_no ?? '')).id;
}

interface TaskSql {
  task_id: number;
  task_no: string;
  task_name: string;
  optimistic: number;
  most_likely: number;
  pessimistic: number;
  task_user_id: number | null;
  assignee: string | null;
  section: number | null;
  closed: boolean;
  plan_date: string | null;
  due_date: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  attempts: number | null;
  check_ids: number[] | null;
  checker: string | null;
  send_backs: number;
}

/**
 * Every task in sheet order with each of its work assignments (a task nobody holds once), the
 * checkers of each and how often they sent the work back ('Bug' entries on it).
 */
const taskSql = (jobId: number) => sql`
  select t.id as task_id, t.task_no, t.name as task_name, t.optimistic::float as optimistic,
    t.most_likely::float as most_likely, t.pessimistic::float as pessimistic,
    w.id as task_user_id, ${optionalNameSql('u')} as assignee, w.section, w.closed_at is not null as closed,
    w.plan_date::text as plan_date, w.due_date::text as due_date, w.started_at, w.finished_at, w.attempts,
    q.ids as check_ids, q.names as checker,
    (select count(*)::int from activities a where a.task_user_id = w.id and a.type = ${ActivityType.BUG}) as send_backs
  from tasks t
  join task_sheets s on s.id = t.sheet_id
  left join lateral (
    select tu.* from task_users tu join job_users ju on ju.id = tu.job_user_id
    where tu.task_id = t.id and tu.checks_id is null and ju.role = ${JobUserRole.WORK}
  ) w on true
  left join users u on u.id = w.user_id
  left join lateral (
    select array_agg(c.id order by c.id) as ids,
      string_agg(distinct ${optionalNameSql('cu')}, ', ') as names
    from task_users c join users cu on cu.id = c.user_id
    where c.checks_id = w.id
  ) q on true
  where t.job_id = ${jobId}
  order by s.sheet_no, t.id, w.id nulls first`;

const sectionName = (section: number | null) =>
  section === null ? null : (TASK_SECTION_NAMES[section as TaskSection] ?? `Unknown (${section})`);

/**
 * POST reports/job_in_detail: the whole story of one job (screens §8.1) — where it came from
 * (request, approval, the agreements it ran under), who held it and what the HOD decided, its
 * due-date changes, every task with its estimates, people, dates, time, attempts and send-backs,
 * and the activity timeline. Times come from the work log through the boards' own reader.
 */
export async function jobStory(
  db: Executor,
  viewer: AuthUser,
  request: JobStoryRequest,
  clock: { today: string; timeZone: string; now?: Date },
): Promise<JobStoryResponse> {
  const { today, timeZone, now = new Date() } = clock;
  const jobId = await resolveJob(db, request);
  const job = await findJobDetail(db, jobId, today);
  if (!job) throw notFound(M.jobNotFound);
  const scope = await reportDivision(db, viewer, null);
  if (scope !== null && job.division_id !== scope) throw forbidden(M.onlyOwnDivision);
  const createdDay = dayInZone(new Date(job.created_at), timeZone);

  const [origin, agreementRows, holders, changes, taskRows, times, events] = await Promise.all([
    queryRows<{
      request_no: string | null;
      request_at: Date | string | null;
      request_by: string | null;
      request_status: number | null;
      approval_no: string | null;
      approval_at: Date | string | null;
      approval_by: string | null;
      approval_status: number | null;
      decided_by: string | null;
      decided_at: Date | string | null;
      approved_with: string | null;
      remark: string | null;
    }>(
      db,
      sql`select r.request_no, r.created_at as request_at, ${optionalNameSql('ru')} as request_by, r.status as request_status,
            p.approval_no, p.created_at as approval_at, ${optionalNameSql('pu')} as approval_by, p.status as approval_status,
            ${optionalNameSql('du')} as decided_by, p.decided_at, ${optionalNameSql('wu')} as approved_with, p.remark
          from jobs j
          left join job_requests r on r.id = j.job_request_id
          left join users ru on ru.id = r.created_by_id
          left join pending_approvals p on p.id = j.pending_approval_id
          left join users pu on pu.id = p.created_by_id
          left join users du on du.id = p.decided_by_id
          left join users wu on wu.id = coalesce(p.approved_with_id, j.approved_with_id)
          where j.id = ${jobId}`,
    ),
    // The company day the job was created decides which agreements it ran under.
    queryRows<{ number: string; type: number; status: string; valid_from: string; valid_to: string }>(
      db,
      sql`select a.number, a.type, a.status, a.valid_from::text as valid_from, a.valid_to::text as valid_to
          from jobs j join agreements a on a.branch_id = j.branch_id
          where j.id = ${jobId} and a.valid_from <= ${createdDay}::date and a.valid_to >= ${createdDay}::date
          order by a.valid_from, a.id`,
    ),
    queryRows<{
      job_user_id: number;
      name: string | null;
      role: number;
      finished_status: number | null;
      finished_at: Date | string | null;
      reviewed_by: string | null;
      review_reason: string | null;
    }>(
      db,
      sql`select ju.id as job_user_id, ${optionalNameSql('u')} as name, ju.role, ju.finished_status, ju.finished_at,
            ${optionalNameSql('r')} as reviewed_by, ju.review_reason
          from job_users ju join users u on u.id = ju.user_id left join users r on r.id = ju.reviewed_by_id
          where ju.job_id = ${jobId} order by ju.role, ju.id`,
    ),
    dueDateHistory(db, jobId),
    queryRows<TaskSql>(db, taskSql(jobId)),
    assignmentTimes(db, jobId, now),
    queryRows<{
      id: number | string;
      at: Date | string;
      name: string | null;
      type: number;
      task_no: string | null;
      from_section: number | null;
      to_section: number | null;
      comment: string | null;
      total: number;
    }>(
      db,
      sql`select * from (
            select a.id, a.created_at as at, ${optionalNameSql('u')} as name, a.type, t.task_no,
              a.from_section, a.to_section, a.comment, count(*) over ()::int as total
            from activities a
            join task_users tu on tu.id = a.task_user_id
            join tasks t on t.id = tu.task_id
            join users u on u.id = a.user_id
            where a.task_user_id = any(select x.id from task_users x join tasks y on y.id = x.task_id where y.job_id = ${jobId})
            order by a.created_at desc, a.id desc
            limit ${JOB_STORY_MAX_EVENTS}
          ) newest order by at, id`,
    ),
  ]);

  const secondsOf = new Map(times.map((t) => [t.task_user_id, t.seconds]));
  const tasks: JobStoryTaskRow[] = taskRows.map((r) => {
    const figures = taskFigures({
      optimistic: r.optimistic,
      mostLikely: r.most_likely,
      pessimistic: r.pessimistic,
    });
    const status = r.task_user_id === null ? NOT_ASSIGNED : r.closed ? REASSIGNED : sectionName(r.section)!;
    return {
      task_id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      optimistic: r.optimistic,
      most_likely: r.most_likely,
      pessimistic: r.pessimistic,
      expected: figures.expected,
      task_user_id: r.task_user_id,
      assignee: r.assignee,
      checker: r.checker,
      status,
      plan_date: r.plan_date,
      due_date: r.due_date,
      started_at: iso(r.started_at),
      finished_at: iso(r.finished_at),
      spent_minutes: r.task_user_id === null ? 0 : minutesOf(secondsOf.get(r.task_user_id) ?? 0),
      check_minutes: minutesOf((r.check_ids ?? []).reduce((sum, id) => sum + (secondsOf.get(id) ?? 0), 0)),
      attempts: r.attempts ?? 0,
      send_backs: r.send_backs,
    };
  });
  // Each task counts once in the estimates, however many times it was handed over.
  const firstRowOfTask = tasks.filter((t, i) => i === 0 || tasks[i - 1]!.task_id !== t.task_id);
  const o = origin[0]!;

  return {
    job: {
      id: job.id,
      job_no: job.job_no,
      job_title: job.job_title,
      job_description: job.job_description,
      customer_name: job.customer_name,
      customer_code: job.customer_code,
      branch_name: job.branch_name,
      system: job.system,
      category: job.category,
      kind_label: JOB_KIND_LABELS[job.kind as JobKind] ?? '',
      division: job.division,
      employee: job.employee,
      requested_emp: job.requested_emp,
      job_coordinator: job.job_coordinator,
      created_by_name: job.created_by_name,
      created_at: job.created_at,
      due_date: job.due_date,
      priority_label: JOB_PRIORITY_LABELS[job.priority as JobPriority] ?? '',
      progress_label: JOB_PROGRESS_LABELS[job.progress as JobProgress] ?? '',
      canceled: job.status === JobStatus.CANCELED,
      payment_mode: job.payment_mode === 'chargeable' ? 'Chargeable' : 'Free of charge',
      amc_status: job.amc_status,
      remarks: job.remarks,
    },
    request: o.request_no
      ? {
          request_no: o.request_no,
          created_at: iso(o.request_at)!,
          created_by: o.request_by,
          status: REQUEST_STATUS_NAMES[o.request_status as RequestStatus] ?? '',
        }
      : null,
    approval: o.approval_no
      ? {
          approval_no: o.approval_no,
          created_at: iso(o.approval_at)!,
          created_by: o.approval_by,
          status: APPROVAL_STATUS[o.approval_status!] ?? '',
          decided_by: o.decided_by,
          decided_at: iso(o.decided_at),
          approved_with: o.approved_with,
          remark: o.remark,
        }
      : null,
    agreements: agreementRows.map((a) => ({
      number: a.number,
      type: AGREEMENT_TYPE_LABELS[a.type as AgreementType] ?? String(a.type),
      status: a.status,
      valid_from: a.valid_from,
      valid_to: a.valid_to,
    })),
    holders: holders.map((h) => ({
      job_user_id: h.job_user_id,
      name: h.name ?? '',
      role: h.role === JobUserRole.QC ? 'QC' : 'Work',
      finished: h.finished_status === null ? 'Not finished' : (FINISHED_STATUS[h.finished_status] ?? ''),
      finished_at: iso(h.finished_at),
      reviewed_by: h.reviewed_by,
      review_reason: h.review_reason,
    })),
    due_date_changes: changes
      .map((c) => ({
        at: c.created_at,
        name: c.name,
        previous_due_date: c.previous_due_date,
        due_date: c.due_date,
        reason: c.reason,
      }))
      .reverse(),
    tasks,
    totals: {
      task_count: firstRowOfTask.length,
      most_likely_hours: round2(firstRowOfTask.reduce((sum, t) => sum + t.most_likely, 0)),
      expected_hours: round2(firstRowOfTask.reduce((sum, t) => sum + t.expected, 0)),
      spent_minutes: minutesOf(times.reduce((sum, t) => sum + t.seconds, 0)),
      work_minutes: tasks.reduce((sum, t) => sum + t.spent_minutes, 0),
      check_minutes: tasks.reduce((sum, t) => sum + t.check_minutes, 0),
      send_backs: tasks.reduce((sum, t) => sum + t.send_backs, 0),
    },
    timeline: events.map((e) => ({
      id: Number(e.id),
      at: iso(e.at)!,
      name: e.name ?? '',
      kind: ACTIVITY_TYPE_LABELS[e.type as ActivityTypeId] ?? String(e.type),
      task_no: e.task_no,
      from_section: sectionName(e.from_section),
      to_section: sectionName(e.to_section),
      comment: e.comment,
    })),
    timeline_total: events[0]?.total ?? 0,
  };
}
