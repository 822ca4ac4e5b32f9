import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './routeContract';
import { createTestApp, type TestApp } from './test/testApp';

const require = createRequire(import.meta.url);
let t: TestApp;
let doc: OpenAPIV3.Document;
const operations: { method: string; path: string; op: OpenAPIV3.OperationObject }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as OpenAPIV3.Document;
  for (const [p, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item ?? {}))
      operations.push({ method, path: p, op: op as OpenAPIV3.OperationObject });
});
afterAll(() => t.close());

const responseOf = (p: string, method: string, status: number) =>
  (doc.paths[p] as Record<string, OpenAPIV3.OperationObject>)[method]!.responses[status] as
    OpenAPIV3.ResponseObject | undefined;

describe('the OpenAPI document', () => {
  it('names every operation once, by one rule', () => {
    expect(operationIdOf('GET', '/api/job/:id')).toBe('getJobById');
    expect(operationIdOf('POST', '/api/reports/job_in_detail/download')).toBe(
      'postReportsJobInDetailDownload',
    );
    expect(operationIdOf('GET', '/api/jobs/:id/details.pdf')).toBe('getJobsByIdDetailsPdf');
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.length).toBeGreaterThan(200);
  });

  it('declares the refusals every operation can answer, with their bodies', () => {
    const publicRoutes = new Set(
      t.app.registeredRoutes
        .filter((r) => r.access?.kind === 'public')
        .map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    for (const { method, path: p, op } of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(Object.keys(op.responses), where).toContain('400');
      if (!publicRoutes.has(`${method} ${p}`))
        expect(Object.keys(op.responses), where).toEqual(
          expect.arrayContaining(['401', '403', '404', '409']),
        );
    }
    const forbidden = responseOf('/api/jobs/all', 'post', 403)!.content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(forbidden.required).toEqual(['status', 'message']);
    const invalid = responseOf('/api/jobs/all', 'post', 400)!.content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(invalid.required).toEqual(['message', 'errors']);
    expect(Object.keys(responseOf('/api/auth/login', 'post', 429)!.content!)).toEqual(['application/json']);
  });

  it('states the constraints the server checks', () => {
    const body = (p: string) =>
      (
        (doc.paths[p]!.post!.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!
          .schema as OpenAPIV3.SchemaObject
      ).properties!;
    const jobs = body('/api/jobs/all');
    expect(JSON.stringify(jobs.records)).toContain('"enum":[5,10,15,50,100]');
    expect(JSON.stringify(jobs.page)).toContain('"minimum":1');
    expect(JSON.stringify(body('/api/jobs/details').filter)).toContain('"enum":[0,1,3,4]');
    expect(JSON.stringify(body('/api/jobs/details').selected_job)).toContain('"type":"integer"');
    expect(JSON.stringify(body('/api/sections').type)).toContain('"enum":[1,2]');
    // A nullable enum lists null among its values (OpenAPI 3.0).
    expect(JSON.stringify(body('/api/employee/division').status)).toContain('null]');
    const mode = doc.paths['/api/job/request/{mode}']!.get!.parameters![0] as OpenAPIV3.ParameterObject;
    expect(JSON.stringify(mode.schema)).toContain('"enum":[0,1,2]');
    const holiday = doc.paths['/api/holiday']!.get!.parameters as OpenAPIV3.ParameterObject[];
    expect(JSON.stringify(holiday.find((q) => q.name === 'from')!.schema)).toContain('pattern');
  });

  it('types files, streams and uploads', () => {
    const media = (p: string, method = 'get') => Object.keys(responseOf(p, method, 200)!.content ?? {});
    expect(media('/api/jobs/{id}/details.pdf')).toEqual(['application/pdf']);
    expect(media('/api/jobs/{id}/estimation.xlsx')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(media('/api/reports/pending_job/download', 'post')).toHaveLength(2);
    expect(media('/api/events')).toEqual(['text/event-stream']);
    expect(media('/api/calendar/{file}')).toEqual(['text/calendar']);
    expect(media('/api/profile-images/{id}')).toContain('image/png');
    const upload = (doc.paths['/api/import/preview']!.post!.requestBody as OpenAPIV3.RequestBodyObject)
      .content;
    const part = (upload['multipart/form-data']!.schema as OpenAPIV3.SchemaObject).properties!.file;
    expect(part).toEqual({ type: 'string', format: 'binary' });
    // The job the forms load is described, not an empty 200.
    const job = responseOf('/api/job/{id}', 'get', 200)!.content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(job.properties!)).toEqual(['job']);
  });

  it('generates a client whose calls and refusals type-check', async () => {
    const types = astToString(await openapiTS(doc as never));
    const dir = mkdtempSync(path.join(path.dirname(new URL(import.meta.url).pathname), '.client-'));
    try {
      writeFileSync(path.join(dir, 'api.ts'), types);
      writeFileSync(
        path.join(dir, 'client.ts'),
        `import type { operations } from './api';
type Answer<O extends keyof operations, S extends keyof operations[O]['responses']> = operations[O]['responses'][S] extends {
  content: { 'application/json': infer B };
} ? B : never;
export const jobNo = (a: Answer<'getJobById', 200>): string => a.job.job_no;
export const rows = (a: Answer<'postReportsPendingJob', 200>): number => a.rows.length;
export const fieldMessage = (a: Answer<'postJobsAll', 400>): string | undefined => a.errors['records'];
export const deniedStatus = (a: Answer<'postJobsAll', 403>): number => a.status;
export const login = (a: Answer<'postAuthLogin', 429>): string => a.message;
`,
      );
      const tsc = spawnSync(
        process.execPath,
        [
          require.resolve('typescript/bin/tsc'),
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--target',
          'es2022',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
          path.join(dir, 'client.ts'),
        ],
        { encoding: 'utf8' },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
