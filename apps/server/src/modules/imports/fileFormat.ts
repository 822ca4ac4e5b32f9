import { fileTypeFromBuffer } from 'file-type';
import iconv from 'iconv-lite';
import { Msg } from '@jobline/shared';
import { fileProblem } from './importErrors';

const IM = Msg.imports;

export type SpreadsheetFormat = { format: 'xlsx' } | { format: 'csv'; text: string };

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** True when the text holds control characters no text file has (tab, line breaks and form feed are fine). */
const looksBinary = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
};

/**
 * What the file really is, read from its bytes (never the name or the browser's word): an .xlsx
 * workbook or CSV text. The name only has to agree: a text file renamed .xlsx is refused.
 */
export async function detectFormat(data: Buffer, fileName: string): Promise<SpreadsheetFormat> {
  const extension = extensionOf(fileName);
  if (extension === 'xls') throw fileProblem(IM.oldExcel);
  if (extension === 'ods') throw fileProblem(IM.openDocument);
  if (extension && extension !== 'xlsx' && extension !== 'csv') throw fileProblem(IM.fileType);

  const unicode = byteOrder(data);
  const type = unicode ? undefined : await fileTypeFromBuffer(data);
  if (type?.ext === 'xlsx') return { format: 'xlsx' };
  if (type?.ext === 'cfb') throw fileProblem(IM.oldExcel);
  if (type?.ext === 'ods') throw fileProblem(IM.openDocument);
  if (type) throw fileProblem(IM.fileType);

  const text = decodeText(data);
  if (text === null || extension === 'xlsx') throw fileProblem(IM.fileUnreadable);
  return { format: 'csv', text };
}

/** The Unicode encoding a byte order mark announces (Excel's "Unicode text" is UTF-16LE with one). */
function byteOrder(data: Buffer): 'utf8' | 'utf16le' | 'utf16be' | null {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'utf8';
  if (data[0] === 0xff && data[1] === 0xfe) return 'utf16le';
  if (data[0] === 0xfe && data[1] === 0xff) return 'utf16be';
  return null;
}

/**
 * The text of a CSV: in the Unicode encoding its byte order mark names, else UTF-8 when it is valid
 * UTF-8, else Windows-1252, the code page Excel saves "CSV" in on a Western Windows (’ – € are
 * bytes 0x92 0x96 0x80 there, not control characters). Null for binary.
 */
function decodeText(data: Buffer): string | null {
  const unicode = byteOrder(data);
  let text: string;
  if (unicode) text = iconv.decode(data, unicode);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      text = iconv.decode(data, 'win1252');
    }
  }
  return looksBinary(text) ? null : text;
}
