import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@jobline/shared';
import { connectorOf } from './connectorOf';
import { ErpError } from './erpConnector';
import { FileErpConnector } from './fileErpConnector';
import { HttpErpConnector } from './httpErpConnector';
import { DEMO_ERP_DIR } from './demoSyncSeed';
import { startTestErp } from './testErp';

let erp: Awaited<ReturnType<typeof startTestErp>>;
beforeAll(async () => {
  erp = await startTestErp();
});
afterAll(() => erp.close());

const http = (settings: Partial<ConstructorParameters<typeof HttpErpConnector>[0]> = {}) =>
  new HttpErpConnector({
    baseUrl: erp.url,
    token: 'secret-token',
    fieldMap: {},
    timeoutSeconds: 5,
    pageSize: 2,
    ...settings,
  });

/** The ErpError a promise fails with. */
async function failure(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ErpError);
  return (err as Error).message;
}

describe('the HTTP connector', () => {
  it('reads every page with the bearer token, renaming the ERP’s fields by the field map', async () => {
    const customers = [1, 2, 3, 4, 5].map((n) => ({
      CustId: `E${n}`,
      CustCode: `C${n}`,
      'Customer Name': `Shop ${n}`,
    }));
    erp.serve('customers', () => customers);
    erp.requests.length = 0;
    const read: number[] = [];
    const records = await http({ fieldMap: { CustId: 'erp_id', CustCode: 'code' } }).list('customers', (n) =>
      read.push(n),
    );
    expect(records.map((r) => r.erp_id)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    expect(records[0]!.fields).toEqual({ erp_id: 'E1', code: 'C1', customer_name: 'Shop 1' });
    expect(erp.requests.map((r) => [r.page, r.perPage])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(new Set(erp.requests.map((r) => r.authorization))).toEqual(new Set(['Bearer secret-token']));
    expect(read).toEqual([2, 4, 5]);
  });

  it('follows last_page, and takes a bare list as the only page', async () => {
    erp.answers.set('/api/v1/systems', ({ page }) => ({
      body: { data: [{ name: `S${page}` }], last_page: 2 },
    }));
    expect((await http().list('systems')).map((r) => r.erp_id)).toEqual(['S1', 'S2']);
    erp.answers.set('/api/v1/jobs', () => ({
      body: [{ job_no: 'SO-1' }, { job_no: 'SO-2' }, { job_no: 'SO-3' }],
    }));
    expect((await http().list('jobs')).map((r) => r.erp_id)).toEqual(['SO-1', 'SO-2', 'SO-3']);
  });

  it('says what went wrong: an error answer, no JSON, another shape, a timeout, no ERP at all', async () => {
    erp.answers.set('/api/v1/agreements', () => ({ status: 503, body: { message: 'maintenance' } }));
    expect(await failure(http().list('agreements'))).toBe(
      Msg.sync.erpStatus(503, `${erp.url}/agreements?page=1&per_page=2`),
    );
    erp.answers.set('/api/v1/agreements', () => ({ body: '<html>login</html>' }));
    expect(await failure(http().list('agreements'))).toBe(
      Msg.sync.erpNotJson(`${erp.url}/agreements?page=1&per_page=2`),
    );
    erp.answers.set('/api/v1/agreements', () => ({ body: { rows: [] } }));
    expect(await failure(http().list('agreements'))).toContain('neither a list');
    erp.answers.set('/api/v1/agreements', () => ({ body: [1, 2] }));
    expect(await failure(http().list('agreements'))).toContain(
      'record 1 of the ERP’s answer is not an object',
    );
    erp.answers.set('/api/v1/agreements', () => ({ body: [], delayMs: 1500 }));
    expect(await failure(http({ timeoutSeconds: 0.2 }).list('agreements'))).toBe(
      Msg.sync.erpTimeout(0.2, `${erp.url}/agreements?page=1&per_page=2`),
    );
    const closed = await startTestErp();
    await closed.close();
    const nowhere = new HttpErpConnector({
      baseUrl: closed.url,
      fieldMap: {},
      timeoutSeconds: 5,
      pageSize: 2,
    });
    expect(await failure(nowhere.list('customers'))).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });
});

describe('the file connector', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-export-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a JSON export, a list or {data: [...]}, by the field map', async () => {
    fs.writeFileSync(path.join(dir, 'systems.json'), JSON.stringify([{ Name: 'POS', SysCode: 'S1' }]));
    fs.writeFileSync(path.join(dir, 'jobs.json'), JSON.stringify({ data: [{ id: 77, job_no: 'SO-9' }] }));
    const files = new FileErpConnector(dir, { SysCode: 'code' });
    expect(await files.list('systems')).toEqual([{ erp_id: 'POS', fields: { name: 'POS', code: 'S1' } }]);
    expect(await files.list('jobs')).toEqual([{ erp_id: '77', fields: { id: 77, job_no: 'SO-9' } }]);
  });

  it('reads an XLSX export, a customer’s branches from their own sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(['ERP Id', 'Code', 'Name', 'Mobile No']);
    sheet.addRow(['E1', 'C1', 'Shop One', '0771234567']);
    sheet.addRow(['E2', 'C2', 'Shop Two']);
    const branchSheet = workbook.addWorksheet('Branches');
    branchSheet.addRow(['Customer Code', 'Code', 'Name', 'POS Count', 'Opened']);
    branchSheet.addRow(['C1', 'B1', 'Main', 4, new Date(Date.UTC(2026, 0, 31))]);
    branchSheet.addRow(['c1', 'B2', 'Annex', 1]);
    branchSheet.addRow(['C9', 'B9', 'Nobody’s']);
    fs.writeFileSync(path.join(dir, 'customers.xlsx'), Buffer.from(await workbook.xlsx.writeBuffer()));
    const records = await new FileErpConnector(dir).list('customers');
    expect(records).toEqual([
      {
        erp_id: 'E1',
        fields: {
          erp_id: 'E1',
          code: 'C1',
          name: 'Shop One',
          mobile_no: '0771234567',
          branches: [
            { code: 'B1', name: 'Main', pos_count: 4, opened: '2026-01-31' },
            { code: 'B2', name: 'Annex', pos_count: 1 },
          ],
        },
      },
      { erp_id: 'E2', fields: { erp_id: 'E2', code: 'C2', name: 'Shop Two' } },
    ]);
  });

  it('says which export is missing or unreadable', async () => {
    expect(await failure(new FileErpConnector(dir).list('agreements'))).toBe(
      Msg.sync.exportMissing('agreements', dir),
    );
    fs.writeFileSync(path.join(dir, 'agreements.json'), '{"data": ');
    expect(await failure(new FileErpConnector(dir).list('agreements'))).toMatch(
      /^the export agreements\.json could not be read/,
    );
    fs.writeFileSync(path.join(dir, 'agreements.json'), '{"rows": []}');
    expect(await failure(new FileErpConnector(dir).list('agreements'))).toBe(
      Msg.sync.exportNotList('agreements.json'),
    );
  });

  it('is what nothing configured reads: the demo company’s export', async () => {
    const connector = connectorOf({
      ERP_BASE_URL: undefined,
      ERP_TOKEN: undefined,
      ERP_FIELD_MAP: {},
      ERP_EXPORT_DIR: DEMO_ERP_DIR,
      ERP_TIMEOUT_SECONDS: 30,
      ERP_PAGE_SIZE: 200,
    });
    expect(connector).toBeInstanceOf(FileErpConnector);
    for (const entity of ['customers', 'agreements', 'systems', 'jobs'] as const)
      expect((await connector.list(entity)).length).toBeGreaterThan(0);
  });
});
