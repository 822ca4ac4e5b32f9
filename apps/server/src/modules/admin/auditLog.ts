import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  actorId: number | null;
  ip: string | null;
}

export const actorOf = (request: FastifyRequest): AuditActor => ({
  actorId: request.user?.id ?? null,
  ip: request.ip ?? null,
});

/** Records one mutation; call it inside the transaction that makes the change. */
export async function audit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.actorId,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
