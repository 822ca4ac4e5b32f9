import { HOLD_ACTIVITY, WorkState, type CurrentHoldResponse } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { latestWork } from './workTimeline';

/** Stored hold type → the profile menu's type (R-020 read backwards). */
const MENU_TYPE_OF = new Map<number, number>(
  Object.entries(HOLD_ACTIVITY).map(([menu, stored]) => [stored, Number(menu)]),
);

/**
 * GET tasks/change/dashboard: the hold the employee is on now, from their latest work_log row. A
 * restore, a start on a board or the day's end writes a newer row, so the hold is over then.
 */
export async function findCurrentHold(db: Executor, userId: number): Promise<CurrentHoldResponse> {
  const latest = await latestWork(db, userId);
  const type = latest?.state === WorkState.HOLD ? MENU_TYPE_OF.get(latest.hold_type ?? -1) : undefined;
  if (!latest || type === undefined) return { hold: null };
  return { hold: { type, since: latest.at.toISOString() } };
}
