import type PDFDocument from 'pdfkit';
import { scriptRuns, ScriptFaces, type Face, type Script } from './pdfScripts';

/**
 * Text for the PDF's fonts. Latin goes through the standard Helvetica: it needs no embedding, so a
 * report of any size costs no font subsetting, and its WinAnsi encoding covers Latin-1 and the
 * typographic marks people type (’ “ ” – — • … €). Sinhala and Tamil runs go through embedded Noto
 * faces (pdfScripts). Any other character is printed as its plain form when there is one (ā → a,
 * ﬁ → fi), else as '?', so no text can break the file.
 */
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export type FontKey = keyof typeof FONTS;

// WinAnsi's codes 128–159, which Latin-1 leaves to control characters (\0 where WinAnsi has none).
const WIN_ANSI_128 = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';
/** Unicode → WinAnsi code, for every character the fonts print. */
const CODES = new Map<number, number>();
for (let c = 0x20; c <= 0x7e; c++) CODES.set(c, c);
for (let c = 0x80; c <= 0x9f; c++)
  if (WIN_ANSI_128[c - 0x80] !== '\0') CODES.set(WIN_ANSI_128.charCodeAt(c - 0x80), c);
for (let c = 0xa0; c <= 0xff; c++) CODES.set(c, c);

const PLAIN = /^[\x20-\x7e]*$/;
const MARK = /^\p{M}$/u;
const MARKS = /\p{M}+/gu;
const substitutes = new Map<string, string>();

function substitute(char: string): string {
  let known = substitutes.get(char);
  if (known !== undefined) return known;
  // Its compatibility form without accents: ā → a, ﬁ → fi, Ａ → A.
  const codes = [...char.normalize('NFKD').replace(MARKS, '')].map((c) => CODES.get(c.charCodeAt(0)));
  const printable = codes.length > 0 && codes.every((code) => code !== undefined);
  known = MARK.test(char) ? '' : printable ? String.fromCharCode(...codes) : '?';
  if (substitutes.size < 4096) substitutes.set(char, known);
  return known;
}

/**
 * The text in the fonts' encoding: one character per byte (codes 10 and 32–255), line breaks kept
 * as '\n', tabs as spaces, anything else outside WinAnsi substituted.
 */
export function toWinAnsi(text: string): string {
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    const code = CODES.get(char.codePointAt(0)!);
    if (code !== undefined) out += String.fromCharCode(code);
    else if (char === '\n') out += '\n';
    else if (char === '\t') out += ' ';
    else out += substitute(char);
  }
  return out;
}

/**
 * Text as the layout carries it: Unicode (NFC), line breaks as '\n', tabs as spaces. Each run is
 * put into its font's encoding only when drawn.
 */
export function printable(text: string): string {
  if (PLAIN.test(text)) return text;
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC');
}

/** A WinAnsi string as a PDF literal string. */
export const pdfString = (text: string) => `(${text.replace(/[\\()]/g, '\\$&')})`;

/** The highest character the standard fonts print (™); a lookup table runs up to it. */
const TABLE_END = 0x2123;

/**
 * Advance widths of one weight: the standard font's per character, for a 1 pt size, and the script
 * faces' shaped widths. Tj applies no kerning, nor does this. Pure WinAnsi text is measured by table
 * lookups alone; text that needs substitution or a script face takes the slower path.
 */
export class FontMetrics {
  /** Width by Unicode code unit below TABLE_END; NaN where the character is not printed as itself. */
  private readonly unicode: Float64Array;

  constructor(
    private readonly ansi: Float64Array,
    private readonly faces: ScriptFaces,
    readonly weight: FontKey,
  ) {
    this.unicode = new Float64Array(TABLE_END).fill(NaN);
    for (const [unicode, code] of CODES) if (unicode < TABLE_END) this.unicode[unicode] = ansi[code]!;
    this.unicode[10] = 0;
  }

  width(text: string, size: number): number {
    let sum = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const width = code < TABLE_END ? this.unicode[code]! : NaN;
      if (Number.isNaN(width)) return this.mixedWidth(text, size);
      sum += width;
    }
    return sum * size;
  }

  /** The width of text already in WinAnsi. */
  ansiWidth(text: string, size: number): number {
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum += this.ansi[text.charCodeAt(i)]!;
    return sum * size;
  }

  private mixedWidth(text: string, size: number): number {
    let sum = 0;
    for (const run of scriptRuns(text))
      sum += run.script
        ? this.face(run.script).font.widthOfString(run.text, size)
        : this.ansiWidth(toWinAnsi(run.text), size);
    return sum;
  }

  /** The script's face in this weight, embedded in the document. */
  face(script: Script): Face {
    return this.faces.face(script, this.weight);
  }

  /** The widest line of a text that may hold '\n'. */
  lineWidth(text: string, size: number): number {
    if (!text.includes('\n')) return this.width(text, size);
    return Math.max(...text.split('\n').map((line) => this.width(line, size)));
  }

  /** The widest word: the least width the text takes without breaking inside a word. */
  wordWidth(text: string, size: number): number {
    let widest = 0;
    for (const word of text.split(/[ \n]/)) widest = Math.max(widest, this.width(word, size));
    return widest;
  }
}

export interface Metrics extends Record<FontKey, FontMetrics> {
  faces: ScriptFaces;
}
let ansiWidths: Record<FontKey, Float64Array> | undefined;

/** Both weights' measures for one document: the standard fonts' widths are read once from pdfkit. */
export function fontMetrics(doc: PDFDocument): Metrics {
  if (!ansiWidths) {
    const of = (name: string) => {
      doc.font(name).fontSize(1);
      const widths = new Float64Array(256);
      for (const [unicode, code] of CODES) widths[code] = doc.widthOfString(String.fromCharCode(unicode));
      return widths;
    };
    ansiWidths = { regular: of(FONTS.regular), bold: of(FONTS.bold) };
  }
  const faces = new ScriptFaces(doc);
  return {
    faces,
    regular: new FontMetrics(ansiWidths.regular, faces, 'regular'),
    bold: new FontMetrics(ansiWidths.bold, faces, 'bold'),
  };
}

/**
 * The text broken into lines no wider than `width`: at its line breaks and spaces, and inside a word
 * only when the word alone is wider. `known` is the text's width when already measured.
 */
export function wrap(text: string, width: number, font: FontMetrics, size: number, known?: number): string[] {
  // A column as wide as its widest text must hold it, whatever the rounding of its edges.
  const max = width + 0.01;
  if (!text.includes('\n') && (known ?? font.width(text, size)) <= max) return [text];
  const lines: string[] = [];
  const space = font.width(' ', size);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      if (!word) continue;
      const wordWidth = font.width(word, size);
      if (line && lineWidth + space + wordWidth <= max) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= max) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = breakWord(word, max, font, size);
      line = pieces.pop()!;
      lineWidth = font.width(line, size);
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** The word's characters as people see them: a conjunct or a letter with its vowel sign is one. */
const charactersOf = (word: string): string[] =>
  PLAIN.test(word) ? [...word] : Array.from(graphemes.segment(word), (s) => s.segment);

/** A word too wide for its column, in pieces that fit (at least one character each). */
function breakWord(word: string, max: number, font: FontMetrics, size: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const char of charactersOf(word)) {
    const charWidth = font.width(char, size);
    if (piece && width + charWidth > max) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += char;
    width += charWidth;
  }
  pieces.push(piece);
  return pieces;
}
