import { sql } from 'drizzle-orm';
import { ActivityType, Msg, WorkState, type DayOffStatusResponse } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { fieldError } from '../../errors';
import { dayStartSql, nextDay } from './jobState';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * POST dayoff/status: did the employee take Day Off on a company day, and is their day over? Read
 * from the work log (a Day Off writes an 'off' row typed Day Off; Session End an untyped one), so
 * a worksheet correction that supersedes the day's rows is taken into account.
 */
export async function dayOffStatus(
  db: Executor,
  input: { userId: number; date: string; today: string; timeZone: string },
): Promise<DayOffStatusResponse> {
  const { userId, date, today, timeZone } = input;
  if (date > today) throw fieldError('date', Msg.dashboard.futureDay);
  const from = dayStartSql(date, timeZone);
  const to = dayStartSql(nextDay(date), timeZone);
  const ofTheDay = sql`w.user_id = ${userId} and w.superseded_at is null and w.at >= ${from} and w.at < ${to}`;
  const [row] = await queryRows<{ dayoff_at: string | Date | null; ended_at: string | Date | null }>(
    db,
    sql`select
          (select max(w.at) from work_log w
           where ${ofTheDay} and w.state = ${WorkState.OFF} and w.hold_type = ${ActivityType.DAY_OFF}) as dayoff_at,
          (select case when w.state = ${WorkState.OFF} then w.at end from work_log w
           where ${ofTheDay} order by w.at desc, w.id desc limit 1) as ended_at`,
  );
  const dayoffAt = iso(row?.dayoff_at ?? null);
  const endedAt = iso(row?.ended_at ?? null);
  return {
    date,
    day_off: dayoffAt !== null,
    dayoff_at: dayoffAt,
    day_ended: endedAt !== null,
    ended_at: endedAt,
  };
}
