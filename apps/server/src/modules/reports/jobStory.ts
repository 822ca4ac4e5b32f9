import { sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPE_LABELS,
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
  type ActivityType as ActivityTypeId,
  type AgreementType,
  type JobKind,
  type JobPriority,
  type JobProgress,
  type JobStoryRequest,
  type JobStoryResponse,
  type RequestStatus,
} from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { queryRows, type Executor } from '../../db/client';
import { optionalNameSql } from '../../db/sqlText';
import { forbidden, notFound } from '../../errors';
import { assignmentTimes } from '../jobAdmin/assignmentTime';
import { dueDateHistory } from '../jobAdmin/dueDateHistory';
import { findJobByNumber } from '../jobAdmin/jobLookup';
import { jobFeed, jobFeedCount } from '../boards/activityFeed';
import { iso, minutesOf, storyTaskRows, taskSql, type TaskSql } from './jobStoryTasks';
import { findJobDetail } from '../jobs/jobDetail';
import { reportDivision } from './reportScope';

const M = Msg.reports;

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
    jobFeed(db, jobId, JOB_STORY_MAX_EVENTS),
  ]);

  const tasks = storyTaskRows(taskRows, times);
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
    // The feed comes newest first; the story reads oldest first.
    timeline: events.reverse().map((e) => ({
      id: e.id,
      at: e.created_at,
      name: e.name,
      kind: ACTIVITY_TYPE_LABELS[e.comment_type as ActivityTypeId] ?? String(e.comment_type),
      task_no: e.task_no,
      from_section: e.prev_section,
      to_section: e.section_name,
      comment: e.comment,
    })),
    timeline_total: events.length < JOB_STORY_MAX_EVENTS ? events.length : await jobFeedCount(db, jobId),
  };
}
