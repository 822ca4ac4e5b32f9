import { sql } from 'drizzle-orm';
import {
  EMPTY_DAY_TOTALS,
  shiftDay,
  WorkState,
  zonedInstant,
  type BusinessHours,
  type SummaryDayRow,
  type SummaryDayTask,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { anyInt, containing } from '../../db/sqlText';
import { employeeDays, workPieces } from '../worksheets/workIntervals';
import { pageOf, pageWindow, type PageInput } from './summaryPaging';

type Clock = { timeZone: string; hours: BusinessHours; now: Date };

/**
 * POST summary/activities: the employee's days with something in the work log over the range, newest
 * first, paged and searched in SQL (the day as "2026-03-10 Tue March"); each page's figures are the
 * worksheet's day totals (employeeDays), never a second sum.
 */
export async function summaryDays(
  db: Executor,
  userId: number,
  range: { start: string; end: string },
  input: PageInput,
  clock: Clock,
) {
  const window = pageWindow(input);
  const pattern = window.keyword ? containing(window.keyword) : null;
  const from = zonedInstant(range.start, 0, clock.timeZone);
  const to = zonedInstant(shiftDay(range.end, 1), 0, clock.timeZone);
  const dayRows = await queryRows<{ day: string; total: number }>(
    db,
    sql`select d.day::text as day, count(*) over ()::int as total
        from (
          select distinct (w.at at time zone ${clock.timeZone})::date as day
          from work_log w
          where w.user_id = ${userId} and w.superseded_at is null and w.at >= ${from} and w.at < ${to}
        ) d
        ${pattern ? sql`where to_char(d.day, 'YYYY-MM-DD Dy FMMonth') ilike ${pattern}` : sql``}
        order by d.day desc
        limit ${window.perPage} offset ${window.offset}`,
  );
  if (!dayRows.length) return pageOf<SummaryDayRow>([], 0, window);
  const pageDays = dayRows.map((r) => r.day);
  const { days, pieces } = await employeeDays(
    db,
    [userId],
    { from: pageDays.at(-1)!, to: pageDays[0]! },
    clock,
  );
  const data = pageDays.map((day): SummaryDayRow => {
    const totals = days.find((d) => d.day === day)?.totals;
    const active = pieces.filter((p) => p.day === day && p.state !== WorkState.OFF);
    const t = totals ?? EMPTY_DAY_TOTALS;
    return {
      day,
      start_at: active[0]?.start.toISOString() ?? null,
      end_at: active.at(-1)?.end.toISOString() ?? null,
      Worked: t.worked,
      Meeting: t.meeting,
      Lunch: t.lunch,
      Other: t.others,
      Unallocated: t.unallocated,
      total_hrs: t.worked + t.meeting + t.lunch + t.others + t.help + t.travelling,
      task_count: new Set(active.flatMap((p) => (p.taskUserId === null ? [] : [p.taskUserId]))).size,
    };
  });
  return pageOf(data, dayRows[0]!.total, window);
}

interface TaskFacts {
  task_user_id: number;
  job_no: string;
  task_no: string;
  task_name: string;
  customer_name: string | null;
}

/**
 * POST summary/activities/tasks: the tasks worked on one day with the minutes of each, from the
 * worksheet's intervals cut at the company's midnights, in the order they were first worked on.
 */
export async function summaryDayTasks(
  db: Executor,
  userId: number,
  day: string,
  clock: Pick<Clock, 'timeZone' | 'now'>,
): Promise<SummaryDayTask[]> {
  const pieces = await workPieces(db, [userId], day, day, clock.timeZone, clock.now);
  const seconds = new Map<number, number>();
  for (const p of pieces) {
    if (p.state !== WorkState.WORKING || p.taskUserId === null) continue;
    seconds.set(
      p.taskUserId,
      (seconds.get(p.taskUserId) ?? 0) + (p.end.getTime() - p.start.getTime()) / 1000,
    );
  }
  if (!seconds.size) return [];
  const facts = await queryRows<TaskFacts>(
    db,
    sql`select tu.id as task_user_id, j.job_no, t.task_no, t.name as task_name, c.name as customer_name
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        left join customers c on c.id = j.customer_id
        where tu.id = ${anyInt(seconds.keys())}`,
  );
  const byId = new Map(facts.map((f) => [f.task_user_id, f]));
  return [...seconds.entries()].flatMap(([id, secs]) => {
    const f = byId.get(id);
    return f ? [{ ...f, minutes: Math.floor(secs / 60) }] : [];
  });
}
