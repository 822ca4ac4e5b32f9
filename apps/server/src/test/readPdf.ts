import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The PDF rendered as PNG pages (pdftoppm) and read as text (pdftotext, layout kept), with its page
 * size (pdfinfo): what a person would see on paper. `pageTexts` holds each page's text; `complaints`
 * is whatever poppler said on stderr while reading it (a damaged file makes it talk); `fonts` lists
 * each font the file uses (pdffonts), with whether it is embedded.
 */
export function readPdf(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  const complaints: string[] = [];
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || String(result.error)}`);
    if (result.stderr.trim()) complaints.push(result.stderr.trim());
    return result.stdout;
  };
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    run('pdftoppm', ['-png', '-r', '30', file, path.join(dir, 'page')]);
    const pngs = readdirSync(dir).filter((f) => f.endsWith('.png'));
    const text = run('pdftotext', ['-layout', file, '-']);
    const info = run('pdfinfo', [file]);
    const fonts = run('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const [name, ...rest] = line.split(/\s+/);
        // The columns after the name: type words, encoding, then emb sub uni as yes/no.
        const flags = rest.filter((word) => word === 'yes' || word === 'no');
        return {
          name: name!.replace(/^[A-Z]{6}\+/, ''),
          embedded: flags[0] === 'yes',
          unicode: flags[2] === 'yes',
        };
      });
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info) ?? [];
    return {
      pages: pngs.length,
      text,
      // pdftotext ends every page with a form feed.
      pageTexts: text.split('\f').slice(0, -1),
      landscape: Number(width) > Number(height),
      complaints,
      fonts,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
