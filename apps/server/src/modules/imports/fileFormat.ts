import { fileTypeFromBuffer } from 'file-type';
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
  if (extension && extension !== 'xlsx' && extension !== 'csv') throw fileProblem(IM.fileType);

  const type = await fileTypeFromBuffer(data);
  if (type?.ext === 'xlsx') return { format: 'xlsx' };
  if (type?.ext === 'cfb') throw fileProblem(IM.oldExcel);
  if (type) throw fileProblem(IM.fileType);

  const text = decodeText(data);
  if (text === null || extension === 'xlsx') throw fileProblem(IM.fileUnreadable);
  return { format: 'csv', text };
}

/** UTF-8 (with or without a byte order mark), else Excel's Windows code page; null for binary. */
function decodeText(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return looksBinary(text) ? null : text;
}
