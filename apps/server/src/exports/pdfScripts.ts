import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { EmbeddedFont } from 'pdfkit';

/**
 * Scripts printed with an embedded font of their own. The company writes Sinhala and Tamil beside
 * English; the standard font covers Latin and nothing else, so these runs are shaped (conjuncts,
 * vowel signs, reordering) by fontkit with Noto Sans and embedded as subsets.
 */
export type Script = 'sinhala' | 'tamil';
export type Weight = 'regular' | 'bold';

/** A stretch of text in one font: `script` null for the standard font. */
export interface Run {
  script: Script | null;
  text: string;
}

const OWN_SCRIPT = /[\u0B80-\u0BFF\u0D80-\u0DFF]/;
/** Whether the text needs a font besides the standard one: a cheap test that pure Latin text passes. */
export const hasOwnScript = (text: string) => OWN_SCRIPT.test(text);

function scriptOf(code: number): Script | 'joiner' | null {
  if (code >= 0x0d80 && code <= 0x0dff) return 'sinhala';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  // Zero-width (non-)joiners shape conjuncts; the dandas end sentences in both scripts.
  if (code === 0x200c || code === 0x200d || code === 0x0964 || code === 0x0965) return 'joiner';
  return null;
}

/**
 * The text split where its font changes. Spaces, digits and punctuation go to the standard font
 * (the subsets carry no Latin), joiners stay with the script run they sit in.
 */
export function scriptRuns(text: string): Run[] {
  if (!hasOwnScript(text)) return [{ script: null, text }];
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const found = scriptOf(char.codePointAt(0)!);
    const script = found === 'joiner' ? (current?.script ?? null) : found;
    if (current && current.script === script) current.text += char;
    else runs.push((current = { script, text: char }));
  }
  return runs;
}

const require = createRequire(import.meta.url);
const FILES: Record<Script, Record<Weight, string>> = {
  sinhala: {
    regular: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff',
    bold: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff',
  },
  tamil: {
    regular: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  },
};
const fileBytes = new Map<string, Buffer>();
const bytesOf = (file: string) => {
  let bytes = fileBytes.get(file);
  if (!bytes) fileBytes.set(file, (bytes = readFileSync(require.resolve(file))));
  return bytes;
};

/** A face embedded in one document, and the name the pages' resources give it. */
export interface Face {
  font: EmbeddedFont;
  resource: string;
}

/**
 * The script faces of one document, opened the first time a text needs them: a report in English
 * alone embeds nothing. pdfkit subsets each face to the glyphs used and writes its ToUnicode map
 * when the document ends.
 */
export class ScriptFaces {
  private readonly faces = new Map<string, Face>();

  constructor(private readonly doc: PDFDocument) {}

  face(script: Script, weight: Weight): Face {
    const resource = `J${script === 'sinhala' ? 'S' : 'T'}${weight === 'bold' ? 'B' : 'R'}`;
    let face = this.faces.get(resource);
    if (!face) {
      this.doc.font(bytesOf(FILES[script][weight]));
      face = { font: this.doc._font as EmbeddedFont, resource };
      this.faces.set(resource, face);
    }
    return face;
  }

  /** Every face opened so far, for a page's font resources. */
  opened(): Iterable<Face> {
    return this.faces.values();
  }
}
