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
    font(name: string): this;
    fontSize(size: number): this;
    widthOfString(text: string): number;
    end(): void;
  }
}
