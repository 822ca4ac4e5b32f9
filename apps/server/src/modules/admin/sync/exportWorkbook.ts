import ExcelJS from 'exceljs';
import { cellText } from '../../imports/cellValues';
import { headerNames } from '../../imports/worksheetReader';

/** A cell as the ERP meant it: numbers and yes/no stay so, dates read as YYYY-MM-DD, the rest as text. */
function cellValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object' && value !== null && 'result' in value) {
    return cellValue((value as { result: unknown }).result);
  }
  return cellText(value);
}

/** The rows of a sheet under its header row, each as {column name: value}; blank rows are left out. */
function sheetRecords(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const { header, names } = headerNames(sheet);
  if (!header) return [];
  const records: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number <= header.number) return;
    const record: Record<string, unknown> = {};
    row.eachCell((cell, col) => {
      const name = names.get(col);
      if (!name || cell.type === ExcelJS.ValueType.Merge) return;
      const value = cellValue(cell.value);
      if (value !== null && value !== undefined) record[name] = value;
    });
    if (Object.keys(record).length) records.push(record);
  });
  return records;
}

const sheetNamed = (workbook: ExcelJS.Workbook, name: string) =>
  workbook.worksheets.find((s) => s.name.trim().toLowerCase() === name);

/**
 * The records of an exported workbook: the sheet named after the entity (or else the first sheet).
 * A customers workbook may carry a Branches sheet, whose rows join their customer by customer_code
 * (or customer_erp_id) as its branches.
 */
export async function readExportWorkbook(data: Buffer, entity: string): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const main = sheetNamed(workbook, entity) ?? workbook.worksheets[0];
  if (!main) return [];
  const records = sheetRecords(main);
  const branchSheet = entity === 'customers' ? sheetNamed(workbook, 'branches') : undefined;
  if (branchSheet) {
    const byKey = new Map<string, Record<string, unknown>>();
    for (const customer of records) {
      for (const key of [customer.erp_id, customer.id, customer.code]) {
        if (key !== undefined && key !== null) byKey.set(String(key).trim().toLowerCase(), customer);
      }
    }
    for (const { customer_code, customer_erp_id, ...branch } of sheetRecords(branchSheet)) {
      const key = String(customer_erp_id ?? customer_code ?? '')
        .trim()
        .toLowerCase();
      const customer = byKey.get(key);
      if (!customer) continue;
      ((customer.branches ??= []) as unknown[]).push(branch);
    }
  }
  return records;
}
