// Request and response of Jobs In Detail (screens §8.1): the whole story of one job.
import { z } from 'zod/mini';
import { Msg } from '../messages';
import { id } from './common';
import { jobDetailResponse } from './jobs';

const M = Msg.reports;

const optionalId = z.optional(z.nullable(id(M.jobInvalid)));

/**
 * POST reports/job_in_detail (22): the job named by its id, one of its holds (job_user_id, as the
 * boards link it) or its number (as Customer Wise Job Type links it); the id wins when several are
 * given. One of them is needed.
 */
export const jobStoryRequest = z
  .object({
    id: optionalId,
    job_user_id: optionalId,
    job_no: z.optional(
      z.nullable(
        z
          .string({ error: Msg.jobAdmin.jobNoRequired })
          .check(z.trim(), z.maxLength(40, { error: Msg.jobAdmin.jobNotFound })),
      ),
    ),
  })
  .check(
    z.refine((v) => v.id != null || v.job_user_id != null || Boolean(v.job_no), {
      path: ['job_no'],
      error: Msg.jobAdmin.jobNoRequired,
    }),
  );
export type JobStoryRequest = z.input<typeof jobStoryRequest>;

const day = z.nullable(z.string());
const instant = z.nullable(z.string());

/** One work assignment of a task (or the task alone when nobody holds it), as the report's task table shows it. */
export const jobStoryTaskRow = z.object({
  task_id: z.number(),
  task_no: z.string(),
  task_name: z.string(),
  /** Hours: optimistic, most likely, pessimistic as stored, and the PERT expectation (O + 4M + P) / 6. */
  optimistic: z.number(),
  most_likely: z.number(),
  pessimistic: z.number(),
  expected: z.number(),
  /** The work assignment (task_users row), null for a task nobody holds. */
  task_user_id: z.nullable(z.number()),
  assignee: z.nullable(z.string()),
  /** Who checks this assignment's work, with the check's own time. */
  checker: z.nullable(z.string()),
  /** The board section's name, 'Re-assigned' for a handed-over assignment, 'N/A' when not assigned. */
  status: z.string(),
  plan_date: day,
  due_date: day,
  started_at: instant,
  finished_at: instant,
  /** Minutes worked on the assignment, from the work log; the check's minutes apart. */
  spent_minutes: z.number(),
  check_minutes: z.number(),
  /** Times the work went to Ongoing from Back Log or Picked. */
  attempts: z.number(),
  /** Times the checker sent the work back to fix it. */
  send_backs: z.number(),
});
export type JobStoryTaskRow = z.infer<typeof jobStoryTaskRow>;

/** One entry of the job's timeline, oldest first. */
export const jobStoryEvent = z.object({
  id: z.number(),
  at: z.string(),
  name: z.string(),
  /** The activity type's name (Move, Bug, Done, Comment…). */
  kind: z.string(),
  task_no: z.nullable(z.string()),
  from_section: z.nullable(z.string()),
  to_section: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type JobStoryEvent = z.infer<typeof jobStoryEvent>;

export const jobStoryResponse = z.object({
  /** The job's names as GET job/{id} gives them, with its labels as the report prints them. */
  job: z.extend(
    z.pick(jobDetailResponse.shape.job, {
      id: true,
      job_no: true,
      job_title: true,
      job_description: true,
      customer_name: true,
      customer_code: true,
      branch_name: true,
      system: true,
      category: true,
      division: true,
      employee: true,
      requested_emp: true,
      job_coordinator: true,
      created_by_name: true,
      created_at: true,
      due_date: true,
      amc_status: true,
      remarks: true,
    }),
    {
      kind_label: z.string(),
      priority_label: z.string(),
      progress_label: z.string(),
      canceled: z.boolean(),
      payment_mode: z.string(),
    },
  ),
  /** The job request it came from, if any. */
  request: z.nullable(
    z.object({
      request_no: z.string(),
      created_at: z.string(),
      created_by: z.nullable(z.string()),
      status: z.string(),
    }),
  ),
  /** The approval it needed because the agreement did not cover it, if any. */
  approval: z.nullable(
    z.object({
      approval_no: z.string(),
      created_at: z.string(),
      created_by: z.nullable(z.string()),
      status: z.string(),
      decided_by: z.nullable(z.string()),
      decided_at: instant,
      approved_with: z.nullable(z.string()),
      remark: z.nullable(z.string()),
    }),
  ),
  /** The branch's agreements valid on the day the job was created: what it ran under. */
  agreements: z.array(
    z.object({
      number: z.string(),
      type: z.string(),
      status: z.string(),
      valid_from: z.string(),
      valid_to: z.string(),
    }),
  ),
  /** Who holds the job (work or QC) and where the HOD's decision on their part stands. */
  holders: z.array(
    z.object({
      job_user_id: z.number(),
      name: z.string(),
      role: z.string(),
      finished: z.string(),
      finished_at: instant,
      reviewed_by: z.nullable(z.string()),
      review_reason: z.nullable(z.string()),
    }),
  ),
  due_date_changes: z.array(
    z.object({
      at: z.string(),
      name: z.nullable(z.string()),
      previous_due_date: day,
      due_date: z.string(),
      reason: z.string(),
    }),
  ),
  tasks: z.array(jobStoryTaskRow),
  /**
   * Each task once, however often it was handed over; spent_minutes is every minute on the job, work
   * and checks, as All Job Details counts it; work_minutes and check_minutes sum the rows' columns.
   */
  totals: z.object({
    task_count: z.number(),
    most_likely_hours: z.number(),
    expected_hours: z.number(),
    spent_minutes: z.number(),
    work_minutes: z.number(),
    check_minutes: z.number(),
    send_backs: z.number(),
  }),
  timeline: z.array(jobStoryEvent),
  /** Every activity of the job; the timeline holds the newest JOB_STORY_MAX_EVENTS of them. */
  timeline_total: z.number(),
});
export type JobStoryResponse = z.infer<typeof jobStoryResponse>;

/** The longest timeline the report shows and prints (the newest entries are kept). */
export const JOB_STORY_MAX_EVENTS = 2_000;
