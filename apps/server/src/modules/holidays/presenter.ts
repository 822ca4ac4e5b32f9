import type { HolidaySummary } from '@jobline/shared';
import type { holidays } from '../../db/schema';

type HolidayRow = Pick<typeof holidays.$inferSelect, 'id' | 'description' | 'startDate' | 'endDate'>;

/** The wire shape of a holiday: `date` is the spec's field, `start`/`end` the inclusive range. */
export const presentHoliday = (row: HolidayRow): HolidaySummary => ({
  id: row.id,
  description: row.description,
  date: row.startDate,
  start: row.startDate,
  end: row.endDate,
});
