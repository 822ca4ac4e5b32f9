import { columnBoxes, type ColumnBoxes, type ColumnNeed } from './pdfColumns';
import { A4, CELL, COLOR, FACT, GAP, LEADING, MARGIN, RULE, SIZE, rgb } from './pdfStyle';
import { printable, wrap, type FontKey, type Metrics } from './pdfText';
import { cellText, type ReportColumn, type ReportStamp, type TableReport } from './report';

/** The page and the part of it the content flows in. */
export interface Frame {
  width: number;
  height: number;
  left: number;
  contentWidth: number;
  top: number;
  bottom: number;
}

/** Columns rows are laid in: the table, or the label-and-value lines of the facts and notes. */
export interface Grid extends ColumnBoxes {
  size: number;
  right: boolean[];
  /** Rules between rows (the table; facts have none). */
  ruled: boolean;
  /** The table's header row, repeated at the top of every page its rows run onto. */
  header?: Row;
}

export type RowKind = 'header' | 'body' | 'totals' | 'fact';

/** One row: each cell's text already broken into lines. */
export interface Row {
  kind: RowKind;
  grid: Grid;
  fonts: readonly FontKey[];
  cells: string[][];
  height: number;
  /** Space above it, unless it opens a page. */
  gap: number;
  /** Each cell's background (PDF fill operands), if any. */
  fills?: (string | null)[];
}

/** A line of text across the page: the title, the red label, the company. */
export interface TextLine {
  kind: 'text';
  text: string;
  font: FontKey;
  size: number;
  color: string;
  height: number;
  gap: number;
}

export type Item = Row | TextLine;
/** An item on its page: its top edge, and whether a rule separates it from the row above. */
export interface Placed {
  item: Item;
  top: number;
  ruled: boolean;
}

export function frameOf(landscape: boolean | undefined): Frame {
  const [width, height] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  return {
    width,
    height,
    left: MARGIN.left,
    contentWidth: width - MARGIN.left - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
  };
}

const alignedRight = (column: ReportColumn) => column.decimals !== undefined || Boolean(column.minutes);
const heightOf = (cells: string[][], size: number) =>
  2 * CELL.padY + Math.max(1, ...cells.map((lines) => lines.length)) * size * LEADING;
const innerWidth = (grid: Grid, i: number) => grid.width[i]! - grid.padLeft[i]! - grid.padRight[i]!;

function textLines(
  text: string,
  font: FontKey,
  size: number,
  color: string,
  gap: number,
  frame: Frame,
  m: Metrics,
) {
  return wrap(printable(text), frame.contentWidth, m[font], size).map((line, i): TextLine => ({
    kind: 'text',
    text: line,
    font,
    size,
    color,
    height: size * LEADING,
    gap: i ? 0 : gap,
  }));
}

/** A row too tall for any page, in parts that fit: the one case where a row is split. */
function fitted(row: Row, maxHeight: number): Row[] {
  if (row.height <= maxHeight) return [row];
  const lineHeight = row.grid.size * LEADING;
  const perPart = Math.max(1, Math.floor((maxHeight - 2 * CELL.padY) / lineHeight));
  const count = Math.max(...row.cells.map((lines) => lines.length));
  const parts: Row[] = [];
  for (let start = 0; start < count; start += perPart) {
    const cells = row.cells.map((lines) => lines.slice(start, start + perPart));
    parts.push({ ...row, cells, height: heightOf(cells, row.grid.size), gap: start ? 0 : row.gap });
  }
  return parts;
}

const FACT_FONTS: readonly FontKey[] = ['bold', 'regular'];

/** Label and value lines: the label column as wide as the widest label, the value wrapping beside it. */
function factRows(lines: [string, string][], gap: number, frame: Frame, m: Metrics): Row[] {
  if (!lines.length) return [];
  const size = SIZE.facts;
  const labels = lines.map(([label]) => printable(label));
  const values = lines.map(([, value]) => printable(value || '—'));
  const labelWidth = Math.min(
    Math.max(...labels.map((label) => m.bold.lineWidth(label, size))),
    frame.contentWidth * FACT.maxLabelShare,
  );
  const grid: Grid = {
    x: [frame.left, frame.left + labelWidth + FACT.padX],
    width: [labelWidth + FACT.padX, frame.contentWidth - labelWidth - FACT.padX],
    padLeft: [0, FACT.padX],
    padRight: [FACT.padX, 0],
    right: [false, false],
    size,
    ruled: false,
  };
  return lines.flatMap((_, i) => {
    const cells = [
      wrap(labels[i]!, labelWidth, m.bold, size),
      wrap(values[i]!, innerWidth(grid, 1), m.regular, size),
    ];
    const row: Row = {
      kind: 'fact',
      grid,
      fonts: FACT_FONTS,
      cells,
      height: heightOf(cells, size),
      gap: i ? 0 : gap,
    };
    return fitted(row, frame.bottom - frame.top);
  });
}

/**
 * The table's rows, header first. Every cell is measured once: its width on one line decides the
 * column widths and, when it fits, spares measuring it again to wrap it.
 */
function tableRows(
  report: Pick<TableReport, 'columns' | 'rows' | 'totals' | 'cellFills'>,
  gap: number,
  frame: Frame,
  m: Metrics,
): Row[] {
  const { columns } = report;
  const n = columns.length;
  const size = SIZE.table;
  const texts = (cells: readonly (string | number | null)[]) =>
    columns.map((column, i) => printable(cellText(cells[i] ?? null, column)));
  const headerTexts = columns.map((column) => printable(column.header));
  const totalsTexts = report.totals ? texts(report.totals) : undefined;
  const bodyTexts = report.rows.map(texts);

  const needs: ColumnNeed[] = columns.map(() => ({ natural: 0, word: 0 }));
  const widths = new Float64Array(bodyTexts.length * n);
  const need = (i: number, text: string, font: FontKey) => {
    const width = m[font].lineWidth(text, size);
    const own = needs[i]!;
    if (width > own.natural) own.natural = width;
    if (width > own.word) own.word = Math.max(own.word, m[font].wordWidth(text, size));
    return width;
  };
  headerTexts.forEach((text, i) => need(i, text, 'bold'));
  totalsTexts?.forEach((text, i) => need(i, text, 'bold'));
  bodyTexts.forEach((cells, r) => cells.forEach((text, i) => (widths[r * n + i] = need(i, text, 'regular'))));

  const grid: Grid = {
    ...columnBoxes(columns, needs, frame.left, frame.contentWidth),
    size,
    right: columns.map(alignedRight),
    ruled: true,
  };
  const inner = columns.map((_, i) => innerWidth(grid, i));
  const bold = columns.map((): FontKey => 'bold');
  const regular = columns.map((): FontKey => 'regular');
  const row = (kind: RowKind, cellTexts: string[], r?: number): Row => {
    const font = kind === 'body' ? 'regular' : 'bold';
    const cells = cellTexts.map((text, i) =>
      wrap(text, inner[i]!, m[font], size, r === undefined ? undefined : widths[r * n + i]),
    );
    const fills = r === undefined ? undefined : report.cellFills?.[r];
    return {
      kind,
      grid,
      fonts: kind === 'body' ? regular : bold,
      cells,
      height: heightOf(cells, size),
      gap: 0,
      ...(fills ? { fills: fills.map((hex) => (hex ? rgb(hex) : null)) } : {}),
    };
  };

  const header = row('header', headerTexts);
  grid.header = header;
  const tallest = frame.bottom - frame.top - header.height - RULE.header - RULE.row;
  const rows = bodyTexts.flatMap((cells, r) => fitted(row('body', cells, r), tallest));
  if (totalsTexts) rows.push(...fitted(row('totals', totalsTexts), tallest));
  if (!rows.length) return [{ ...header, gap }];
  rows[0]!.gap = gap;
  return rows;
}

/** Everything the report prints, top to bottom, as items to be paged. */
export function reportItems(report: TableReport, stamp: ReportStamp, frame: Frame, m: Metrics): Item[] {
  const facts = factRows(report.facts, GAP.afterCompany, frame, m);
  return [
    ...textLines(report.title, 'bold', SIZE.title, COLOR.text, 0, frame, m),
    ...(report.label ? textLines(report.label, 'bold', SIZE.label, COLOR.label, 0, frame, m) : []),
    ...textLines(stamp.companyName, 'regular', SIZE.company, COLOR.muted, GAP.company, frame, m),
    ...facts,
    ...tableRows(report, facts.length ? GAP.afterFacts : GAP.afterCompany, frame, m),
    ...factRows(report.notes ?? [], GAP.beforeNotes, frame, m),
    ...(report.sections ?? []).flatMap((section) => [
      ...textLines(section.heading, 'bold', SIZE.label, COLOR.text, GAP.beforeNotes, frame, m),
      ...tableRows(section, GAP.afterCompany, frame, m),
    ]),
  ];
}

/**
 * The items on pages: a row never splits, and the table's header opens every page its rows run onto.
 * Laid out before anything is drawn, so each page knows the page count.
 */
export function paginate(items: Item[], frame: Frame): Placed[][] {
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let y = frame.top;
  let last: Item | undefined;
  for (const item of items) {
    for (;;) {
      const row = item.kind === 'text' ? undefined : item;
      const sameGrid = row && last && last.kind !== 'text' && last.grid === row.grid;
      const header = row?.kind !== 'header' && !sameGrid ? row?.grid.header : undefined;
      const ruled = Boolean(row?.grid.ruled && sameGrid && last?.kind !== 'header');
      const gap = last ? item.gap : 0;
      const need = gap + (header ? header.height + RULE.header : ruled ? RULE.row : 0) + item.height;
      if (last && y + need > frame.bottom) {
        pages.push(page);
        page = [];
        y = frame.top;
        last = undefined;
        continue;
      }
      y += gap;
      if (header) {
        page.push({ item: header, top: y, ruled: false });
        y += header.height + RULE.header;
      } else if (ruled) y += RULE.row;
      page.push({ item, top: y, ruled });
      y += item.height;
      last = item;
      break;
    }
  }
  pages.push(page);
  return pages;
}
