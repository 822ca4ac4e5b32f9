import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SyncEntity } from '@jobline/shared';
import { erpRecordOf, type ErpConnector, type ErpRecord } from './erpConnector';

/** A request the test ERP received. */
export interface ErpRequest {
  path: string;
  page: number;
  perPage: number;
  authorization: string | undefined;
}

/** How the test ERP answers one request: its status and body (JSON unless a string). */
export type ErpAnswer = (request: ErpRequest) => { status?: number; body: unknown; delayMs?: number };

/**
 * A small ERP on 127.0.0.1 for the tests: each path answers as the test says (`answers`), the
 * requests are kept; `pagedAnswer` serves lists a page at a time as a real ERP would.
 */
export async function startTestErp() {
  const answers = new Map<string, ErpAnswer>();
  const requests: ErpRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://erp.test');
    const request: ErpRequest = {
      path: url.pathname,
      page: Number(url.searchParams.get('page')),
      perPage: Number(url.searchParams.get('per_page')),
      authorization: req.headers.authorization,
    };
    requests.push(request);
    const answer = answers.get(url.pathname)?.(request) ?? { status: 404, body: { message: 'no such list' } };
    const send = () => {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    answers,
    requests,
    /** Serves `records` at /api/v1/<entity>, `per_page` at a time, with next_page. */
    serve(entity: string, records: () => unknown[]) {
      answers.set(`/api/v1/${entity}`, ({ page, perPage }) => {
        const all = records();
        const start = (page - 1) * perPage;
        return {
          body: {
            data: all.slice(start, start + perPage),
            next_page: start + perPage < all.length ? page + 1 : null,
          },
        };
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An ERP held in memory: the records each entity lists now (the tests change them between runs). */
export function memoryErp(records: Partial<Record<SyncEntity, Record<string, unknown>[]>> = {}) {
  const connector: ErpConnector & { records: typeof records } = {
    source: 'the test ERP',
    records,
    async list(entity: SyncEntity): Promise<ErpRecord[]> {
      return (connector.records[entity] ?? []).map((fields) => erpRecordOf(entity, structuredClone(fields)));
    },
  };
  return connector;
}
