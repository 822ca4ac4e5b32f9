import { formatMinutes, shownDay, type DailyActivityByDateRow, type DailySummaryRow } from '@jobline/shared';
import type { ReportCell, ReportColumn, TableReport } from '../../../exports/report';
import type { LoggedWorksheet } from '../worksheetQuery';

const MIN = { minutes: true, width: 'narrow' } as const;
export const shownRange = (range: { start: string; end: string }) =>
  range.start === range.end ? shownDay(range.start) : `${shownDay(range.start)} – ${shownDay(range.end)}`;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** An instant as HH:mm on the company's clock ('' for none). */
export function clockOf(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

const WORKSHEET_COLUMNS: ReportColumn[] = [
  { header: 'Date', width: 'narrow', day: true },
  { header: 'Start', width: 'narrow' },
  { header: 'End', width: 'narrow' },
  { header: 'Duration', ...MIN },
  { header: 'Job', width: 'narrow' },
  { header: 'Task', width: 'narrow' },
  { header: 'Customer', width: 'normal' },
  { header: 'System', width: 'normal' },
  { header: 'Description', width: 'wide' },
  { header: 'Section', width: 'narrow' },
];

/** One employee's worksheet as a report: every row of the screen's table, the cards above it. */
export function worksheetReport(sheet: LoggedWorksheet, timeZone: string, title: string): TableReport {
  return {
    title,
    facts: [
      ['Employee', `${sheet.user.name} (${sheet.user.emp_code})`],
      ['Period', shownRange(sheet.range)],
      ...sheet.all_spents.map((s): [string, string] => [s.label, formatMinutes(s.spent)]),
      ...(sheet.missing_days.length
        ? [['Days with nothing logged', sheet.missing_days.map(shownDay).join(', ')] as [string, string]]
        : []),
    ],
    columns: WORKSHEET_COLUMNS,
    rows: sheet.report.map((r) => [
      shownDay(r.day),
      clockOf(r.created_at, timeZone),
      clockOf(r.updated_at, timeZone),
      r.total_duration,
      r.job_no,
      r.task_no,
      r.customer_name,
      r.system,
      r.task_description,
      r.section_name,
    ]),
    totals: [
      'Total',
      null,
      null,
      sheet.report.reduce((n, r) => n + r.total_duration, 0),
      null,
      null,
      null,
      null,
      null,
      null,
    ],
  };
}

type Minutes = 'Worked' | 'Meeting' | 'Lunch' | 'Other' | 'Help' | 'Travelling' | 'DayOff' | 'Unallocated';
const SUMMARY_MINUTES: [Minutes | 'total_hrs', string][] = [
  ['Worked', 'Worked'],
  ['Meeting', 'Meetings'],
  ['Lunch', 'Lunch'],
  ['Other', 'Others'],
  ['Help', 'Help'],
  ['Travelling', 'Travelling'],
  ['DayOff', 'Day off'],
  ['Unallocated', 'Unallocated'],
  ['total_hrs', 'Total'],
];

/** The all-employees summary's columns: the screen's table, with a Date column when by dates. */
export function summaryColumns(byDates: boolean): ReportColumn[] {
  return [
    { header: 'Employee', width: 'normal' },
    { header: 'Code', width: 'narrow' },
    ...(byDates ? [{ header: 'Date', width: 'narrow', day: true } as const] : []),
    ...SUMMARY_MINUTES.map(([, header]) => ({ header, ...MIN })),
    { header: 'Tasks', decimals: 0, width: 'narrow' },
    { header: 'Missing days', decimals: 0, width: 'narrow' },
  ];
}

export function summaryCells(line: DailySummaryRow | DailyActivityByDateRow): ReportCell[] {
  return [
    line.employee_name,
    line.employee_code,
    ...('date' in line ? [shownDay(line.date)] : []),
    ...SUMMARY_MINUTES.map(([key]) => line[key]),
    line.task_count,
    line.missing_days.length,
  ];
}

/** Column sums of the minute columns (and tasks), for the totals row. */
export class SummaryTotals {
  private sums = SUMMARY_MINUTES.map(() => 0);
  private tasks = 0;
  add(line: DailySummaryRow) {
    SUMMARY_MINUTES.forEach(([key], i) => (this.sums[i]! += line[key]));
    this.tasks += line.task_count;
  }
  cells(byDates: boolean, employees: number): ReportCell[] {
    return [
      `Total (${employees} employees)`,
      null,
      ...(byDates ? [null] : []),
      ...this.sums,
      this.tasks,
      null,
    ];
  }
}

/** The progress report's columns: one day shows the day's clock; a range its totals or days. */
export function progressColumns(kind: 'day' | 'range' | 'dates'): ReportColumn[] {
  const who: ReportColumn[] = [
    { header: 'Employee', width: 'wide' },
    { header: 'Code', width: 'narrow' },
  ];
  const minutes: ReportColumn[] = [
    { header: 'Worked', ...MIN },
    { header: 'Meeting', ...MIN },
    { header: 'Lunch', ...MIN },
    { header: 'Other', ...MIN },
    { header: 'Unallocated', ...MIN },
  ];
  const clock: ReportColumn[] = [
    { header: 'Start', width: 'narrow' },
    { header: 'End', width: 'narrow' },
  ];
  if (kind === 'range')
    return [
      ...who,
      ...minutes,
      { header: 'Total', ...MIN },
      { header: 'Tasks', decimals: 0 },
      { header: 'Missing days', decimals: 0 },
    ];
  return [
    ...who,
    ...(kind === 'dates' ? [{ header: 'Date', width: 'narrow', day: true } as const] : []),
    ...clock,
    ...minutes,
    { header: 'Day off at', width: 'narrow' },
    { header: 'Tasks', decimals: 0 },
  ];
}

/** One progress report line in the columns of its kind. */
export function progressCells(
  kind: 'day' | 'range' | 'dates',
  line: DailyActivityByDateRow | DailySummaryRow,
  timeZone: string,
): ReportCell[] {
  const who = [line.employee_name, line.employee_code];
  const minutes = [line.Worked, line.Meeting, line.Lunch, line.Other, line.Unallocated];
  if (kind === 'range')
    return [...who, ...minutes, line.total_hrs, line.task_count, line.missing_days.length];
  const day = line as DailyActivityByDateRow;
  return [
    ...who,
    ...(kind === 'dates' ? [shownDay(day.date)] : []),
    clockOf(day.start_at, timeZone),
    clockOf(day.end_at, timeZone),
    ...minutes,
    clockOf(day.dayoff_at, timeZone),
    day.task_count,
  ];
}
