import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../test/readPdf';
import { exportFileName, fileStamp, printedAt } from './fileName';
import { buildPdf } from './pdf';
import type { TableReport } from './report';
import { buildXlsx } from './xlsx';

const stamp = { companyName: 'Lanka POS Services', printedAt: '21/11/2026 14:30' };
const report = (rows: number): TableReport => ({
  title: 'Test Report',
  facts: [['Period', 'November 2026']],
  columns: [
    { header: 'No', width: 'narrow' },
    { header: 'Name', width: 'wide' },
    { header: 'Hours', decimals: 2 },
  ],
  rows: Array.from({ length: rows }, (_, i) => [String(i + 1), `Row ${i + 1}`, i / 4]),
  totals: ['Total', null, 12.5],
  notes: [['Note', 'Hours are decimal']],
});
const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('buildPdf', () => {
  it('makes one A4 page for a short table and more for a long one', async () => {
    const short = await buildPdf(report(3), stamp);
    expect(short.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(short)).toBe(1);
    expect(pageCount(await buildPdf(report(200), stamp))).toBeGreaterThan(2);
  });

  it('wraps a cell too wide for its column onto more lines, keeping every word in order', async () => {
    const words = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`).join(' ');
    const pdf = readPdf(
      await buildPdf(
        {
          ...report(0),
          columns: [
            { header: 'Code', width: 'narrow' },
            { header: 'Task', width: 'wide' },
            { header: 'Notes', width: 'wide' },
            { header: 'Hours', decimals: 2 },
          ],
          rows: [[words('c', 40), words('a', 120), words('b', 90), 1.5]],
          totals: undefined,
        },
        stamp,
      ),
    );
    const tokens = pdf.text.split(/\s+/);
    for (const [prefix, count] of [
      ['a', 120],
      ['b', 90],
      ['c', 40],
    ] as const) {
      expect(tokens.filter((w) => new RegExp(`^${prefix}\\d+$`).test(w))).toEqual(
        words(prefix, count).split(' '),
      );
    }
    const firstLine = pdf.text.split('\n').find((line) => /\ba1\b/.test(line))!;
    expect(firstLine).not.toMatch(/\ba120\b/);
    expect(firstLine).toMatch(/\bc1\b.*\ba1\b.*\bb1\b.*1\.50/);
  });

  it("repeats the header on every page, numbers the pages 'Page n of N' and never splits a row", async () => {
    // Every row's Task wraps onto three lines: a row split by a page break would show it.
    const words = (row: number) => Array.from({ length: 24 }, (_, i) => `r${row}w${i + 1}`).join(' ');
    const long = {
      ...report(150),
      columns: [...report(0).columns, { header: 'Task', width: 'normal' as const }],
    };
    long.rows = long.rows.map((row, i) => [...row, words(i + 1)]);
    long.totals = [...long.totals!, null];
    const pdf = readPdf(await buildPdf(long, stamp));
    expect(pdf.pages).toBeGreaterThan(3);
    expect(pdf.pageTexts).toHaveLength(pdf.pages);
    const seen: number[] = [];
    pdf.pageTexts.forEach((text, i) => {
      expect(text).toMatch(/No\s+Name\s+Hours\s+Task/);
      expect(text).toContain(`Page ${i + 1} of ${pdf.pages}`);
      expect(text).toContain(stamp.companyName);
      expect(text).toContain(`Printed ${stamp.printedAt}`);
      const rows = new Set([...text.matchAll(/\br(\d+)w\d+\b/g)].map((m) => Number(m[1])));
      for (const row of rows) {
        expect(text.match(new RegExp(`\\br${row}w\\d+\\b`, 'g')), `row ${row} on page ${i + 1}`).toHaveLength(
          24,
        );
      }
      seen.push(...rows);
    });
    expect(seen).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(pageCount(await buildPdf(long, stamp))).toBe(pdf.pages);
  });

  it('prints the totals in the table and the notes after it, numbers right-aligned', async () => {
    const pdf = readPdf(await buildPdf(report(3), stamp));
    expect(pdf.text).toMatch(/Test Report[\s\S]*Period\s+November 2026[\s\S]*No\s+Name\s+Hours/);
    expect(pdf.text).toMatch(/3\s+Row 3\s+0\.50\s*\n\s*Total\s+12\.50\s*\n[\s\S]*Note\s+Hours are decimal/);
    const lines = pdf.text.split('\n');
    const endOf = (start: RegExp) => lines.find((line) => start.test(line))!.trimEnd().length;
    expect(endOf(/^Total/)).toBe(endOf(/^3\s+Row 3/));
    expect(endOf(/^1\s+Row 1/)).toBe(endOf(/^3\s+Row 3/));
  });

  it('prints typographic marks and replaces what its font lacks, without breaking the file', async () => {
    const odd = 'It’s “quoted” – yes — • 5 € Café naïve Ākāsa ﬁle 漢字 😀 \u0000\ud800 (paren) back\\slash';
    const pdf = await buildPdf(
      {
        ...report(1),
        title: `Odd ${odd}`,
        label: '(Canceled) \\',
        facts: [['Text', odd]],
        rows: [['1', odd, 2]],
        notes: [['😀', 'line one\r\nline two\tend']],
      },
      { ...stamp, companyName: 'Lanka (POS) Services ✓' },
    );
    const read = readPdf(pdf);
    expect(read.complaints).toEqual([]);
    expect(read.pages).toBe(1);
    const printed = 'It’s “quoted” – yes — • 5 € Café naïve Akasa file ?? ? ?? (paren) back\\slash';
    // The 16 pt title wraps onto a second line.
    expect(read.text.replace(/\s+/g, ' ')).toContain(`Odd ${printed}`);
    expect(read.text).toMatch(new RegExp(`Text\\s+${printed.replace(/[()\\?]/g, '\\$&')}`));
    expect(read.text).toContain('(Canceled) \\');
    expect(read.text).toMatch(/\?\s+line one\s*\n\s*line two end/);
    expect(read.text).toContain('Lanka (POS) Services ?');
  });

  it('prints Sinhala and Tamil in embedded fonts, shaped, with a text layer that gives the words back', async () => {
    const names = ['Data migration', 'දත්ත සංක්‍රමණය', 'தரவு இடமாற்றம்', 'ශ්‍රී ලංකා – இலங்கை (Sri Lanka)'];
    const pdf = readPdf(
      await buildPdf(
        {
          ...report(0),
          title: 'Tasks — කාර්යයන්',
          facts: [['Customer', 'கொழும்பு Branch']],
          rows: names.map((name, i) => [String(i + 1), name, i]),
        },
        stamp,
      ),
    );
    expect(pdf.complaints).toEqual([]);
    for (const name of names) expect(pdf.text).toContain(name);
    expect(pdf.text).toContain('Tasks — කාර්යයන්');
    expect(pdf.text).toMatch(/Customer\s+கொழும்பு Branch/);
    // Bold title and regular cells each have their face; every embedded face maps back to Unicode.
    const embedded = pdf.fonts.filter((font) => font.embedded).map((font) => font.name);
    expect(embedded.sort()).toEqual([
      'NotoSansSinhala-Bold',
      'NotoSansSinhala-Regular',
      'NotoSansTamil-Regular',
    ]);
    expect(pdf.fonts.every((font) => !font.embedded || font.unicode)).toBe(true);
  });

  it('embeds no font for a report in Latin alone', async () => {
    const pdf = readPdf(await buildPdf(report(3), stamp));
    expect(pdf.fonts.filter((font) => font.embedded)).toEqual([]);
  });

  it('does not fetch or read what a report names', async () => {
    const pdf = await buildPdf(
      { ...report(1), title: '/etc/passwd', facts: [['Link', 'http://127.0.0.1:1/x']] },
      stamp,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('buildXlsx', () => {
  it('keeps numbers as numbers with their decimals, and the totals row', async () => {
    const file = await buildXlsx(report(2), stamp, 'A very long sheet name that Excel would refuse');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toHaveLength(31);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Test Report']);
    const header = rows.findIndex((r) => r[0] === 'No');
    expect(rows.slice(header, header + 4)).toEqual([
      ['No', 'Name', 'Hours'],
      ['1', 'Row 1', 0],
      ['2', 'Row 2', 0.25],
      ['Total', undefined, 12.5],
    ]);
    expect(sheet.getColumn(3).numFmt).toBe('0.00');
  });
});

describe('buildXlsx formulas, dates and text', () => {
  const load = async (file: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };
  const table: TableReport = {
    title: 'Time',
    facts: [],
    columns: [
      { header: 'Day', width: 'narrow', day: true },
      { header: 'Task', width: 'wide' },
      { header: 'Hours', decimals: 2 },
      { header: 'Spent', minutes: true },
      { header: 'People', decimals: 0 },
    ],
    rows: [
      ['21/11/2026', '=HYPERLINK("http://127.0.0.1:1/x","click")', 1.5, 90, 2],
      ['2026-11-22', '+1+1', 2.25, 45, 3],
      ['not a day', '@SUM(A1:A2)', 0.25, 5, 1],
    ],
    // People is a head count, not the column's sum: it stays a value.
    totals: ['Total', null, 4, 140, 4],
  };

  it('writes totals that are their column’s sum as SUM formulas with the computed value', async () => {
    const sheet = await load(await buildXlsx(table, stamp, 'Time'));
    let totals: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Total') totals = row;
    });
    const header = totals!.number - 4;
    expect(sheet.getRow(header).getCell(1).value).toBe('Day');
    expect(totals!.getCell(3).value).toEqual({ formula: `SUM(C${header + 1}:C${header + 3})`, result: 4 });
    const spent = totals!.getCell(4).value as { formula: string; result: number | Date };
    expect(spent.formula).toBe(`SUM(D${header + 1}:D${header + 3})`);
    // exceljs reads a value under a time format back as a date from Excel's day 0.
    const days =
      spent.result instanceof Date
        ? (spent.result.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000
        : spent.result;
    expect(days * 1440).toBeCloseTo(140, 6);
    expect(totals!.getCell(5).value).toBe(4);
  });

  it('writes days as date cells in the company’s order, and formula-like text as text', async () => {
    let sheet = await load(await buildXlsx(table, stamp, 'Time'));
    const first = sheet.getRow(sheet.rowCount - 3);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(first.number + 1).getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 22)));
    expect(sheet.getRow(first.number + 2).getCell(1).value).toBe('not a day');
    const texts = [0, 1, 2].map((i) => sheet.getRow(first.number + i).getCell(2));
    // Quoted, so the text still shows as typed after someone edits the cell or saves the sheet as CSV.
    expect(texts.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("http://127.0.0.1:1/x","click")`,
      "'+1+1",
      "'@SUM(A1:A2)",
    ]);
    expect(texts.every((cell) => cell.type === ExcelJS.ValueType.String)).toBe(true);
    sheet = await load(await buildXlsx(table, { ...stamp, dateOrder: 'MDY' }, 'Time'));
    expect(sheet.getRow(first.number).getCell(1).numFmt).toBe('mm/dd/yyyy');
  });
});

describe('file names', () => {
  const instant = new Date('2026-11-21T09:00:00Z'); // 14:30 in Colombo

  it('stamps the company time', () => {
    expect(fileStamp(instant, 'Asia/Colombo')).toBe('20261121-1430');
    expect(printedAt(instant, 'Asia/Colombo')).toBe('21/11/2026 14:30');
    expect(fileStamp(new Date('2026-11-21T18:45:00Z'), 'Asia/Colombo')).toBe('20261122-0015');
  });

  it('keeps only safe characters', () => {
    expect(exportFileName(['job-estimation', 'J26-00006'], 'xlsx', instant, 'Asia/Colombo')).toBe(
      'job-estimation-J26-00006-20261121-1430.xlsx',
    );
    expect(exportFileName(['a/b "c"', '../x'], 'pdf', instant, 'UTC')).toBe('a-b-c-x-20261121-0900.pdf');
  });
});
