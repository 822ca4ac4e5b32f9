import ExcelJS from 'exceljs';
import { cellText, type ReportCell, type ReportColumn, type ReportStamp, type TableReport } from './report';

export const WIDTHS = { wide: 40, normal: 18, narrow: 10 } as const;
export const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
/** A cell background from #rrggbb. */
export const solidFill = (hex: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: `FF${hex.slice(1).toUpperCase()}` },
});
export const THIN: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFADB5BD' } };

/** Numbers stay numbers (with the column's decimals as their format), so people can sum them. */
export const valueOf = (cell: ReportCell, column: ReportColumn | undefined) =>
  cell === null
    ? null
    : typeof cell === 'number' && column?.minutes
      ? cell / 1440
      : typeof cell === 'number' && column?.decimals !== undefined
        ? cell
        : cellText(cell, column);
export const formatOf = (column: ReportColumn) =>
  column.minutes
    ? '[h]:mm'
    : column.decimals === undefined
      ? undefined
      : column.decimals
        ? `0.${'0'.repeat(column.decimals)}`
        : '0';

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
  const header = sheet.addRow(columns.map((c) => c.header));
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
    style: { numFmt: formatOf(c) },
  }));

  sheet.addRow([report.title]).font = { bold: true, size: 14 };
  sheet.addRow([stamp.companyName]);
  sheet.addRow([`Printed ${stamp.printedAt}`]);
  sheet.addRow([]);
  for (const [label, value] of report.facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);

  const header = headerRow(sheet, columns);
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  report.rows.forEach((row, r) => {
    const added = sheet.addRow(row.map((cell, i) => valueOf(cell, columns[i])));
    report.cellFills?.[r]?.forEach((hex, i) => {
      if (hex) added.getCell(i + 1).fill = solidFill(hex);
    });
  });
  if (report.totals) {
    const totals = sheet.addRow(report.totals.map((cell, i) => valueOf(cell, columns[i])));
    totals.font = { bold: true };
    totals.eachCell((cell) => (cell.border = { top: THIN }));
  }
  if (report.notes?.length) {
    sheet.addRow([]);
    for (const [label, value] of report.notes) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  }
  for (const section of report.sections ?? []) {
    sheet.addRow([]);
    sheet.addRow([section.heading]).font = { bold: true, size: 12 };
    headerRow(sheet, section.columns);
    for (const row of section.rows) {
      const added = sheet.addRow(row.map((cell, i) => valueOf(cell, section.columns[i])));
      // The sheet's column formats are the main table's: a section's numbers carry their own.
      section.columns.forEach((column, i) => (added.getCell(i + 1).numFmt = formatOf(column) ?? 'General'));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
