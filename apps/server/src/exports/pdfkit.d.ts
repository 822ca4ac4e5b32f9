// The part of pdfkit 0.19 the PDF writer uses (the package ships no types).
declare module 'pdfkit' {
  import { Readable } from 'node:stream';

  /** An indirect object of the file; written out when ended. */
  interface PDFReference {
    end(): void;
  }
  interface PDFPage {
    /** The page's font resources: name → font dictionary. */
    readonly fonts: Record<string, PDFReference>;
  }
  interface PageOptions {
    size?: string;
    layout?: 'portrait' | 'landscape';
    margin?: number;
  }
  /** A glyph's place after shaping, in thousandths of the type size. */
  interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
    advanceWidth: number;
  }
  /** A TrueType/OpenType font embedded as a subset (Type0, Identity-H, with a ToUnicode map). */
  interface EmbeddedFont {
    /** The text shaped: each glyph's subset id as four hex digits, and where it goes. */
    encode(text: string): [string[], GlyphPosition[]];
    widthOfString(text: string, size: number): number;
    ref(): PDFReference;
  }
  interface DocumentOptions extends PageOptions {
    autoFirstPage?: boolean;
    info?: Record<string, string>;
  }
  export default class PDFDocument extends Readable {
    constructor(options?: DocumentOptions);
    page: PDFPage;
    addPage(options?: PageOptions): this;
    /** Appends raw content-stream operators to the current page. */
    addContent(data: string): this;
    ref(data?: Record<string, unknown>): PDFReference;
    /** A standard font by name, or a font file's bytes (then embedded). */
    font(source: string | Uint8Array): this;
    /** The font the last font() call chose. */
    _font: unknown;
    fontSize(size: number): this;
    widthOfString(text: string): number;
    end(): void;
  }
}
