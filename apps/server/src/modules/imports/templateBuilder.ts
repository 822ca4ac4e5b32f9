import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_INSTRUCTIONS,
  IMPORT_KINDS,
  IMPORT_SHEET_NAMES,
  Msg,
  type ImportKind,
} from '@jobline/shared';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** One example row per sheet; together they import cleanly (a customer, its branch, an agreement). */
const EXAMPLES: Record<ImportKind, unknown[]> = {
  customers: [
    'CUST-001',
    'Lanka Traders (Pvt) Ltd',
    '12 Galle Road, Colombo 03',
    'R. Wijesekara',
    'Nimal Silva',
    '0712345678',
    'info@lankatraders.lk',
    'https://lankatraders.lk',
  ],
  branches: [
    'CUST-001',
    'BR-01',
    'Kandy Shop',
    'Kumari Perera',
    '0771234567',
    '0812345678',
    '5 Temple Road, Kandy',
    'kandy@lankatraders.lk',
    3,
    1,
    4,
  ],
  agreements: [
    'CUST-001',
    'BR-01',
    'AGR-0001',
    'AMC',
    'Both',
    'no',
    'Accepted',
    day('2026-01-01'),
    day('2026-12-31'),
    day('2025-12-15'),
  ],
  systems: ['Point of Sale', 'POS'],
};

/** Columns typed as text, so Excel keeps a mobile number's leading 0 and codes as written. */
const TEXT_COLUMNS = new Set([
  'customer_code',
  'branch_code',
  'agreement_number',
  'agreement_code',
  'mobile_no',
  'phone_no',
  'system_code',
]);
const DAY_COLUMNS = new Set(['valid_from', 'valid_to', 'agreement_date']);

/** GET import/template: the four sheets with their headers and one example row each, then how to fill them in. */
export async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Jobline';
  for (const kind of IMPORT_KINDS) {
    const sheet = workbook.addWorksheet(IMPORT_SHEET_NAMES[kind]);
    sheet.columns = IMPORT_COLUMNS[kind].map((name) => ({
      header: name,
      key: name,
      width: Math.max(14, name.length + 4),
      style: TEXT_COLUMNS.has(name) ? { numFmt: '@' } : DAY_COLUMNS.has(name) ? { numFmt: 'yyyy-mm-dd' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.addRow(EXAMPLES[kind]);
  }
  // Last, so the import reads the first sheet a person opens; the import skips it without a word.
  const readMe = workbook.addWorksheet(Msg.imports.instructionsSheet);
  readMe.getColumn(1).width = 120;
  for (const line of IMPORT_INSTRUCTIONS) readMe.addRow([line]).alignment = { wrapText: true };
  readMe.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
