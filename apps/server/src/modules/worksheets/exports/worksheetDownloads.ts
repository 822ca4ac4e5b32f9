import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Msg, type WorksheetExportQuery } from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { divisions } from '../../../db/schema';
import { companyName } from '../../../exports/companyName';
import { exportFileName, printedAt } from '../../../exports/fileName';
import { buildPdf, pdfStream } from '../../../exports/pdf';
import type { ReportCell, ReportStamp } from '../../../exports/report';
import { buildXlsx } from '../../../exports/xlsx';
import { streamXlsx } from '../../../exports/xlsxStream';
import { floorSettingsOf } from '../../floor/floorSettings';
import { summaryPeople } from '../dailySummary';
import { assertSeesWorksheet } from '../worksheetPolicy';
import { worksheet } from '../worksheetQuery';
import { summaryBatches, type Clock } from './byDates';
import { allowedRange, allowedSummaryScope, queryRange } from './exportScope';
import {
  progressCells,
  progressColumns,
  shownRange,
  summaryCells,
  summaryColumns,
  SummaryTotals,
  worksheetReport,
} from './reportLayouts';

const M = Msg.worksheetExports;
export type Format = 'pdf' | 'xlsx';
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

interface Context {
  db: Executor;
  config: Config;
  user: AuthUser;
}

async function stampOf(db: Executor, config: Config, now: Date): Promise<ReportStamp> {
  return {
    companyName: await companyName(db, config),
    printedAt: printedAt(now, config.COMPANY_TIME_ZONE),
    dateOrder: config.COMPANY_DATE_ORDER,
  };
}

function clockOf(config: Config, now: Date): Clock {
  const settings = floorSettingsOf(config);
  return { timeZone: settings.timeZone, hours: settings.hours, now };
}

const rangeParts = (q: WorksheetExportQuery) => (q.start === q.end ? [q.start] : [q.start, q.end]);

/** One employee's worksheet (the caller's unless user_id): every row and the cards, Excel or PDF. */
export async function worksheetFile({ db, config, user }: Context, q: WorksheetExportQuery, format: Format) {
  const now = new Date();
  const range = allowedRange(config, user, queryRange(q), now, '');
  const employeeId = q.user_id ?? user.id;
  await assertSeesWorksheet(db, user, employeeId);
  const clock = clockOf(config, now);
  const sheet = await worksheet(db, employeeId, range, clock);
  const report = worksheetReport(sheet, clock.timeZone, M.worksheetTitle);
  const stamp = await stampOf(db, config, now);
  const fileName = exportFileName(
    ['worksheet', sheet.user.emp_code, ...rangeParts(q)],
    format,
    now,
    config.COMPANY_TIME_ZONE,
  );
  const body =
    format === 'pdf'
      ? await buildPdf(report, stamp)
      : await buildXlsx(report, stamp, `Worksheet ${sheet.user.emp_code}`);
  return { fileName, contentType: CONTENT_TYPES[format], body } satisfies ExportFile;
}

/** The department (or every department's) people, checked and ready to be summarised a batch at a time. */
async function summaryInput({ db, config, user }: Context, q: WorksheetExportQuery) {
  const now = new Date();
  const range = allowedRange(config, user, queryRange(q), now, '');
  const { divisionId, scope } = await allowedSummaryScope(db, user, {
    division: q.division,
    withInactive: q.inactive,
  });
  const people = await summaryPeople(db, scope);
  const [division] =
    divisionId === null
      ? []
      : await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, divisionId));
  const department = q.division === 'all' ? 'All departments' : (division?.name ?? '');
  return {
    now,
    range,
    people,
    department,
    clock: clockOf(config, now),
    stamp: await stampOf(db, config, now),
  };
}

/**
 * Every employee's summary over the range (one line each, or with by_dates one per employee per
 * day). The Excel streams: each batch of employees is written as soon as it is computed. The PDF
 * needs every row to count its pages; then it is sent page by page as it is drawn.
 */
export async function summaryFile(
  ctx: Context,
  q: WorksheetExportQuery,
  format: Format,
): Promise<ExportFile> {
  const { now, range, people, department, clock, stamp } = await summaryInput(ctx, q);
  const byDates = Boolean(q.by_dates) && q.start !== q.end;
  const totals = new SummaryTotals();
  async function* rows(): AsyncGenerator<ReportCell[][]> {
    for await (const batch of summaryBatches(ctx.db, people, range, clock)) {
      const cells: ReportCell[][] = [];
      for (const { line, byDates: days } of batch) {
        totals.add(line);
        if (byDates) for (const day of days) cells.push(summaryCells(day));
        else cells.push(summaryCells(line));
      }
      yield cells;
    }
  }
  const head = {
    title: M.summaryTitle,
    facts: [
      ['Department', department],
      ['Period', shownRange(q)],
      ['Employees', String(people.length)],
    ] as [string, string][],
    columns: summaryColumns(byDates),
    landscape: true,
    notes: [['Times', 'Hours:minutes, summed from the work log']] as [string, string][],
  };
  const fileName = exportFileName(
    ['daily-activity', department || 'department', ...rangeParts(q), ...(byDates ? ['by-dates'] : [])],
    format,
    now,
    ctx.config.COMPANY_TIME_ZONE,
  );
  if (format === 'xlsx') {
    const body = streamXlsx(
      { ...head, rows: rows(), totals: () => totals.cells(byDates, people.length) },
      stamp,
      'Daily activity',
    );
    return { fileName, contentType: CONTENT_TYPES.xlsx, body };
  }
  const all: ReportCell[][] = [];
  for await (const batch of rows()) all.push(...batch);
  const body = pdfStream({ ...head, rows: all, totals: totals.cells(byDates, people.length) }, stamp);
  return { fileName, contentType: CONTENT_TYPES.pdf, body };
}

/**
 * The progress report, landscape PDF: for one day each employee's start, end, worked,
 * meeting, lunch, other, unallocated, day off at and tasks; for a range their totals, or with
 * by_dates those day columns for each employee and day. Sent page by page as it is drawn.
 */
export async function progressFile(ctx: Context, q: WorksheetExportQuery): Promise<ExportFile> {
  const { now, range, people, department, clock, stamp } = await summaryInput(ctx, q);
  const kind = q.start === q.end ? 'day' : q.by_dates ? 'dates' : 'range';
  const rows: ReportCell[][] = [];
  for await (const batch of summaryBatches(ctx.db, people, range, clock)) {
    for (const { line, byDates } of batch) {
      if (kind === 'range') rows.push(progressCells(kind, line, clock.timeZone));
      else for (const day of byDates) rows.push(progressCells(kind, day, clock.timeZone));
    }
  }
  const body = pdfStream(
    {
      title: M.progressTitle,
      facts: [
        ['Department', department],
        ['Period', shownRange(q)],
        ['Employees', String(people.length)],
      ],
      columns: progressColumns(kind),
      rows,
      landscape: true,
      notes: [['Times', 'Hours:minutes, summed from the work log; clock times are company time']],
    },
    stamp,
  );
  const fileName = exportFileName(
    [
      'progress-report',
      department || 'department',
      ...rangeParts(q),
      ...(kind === 'dates' ? ['by-dates'] : []),
    ],
    'pdf',
    now,
    ctx.config.COMPANY_TIME_ZONE,
  );
  return { fileName, contentType: CONTENT_TYPES.pdf, body };
}
