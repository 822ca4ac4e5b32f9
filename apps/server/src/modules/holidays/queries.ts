import { and, asc, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { holidays } from '../../db/schema';
import { presentHoliday } from './presenter';

/** Holidays with at least one day within [from, to] (either bound optional), earliest first. */
export async function listHolidays(db: Executor, range: { from?: string; to?: string } = {}) {
  const rows = await db
    .select({
      id: holidays.id,
      description: holidays.description,
      startDate: holidays.startDate,
      endDate: holidays.endDate,
    })
    .from(holidays)
    .where(
      and(
        range.from ? gte(holidays.endDate, range.from) : undefined,
        range.to ? lte(holidays.startDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(holidays.startDate), asc(holidays.endDate), asc(holidays.id));
  return rows.map(presentHoliday);
}
