import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { keptQuery, type Executor } from '../../db/client';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /**
   * The customer the change concerns, when the rows above do not say it: the activity log filters
   * by it. Without it, it is read from before/after (customer_id), the record itself (a customer),
   * or the job the change is about (`jobId`, a job_id in before/after, or the record being a job).
   */
  customerId?: number | null;
  /** The job the change is about, when the rows above do not say it: its customer is recorded. */
  jobId?: number | null;
}

export interface AuditActor {
  actorId: number | null;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): AuditActor => ({
  actorId: request.user?.id ?? null,
  ip: request.ip ?? null,
});

/** A positive whole number from a value a row or a draft carries (a number, or its digits). */
function idFrom(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The first id found under one of the keys, looking in `after` first (the record as it is now). */
function keyed(entry: AuditEntry, keys: string[]): number | null {
  for (const side of [entry.after, entry.before]) {
    if (!side || typeof side !== 'object' || Array.isArray(side)) continue;
    for (const key of keys) {
      const found = idFrom((side as Record<string, unknown>)[key]);
      if (found) return found;
    }
  }
  return null;
}

/** Where the entry names its customer outright, else the job whose customer it is. */
export function customerLinkOf(entry: AuditEntry): { customerId: number | null; jobId: number | null } {
  const customerId =
    idFrom(entry.customerId) ??
    keyed(entry, ['customer_id', 'customerId']) ??
    (entry.entity === 'customer' ? idFrom(entry.entityId) : null);
  if (customerId) return { customerId, jobId: null };
  const jobId =
    idFrom(entry.jobId) ??
    keyed(entry, ['job_id', 'jobId']) ??
    (entry.entity === 'job' ? idFrom(entry.entityId) : null);
  return { customerId: null, jobId };
}

// Every change writes one: built once (keptQuery). A job's customer is read in the same statement:
// no extra round trip for the change.
const auditRow = keptQuery<
  never,
  {
    actorId: number | null;
    ip: string | null;
    action: string;
    entity: string;
    entityId: string | null;
    before: string | null;
    after: string | null;
    customerId: number | null;
    jobId: number | null;
  }
>(
  'audit_insert',
  sql`insert into audit_log (actor_id, ip, action, entity, entity_id, before, after, customer_id)
      values (${sql.placeholder('actorId')}::int, ${sql.placeholder('ip')}::text, ${sql.placeholder('action')}::text,
        ${sql.placeholder('entity')}::text, ${sql.placeholder('entityId')}::text,
        ${sql.placeholder('before')}::jsonb, ${sql.placeholder('after')}::jsonb,
        coalesce(${sql.placeholder('customerId')}::int,
          (select customer_id from jobs where id = ${sql.placeholder('jobId')}::int)))`,
);

/** Records one mutation; call it inside the transaction that makes the change. */
export async function audit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const { customerId, jobId } = customerLinkOf(entry);
  await auditRow(db, {
    actorId: actor.actorId,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before == null ? null : JSON.stringify(entry.before),
    after: entry.after == null ? null : JSON.stringify(entry.after),
    customerId,
    jobId,
  });
}
