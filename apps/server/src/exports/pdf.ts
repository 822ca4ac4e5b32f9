import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import { cellText, type ReportColumn, type ReportStamp, type TableReport } from './report';

// The fonts live in pdfmake's in-memory file system: a report never reads a path or a URL it is
// handed, whatever text ends up in it.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;
for (const file of Object.values(FONT_FILES)) {
  pdfmake.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
}
pdfmake.setFonts({ Roboto: FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

const MARGIN = 30;
const HEADER_FILL = '#e9ecef';
const TOTALS_FILL = '#f1f3f5';
const LABEL_COLOR = '#c92a2a';

const widthOf = (column: ReportColumn) => (column.width === 'wide' ? '*' : 'auto');
const alignOf = (column: ReportColumn | undefined) =>
  column?.decimals === undefined && !column?.minutes ? 'left' : 'right';

/** Label and value lines as a borderless two-column table. */
const factLines = (lines: [string, string][], margin: number[]) => ({
  layout: 'noBorders',
  margin,
  table: {
    widths: ['auto', '*'],
    body: lines.map(([label, value]) => [{ text: label, bold: true }, { text: value || '—' }]),
  },
});

/**
 * The report as an A4 PDF: title, facts, the table with its header repeated on every page
 * and the totals in bold, then the notes; the company's name and "Page x of y" in the footer.
 */
export async function buildPdf(report: TableReport, stamp: ReportStamp): Promise<Buffer> {
  return pdfmake.createPdf(pdfDefinition(report, stamp)).getBuffer();
}

/** The pdfmake document of a report: what buildPdf prints, readable by tests without a PDF parser. */
export function pdfDefinition(report: TableReport, stamp: ReportStamp) {
  const { columns } = report;
  const header = columns.map((c) => ({
    text: c.header,
    bold: true,
    fillColor: HEADER_FILL,
    alignment: alignOf(c),
  }));
  const body: unknown[][] = [header];
  for (const row of report.rows) {
    body.push(row.map((cell, i) => ({ text: cellText(cell, columns[i]), alignment: alignOf(columns[i]) })));
  }
  if (report.totals) {
    body.push(
      report.totals.map((cell, i) => ({
        text: cellText(cell, columns[i]),
        bold: true,
        fillColor: TOTALS_FILL,
        alignment: alignOf(columns[i]),
      })),
    );
  }
  const definition = {
    pageSize: 'A4',
    pageOrientation: report.landscape ? 'landscape' : 'portrait',
    pageMargins: [MARGIN, 36, MARGIN, 48],
    info: { title: report.title, author: stamp.companyName, creator: 'Jobline' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: report.title, fontSize: 16, bold: true },
      ...(report.label ? [{ text: report.label, fontSize: 12, bold: true, color: LABEL_COLOR }] : []),
      { text: stamp.companyName, color: '#495057', margin: [0, 2, 0, 8] },
      factLines(report.facts, [0, 0, 0, 10]),
      {
        fontSize: 8,
        layout: 'lightHorizontalLines',
        table: { headerRows: 1, dontBreakRows: true, widths: columns.map(widthOf), body },
      },
      ...(report.notes?.length ? [factLines(report.notes, [0, 12, 0, 0])] : []),
    ],
    footer: (currentPage: number, pageCount: number) => ({
      margin: [MARGIN, 16, MARGIN, 0],
      fontSize: 8,
      color: '#495057',
      columns: [
        { text: stamp.companyName },
        { text: `Printed ${stamp.printedAt}`, alignment: 'center' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right' },
      ],
    }),
  };
  return definition;
}
