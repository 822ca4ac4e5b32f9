import { and, eq, sql } from 'drizzle-orm';
import { Msg, RealtimeEventType, type HolidayRequest, type HolidaySummary } from '@jobline/shared';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { fieldError } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { audit, type AuditActor } from '../admin/auditLog';
import { presentHoliday } from './presenter';

/** Serialises holiday additions, so two identical requests at once cannot both pass the check. */
const HOLIDAY_WRITE_LOCK = 7_320_032;

/** Adds a holiday to the company plan; an exact duplicate (same text and range) is refused. */
export async function createHoliday(
  db: Db,
  bus: EventBus,
  auditActor: AuditActor,
  input: HolidayRequest,
): Promise<HolidaySummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HOLIDAY_WRITE_LOCK})`);
    const [existing] = await tx
      .select({ id: holidays.id })
      .from(holidays)
      .where(
        and(
          eq(sql`lower(${holidays.description})`, input.description.toLowerCase()),
          eq(holidays.startDate, input.start),
          eq(holidays.endDate, input.end),
        ),
      );
    if (existing) throw fieldError('description', Msg.holidays.duplicate);

    const [row] = await tx
      .insert(holidays)
      .values({ description: input.description, startDate: input.start, endDate: input.end })
      .returning();
    const holiday = presentHoliday(row!);
    await audit(tx, auditActor, {
      action: 'holiday.create',
      entity: 'holiday',
      entityId: holiday.id,
      after: holiday,
    });
    await bus.publish(tx, {
      type: RealtimeEventType.HOLIDAYS_CHANGED,
      all: true,
      data: { id: holiday.id, change: 'added' },
    });
    return holiday;
  });
}
