import {
  formatMinutes,
  formatSpent,
  JOB_PRIORITY_LABELS,
  JobStatus,
  Msg,
  type JobDetail,
  type JobPriority,
  type JobTaskRow,
  type SpentTime,
} from '@jobline/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { companyName } from '../../exports/companyName';
import { exportFileName, printedAt } from '../../exports/fileName';
import { buildPdf } from '../../exports/pdf';
import type { ReportColumn, TableReport } from '../../exports/report';
import { findJobDetails } from './jobDetails';

const M = Msg.jobAdmin;
const COLUMNS: ReportColumn[] = [
  { header: 'Task No', width: 'narrow' },
  { header: 'Task', width: 'wide' },
  { header: 'Status', width: 'narrow' },
  { header: 'Assigned to', width: 'wide' },
  { header: 'Estimate', width: 'narrow' },
  { header: 'Spent', width: 'narrow' },
];

const shownDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' — ');

export interface JobPdfFacts {
  job: JobDetail & { spent_time: SpentTime | null };
  global_allocated_time: number;
  tasks: JobTaskRow[];
}

/** The All Job Details page on paper (spec 002 §5): the job's facts and its tasks, canceled ones labelled. */
export function jobDetailsReport({ job, global_allocated_time, tasks }: JobPdfFacts): TableReport {
  return {
    title: `${M.pdfTitle} ${job.job_no}`,
    ...(job.status === JobStatus.CANCELED ? { label: M.canceledJobLabel } : {}),
    facts: [
      ['Title', job.job_title ?? ''],
      ['Description', job.job_description],
      ['Customer', joined(job.customer_name, job.branch_name)],
      ['System', job.system ?? ''],
      ['Category', job.category ?? ''],
      ['Employee', job.employee ?? ''],
      ['Division', job.division ?? ''],
      ['Requested employee', job.requested_emp ?? ''],
      ['Job coordinator', job.job_coordinator ?? ''],
      ['Priority', JOB_PRIORITY_LABELS[job.priority as JobPriority] ?? ''],
      ['Due date', shownDay(job.due_date)],
      ['Allocated time', formatMinutes(global_allocated_time)],
      ['Spent time', formatSpent(job.spent_time)],
      ['Remarks', job.remarks ?? ''],
    ],
    columns: COLUMNS,
    rows: tasks.map((t) => [
      t.task_no,
      t.task_name,
      t.current_status,
      t.users.map((u) => (u.is_qc ? `${u.name} (QC)` : u.name)).join(', '),
      formatMinutes(t.allocated_minutes),
      formatSpent(t.total_duration),
    ]),
  };
}

/** GET jobs/{id}/details.pdf: the job's PDF, named after the job and the moment. */
export async function exportJobPdf(
  db: Executor,
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_TIME_ZONE'>,
  jobId: number,
  today: string,
) {
  const now = new Date();
  const details = await findJobDetails(db, { jobId, filter: 0, developerWise: false }, today, now);
  const report = jobDetailsReport(details);
  const stamp = {
    companyName: await companyName(db, config),
    printedAt: printedAt(now, config.COMPANY_TIME_ZONE),
  };
  return {
    fileName: exportFileName(['job', details.job.job_no], 'pdf', now, config.COMPANY_TIME_ZONE),
    body: await buildPdf(report, stamp),
  };
}
