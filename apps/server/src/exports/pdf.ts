import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { frameOf, paginate, reportItems, type Frame, type Placed } from './pdfLayout';
import { FONT_RESOURCES, footerOf, pageContent, type Footer } from './pdfPage';
import { fontMetrics, FONTS, type Metrics } from './pdfText';
import type { ReportStamp, TableReport } from './report';

/** Pages drawn between two turns of the event loop, so a big report does not hold up other requests. */
const PAGES_PER_TURN = 8;

/**
 * The report as an A4 PDF stream: title, facts, the table with its header repeated on every
 * page and the totals in bold, then the notes; the company's name, when it was printed and "Page x
 * of y" in the footer. The whole report is laid out first (row heights → pages), so every page is
 * drawn knowing the count and sent on as soon as it is drawn. Text goes straight into the content
 * stream: pdfkit's text layout costs far more per cell than a table of 90,000 cells can afford.
 * Nothing a report names is fetched or read: Latin is set in the PDF's standard fonts, and Sinhala
 * and Tamil in the Noto faces the server ships, embedded only when a report holds them.
 */
export function pdfStream(report: TableReport, stamp: ReportStamp): Readable {
  const layout = report.landscape ? 'landscape' : 'portrait';
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    layout,
    margin: 0,
    info: { Title: report.title, Author: stamp.companyName, Creator: 'Jobline' },
  });
  const metrics = fontMetrics(doc);
  const frame = frameOf(report.landscape);
  const pages = paginate(reportItems(report, stamp, frame, metrics), frame);
  const footer = footerOf(stamp.companyName, stamp.printedAt);
  void draw(doc, pages, footer, frame, metrics).catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}

async function draw(doc: PDFDocument, pages: Placed[][], footer: Footer, frame: Frame, metrics: Metrics) {
  const fonts = Object.entries(FONTS).map(([key, name]) => {
    const font = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: name, Encoding: 'WinAnsiEncoding' });
    font.end();
    return [FONT_RESOURCES[key as keyof typeof FONTS], font] as const;
  });
  for (let i = 0; i < pages.length; i++) {
    if (i && i % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    doc.addPage({ size: 'A4', layout: frame.width > frame.height ? 'landscape' : 'portrait', margin: 0 });
    for (const [name, font] of fonts) doc.page.fonts[name] = font;
    doc.addContent(pageContent(pages[i]!, i + 1, pages.length, footer, frame, metrics));
    for (const face of metrics.faces.opened()) doc.page.fonts[face.resource] = face.font.ref();
  }
  doc.end();
}

/** The report as an A4 PDF file, whole: see pdfStream. */
export async function buildPdf(report: TableReport, stamp: ReportStamp): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdfStream(report, stamp)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
