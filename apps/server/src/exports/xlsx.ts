import ExcelJS from 'exceljs';
import { cellText, type ReportCell, type ReportColumn, type ReportStamp, type TableReport } from './report';
import { spreadsheetText } from './spreadsheetText';

export const WIDTHS = { wide: 40, normal: 18, narrow: 10 } as const;
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
/** A cell background from #rrggbb. */
export const solidFill = (hex: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: `FF${hex.slice(1).toUpperCase()}` },
});
export const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFADB5BD' } };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day cell as a date (midnight UTC, which Excel shows as that day), or null when it is no day. */
function dayValue(text: string): Date | null {
  const iso = ISO_DAY.exec(text);
  const shown = iso ? null : SHOWN_DAY.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : shown ? [shown[3], shown[2], shown[1]] : [];
  return year ? new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))) : null;
}

/**
 * Numbers stay numbers (with the column's decimals as their format), so people can sum them, and
 * days are dates, so they sort and filter as dates; text never starts a formula.
 */
export const valueOf = (cell: ReportCell, column: ReportColumn | undefined) =>
  cell === null
    ? null
    : typeof cell === 'number' && column?.minutes
      ? cell / 1440
      : typeof cell === 'number' && column?.decimals !== undefined
        ? cell
        : typeof cell === 'string' && column?.day
          ? (dayValue(cell) ?? spreadsheetText(cell))
          : typeof cell === 'string'
            ? spreadsheetText(cell)
            : cellText(cell, column);

/** A label and value line (a fact or a note): both may carry what someone typed (a job's title). */
export const lineOf = ([label, value]: [string, string]) => [spreadsheetText(label), spreadsheetText(value)];
export const formatOf = (column: ReportColumn, dateOrder: ReportStamp['dateOrder'] = 'DMY') =>
  column.day
    ? dateOrder === 'MDY'
      ? 'mm/dd/yyyy'
      : 'dd/mm/yyyy'
    : column.minutes
      ? '[h]:mm'
      : column.decimals === undefined
        ? undefined
        : column.decimals
          ? `0.${'0'.repeat(column.decimals)}`
          : '0';

/** The sum of each number column's cells as written, to set the totals row's formulas against. */
export class ColumnSums {
  readonly sums: number[];
  constructor(private readonly columns: ReportColumn[]) {
    this.sums = columns.map(() => 0);
  }

  add(values: unknown[]) {
    values.forEach((value, i) => {
      if (typeof value === 'number') this.sums[i]! += value;
    });
  }

  /**
   * The totals row: a total that is its column's sum (to the column's shown precision) becomes
   * SUM over the rows, with the sum as its computed value, so it follows an edited cell; any other
   * total (a count, an average, a label) stays as given.
   */
  totals(totals: ReportCell[], firstRow: number, lastRow: number): unknown[] {
    return totals.map((cell, i) => {
      const column = this.columns[i]!;
      const value = valueOf(cell, column);
      if (typeof cell !== 'number' || typeof value !== 'number' || lastRow < firstRow) return value;
      const sum = this.sums[i]!;
      const given = column.minutes ? cell : value;
      const summed = column.minutes ? sum * 1440 : sum;
      const precision = column.minutes ? 0.5 : 0.5 * 10 ** -(column.decimals ?? 0);
      if (Math.abs(summed - given) >= precision) return value;
      const letter = columnLetter(i + 1);
      return { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})`, result: sum };
    });
  }
}

/** A body row's values, those of a column with a formula written as it with the value as its result. */
function withFormulas(values: unknown[], columns: ReportColumn[], rowNumber: number): unknown[] {
  if (!columns.some((column) => column.formula)) return values;
  const cell = (i: number) => `${columnLetter(i + 1)}${rowNumber}`;
  return values.map((value, i) => {
    const formula = columns[i]?.formula;
    return formula && typeof value === 'number' ? { formula: formula(cell), result: value } : value;
  });
}

/** Column number → its letters (1 → A, 27 → AA). */
const columnLetter = (n: number): string =>
  n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/** A4 fitted to the page's width, in the report's orientation, with the company and "Page x of y" below. */
export const printSetup = (report: Pick<TableReport, 'landscape'>, stamp: ReportStamp) => ({
  pageSetup: {
    paperSize: 9, // A4
    orientation: report.landscape ? ('landscape' as const) : ('portrait' as const),
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  },
  headerFooter: { oddFooter: `&L${stamp.companyName.replaceAll('&', '&&')}&RPage &P of &N` },
});

/** A table's header row: bold on grey, ruled below. */
function headerRow(sheet: ExcelJS.Worksheet, columns: ReportColumn[]) {
  const header = sheet.addRow(columns.map((c) => spreadsheetText(c.header)));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = { bottom: THIN };
  });
  return header;
}

/**
 * The report as one worksheet: title and company, the facts, the table (header frozen while the
 * rows scroll, totals in bold), then the notes and any further sections; printing puts the company and "Page x of y" below.
 */
export async function buildXlsx(report: TableReport, stamp: ReportStamp, sheetName: string): Promise<Buffer> {
  const { columns } = report;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = stamp.companyName;
  workbook.title = report.title;
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), printSetup(report, stamp));
  sheet.columns = columns.map((c) => ({
    width: WIDTHS[c.width ?? 'narrow'],
    style: { numFmt: formatOf(c, stamp.dateOrder) },
  }));

  sheet.addRow([spreadsheetText(report.title)]).font = { bold: true, size: 14 };
  sheet.addRow([spreadsheetText(stamp.companyName)]);
  sheet.addRow([`Printed ${stamp.printedAt}`]);
  sheet.addRow([]);
  for (const fact of report.facts) {
    const row = sheet.addRow(lineOf(fact));
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);

  const header = headerRow(sheet, columns);
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  const sums = new ColumnSums(columns);
  report.rows.forEach((row, r) => {
    const values = row.map((cell, i) => valueOf(cell, columns[i]));
    sums.add(values);
    const added = sheet.addRow(withFormulas(values, columns, header.number + 1 + r));
    report.cellFills?.[r]?.forEach((hex, i) => {
      if (hex) added.getCell(i + 1).fill = solidFill(hex);
    });
  });
  if (report.totals) {
    const first = header.number + 1;
    const totals = sheet.addRow(sums.totals(report.totals, first, first + report.rows.length - 1));
    totals.font = { bold: true };
    totals.eachCell((cell) => (cell.border = { top: THIN }));
  }
  if (report.notes?.length) {
    sheet.addRow([]);
    for (const note of report.notes) sheet.addRow(lineOf(note)).getCell(1).font = { bold: true };
  }
  for (const section of report.sections ?? []) {
    sheet.addRow([]);
    sheet.addRow([spreadsheetText(section.heading)]).font = { bold: true, size: 12 };
    headerRow(sheet, section.columns);
    for (const row of section.rows) {
      const added = sheet.addRow(row.map((cell, i) => valueOf(cell, section.columns[i])));
      // The sheet's column formats are the main table's: a section's numbers carry their own.
      section.columns.forEach(
        (column, i) => (added.getCell(i + 1).numFmt = formatOf(column, stamp.dateOrder) ?? 'General'),
      );
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
