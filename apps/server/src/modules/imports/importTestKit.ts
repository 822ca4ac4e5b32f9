// Test-only: builds .xlsx and .csv files with exceljs and calls the import routes with them.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { expectNoInternals, multipart, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';

export type Row = Record<string, unknown>;
export type Sheets = Record<string, Row[]>;

/** A workbook with one sheet per entry; the header is the union of the rows' keys, in order. */
export async function workbook(sheets: Sheets, headers: Record<string, string[]> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    const columns = headers[name] ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    sheet.addRow(columns);
    for (const row of rows) sheet.addRow(columns.map((column) => row[column] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const quote = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A CSV file of the rows, header first (comma-separated unless told otherwise). */
export function csv(rows: Row[], delimiter = ','): Buffer {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [
    columns.join(delimiter),
    ...rows.map((row) => columns.map((c) => quote(row[c])).join(delimiter)),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

export interface FileOptions {
  name?: string;
  kind?: string;
  contentType?: string;
}

export function importKit(t: () => TestApp, registrar: () => Actor) {
  const send = (
    url: string,
    file: Buffer | null,
    options: FileOptions = {},
    who: Actor | null = registrar(),
  ) => {
    const parts = [];
    if (options.kind !== undefined) parts.push({ name: 'kind', value: options.kind });
    if (file) {
      parts.push({
        name: 'file',
        value: file,
        filename: options.name ?? 'import.xlsx',
        contentType: options.contentType ?? 'application/octet-stream',
      });
    }
    const body = multipart(parts);
    return t().app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(who?.headers ?? {}) },
    });
  };
  const preview = (file: Buffer | null, options?: FileOptions, who?: Actor | null) =>
    send('/api/import/preview', file, options, who);
  const commit = (file: Buffer | null, options?: FileOptions, who?: Actor | null) =>
    send('/api/import/commit', file, options, who);

  /** A preview that reads the file; answers its body. */
  const previewed = async (file: Buffer, options?: FileOptions) => {
    const res = await preview(file, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A commit that succeeds; answers its body. */
  const committed = async (file: Buffer, options?: FileOptions) => {
    const res = await commit(file, options);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Both calls refuse the file itself with this message next to `field`. */
  const expectRefused = async (
    file: Buffer | null,
    message: string,
    options?: FileOptions,
    field = 'file',
  ) => {
    for (const res of [await preview(file, options), await commit(file, options)]) {
      expect(res.statusCode, res.body).toBe(400);
      expectNoInternals(res.body);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  };
  return { preview, commit, previewed, committed, expectRefused };
}

/** The counts of each sheet, by kind, as [rows, create, update, unchanged, invalid]. */
export const countsOf = (body: { sheets: Record<string, number | string>[] }) =>
  Object.fromEntries(body.sheets.map((s) => [s.kind, [s.rows, s.create, s.update, s.unchanged, s.invalid]]));

/** A clean file: two customers, three branches, two agreements and a system, keyed by a prefix. */
export function sampleSheets(p: string): Sheets {
  return {
    Customers: [
      {
        customer_code: `${p}-C1`,
        customer_name: `${p} Traders`,
        address: '1 Main Street, Colombo 03',
        owner: 'R. Wijesekara',
        contact_person: 'Nimal Silva',
        mobile_no: '0712345678',
        email: 'info@example.com',
        website: 'https://example.com',
      },
      { customer_code: `${p}-C2`, customer_name: `${p} Stores`, mobile_no: '0719876543' },
    ],
    Branches: [
      {
        customer_code: `${p}-C1`,
        branch_code: 'B1',
        branch_name: 'Kandy Shop',
        contact_person: 'Kumari Perera',
        mobile_no: '0771234567',
        phone_no: '0812345678',
        address: '5 Temple Road, Kandy',
        email: 'kandy@example.com',
        pos_count: 3,
        server_count: 1,
        terminal_count: 4,
      },
      { customer_code: `${p}-C1`, branch_code: 'B2', branch_name: 'Galle Shop' },
      { customer_code: `${p}-C2`, branch_code: 'B1', branch_name: 'Matara Shop' },
    ],
    Agreements: [
      {
        customer_code: `${p}-C1`,
        branch_code: 'B1',
        agreement_number: `${p}-A1`,
        agreement_code: 'AMC',
        agreement_type: 'Both',
        warranty: 'no',
        status: 'Accepted',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        agreement_date: '2025-12-15',
      },
      {
        customer_code: `${p}-C2`,
        branch_code: 'B1',
        agreement_number: `${p}-A2`,
        agreement_type: 'Software',
        warranty: 'yes',
        status: 'Warranty',
        valid_from: '01/02/2026',
        valid_to: '31/01/2027',
      },
    ],
    Systems: [{ system_name: `${p} Payroll`, system_code: 'PAY' }],
  };
}
