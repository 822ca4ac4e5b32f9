import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
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
