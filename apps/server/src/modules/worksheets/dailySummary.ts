import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  ActivityType,
  dayInZone,
  WorkState,
  type BusinessHours,
  type DailySummaryRow,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { uploadsOf } from './uploads/uploadQuery';
import { employeeDays, missingDays } from './workIntervals';

/**
 * The worksheet's daily summary (POST reports/all_emp_daily_activity): one line per employee with
 * where their time went over the range, summed from the same day totals every screen uses.
 */
export async function dailySummary(
  db: Executor,
  who: { divisionId: number | null; onlyUserId: number | null; withInactive: boolean },
  range: { from: string; to: string },
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<DailySummaryRow[]> {
  const filters: SQL[] = [];
  if (who.onlyUserId !== null) filters.push(eq(users.id, who.onlyUserId));
  else if (who.divisionId !== null) filters.push(eq(users.divisionId, who.divisionId));
  else return [];
  if (!who.withInactive) filters.push(eq(users.status, 1));
  const people = await db
    .select({ id: users.id, code: users.code, first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const ids = people.map((p) => p.id);
  const [{ days, pieces }, uploads] = await Promise.all([
    employeeDays(db, ids, range, clock),
    uploadsOf(db, ids, range),
  ]);
  const today = dayInZone(clock.now, clock.timeZone);
  return people.map((person) => {
    const mine = days.filter((d) => d.userId === person.id);
    const sum = (key: keyof (typeof mine)[number]['totals']) => mine.reduce((n, d) => n + d.totals[key], 0);
    const logged = pieces.filter((p) => p.userId === person.id);
    const active = logged.filter((p) => p.state !== WorkState.OFF);
    const dayOff = logged
      .filter((p) => p.state === WorkState.OFF && p.holdType === ActivityType.DAY_OFF)
      .at(-1);
    const totals = {
      Worked: sum('worked'),
      Meeting: sum('meeting'),
      Lunch: sum('lunch'),
      Other: sum('others'),
      Help: sum('help'),
      Travelling: sum('travelling'),
      DayOff: sum('dayOff'),
      Unallocated: sum('unallocated'),
    };
    return {
      user_id: person.id,
      employee_code: person.code,
      employee_name: `${person.first} ${person.last}`.trim(),
      start_at: active[0]?.start.toISOString() ?? null,
      ...totals,
      dayoff_at: dayOff?.start.toISOString() ?? null,
      total_hrs:
        totals.Worked + totals.Meeting + totals.Lunch + totals.Other + totals.Help + totals.Travelling,
      task_count: new Set(active.flatMap((p) => (p.taskUserId === null ? [] : [p.taskUserId]))).size,
      missing_days: missingDays(mine, pieces, person.id, today),
      uploaded_days: uploads.filter((u) => u.user_id === person.id).map((u) => u.date),
    };
  });
}
