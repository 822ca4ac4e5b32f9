import { Msg, type SyncEntity } from '@jobline/shared';
import { ErpError, erpRecordOf, type ErpConnector, type ErpRecord, type ReadProgress } from './erpConnector';
import { isPlainObject, renameFields } from './fieldNames';

const M = Msg.sync;
/** A bound on pages, so an ERP that always answers "there is more" cannot keep a sync going forever. */
export const MAX_ERP_PAGES = 10_000;

export interface HttpErpSettings {
  baseUrl: string;
  token?: string;
  fieldMap: Readonly<Record<string, string>>;
  timeoutSeconds: number;
  pageSize: number;
}

/** One page as the ERP answers it: a bare list (the last page), or the list with what comes next. */
interface Page {
  records: unknown[];
  more: boolean;
}

/**
 * The ERP's HTTP API: GET <base>/<entity>?page=1&per_page=n, then the next page while the answer
 * says there is one ({data, next_page} or {data, last_page} or {data, has_more}; a bare list or a
 * short page is the last). Every request carries the bearer token and gives up after the timeout.
 */
export class HttpErpConnector implements ErpConnector {
  readonly source: string;

  constructor(private readonly settings: HttpErpSettings) {
    this.source = `the ERP at ${settings.baseUrl}`;
  }

  async list(entity: SyncEntity, progress?: ReadProgress): Promise<ErpRecord[]> {
    const records: ErpRecord[] = [];
    for (let page = 1; ; page++) {
      if (page > MAX_ERP_PAGES) throw new ErpError(M.erpTooManyPages(this.urlOf(entity, 1), MAX_ERP_PAGES));
      const url = this.urlOf(entity, page);
      const answer = await this.fetchPage(url);
      for (const [i, raw] of answer.records.entries()) {
        if (!isPlainObject(raw)) throw new ErpError(`${url}: ${M.erpRecordNotObject(records.length + i)}`);
        records.push(
          erpRecordOf(entity, renameFields(raw, this.settings.fieldMap) as Record<string, unknown>),
        );
      }
      progress?.(records.length);
      if (!answer.more || answer.records.length === 0) return records;
    }
  }

  private urlOf(entity: SyncEntity, page: number): string {
    const base = this.settings.baseUrl.endsWith('/') ? this.settings.baseUrl : `${this.settings.baseUrl}/`;
    const url = new URL(entity, base);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(this.settings.pageSize));
    return url.toString();
  }

  private async fetchPage(url: string): Promise<Page> {
    const { token, timeoutSeconds } = this.settings;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(timeoutSeconds * 1000),
      });
      text = await res.text();
    } catch (err) {
      const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
      if (e.name === 'TimeoutError' || e.name === 'AbortError')
        throw new ErpError(M.erpTimeout(timeoutSeconds, url));
      throw new ErpError(
        M.erpUnreachable(url, e.cause?.code ?? e.cause?.message ?? e.message ?? 'no answer'),
      );
    }
    if (!res.ok) throw new ErpError(M.erpStatus(res.status, url));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ErpError(M.erpNotJson(url));
    }
    return this.pageOf(body, url);
  }

  private pageOf(body: unknown, url: string): Page {
    if (Array.isArray(body)) return { records: body, more: false };
    if (!isPlainObject(body) || !Array.isArray(body.data)) throw new ErpError(M.erpBadShape(url));
    const records = body.data as unknown[];
    const page = Number(new URL(url).searchParams.get('page'));
    let more: boolean;
    if ('next_page' in body)
      more = body.next_page !== null && body.next_page !== undefined && body.next_page !== false;
    else if (typeof body.last_page === 'number') more = page < body.last_page;
    else if (typeof body.has_more === 'boolean') more = body.has_more;
    else more = records.length >= this.settings.pageSize;
    return { records, more };
  }
}
