import {
  dayInZone,
  WorkState,
  type BusinessHours,
  type DailyActivityByDateRow,
  type DailySummaryRow,
} from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { groupBy, summaryLine, summaryPeople, type SummaryPerson, type SummaryScope } from '../dailySummary';
import { employeeDays, type EmployeeDay, type WorkPiece } from '../workIntervals';

export type Clock = { timeZone: string; hours: BusinessHours; now: Date };
export type DayRange = { from: string; to: string };

/**
 * One person's summary day by day: the daily summary's line computed for each day on its own (the
 * same summaryLine over that day's totals and pieces), with the end of the day's last stretch.
 */
export function byDateRows(
  person: SummaryPerson,
  days: EmployeeDay[],
  pieces: WorkPiece[],
  today: string,
): DailyActivityByDateRow[] {
  const piecesOf = groupBy(pieces, (p) => p.day);
  return days.map((day) => {
    const logged = piecesOf.get(day.day) ?? [];
    const last = logged.filter((p) => p.state !== WorkState.OFF).at(-1);
    return {
      date: day.day,
      ...summaryLine(person, [day], logged, today),
      end_at: last?.end.toISOString() ?? null,
    };
  });
}

/** What one batch of employees comes to: each one's range line and day-by-day lines. */
export interface PersonSummary {
  person: SummaryPerson;
  line: DailySummaryRow;
  byDates: DailyActivityByDateRow[];
}

/** Employees per batch: big enough to keep the queries few, small enough to start writing soon. */
export const SUMMARY_BATCH = 50;

/**
 * The summary of many employees, a batch at a time, so a download can write each batch while the
 * next is computed (one employeeDays call per batch: the only time computation there is).
 */
export async function* summaryBatches(
  db: Executor,
  people: SummaryPerson[],
  range: DayRange,
  clock: Clock,
  size = SUMMARY_BATCH,
): AsyncGenerator<PersonSummary[]> {
  const today = dayInZone(clock.now, clock.timeZone);
  for (let i = 0; i < people.length; i += size) {
    const batch = people.slice(i, i + size);
    const { days, pieces } = await employeeDays(
      db,
      batch.map((p) => p.id),
      range,
      clock,
    );
    const daysOf = groupBy(days, (d) => d.userId);
    const piecesOf = groupBy(pieces, (p) => p.userId);
    yield batch.map((person) => {
      const mine = daysOf.get(person.id) ?? [];
      const logged = piecesOf.get(person.id) ?? [];
      return {
        person,
        line: summaryLine(person, mine, logged, today),
        byDates: byDateRows(person, mine, logged, today),
      };
    });
  }
}

/** Every employee of the scope, day by day (POST reports/all_emp_daily_activity_by_dates). */
export async function dailyActivityByDates(
  db: Executor,
  who: SummaryScope,
  range: DayRange,
  clock: Clock,
): Promise<DailyActivityByDateRow[]> {
  const rows: DailyActivityByDateRow[] = [];
  const people = await summaryPeople(db, who);
  for await (const batch of summaryBatches(db, people, range, clock, Math.max(people.length, 1))) {
    for (const summary of batch) rows.push(...summary.byDates);
  }
  return rows;
}
