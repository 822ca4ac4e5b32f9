import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { bearer, createUser, login } from './factories';
import type { TestApp } from './testApp';

let ipCounter = 0;

/**
 * A fresh client address per login, so neither the per-address login limiter nor the failure
 * throttle carries over between tests of one file.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Like factories.actor, but logs in from its own address. */
export async function signedIn(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, options);
  const token = await login(t, user, uniqueIp());
  return { ...user, token, headers: bearer(token) };
}

export type Actor = Awaited<ReturnType<typeof signedIn>>;

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jobline${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The audit rows of one action on one entity id, newest first. */
export async function auditRows(db: Executor, action: string, entityId?: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId)),
      ),
    )
    .orderBy(desc(auditLog.id));
}

/** A response body that gives nothing away about the server's insides. */
export function expectNoInternals(body: string): void {
  const leaks = [/\bat .+\.[jt]s:\d+/, /node_modules/, /\bselect\b.+\bfrom\b/i, /\binsert into\b/i];
  for (const leak of leaks) {
    if (leak.test(body)) throw new Error(`response leaks internals (${leak}): ${body.slice(0, 300)}`);
  }
}
