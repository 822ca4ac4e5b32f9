import type { FastifyInstance } from 'fastify';
import { Msg } from '@jobline/shared';
import { fieldError } from './errors';

/** The first field holding a NUL character, as a dotted path ('' for the value itself). */
export function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return keyPath;
    const found = fieldWithNul(inner, keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it once, for every route, before validation,
 * naming the field, instead of letting it reach the database as a 500.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNul(part);
      if (field !== undefined) throw fieldError(field || 'body', Msg.common.forbiddenCharacter);
    }
  });
}
