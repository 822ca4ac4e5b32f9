import { Msg, shownDay, type JobStoryResponse } from '@jobline/shared';
import { printedAt } from '../../exports/fileName';
import type { ReportColumn, ReportSection } from '../../exports/report';
import type { ReportFileTable } from './reportFiles';

const TASK_COLUMNS: ReportColumn[] = [
  { header: 'Task No', width: 'narrow' },
  { header: 'Task', width: 'wide' },
  { header: 'O', width: 'narrow', decimals: 2 },
  { header: 'ML', width: 'narrow', decimals: 2 },
  { header: 'P', width: 'narrow', decimals: 2 },
  { header: 'Expected', width: 'narrow', decimals: 2 },
  { header: 'Assigned to', width: 'normal' },
  { header: 'QC', width: 'normal' },
  { header: 'Plan', width: 'narrow' },
  { header: 'Due', width: 'narrow' },
  { header: 'Started', width: 'narrow' },
  { header: 'Finished', width: 'narrow' },
  { header: 'Spent', width: 'narrow', minutes: true },
  { header: 'QC time', width: 'narrow', minutes: true },
  { header: 'Attempts', width: 'narrow', decimals: 0 },
  { header: 'Sent back', width: 'narrow', decimals: 0 },
  { header: 'Status', width: 'narrow' },
];

const day = (value: string | null) => (value ? shownDay(value) : null);
const lines = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ');

/**
 * Jobs In Detail on paper: the job's facts with where it came from, the tasks table with its
 * totals, then the holders, the due-date changes and the timeline, each a table of its own.
 */
export function jobStoryTable(story: JobStoryResponse, timeZone: string): ReportFileTable {
  const { job, request, approval, totals } = story;
  const moment = (iso: string | null) => (iso ? printedAt(new Date(iso), timeZone) : null);
  const facts: [string, string][] = [
    ['Title', job.job_title ?? ''],
    ['Description', job.job_description],
    ['Customer', lines(job.customer_name, job.customer_code, job.branch_name)],
    ['System', job.system ?? ''],
    ['Category', lines(job.category, job.kind_label)],
    ['Department', job.division ?? ''],
    ['Employee', job.employee ?? ''],
    ['Requested by', job.requested_emp ?? ''],
    ['Coordinator', job.job_coordinator ?? ''],
    ['Created', lines(moment(job.created_at), job.created_by_name)],
    ['Due date', day(job.due_date) ?? ''],
    ['Priority', job.priority_label],
    ['Status', job.progress_label],
    ['Charge', job.payment_mode],
    ['Agreement status', job.amc_status],
    [
      'Ran under',
      story.agreements.length
        ? story.agreements
            .map((a) => `${a.number} (${a.type}, ${a.status}, ${day(a.valid_from)} – ${day(a.valid_to)})`)
            .join('; ')
        : 'No agreement valid on the day it was created',
    ],
    [
      'Request',
      request
        ? lines(request.request_no, moment(request.created_at), request.created_by, request.status)
        : 'None',
    ],
    [
      'Approval',
      approval
        ? lines(
            approval.approval_no,
            approval.status,
            approval.decided_by && `by ${approval.decided_by}`,
            moment(approval.decided_at),
            approval.approved_with && `approved with ${approval.approved_with}`,
            approval.remark,
          )
        : 'Not needed',
    ],
    ['Remarks', job.remarks ?? ''],
  ];
  return {
    title: `${Msg.reports.jobStoryTitle} ${job.job_no}`,
    ...(job.canceled ? { label: Msg.jobAdmin.canceledJobLabel } : {}),
    facts,
    columns: TASK_COLUMNS,
    rows: story.tasks.map((t) => [
      t.task_no,
      t.task_name,
      t.optimistic,
      t.most_likely,
      t.pessimistic,
      t.expected,
      t.assignee,
      t.checker,
      day(t.plan_date),
      day(t.due_date),
      moment(t.started_at),
      moment(t.finished_at),
      t.spent_minutes,
      t.check_minutes,
      t.attempts,
      t.send_backs,
      t.status,
    ]),
    totals: [
      'Total',
      `${totals.task_count} tasks`,
      null,
      totals.most_likely_hours,
      null,
      totals.expected_hours,
      null,
      null,
      null,
      null,
      null,
      null,
      totals.work_minutes,
      totals.check_minutes,
      null,
      totals.send_backs,
      null,
    ],
    landscape: true,
    counted: 'Tasks',
    shown: totals.task_count,
    total: totals.task_count,
    // A table with nothing to show is left out (a job whose due date never moved, say).
    sections: (
      [
        {
          heading: 'Holders',
          columns: [
            { header: 'Employee', width: 'normal' },
            { header: 'Role', width: 'narrow' },
            { header: 'Finished', width: 'normal' },
            { header: 'At', width: 'narrow' },
            { header: 'Reviewed by', width: 'normal' },
            { header: 'Reason', width: 'wide' },
          ],
          rows: story.holders.map((h) => [
            h.name,
            h.role,
            h.finished,
            moment(h.finished_at),
            h.reviewed_by,
            h.review_reason,
          ]),
        },
        {
          heading: 'Due date changes',
          columns: [
            { header: 'When', width: 'narrow' },
            { header: 'By', width: 'normal' },
            { header: 'From', width: 'narrow' },
            { header: 'To', width: 'narrow' },
            { header: 'Reason', width: 'wide' },
          ],
          rows: story.due_date_changes.map((c) => [
            moment(c.at),
            c.name,
            day(c.previous_due_date),
            day(c.due_date),
            c.reason,
          ]),
        },
        {
          heading:
            story.timeline_total > story.timeline.length
              ? `Timeline (the newest ${story.timeline.length} of ${story.timeline_total} entries)`
              : 'Timeline',
          columns: [
            { header: 'When', width: 'narrow' },
            { header: 'By', width: 'normal' },
            { header: 'What', width: 'narrow' },
            { header: 'Task', width: 'narrow' },
            { header: 'From', width: 'narrow' },
            { header: 'To', width: 'narrow' },
            { header: 'Comment', width: 'wide' },
          ],
          rows: story.timeline.map((e) => [
            moment(e.at),
            e.name,
            e.kind,
            e.task_no,
            e.from_section,
            e.to_section,
            e.comment,
          ]),
        },
      ] satisfies ReportSection[]
    ).filter((section) => section.rows.length > 0),
  };
}
