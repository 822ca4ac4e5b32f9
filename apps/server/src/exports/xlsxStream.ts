import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportCell, ReportStamp, TableReport } from './report';
import { spreadsheetText } from './spreadsheetText';
import { ColumnSums, formatOf, HEADER_FILL, lineOf, printSetup, THIN, valueOf, WIDTHS } from './xlsx';

/** A report whose rows arrive in batches while they are computed, and whose totals come last. */
export type StreamedReport = Omit<TableReport, 'rows' | 'totals'> & {
  rows: AsyncIterable<ReportCell[][]>;
  totals?: () => ReportCell[];
};

/**
 * The report as one worksheet written while its rows are computed (exceljs' streaming writer): each
 * batch is zipped and sent on before the next is asked for, so a month for every employee starts
 * arriving at once and never sits whole in memory. Same layout as buildXlsx. A failure half-way
 * breaks the stream (the download fails) rather than sending a short file.
 */
export function streamXlsx(report: StreamedReport, stamp: ReportStamp, sheetName: string): Readable {
  const out = new PassThrough();
  void write(report, stamp, sheetName, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function write(report: StreamedReport, stamp: ReportStamp, sheetName: string, out: PassThrough) {
  const { columns } = report;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = stamp.companyName;
  workbook.title = report.title;
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    ...printSetup(report, stamp),
    // The header row: title, company, printed, a blank, the facts, a blank. A streamed sheet takes
    // its views only here.
    views: [{ state: 'frozen', ySplit: report.facts.length + 6 }],
  });
  sheet.columns = columns.map((c) => ({
    width: WIDTHS[c.width ?? 'narrow'],
    style: { numFmt: formatOf(c, stamp.dateOrder) },
  }));
  const add = (values: unknown[], style?: (row: ExcelJS.Row) => void) => {
    const row = sheet.addRow(values);
    style?.(row);
    row.commit();
    return row;
  };
  add([spreadsheetText(report.title)], (r) => (r.font = { bold: true, size: 14 }));
  add([spreadsheetText(stamp.companyName)]);
  add([`Printed ${stamp.printedAt}`]);
  add([]);
  for (const fact of report.facts) add(lineOf(fact), (r) => (r.getCell(1).font = { bold: true }));
  add([]);
  const header = add(
    columns.map((c) => spreadsheetText(c.header)),
    (r) =>
      r.eachCell((cell) => {
        cell.font = { bold: true };
        cell.fill = HEADER_FILL;
        cell.border = { bottom: THIN };
      }),
  );
  const sums = new ColumnSums(columns);
  let rows = 0;
  for await (const batch of report.rows) {
    for (const row of batch) {
      const values = row.map((cell, i) => valueOf(cell, columns[i]));
      sums.add(values);
      add(values);
      rows++;
    }
    // Let the zip stream drain what this batch made before the next one is computed.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (report.totals) {
    const first = header.number + 1;
    add(sums.totals(report.totals(), first, first + rows - 1), (r) => {
      r.font = { bold: true };
      r.eachCell((cell) => (cell.border = { top: THIN }));
    });
  }
  if (report.notes?.length) {
    add([]);
    for (const note of report.notes) add(lineOf(note), (r) => (r.getCell(1).font = { bold: true }));
  }
  sheet.commit();
  await workbook.commit();
}
