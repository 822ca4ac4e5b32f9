import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/**
 * Time recomputed without the app's interval code, for the cross-check: plain SQL over
 * work_log, each interval from a row to the person's next row by lead(), clipped at the company's
 * midnights. Only the log and the calendar are shared with the app; nothing of its arithmetic.
 */

export interface PersonDay {
  userId: number;
  day: string;
}

/** Minutes of each kind the log gives a person-day (worked and each hold bucket), rounded once. */
export type IndependentDay = Record<
  'worked' | 'meeting' | 'lunch' | 'others' | 'help' | 'travelling',
  number
>;

const EMPTY: IndependentDay = { worked: 0, meeting: 0, lunch: 0, others: 0, help: 0, travelling: 0 };

export const personDayKey = (userId: number, day: string) => `${userId} ${day}`;

/** Seconds by kind for each person-day, and the assignments worked on each. */
export async function independentDays(
  db: Executor,
  personDays: readonly PersonDay[],
  timeZone: string,
  now: Date,
): Promise<{ days: Map<string, IndependentDay>; taskUserIds: number[] }> {
  const days = new Map<string, IndependentDay>();
  if (!personDays.length) return { days, taskUserIds: [] };
  const at = now.toISOString();
  const rows = await queryRows<{ user_id: number; day: string; bucket: string; seconds: string | number }>(
    db,
    sql`with pd as (
          select distinct t.user_id, t.day
          from unnest(${sql.param(personDays.map((d) => d.userId))}::int[],
                      ${sql.param(personDays.map((d) => d.day))}::date[]) as t(user_id, day)
        ),
        bounds as (
          select user_id, day,
                 (day::timestamp at time zone ${timeZone}) as day_start,
                 ((day + 1)::timestamp at time zone ${timeZone}) as day_end
          from pd
        ),
        intervals as (
          select w.user_id, w.state, w.hold_type, w.task_user_id, w.at,
                 lead(w.at) over (partition by w.user_id order by w.at, w.id) as next_at
          from work_log w
          where w.superseded_at is null and w.user_id in (select user_id from pd)
        )
        select b.user_id, b.day::text as day,
               case when i.state = 1 then 'worked'
                    when i.hold_type = 6 then 'meeting'
                    when i.hold_type = 7 then 'lunch'
                    when i.hold_type = 10 then 'help'
                    when i.hold_type = 14 then 'travelling'
                    when i.hold_type = 9 then 'dayOff'
                    else 'others' end as bucket,
               sum(extract(epoch from
                 least(coalesce(i.next_at, ${at}::timestamptz), b.day_end, ${at}::timestamptz)
                 - greatest(i.at, b.day_start))) as seconds
        from bounds b
        join intervals i on i.user_id = b.user_id
          and i.at < b.day_end and coalesce(i.next_at, ${at}::timestamptz) > b.day_start
          and i.at < ${at}::timestamptz
        where i.state in (1, 2)
        group by 1, 2, 3`,
  );
  for (const d of personDays) days.set(personDayKey(d.userId, d.day), { ...EMPTY });
  for (const row of rows) {
    const entry = days.get(personDayKey(row.user_id, row.day));
    if (entry && row.bucket in entry) entry[row.bucket as keyof IndependentDay] += Number(row.seconds);
  }
  for (const entry of days.values()) {
    for (const key of Object.keys(entry) as (keyof IndependentDay)[])
      entry[key] = Math.round(entry[key] / 60);
  }
  const worked = await queryRows<{ task_user_id: number }>(
    db,
    sql`with pd as (
          select distinct t.user_id, t.day
          from unnest(${sql.param(personDays.map((d) => d.userId))}::int[],
                      ${sql.param(personDays.map((d) => d.day))}::date[]) as t(user_id, day)
        ),
        intervals as (
          select w.user_id, w.state, w.task_user_id, w.at,
                 lead(w.at) over (partition by w.user_id order by w.at, w.id) as next_at
          from work_log w
          where w.superseded_at is null and w.user_id in (select user_id from pd)
        )
        select distinct i.task_user_id
        from pd join intervals i on i.user_id = pd.user_id
          and i.at < ((pd.day + 1)::timestamp at time zone ${timeZone})
          and coalesce(i.next_at, ${at}::timestamptz) > (pd.day::timestamp at time zone ${timeZone})
        where i.state = 1 and i.task_user_id is not null`,
  );
  return { days, taskUserIds: worked.map((r) => r.task_user_id) };
}

/** Whole minutes worked on each assignment over all time up to `now` (the task card's figure). */
export async function independentTaskSpent(
  db: Executor,
  taskUserIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const spent = new Map<number, number>(taskUserIds.map((id) => [id, 0]));
  if (!taskUserIds.length) return spent;
  const at = now.toISOString();
  const rows = await queryRows<{ task_user_id: number; seconds: string | number }>(
    db,
    sql`with intervals as (
          select w.state, w.task_user_id, w.at,
                 lead(w.at) over (partition by w.user_id order by w.at, w.id) as next_at
          from work_log w
          where w.superseded_at is null and w.user_id in (
            select distinct x.user_id from work_log x where x.task_user_id = any(${sql.param([...taskUserIds])}::int[]))
        )
        select task_user_id,
               floor(sum(extract(epoch from coalesce(next_at, ${at}::timestamptz) - at))) as seconds
        from intervals
        where state = 1 and task_user_id = any(${sql.param([...taskUserIds])}::int[]) and at <= ${at}::timestamptz
        group by task_user_id`,
  );
  for (const row of rows) spent.set(row.task_user_id, Math.floor(Number(row.seconds) / 60));
  return spent;
}
