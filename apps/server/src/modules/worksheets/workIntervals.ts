import { sql, type SQL } from 'drizzle-orm';
import {
  dayInZone,
  dayTotals,
  owedHours,
  shiftDay,
  LeaveType,
  WorkState,
  zonedInstant,
  type BusinessHours,
  type DayInterval,
  type DayTotals,
  weekdayOf,
} from '@jobline/shared';
import { keptQuery, queryRows, type Executor } from '../../db/client';
import { keptParamSql } from '../../db/sqlText';
import { holidayDaysSql } from '../holidays/holidayDays';
import { leaveDayOf, leaveDaysOfSql, type LeaveDay, type LeaveDayRow } from '../leave/leaveOn';

/** One work-log interval inside one company day: the worksheet's row before it is dressed. */
export interface WorkPiece {
  userId: number;
  day: string;
  state: WorkState;
  taskUserId: number | null;
  holdType: number | null;
  start: Date;
  end: Date;
}

interface WorkRow {
  user_id: number;
  state: number;
  task_user_id: number | null;
  hold_type: number | null;
  /** Epoch milliseconds: a month of everyone is tens of thousands of rows, and a number is read far
   * faster than a timestamp is parsed. */
  at_ms: number | string;
}

/**
 * workPieces' rows: for each of `ids` (an int[], ascending) the row in force at the range's start and
 * the range's rows, by time. Each row's interval ends at the person's next row, which is the next row
 * here: taking it in the loop costs nothing, where a window function over a month of everyone was a
 * third of the statement. Read person by person in the order given, the rows come out by person and
 * need no sort over the whole month, and the instant goes out as epoch milliseconds through whole
 * microseconds in float8 (exactly floor(extract(epoch …) * 1000), without extract's numeric): for a
 * department's month (8,000 rows) the statement went from 18 to 15 ms.
 */
const workRowsSql = (ids: SQL, start: SQL, end: SQL) =>
  sql`select u.id as user_id, w.state, w.task_user_id, w.hold_type,
        floor(round(date_part('epoch', w.at) * 1e6) / 1000) as at_ms
      from unnest(${ids}) with ordinality as u(id, n)
      cross join lateral (
        (select b.id, b.state, b.task_user_id, b.hold_type, b.at from work_log b
          where b.user_id = u.id and b.superseded_at is null and b.at < ${start}
          order by b.at desc, b.id desc limit 1)
        union all
        (select r.id, r.state, r.task_user_id, r.hold_type, r.at from work_log r
          where r.user_id = u.id and r.superseded_at is null and r.at >= ${start} and r.at < ${end}
          order by r.at, r.id)
      ) w
      order by u.n, w.at, w.id`;

/**
 * One person's rows (a worksheet), built once (keptQuery). Many people's (summaries, reports) are
 * planned for their count each time.
 */
const oneWorkRows = keptQuery<WorkRow, { ids: number[]; start: string; end: string }>(
  'work_rows_of_one',
  workRowsSql(
    keptParamSql('ids', 'int[]'),
    keptParamSql('start', 'timestamptz'),
    keptParamSql('end', 'timestamptz'),
  ),
);

/**
 * The employees' work-log intervals over the company days [from, to], each cut at the company's
 * midnights (design.md §4b): an interval runs from a row to the person's next row, or to `now` for
 * the latest one. Superseded rows (replaced by an approved correction) are left out. The row in
 * force when the range begins is read too, so a task left running overnight counts from midnight.
 */
export async function workPieces(
  db: Executor,
  userIds: number[],
  from: string,
  to: string,
  timeZone: string,
  now: Date,
): Promise<WorkPiece[]> {
  return piecesOver(db, userIds, companyDays(from, to, timeZone), now);
}

/** workPieces over company days already worked out (companyDays); none for no people or no days. */
async function piecesOver(
  db: Executor,
  userIds: number[],
  { days, midnights }: CompanyDays,
  now: Date,
): Promise<WorkPiece[]> {
  if (!userIds.length || !days.length) return [];
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rangeStart = new Date(midnights[0]!);
  const rangeEnd = new Date(Math.min(midnights.at(-1)!, now.getTime()));
  const rows =
    ids.length === 1
      ? await oneWorkRows(db, { ids, start: rangeStart.toISOString(), end: rangeEnd.toISOString() })
      : await queryRows<WorkRow>(
          db,
          workRowsSql(sql`${sql.param(ids)}::int[]`, sql`${rangeStart}`, sql`${rangeEnd}`),
        );
  const pieces: WorkPiece[] = [];
  for (const [n, row] of rows.entries()) {
    const after = rows[n + 1];
    const next = after?.user_id === row.user_id ? Number(after.at_ms) : now.getTime();
    let start = Math.max(Number(row.at_ms), rangeStart.getTime());
    const end = Math.min(next, rangeEnd.getTime());
    for (let i = dayIndexAt(midnights, start); start < end; i += 1) {
      const pieceEnd = Math.min(end, midnights[i + 1]!);
      pieces.push({
        userId: row.user_id,
        day: days[i]!,
        state: row.state as WorkState,
        taskUserId: row.task_user_id,
        holdType: row.hold_type,
        start: new Date(start),
        end: new Date(pieceEnd),
      });
      start = pieceEnd;
    }
  }
  return pieces;
}

interface CompanyDays {
  days: string[];
  midnights: number[];
}

/**
 * The company days [from, to] and the midnights that open them, the last entry being the midnight
 * after `to`: worked out once per range, since a month of everyone's work log is tens of thousands of
 * pieces and each would otherwise ask the time zone for its day and midnight.
 */
export function companyDays(from: string, to: string, timeZone: string): CompanyDays {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  const midnights = [...days, shiftDay(to, 1)].map((day) => zonedInstant(day, 0, timeZone).getTime());
  return { days, midnights };
}

/** The index of the company day holding the instant `ms` (midnights ascending, ms inside the range). */
function dayIndexAt(midnights: number[], ms: number): number {
  let low = 0;
  let high = midnights.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (midnights[middle]! <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface EmployeeDay {
  userId: number;
  day: string;
  totals: DayTotals;
  /** The business hours owed that day, after holidays and approved leave (0 when none). */
  owedMinutes: number;
  /** The day comes before the person's first work-log row ever: nothing could have been logged. */
  beforeFirstLog: boolean;
}

interface CalendarRow {
  kind: 'holiday' | 'leave' | 'first';
  user_id: number | null;
  day: string | null;
  leave_type: number | null;
  leave_request_id: number | null;
  at: string | Date | null;
}

// What the people's days owe apart from the work log, in one statement (each part a statement of
// its own cost as much again): the range's holidays, their approved leave, and each one's first
// work-log row (one index step each, whatever their number). Built once (keptQuery).
const calendarRows = keptQuery<CalendarRow, { ids: number[]; from: string; to: string }>(
  'people_calendar',
  sql`select 'holiday' as kind, null::int as user_id, h.day, null::int as leave_type,
             null::int as leave_request_id, null::timestamptz as at
      from (${holidayDaysSql}) h
      union all
      select 'leave', l.user_id, l.day, l.leave_type, l.leave_request_id, null
      from (${leaveDaysOfSql}) l
      union all
      select 'first', u.id, null, null, null, f.at from unnest(${sql.placeholder('ids')}::int[]) as u(id)
      cross join lateral (select w.at from work_log w where w.user_id = u.id order by w.at limit 1) f`,
);

/**
 * The holidays of [from, to], the people's approved leave in it (holidayDays and approvedLeaveDays
 * read alike), and the company day of each one's first work-log row (people with none left out).
 */
async function peopleCalendar(db: Executor, userIds: number[], from: string, to: string, timeZone: string) {
  const holidays = new Set<string>();
  const leave: LeaveDay[] = [];
  const firstLogged = new Map<number, string>();
  if (!userIds.length || to < from) return { holidays, leave, firstLogged };
  for (const row of await calendarRows(db, { ids: userIds, from, to })) {
    if (row.kind === 'holiday') holidays.add(row.day!);
    else if (row.kind === 'leave') leave.push(leaveDayOf(row as LeaveDayRow));
    else firstLogged.set(row.user_id!, dayInZone(new Date(row.at!), timeZone));
  }
  return { holidays, leave, firstLogged };
}

/**
 * Where each employee's time went on each company day of [from, to]: the one computation the
 * worksheet's cards, the daily summary, attendance and the time reports read (dayTotals over
 * workPieces, with holidays and approved leave taken off the owed hours). The holidays and approved
 * leave it read come back with it, so a caller showing them needs no statement of its own.
 */
export async function employeeDays(
  db: Executor,
  userIds: number[],
  range: { from: string; to: string },
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<{ days: EmployeeDay[]; pieces: WorkPiece[]; holidays: Set<string>; leave: LeaveDay[] }> {
  const { from, to } = range;
  const { timeZone, hours, now } = clock;
  const companyRange = companyDays(from, to, timeZone);
  const [pieces, { holidays, leave, firstLogged }] = await Promise.all([
    piecesOver(db, userIds, companyRange, now),
    peopleCalendar(db, userIds, from, to, timeZone),
  ]);
  // A person's day is the slot person × days + day: numbers, where a key string built for each of
  // a month of everyone's pieces was most of this function's time and much of its garbage.
  const { days: rangeDays, midnights } = companyRange;
  const width = rangeDays.length;
  const dayIndex = new Map(rangeDays.map((day, i) => [day, i]));
  const personIndex = new Map<number, number>();
  for (const [i, userId] of userIds.entries()) if (!personIndex.has(userId)) personIndex.set(userId, i);
  const leaveAt = new Map<number, LeaveDay>();
  for (const l of leave) leaveAt.set(personIndex.get(l.userId)! * width + dayIndex.get(l.date)!, l);
  const intervalsAt: (DayInterval[] | undefined)[] = [];
  for (const p of pieces) {
    const d = dayIndex.get(p.day)!;
    const slot = personIndex.get(p.userId)! * width + d;
    const interval: DayInterval = {
      state: p.state,
      holdType: p.holdType,
      start: (p.start.getTime() - midnights[d]!) / 60_000,
      end: (p.end.getTime() - midnights[d]!) / 60_000,
    };
    const list = intervalsAt[slot];
    if (list) list.push(interval);
    else intervalsAt[slot] = [interval];
  }
  const today = dayInZone(now, timeZone);
  const nowMinutes = (now.getTime() - zonedInstant(today, 0, timeZone).getTime()) / 60_000;
  const pastDays = rangeDays.flatMap((day, d) => (day <= today ? [{ day, d, weekday: weekdayOf(day) }] : []));
  const days: EmployeeDay[] = [];
  for (const userId of userIds) {
    const first = personIndex.get(userId)! * width;
    for (const { day, d, weekday } of pastDays) {
      const leaveDay = leaveAt.get(first + d);
      const owed = owedHours(
        holidays.has(day) ? null : (hours[weekday] ?? null),
        leaveDay
          ? {
              extent: leaveDay.extent,
              evening:
                leaveDay.leaveType === LeaveType.EVENING_HALF_DAY ||
                leaveDay.leaveType === LeaveType.EVENING_SHORT_LEAVE,
            }
          : null,
      );
      // Today is owed only up to now.
      const open =
        owed && day === today
          ? nowMinutes > owed[0]
            ? ([owed[0], Math.min(owed[1], nowMinutes)] as const)
            : null
          : owed;
      days.push({
        userId,
        day,
        totals: dayTotals(intervalsAt[first + d] ?? [], open),
        owedMinutes: open ? open[1] - open[0] : 0,
        beforeFirstLog: day < (firstLogged.get(userId) ?? today),
      });
    }
  }
  return { days, pieces, holidays, leave };
}

/**
 * Past days the employee owed hours and logged nothing at all: the worksheet flags them, the
 * reviewer sees them listed and attendance marks them absent. Today is not missing yet (the day is
 * still going), nor is a day before the person's first work-log row (they did not use Jobline yet).
 */
export function missingDays(
  days: EmployeeDay[],
  pieces: WorkPiece[],
  userId: number,
  today: string,
): string[] {
  const logged = new Set(
    pieces.filter((p) => p.userId === userId && p.state !== WorkState.OFF).map((p) => p.day),
  );
  return days
    .filter(
      (d) =>
        d.userId === userId && d.day < today && !d.beforeFirstLog && d.owedMinutes > 0 && !logged.has(d.day),
    )
    .map((d) => d.day);
}
