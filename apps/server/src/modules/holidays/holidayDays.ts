import { sql } from 'drizzle-orm';
import { keptQuery, type Executor } from '../../db/client';

/**
 * The holiday days between the placeholders `from` and `to`: its own statement here, and a part of
 * the people's calendar that worksheets and reports read in one (workIntervals.ts).
 */
export const holidayDaysSql = sql`select distinct to_char(d, 'YYYY-MM-DD') as day
      from holidays h,
           generate_series(greatest(h.start_date, ${sql.placeholder('from')}::date),
                           least(h.end_date, ${sql.placeholder('to')}::date),
                           interval '1 day') as d
      where h.start_date <= ${sql.placeholder('to')}::date and h.end_date >= ${sql.placeholder('from')}::date
      order by day`;

// Read by leave counts, attendance and plans: built once (keptQuery).
const holidaysBetween = keptQuery<{ day: string }, { from: string; to: string }>(
  'holiday_days',
  holidayDaysSql,
);

/**
 * The holiday days (YYYY-MM-DD) within [from, to], inclusive, with every multi-day holiday
 * expanded: the one place leave counts, attendance and plans ask "is this day a holiday?".
 */
export async function holidayDays(db: Executor, from: string, to: string): Promise<Set<string>> {
  if (to < from) return new Set();
  const rows = await holidaysBetween(db, { from, to });
  return new Set(rows.map((r) => r.day));
}

/** True when the day is a company holiday. */
export async function isHoliday(db: Executor, day: string): Promise<boolean> {
  return (await holidayDays(db, day, day)).has(day);
}
