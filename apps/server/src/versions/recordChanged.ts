import { eq, sql } from 'drizzle-orm';
import { RealtimeEventType, type RecordChangedData } from '@jobline/shared';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import type { EventBus } from '../realtime/bus';
import type { AuditActor } from '../modules/admin/auditLog';

/**
 * Tells open forms of a record that it was saved (goes out when the save commits): the form says
 * who changed it and offers to reload before its user saves over it. Ids, a version and a name only.
 */
export async function publishRecordChanged(
  tx: Executor,
  bus: EventBus,
  actor: AuditActor,
  record: { entity: string; id: number; version: number },
): Promise<void> {
  const [by] =
    actor.actorId == null
      ? []
      : await tx
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(eq(users.id, actor.actorId));
  const data: RecordChangedData = { ...record, by: by ?? null };
  await bus.publish(tx, { type: RealtimeEventType.RECORD_CHANGED, all: true, data });
}
