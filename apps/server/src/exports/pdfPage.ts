import type { Frame, Placed, Row } from './pdfLayout';
import { ASCENT, CELL, COLOR, FOOTER_OFFSET, LEADING, MARGIN, RULE, SIZE } from './pdfStyle';
import { hasOwnScript, scriptRuns } from './pdfScripts';
import { pdfString, printable, toWinAnsi, wrap, type FontKey, type Metrics } from './pdfText';

/** The names the page resources give the two fonts. */
export const FONT_RESOURCES: Record<FontKey, string> = { regular: 'JR', bold: 'JB' };

const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * One page's content stream, written as raw operators: fills and rules first, then every text in
 * one text object, positioned with Tm and shown with Tj. Coordinates are taken top-down, as laid out.
 */
class PageContent {
  private readonly shapes: string[] = [];
  private readonly texts: string[] = [];
  private font = '';
  private color = '';

  constructor(
    private readonly height: number,
    private readonly m: Metrics,
  ) {}

  fill(color: string, x: number, top: number, width: number, height: number) {
    this.shapes.push(
      `${color} rg ${num(x)} ${num(this.height - top - height)} ${num(width)} ${num(height)} re f`,
    );
  }

  private use(font: string, size: number, color: string) {
    const tf = `/${font} ${size} Tf`;
    if (tf !== this.font) this.texts.push((this.font = tf));
    if (color !== this.color) this.texts.push(`${(this.color = color)} rg`);
  }

  /** A line of text whose baseline is `baseline` from the top of the page, each run in its own font. */
  text(font: FontKey, size: number, color: string, x: number, baseline: number, text: string) {
    if (!hasOwnScript(text)) return this.latin(font, size, color, x, baseline, toWinAnsi(text));
    let pen = x;
    for (const run of scriptRuns(text)) {
      if (!run.script) {
        const ansi = toWinAnsi(run.text);
        this.latin(font, size, color, pen, baseline, ansi);
        pen += this.m[font].ansiWidth(ansi, size);
        continue;
      }
      const face = this.m[font].face(run.script);
      const [glyphs, positions] = face.font.encode(run.text);
      this.use(face.resource, size, color);
      // The run's own words as its text layer, whatever order shaping put the glyphs in.
      this.texts.push(`/Span <</ActualText <FEFF${utf16Hex(run.text)}>>> BDC`);
      let shown: string[] = [];
      const show = () => {
        if (shown.length) this.texts.push(`[${shown.join(' ')}] TJ`);
        shown = [];
      };
      this.texts.push(`1 0 0 1 ${num(pen)} ${num(this.height - baseline)} Tm`);
      glyphs.forEach((glyph, i) => {
        const { xAdvance, xOffset, yOffset, advanceWidth } = positions[i]!;
        const scale = size / 1000;
        if (xOffset || yOffset) {
          // A mark placed off the pen: drawn where it belongs, then the pen goes on from its own place.
          show();
          const at = `${num(pen + xOffset * scale)} ${num(this.height - baseline + yOffset * scale)}`;
          this.texts.push(`1 0 0 1 ${at} Tm <${glyph}> Tj`);
          pen += xAdvance * scale;
          this.texts.push(`1 0 0 1 ${num(pen)} ${num(this.height - baseline)} Tm`);
          return;
        }
        shown.push(`<${glyph}>`);
        // TJ moves the pen by the glyph's own width; shaping may want another advance.
        const adjust = advanceWidth - xAdvance;
        if (Math.abs(adjust) > 0.01) shown.push(num(adjust));
        pen += xAdvance * scale;
      });
      show();
      this.texts.push('EMC');
    }
  }

  private latin(font: FontKey, size: number, color: string, x: number, baseline: number, ansi: string) {
    this.use(FONT_RESOURCES[font], size, color);
    this.texts.push(`1 0 0 1 ${num(x)} ${num(this.height - baseline)} Tm ${pdfString(ansi)} Tj`);
  }

  /** pdfkit opens each page with a flip to top-down coordinates; the matrix undoes it. */
  toString() {
    return `q 1 0 0 -1 0 ${num(this.height)} cm\n${this.shapes.join('\n')}\nBT\n${this.texts.join('\n')}\nET\nQ`;
  }
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('');

const FILLS: Partial<Record<Row['kind'], string>> = { header: COLOR.headerFill, totals: COLOR.totalsFill };

function drawRow(page: PageContent, row: Row, top: number, ruled: boolean, m: Metrics) {
  const { grid } = row;
  const left = grid.x[0]!;
  const right = grid.x[grid.x.length - 1]! + grid.width[grid.width.length - 1]!;
  const fill = FILLS[row.kind];
  if (fill) page.fill(fill, left, top, right - left, row.height);
  row.fills?.forEach((cellFill, i) => {
    if (cellFill) page.fill(cellFill, grid.x[i]!, top, grid.width[i]!, row.height);
  });
  if (ruled) page.fill(COLOR.rowRule, left, top - RULE.row, right - left, RULE.row);
  if (row.kind === 'header') page.fill(COLOR.headerRule, left, top + row.height, right - left, RULE.header);
  const { size } = grid;
  const lineHeight = size * LEADING;
  row.cells.forEach((lines, i) => {
    const font = row.fonts[i]!;
    lines.forEach((line, j) => {
      if (!line) return;
      const x = grid.right[i]
        ? grid.x[i]! + grid.width[i]! - grid.padRight[i]! - m[font].width(line, size)
        : grid.x[i]! + grid.padLeft[i]!;
      page.text(font, size, COLOR.text, x, top + CELL.padY + j * lineHeight + ASCENT * size, line);
    });
  });
}

/** The footer's three parts: the company on the left, when it was printed in the middle, the page on the right. */
export interface Footer {
  company: string;
  printed: string;
}

export const footerOf = (companyName: string, printedAt: string): Footer => ({
  company: printable(companyName),
  printed: printable(`Printed ${printedAt}`),
});

function drawFooter(page: PageContent, footer: Footer, pageLabel: string, frame: Frame, m: Metrics) {
  const size = SIZE.footer;
  const third = frame.contentWidth / 3;
  const top = frame.height - MARGIN.bottom + FOOTER_OFFSET;
  const parts: [string, 'left' | 'center' | 'right'][] = [
    [footer.company, 'left'],
    [footer.printed, 'center'],
    [pageLabel, 'right'],
  ];
  parts.forEach(([text, align], i) => {
    wrap(text, third, m.regular, size).forEach((line, j) => {
      const spare = third - m.regular.width(line, size);
      const x = frame.left + i * third + (align === 'left' ? 0 : align === 'center' ? spare / 2 : spare);
      page.text('regular', size, COLOR.muted, x, top + j * size * LEADING + ASCENT * size, line);
    });
  });
}

/** The operators of one laid-out page, its footer numbered `number` of `count`. */
export function pageContent(
  placed: Placed[],
  number: number,
  count: number,
  footer: Footer,
  frame: Frame,
  m: Metrics,
): string {
  const page = new PageContent(frame.height, m);
  for (const { item, top, ruled } of placed) {
    if (item.kind === 'text')
      page.text(item.font, item.size, item.color, frame.left, top + ASCENT * item.size, item.text);
    else drawRow(page, item, top, ruled, m);
  }
  drawFooter(page, footer, `Page ${number} of ${count}`, frame, m);
  return page.toString();
}
