import type { BusinessHours } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { spentOn } from '../../boards/workTimeline';
import { dailySummary } from '../dailySummary';
import { worksheet } from '../worksheetQuery';
import {
  independentDays,
  independentTaskSpent,
  personDayKey,
  type IndependentDay,
  type PersonDay,
} from './independentTime';

export interface TimeMismatch {
  where: 'worksheet' | 'summary' | 'task card';
  what: string;
  app: number;
  independent: number;
}

export interface CrossCheckResult {
  personDays: number;
  taskCards: number;
  /** Minutes compared: the sum of the independent figures. */
  minutes: number;
  mismatches: TimeMismatch[];
}

/** Worksheet card type → the independent figure it must equal. */
const CARD_OF: Record<number, keyof IndependentDay> = {
  1: 'worked',
  6: 'meeting',
  7: 'lunch',
  8: 'others',
  10: 'help',
  14: 'travelling',
};
const SUMMARY_OF = {
  Worked: 'worked',
  Meeting: 'meeting',
  Lunch: 'lunch',
  Other: 'others',
  Help: 'help',
  Travelling: 'travelling',
} as const;

/**
 * Recomputes each person-day independently and compares it, to the minute, with the worksheet's
 * cards, the daily summary's line and the spent time of every task card worked on those days.
 */
export async function crossCheckTime(
  db: Executor,
  personDays: readonly PersonDay[],
  clock: { timeZone: string; hours: BusinessHours; now: Date },
): Promise<CrossCheckResult> {
  const mismatches: TimeMismatch[] = [];
  const { days, taskUserIds } = await independentDays(db, personDays, clock.timeZone, clock.now);
  let minutes = 0;
  for (const { userId, day } of personDays) {
    const expected = days.get(personDayKey(userId, day))!;
    minutes += Object.values(expected).reduce((a, b) => a + b, 0);
    const range = { from: day, to: day };
    const sheet = await worksheet(db, userId, range, clock);
    for (const card of sheet.all_spents) {
      const key = CARD_OF[card.type];
      if (key && card.spent !== expected[key]) {
        mismatches.push({
          where: 'worksheet',
          what: `${userId} ${day} ${card.label}`,
          app: card.spent,
          independent: expected[key],
        });
      }
    }
    const [line] = await dailySummary(
      db,
      { divisionId: null, onlyUserId: userId, withInactive: true },
      range,
      clock,
    );
    for (const [column, key] of Object.entries(SUMMARY_OF) as [
      keyof typeof SUMMARY_OF,
      keyof IndependentDay,
    ][]) {
      const value = line?.[column] ?? 0;
      if (value !== expected[key]) {
        mismatches.push({
          where: 'summary',
          what: `${userId} ${day} ${column}`,
          app: value,
          independent: expected[key],
        });
      }
    }
  }
  const [cards, independent] = await Promise.all([
    spentOn(db, taskUserIds, clock.now),
    independentTaskSpent(db, taskUserIds, clock.now),
  ]);
  for (const id of taskUserIds) {
    const app = cards.get(id)?.minutes ?? 0;
    const own = independent.get(id) ?? 0;
    if (app !== own) mismatches.push({ where: 'task card', what: `task_user ${id}`, app, independent: own });
  }
  return { personDays: personDays.length, taskCards: taskUserIds.length, minutes, mismatches };
}
