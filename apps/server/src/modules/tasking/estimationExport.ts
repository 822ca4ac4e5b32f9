import { sql } from 'drizzle-orm';
import { estimateTotals, formatHours, Msg, type SheetTask, type TaskSheetView } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Config } from '../../config';
import { queryRows, type Executor } from '../../db/client';
import { fieldError } from '../../errors';
import { companyName } from '../../exports/companyName';
import { exportFileName, printedAt } from '../../exports/fileName';
import { buildPdf } from '../../exports/pdf';
import type { ReportColumn, TableReport } from '../../exports/report';
import { buildXlsx } from '../../exports/xlsx';
import { findSheet, sheetsOfJob, tasksOfJob, tasksOfSheet } from './sheetQueries';
import { assertMayReadJobTasks } from './taskingPolicy';

const M = Msg.tasking;
const HOURS = { decimals: 2, width: 'narrow' } as const;
const [O, ML, P] = [3, 4, 5];
/**
 * The task's figures as Excel works them out (R-090, R-091; taskFigures in the shared rules): a task
 * without all three times is a placeholder whose figures are 0; each figure is rounded to cents.
 */
const figure = (spreads: number) => (cell: (column: number) => string) => {
  const [o, m, p] = [cell(O), cell(ML), cell(P)];
  const expected = `(${o}+4*${m}+${p})/6`;
  const value = spreads ? `${expected}+${spreads}*(${p}-${o})` : expected;
  return `IF(AND(${o}<>0,${m}<>0,${p}<>0),ROUND(${value},2),0)`;
};
const COLUMNS: ReportColumn[] = [
  { header: 'Task No', width: 'narrow' },
  { header: 'Task', width: 'wide' },
  { header: 'Description', width: 'wide' },
  { header: 'O', ...HOURS },
  { header: 'ML', ...HOURS },
  { header: 'P', ...HOURS },
  { header: 'Expected', ...HOURS, formula: figure(0) },
  { header: 'Top O', ...HOURS, formula: figure(1) },
  { header: 'Top ML', ...HOURS, formula: figure(2) },
  { header: 'Top P', ...HOURS, formula: figure(3) },
];

const shownDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

interface JobFacts {
  id: number;
  job_no: string;
  title: string | null;
  description: string;
  customer_name: string | null;
}

/** The 'Job Estimation' report (spec 001 §2.1): one sheet's tasks, or every sheet's, with the §9 figures. */
export function estimationReport(
  job: JobFacts,
  sheets: TaskSheetView[],
  tasks: SheetTask[],
  preparedBy: string,
): TableReport {
  const manySheets = sheets.length > 1;
  const totals = estimateTotals(
    tasks.map((t) => ({ optimistic: t.Time01, mostLikely: t.Time02, pessimistic: t.Time03 })),
  );
  const one = sheets.length === 1 ? sheets[0] : undefined;
  return {
    title: M.exportTitle,
    facts: [
      ['Job', job.title ? `${job.job_no} — ${job.title}` : job.job_no],
      ['Customer', job.customer_name ?? ''],
      ['Job description', job.description],
      [
        'Task sheet',
        one ? `Sheet ${one.sheet_no}` : `All sheets (${sheets.map((s) => s.sheet_no).join(', ')})`,
      ],
      ['Prepared by', one?.created_by_name ?? preparedBy],
      ['Approved by', one?.approved_by_name ?? ''],
      ['Delivery date', shownDay(one?.delivery_date ?? null)],
      ['Remarks', one?.remarks ?? ''],
    ],
    columns: COLUMNS,
    rows: tasks.map((t) => [
      manySheets ? `${t.sheet_no}.${t.task_no}` : t.task_no,
      t.task_name,
      t.task_description,
      t.Time01,
      t.Time02,
      t.Time03,
      t.expected,
      t.TotTime01,
      t.TotTime02,
      t.TotTime03,
    ]),
    totals: [
      `Total (${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'})`,
      null,
      null,
      totals.optimistic,
      totals.mostLikely,
      totals.pessimistic,
      totals.expected,
      totals.topOptimistic,
      totals.topMostLikely,
      totals.topPessimistic,
    ],
    notes: [
      [
        'Developer delivery estimate',
        `${formatHours(totals.deliveryEstimate)} hours (1.1 × total most likely)`,
      ],
      ['Standard deviation', `${formatHours(totals.standardDeviation)} hours`],
      [
        'Expected total, 90 % range',
        `${formatHours(totals.expected)} hours (${formatHours(totals.range90.low)} to ${formatHours(totals.range90.high)})`,
      ],
    ],
  };
}

export interface EstimationFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * GET jobs/{id}/estimation.pdf and .xlsx: the saved sheet (or all sheets) as a file named after the
 * job and the moment, e.g. job-estimation-J26-00006-20261121-1430.xlsx.
 */
export async function exportEstimation(
  db: Executor,
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_TIME_ZONE' | 'COMPANY_DATE_ORDER'>,
  user: AuthUser,
  input: { jobId: number; sheetId?: number; format: 'pdf' | 'xlsx' },
): Promise<EstimationFile> {
  await assertMayReadJobTasks(db, user, input.jobId);
  const [job] = await queryRows<JobFacts>(
    db,
    sql`select j.id, j.job_no, j.title, j.description, c.name as customer_name
        from jobs j left join customers c on c.id = j.customer_id where j.id = ${input.jobId}`,
  );
  let sheets: TaskSheetView[];
  let tasks: SheetTask[];
  if (input.sheetId) {
    const sheet = await findSheet(db, input.jobId, input.sheetId);
    if (!sheet) throw fieldError('sheet_id', M.sheetInvalid);
    sheets = [sheet];
    tasks = await tasksOfSheet(db, sheet.id);
  } else {
    sheets = await sheetsOfJob(db, input.jobId);
    tasks = await tasksOfJob(db, input.jobId);
  }
  const now = new Date();
  const report = estimationReport(job!, sheets, tasks, `${user.firstName} ${user.lastName}`);
  const stamp = {
    companyName: await companyName(db, config),
    printedAt: printedAt(now, config.COMPANY_TIME_ZONE),
    dateOrder: config.COMPANY_DATE_ORDER,
  };
  const fileName = exportFileName(
    ['job-estimation', job!.job_no],
    input.format,
    now,
    config.COMPANY_TIME_ZONE,
  );
  return input.format === 'pdf'
    ? { fileName, contentType: 'application/pdf', body: await buildPdf(report, stamp) }
    : {
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await buildXlsx(report, stamp, `Estimation ${job!.job_no}`),
      };
}
