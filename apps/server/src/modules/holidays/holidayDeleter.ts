import { eq } from 'drizzle-orm';
import { Msg, RealtimeEventType } from '@jobline/shared';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { presentHoliday } from './presenter';

/** Removes a holiday from the company plan; the audit row keeps what it was. */
export async function deleteHoliday(db: Db, bus: EventBus, auditActor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(holidays).where(eq(holidays.id, id)).returning();
    if (!row) throw notFound(Msg.holidays.notFound);
    await audit(tx, auditActor, {
      action: 'holiday.delete',
      entity: 'holiday',
      entityId: row.id,
      before: presentHoliday(row),
    });
    await bus.publish(tx, {
      type: RealtimeEventType.HOLIDAYS_CHANGED,
      all: true,
      data: { id: row.id, change: 'removed' },
    });
  });
}
