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
import { employeeDays, missingDays, type EmployeeDay, type WorkPiece } from './workIntervals';

/** Who a summary covers: one person, a division, or (everyDivision) the whole company. */
export interface SummaryScope {
  divisionId: number | null;
  onlyUserId: number | null;
  withInactive: boolean;
  everyDivision?: boolean;
}

export interface SummaryPerson {
  id: number;
  code: string;
  first: string;
  last: string;
}

/** The employees a summary lists, by name. */
export async function summaryPeople(db: Executor, who: SummaryScope): Promise<SummaryPerson[]> {
  const filters: SQL[] = [];
  if (who.onlyUserId !== null) filters.push(eq(users.id, who.onlyUserId));
  else if (who.divisionId !== null && !who.everyDivision) filters.push(eq(users.divisionId, who.divisionId));
  else if (!who.everyDivision) return [];
  if (!who.withInactive) filters.push(eq(users.status, 1));
  return db
    .select({ id: users.id, code: users.code, first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * One summary line: where the person's time went over the given days (their own days and work-log
 * pieces only), summed from the same day totals every screen uses.
 */
export function summaryLine(
  person: SummaryPerson,
  mine: EmployeeDay[],
  logged: WorkPiece[],
  today: string,
  /** The days of the range whose worksheet the person (or a super admin) uploaded. */
  uploaded: string[] = [],
): DailySummaryRow {
  const sum = (key: keyof EmployeeDay['totals']) => mine.reduce((n, d) => n + d.totals[key], 0);
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
    total_hrs: totals.Worked + totals.Meeting + totals.Lunch + totals.Other + totals.Help + totals.Travelling,
    task_count: new Set(active.flatMap((p) => (p.taskUserId === null ? [] : [p.taskUserId]))).size,
    missing_days: missingDays(mine, logged, person.id, today),
    uploaded_days: uploaded,
  };
}

/** Items grouped by a key, in their order. */
export function groupBy<T>(items: T[], key: (item: T) => string | number): Map<string | number, T[]> {
  const groups = new Map<string | number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The worksheet's daily summary (POST reports/all_emp_daily_activity): one line per employee with
 * where their time went over the range, summed from the same day totals every screen uses.
 */
export async function dailySummary(
  db: Executor,
  who: SummaryScope,
  range: { from: string; to: string },
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<DailySummaryRow[]> {
  const people = await summaryPeople(db, who);
  const ids = people.map((p) => p.id);
  const [{ days, pieces }, uploads] = await Promise.all([
    employeeDays(db, ids, range, clock),
    uploadsOf(db, ids, range, clock.timeZone),
  ]);
  const today = dayInZone(clock.now, clock.timeZone);
  const daysOf = groupBy(days, (d) => d.userId);
  const piecesOf = groupBy(pieces, (p) => p.userId);
  const uploadsOfPerson = groupBy(uploads, (u) => u.user_id);
  return people.map((person) =>
    summaryLine(
      person,
      daysOf.get(person.id) ?? [],
      piecesOf.get(person.id) ?? [],
      today,
      (uploadsOfPerson.get(person.id) ?? []).map((u) => u.date),
    ),
  );
}
