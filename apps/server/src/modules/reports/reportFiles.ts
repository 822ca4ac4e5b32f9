import { sql } from 'drizzle-orm';
import {
  ALLOCATION_FILTER_LABELS,
  CREATED_JOB_STATUS_LABELS,
  dayInZone,
  Msg,
  MY_PENDING_STATUS_LABELS,
  ReportJobScope,
  shownDay,
  type AllocationFilter,
  type CreatedJobStatus,
  type JobAllocationRow,
  type MyPendingStatus,
  type ReportFormat,
  type ReportJobRow,
  type ReportRange,
} from '@jobline/shared';
import type { Config } from '../../config';
import { queryRows, type Executor } from '../../db/client';
import { optionalNameSql } from '../../db/sqlText';
import { companyName } from '../../exports/companyName';
import { exportFileName, printedAt } from '../../exports/fileName';
import { buildPdf } from '../../exports/pdf';
import type { ReportColumn, TableReport } from '../../exports/report';
import { buildXlsx } from '../../exports/xlsx';

const M = Msg.reports;

/** A report's table for its file: the rows and facts, how many were shown of how many, and what they are. */
export type ReportFileTable = Omit<TableReport, 'notes'> & { shown: number; total: number; counted?: string };

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The names of the filters a report was asked with, for the file's header. */
export async function filterNames(
  db: Executor,
  ids: { division?: number | null; employee?: number | null; customer?: number | null },
) {
  const [row] = await queryRows<{
    division: string | null;
    employee: string | null;
    customer: string | null;
  }>(
    db,
    sql`select (select name from divisions where id = ${ids.division ?? null}::int) as division,
               (select ${optionalNameSql('u')} from users u where u.id = ${ids.employee ?? null}::int) as employee,
               (select name from customers where id = ${ids.customer ?? null}::int) as customer`,
  );
  return row!;
}

/** What a job report was filtered by, as label and value lines (blank filters say 'All'). */
export function jobReportFacts(
  names: { division: string | null; employee: string | null; customer: string | null },
  f: {
    range?: ReportRange;
    scope: ReportJobScope;
    createdStatus?: CreatedJobStatus | null;
    myStatus?: MyPendingStatus;
    allocation?: AllocationFilter;
  },
): [string, string][] {
  const facts: [string, string][] = [];
  if (f.range) facts.push(['Created between', `${shownDay(f.range.start)} – ${shownDay(f.range.end)}`]);
  facts.push(['Department', names.division ?? M.allDivisions]);
  if (f.allocation === undefined) {
    facts.push(['Employee', names.employee ?? M.allEmployees]);
    facts.push(['Customer', names.customer ?? M.allCustomers]);
    facts.push(['Jobs', f.scope === ReportJobScope.REGULAR ? M.regularOnly : M.allJobs]);
  }
  if (f.createdStatus !== undefined)
    facts.push([
      'Status',
      f.createdStatus === null ? M.allStatuses : CREATED_JOB_STATUS_LABELS[f.createdStatus],
    ]);
  if (f.myStatus !== undefined) facts.push(['Status', MY_PENDING_STATUS_LABELS[f.myStatus]]);
  if (f.allocation !== undefined) facts.push(['Filter', ALLOCATION_FILTER_LABELS[f.allocation]]);
  return facts;
}

const JOB_COLUMNS: ReportColumn[] = [
  { header: 'Created', width: 'narrow', day: true },
  { header: 'Job No', width: 'normal' },
  { header: 'Customer', width: 'normal' },
  { header: 'Requested By', width: 'normal' },
  { header: 'Description', width: 'wide' },
  { header: 'Employee', width: 'normal' },
  { header: 'Job Type', width: 'narrow' },
  { header: 'Status', width: 'narrow' },
];

/** The rows of a job report as the screen shows them: the same columns, days as DD/MM/YYYY. */
export function jobReportTable(rows: ReportJobRow[], timeZone: string) {
  return {
    columns: JOB_COLUMNS,
    rows: rows.map((r) => [
      shownDay(dayInZone(new Date(r.created_at), timeZone)),
      r.job_no,
      r.customer_name,
      r.requested_emp,
      r.job_title ? `${r.job_title}: ${r.job_description}` : r.job_description,
      r.employee,
      r.job_type,
      r.job_status,
    ]),
  };
}

export function allocationTable(rows: JobAllocationRow[]) {
  return {
    columns: [
      { header: 'Job No', width: 'normal' },
      { header: 'Description', width: 'wide' },
      { header: 'Customer', width: 'normal' },
      { header: 'System', width: 'narrow' },
      { header: 'Allocated To', width: 'normal' },
      { header: 'Due Date', width: 'narrow', day: true },
      { header: 'Tasks', width: 'narrow', decimals: 0 },
    ] satisfies ReportColumn[],
    rows: rows.map((r) => [
      r.job_no,
      r.job_description,
      r.customer_name,
      r.system,
      r.name ?? 'Not assigned',
      r.due_date ? shownDay(r.due_date) : null,
      r.task_count,
    ]),
  };
}

/**
 * A report as a file: the table as on screen under the filters it was asked with, the rows cut
 * noted when there were more, the company's name and the moment in the footer, a time-stamped name.
 */
export async function reportFile(
  db: Executor,
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_TIME_ZONE' | 'COMPANY_DATE_ORDER'>,
  report: ReportFileTable,
  format: ReportFormat,
): Promise<ReportFile> {
  const now = new Date();
  const stamp = {
    companyName: await companyName(db, config),
    printedAt: printedAt(now, config.COMPANY_TIME_ZONE),
    dateOrder: config.COMPANY_DATE_ORDER,
  };
  const { shown, total, counted = 'Jobs', ...table } = report;
  const full: TableReport = {
    ...table,
    notes: [[counted, shown < total ? M.tooManyRows(shown, total) : String(total)]],
  };
  const fileName = exportFileName([report.title.toLowerCase()], format, now, config.COMPANY_TIME_ZONE);
  return format === 'pdf'
    ? { fileName, contentType: 'application/pdf', body: await buildPdf(full, stamp) }
    : {
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await buildXlsx(full, stamp, report.title.slice(0, 31)),
      };
}
