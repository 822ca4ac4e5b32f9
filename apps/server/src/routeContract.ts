import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forbiddenErrorBody,
  messageErrorBody,
  refusalErrorBody,
  validationErrorBody,
  type RefusalStatus,
} from '@jobline/shared';
import type { RouteAccess } from './policies/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart upload's parts, for the document: a file, or a text field. */
    multipart?: Record<string, 'file' | 'text'>;
    /** Refusals a route answers beyond those its access and input decide (a rate limit's 429…). */
    refusals?: readonly RefusalStatus[];
    /** The route sends an ETag and answers 304 without a body to a browser that holds the same. */
    revalidated?: boolean;
  }
}

type Schema = NonNullable<RouteOptions['schema']> & {
  response?: Record<string, unknown>;
  operationId?: string;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

/**
 * One name per operation, from its method and path: GET /api/job/:id is getJobById, POST
 * /api/reports/job_in_detail/download is postReportsJobInDetailDownload. Stable as long as the path
 * is, and unique because method and path are (a test checks).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `By${capitalised(camel(part.slice(1)))}` : camel(part)));
  return method.toLowerCase() + words.join('');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Declares the refusals a route can answer from what it already says about itself, so the OpenAPI
 * document tells a client every answer and a route added later is covered without anyone
 * remembering. Any request can carry input the route refuses (a query string reaches every route:
 * 400). A route behind a login answers 401 without one and 403 without the right (row rules refuse
 * as well as permissions), and what it reads or changes may be missing (404) or may not change now
 * (409); a public route with input may name something missing or refuse it too. A body can be too
 * large or of a type the route does not read (413, 415), on any POST, PUT, PATCH or DELETE even
 * without a body schema. A route adds others with `config.refusals`.
 */
export function declareRefusals(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ??= {}) as Schema;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  schema.operationId ??= operationIdOf(method, route.url);
  const response = (schema.response ??= {});
  const config = route.config as { access?: RouteAccess; refusals?: readonly RefusalStatus[] } | undefined;
  const add = (status: number, body: unknown) => (response[status] ??= body);
  const behindLogin = config?.access?.kind !== 'public';
  add(400, validationErrorBody);
  if (behindLogin) {
    add(401, messageErrorBody);
    add(403, forbiddenErrorBody);
  }
  if (behindLogin || schema.body || schema.querystring || schema.params) {
    add(404, messageErrorBody);
    add(409, refusalErrorBody);
  }
  // Fastify reads the body of these methods whether or not the route has a schema for it (an
  // upload reads its parts itself), so any of them can be sent one too large or of an unknown type.
  if (schema.body || BODY_METHODS.has(method)) {
    add(413, messageErrorBody);
    add(415, messageErrorBody);
  }
  for (const status of config?.refusals ?? [])
    add(status, status === 409 ? refusalErrorBody : messageErrorBody);
  if ((route.config as { revalidated?: boolean } | undefined)?.revalidated)
    add(304, z.null().describe('Not modified: no body, the answer is the one of the ETag in If-None-Match'));
}

/** The media types of the files the API sends. */
export const MEDIA = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  calendar: 'text/calendar',
  images: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
} as const;

/** A 200 that is a file or a stream of one of these media types (a PDF, a workbook, an image, events). */
export const fileAnswer = (...mediaTypes: string[]) => ({
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }]),
  ),
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3.0 reads `enum` as the whole list of values, `nullable` or not: a nullable enum lists
 * null too, or a strict validator refuses the null the server accepts.
 */
function nullInNullableEnums(node: unknown) {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  Object.values(schema).forEach(nullInNullableEnums);
}

/**
 * The OpenAPI document's view of a route: its zod schemas as JSON Schema, and an upload's parts as
 * a multipart body (the parts are read as a stream, so no schema validates them at run time).
 */
export function documentTransform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  nullInNullableEnums(out.schema);
  const parts = (input.route?.config as { multipart?: Record<string, 'file' | 'text'> } | undefined)
    ?.multipart;
  if (parts && out.schema) {
    (out.schema as Record<string, unknown>).body = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(parts).map(([name, kind]) => [
          name,
          kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' },
        ]),
      ),
    };
  }
  return out;
}
