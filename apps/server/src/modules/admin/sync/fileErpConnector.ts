import fs from 'node:fs/promises';
import path from 'node:path';
import { Msg, type SyncEntity } from '@jobline/shared';
import { ErpError, erpRecordOf, type ErpConnector, type ErpRecord, type ReadProgress } from './erpConnector';
import { readExportWorkbook } from './exportWorkbook';
import { isPlainObject, renameFields } from './fieldNames';

const M = Msg.sync;

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * A folder of the ERP's exports, one file per entity: customers.json or customers.xlsx, and so on.
 * A JSON export is a list of records (or {data: [...]}); a workbook is read as exportWorkbook says.
 * For demos, tests, and an ERP that can only export.
 */
export class FileErpConnector implements ErpConnector {
  readonly source: string;

  constructor(
    private readonly dir: string,
    private readonly fieldMap: Readonly<Record<string, string>> = {},
  ) {
    this.source = `the exports in ${dir}`;
  }

  async list(entity: SyncEntity, progress?: ReadProgress): Promise<ErpRecord[]> {
    const json = path.join(this.dir, `${entity}.json`);
    const xlsx = path.join(this.dir, `${entity}.xlsx`);
    let raw: unknown[];
    if (await exists(json)) raw = await this.readJson(json);
    else if (await exists(xlsx)) raw = await this.readXlsx(xlsx, entity);
    else throw new ErpError(M.exportMissing(entity, this.dir));
    const records = raw.map((item, i) => {
      if (!isPlainObject(item)) throw new ErpError(`${path.basename(json)}: ${M.erpRecordNotObject(i)}`);
      return erpRecordOf(entity, renameFields(item, this.fieldMap) as Record<string, unknown>);
    });
    progress?.(records.length);
    return records;
  }

  private async readJson(file: string): Promise<unknown[]> {
    let body: unknown;
    try {
      body = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (err) {
      throw new ErpError(M.exportUnreadable(path.basename(file), (err as Error).message));
    }
    if (Array.isArray(body)) return body;
    if (isPlainObject(body) && Array.isArray(body.data)) return body.data;
    throw new ErpError(M.exportNotList(path.basename(file)));
  }

  private async readXlsx(file: string, entity: SyncEntity): Promise<unknown[]> {
    try {
      return await readExportWorkbook(await fs.readFile(file), entity);
    } catch (err) {
      throw new ErpError(M.exportUnreadable(path.basename(file), (err as Error).message));
    }
  }
}
